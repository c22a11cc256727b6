import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, decodeJwt } from 'jose';
import { signinReply, user } from '@giglane/contract/users';
import { buildApp } from '../../app';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createAdmin();
});
afterAll(() => t.close());

const uniqueEmail = (name = 'new') => `${name}-${randomBytes(4).toString('hex')}@Example.com`;

const signup = (fields: Record<string, unknown> = {}) =>
  call(t.app, 'POST', '/api/auth/signup', {
    body: {
      name: 'Dung Pham',
      email: uniqueEmail(),
      password: 'secret12',
      passwordConfirm: 'secret12',
      phone: '0912345678',
      ...fields,
    },
  });

describe('sign-up', () => {
  it('creates a USER with its real id, answering 200 without any password', async () => {
    const email = uniqueEmail('dung');
    const created = await signup({
      email,
      birthday: '01/02/1990 ',
      gender: 'false',
      role: 'ADMIN',
      skill: ['Figma'],
      certification: [],
    });
    expect(created.status).toBe(200);
    expect(created.response.body).not.toContain('$argon2');
    const row = contentOf(user, created.body);
    expect(row).toEqual({
      id: expect.any(Number) as number,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
      name: 'Dung Pham',
      email,
      password: '',
      phone: '0912345678',
      birthday: '01/02/1990',
      avatar: '',
      gender: false,
      role: 'USER',
      skill: ['Figma'],
      certification: [],
      bookingJob: [],
    });
    expect(row.id).toBeGreaterThan(0);
    const stored = await call(t.app, 'GET', `/api/users/${row.id}`, { token: admin.token });
    expect(contentOf(user, stored.body)).toEqual(row);
  });

  it('fills the optional fields with defaults', async () => {
    const created = await call(t.app, 'POST', '/api/auth/signup', {
      body: { name: 'Minimal', email: uniqueEmail(), password: 'secret12' },
    });
    expect(created.status).toBe(200);
    expect(contentOf(user, created.body)).toMatchObject({
      phone: '',
      birthday: '',
      gender: true,
      skill: [],
      certification: [],
    });
  });

  it('accepts the date formats clients send and replies with the form sent', async () => {
    for (const [birthday, answered] of [
      ['01/02/1990 ', '01/02/1990'],
      ['1/2/1990', '1/2/1990'],
      ['1990-02-01', '1990-02-01'],
      ['01-02-1990', '01-02-1990'],
      ['1990/2/1', '1990/2/1'],
    ]) {
      const created = await signup({ birthday });
      expect(created.status, birthday).toBe(200);
      expect(contentOf(user, created.body).birthday).toBe(answered);
    }
  });

  it('refuses an email that exists in any case, adding nothing', async () => {
    const email = uniqueEmail('taken');
    expect((await signup({ email })).status).toBe(200);
    const before = await t.countRows('users');
    const again = await signup({ email: email.toUpperCase() });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ statusCode: 400, content: 'Email đã tồn tại !' });
    expect(await t.countRows('users')).toBe(before);
  });

  it('refuses each bad field with a 400 naming it, adding nothing', async () => {
    const before = await t.countRows('users');
    for (const [field, value] of [
      ['name', { name: '  ' }],
      ['email', { email: 'nobody' }],
      ['password', { password: 'abc' }],
      ['birthday', { birthday: '31/02/2024' }],
      ['birthday', { birthday: '2024/13/01' }],
      ['gender', { gender: 'maybe' }],
    ] as const) {
      const bad = await signup(value);
      expect(bad.status, field).toBe(400);
      expect(bad.body?.message).toBe('Dữ liệu nhập vào không đúng!');
      expect(bad.body?.content).toContain(field);
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await t.countRows('users')).toBe(before);
  });
});

describe('sign-in', () => {
  it('answers the user and a 7-day token for the right password, whatever the email case', async () => {
    const email = uniqueEmail('signin');
    const id = contentOf(user, (await signup({ email })).body).id;
    const signin = await call(t.app, 'POST', '/api/auth/signin', {
      body: { email: ` ${email.toUpperCase()} `, password: 'secret12' },
    });
    expect(signin.status).toBe(200);
    expect(signin.response.body).not.toContain('$argon2');
    const content = contentOf(signinReply, signin.body);
    expect(content.user).toMatchObject({ id, email, password: '', role: 'USER' });

    const claims = decodeJwt(content.token);
    expect(claims).toMatchObject({ sub: String(id), email, role: 'USER' });
    expect(claims.exp! - claims.iat!).toBe(7 * 24 * 3600);

    const self = await call(t.app, 'GET', `/api/users/${id}`, { token: content.token });
    expect(contentOf(user, self.body).email).toBe(email);
  });

  it('gives one answer for an unknown email and for a wrong password', async () => {
    const email = uniqueEmail('wrong');
    await signup({ email });
    for (const body of [
      { email, password: 'not-it-at-all' },
      { email: uniqueEmail('nobody'), password: 'secret12' },
    ]) {
      const refused = await call(t.app, 'POST', '/api/auth/signin', { body });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        statusCode: 400,
        content: 'Email hoặc mật khẩu không đúng !',
      });
    }
  });

  it('refuses a blank email or password with a 400 naming it', async () => {
    for (const [field, body] of [
      ['email', { email: ' ', password: 'secret12' }],
      ['password', { email: 'a@example.com', password: '' }],
      ['password', { email: 'a@example.com' }],
    ] as const) {
      const bad = await call(t.app, 'POST', '/api/auth/signin', { body });
      expect(bad.status).toBe(400);
      expect(bad.body?.message).toBe('Dữ liệu nhập vào không đúng!');
      expect(bad.body?.content).toContain(field);
    }
  });
});

describe('user tokens', () => {
  const key = (secret: string) => new TextEncoder().encode(secret);
  const now = () => Math.floor(Date.now() / 1000);
  const adminRoute = (headers: Record<string, string>) =>
    call(t.app, 'GET', '/api/users', { headers });
  const expectBadToken = (reply: Awaited<ReturnType<typeof call>>) => {
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({
      statusCode: 403,
      message: 'Người dùng không có quyền truy cập!',
      content: 'token user hết hạn hoặc không đúng',
    });
  };
  const jwt = (expiresAt: number) =>
    new SignJWT({ email: 'admin@example.com', role: 'ADMIN' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(admin.id))
      .setIssuedAt(expiresAt - 3600)
      .setExpirationTime(expiresAt);

  it('accepts a valid token in the token header or as Authorization: Bearer', async () => {
    expect((await adminRoute({ token: admin.token })).status).toBe(200);
    expect((await adminRoute({ authorization: `Bearer ${admin.token}` })).status).toBe(200);
    // Built the same way as the refused ones below, with the right secret and a future expiry.
    const handMade = await jwt(now() + 3600).sign(key(t.jwtSecret));
    expect((await adminRoute({ token: handMade })).status).toBe(200);
  });

  it('refuses a missing, malformed, forged or expired token', async () => {
    expectBadToken(await adminRoute({}));
    expectBadToken(await adminRoute({ token: 'not-a-jwt' }));
    expectBadToken(await adminRoute({ authorization: 'Bearer not-a-jwt' }));
    const forged = await jwt(now() + 3600).sign(key(randomBytes(32).toString('hex')));
    expectBadToken(await adminRoute({ token: forged }));
    const expired = await jwt(now() - 60).sign(key(t.jwtSecret));
    expectBadToken(await adminRoute({ token: expired }));
    expectBadToken(await adminRoute({ authorization: `Bearer ${expired}` }));
  });

  it('refuses the token of a deleted user', async () => {
    const doomed = await t.createUser();
    expect(
      (await call(t.app, 'PUT', `/api/users/${doomed.id}`, { token: doomed.token, body: {} }))
        .status,
    ).toBe(200);
    const deleted = await call(t.app, 'DELETE', `/api/users?id=${doomed.id}`, {
      token: admin.token,
    });
    expect(deleted.status).toBe(200);
    expectBadToken(
      await call(t.app, 'PUT', `/api/users/${doomed.id}`, { token: doomed.token, body: {} }),
    );
  });
});

describe('tokenCybersoft', () => {
  it('accepts any value or none when no API keys are configured', async () => {
    expect((await call(t.app, 'GET', '/api/skill')).status).toBe(200);
    const anyKey = await call(t.app, 'GET', '/api/skill', {
      headers: { tokenCybersoft: 'whatever' },
    });
    expect(anyKey.status).toBe(200);
  });

  it('requires one of the configured keys, under any header case', async () => {
    const keyed = await createTestApp({ apiKeys: ['k1'] });
    try {
      const wrongKeys: Record<string, string>[] = [
        {},
        { tokenCybersoft: 'k2' },
        { tokenCybersoft: '' },
      ];
      for (const headers of wrongKeys) {
        const refused = await call(keyed.app, 'GET', '/api/skill', { headers });
        expect(refused.status).toBe(403);
        expect(refused.body).toMatchObject({
          statusCode: 403,
          message: 'Người dùng không có quyền truy cập!',
          content: 'Token không cybersoft không hợp lệ hoặc đã hết hạn truy cập !',
        });
      }
      for (const name of ['tokenCybersoft', 'TOKENCYBERSOFT', 'tokencybersoft'])
        expect(
          (await call(keyed.app, 'GET', '/api/skill', { headers: { [name]: 'k1' } })).status,
        ).toBe(200);

      const member = await keyed.createUser();
      const signin = await call(keyed.app, 'POST', '/api/auth/signin', {
        body: { email: member.email, password: member.password },
        headers: { tokenCybersoft: 'k1' },
      });
      expect(contentOf(signinReply, signin.body).user.id).toBe(member.id);
      const noKey = await call(keyed.app, 'POST', '/api/auth/signin', {
        body: { email: member.email, password: member.password },
      });
      expect(noKey.status).toBe(403);
    } finally {
      await keyed.close();
    }
  });
});

describe('rate limit', () => {
  it('answers 429 in the envelope once sign-ins exceed the limit within a minute', async () => {
    const limited = await createTestApp({ authRateLimit: 2 });
    try {
      const member = await limited.createUser();
      const body = { email: member.email, password: member.password };
      for (let attempt = 1; attempt <= 2; attempt += 1)
        expect((await call(limited.app, 'POST', '/api/auth/signin', { body })).status).toBe(200);
      const third = await call(limited.app, 'POST', '/api/auth/signin', { body });
      expect(third.status).toBe(429);
      expect(third.body).toMatchObject({
        statusCode: 429,
        message: 'Quá nhiều yêu cầu, vui lòng thử lại sau!',
      });
      expect(typeof third.body?.content).toBe('string');
      expect(typeof third.body?.dateTime).toBe('string');

      const signupBody = (n: number) => ({
        name: 'Rate',
        email: `rate-${n}-${randomBytes(3).toString('hex')}@example.com`,
        password: 'secret12',
      });
      const before = await limited.countRows('users');
      for (let n = 1; n <= 2; n += 1)
        expect(
          (await call(limited.app, 'POST', '/api/auth/signup', { body: signupBody(n) })).status,
        ).toBe(200);
      const extra = await call(limited.app, 'POST', '/api/auth/signup', { body: signupBody(3) });
      expect(extra.status).toBe(429);
      expect(await limited.countRows('users')).toBe(before + 2);
      // Reads are not throttled.
      expect((await call(limited.app, 'GET', '/api/skill')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('holds across server instances sharing the database', async () => {
    const limited = await createTestApp({ authRateLimit: 2 });
    // A second instance on the same database, as when several servers share one PostgreSQL.
    const other = await buildApp({
      config: { apiKeys: [], corsOrigins: [], publicUrl: undefined, authRateLimit: 2 },
      db: limited.db,
      fileStore: limited.fileStore,
      jwtSecret: limited.jwtSecret,
    });
    try {
      const member = await limited.createUser();
      const body = { email: member.email, password: 'not-the-password' };
      expect((await call(limited.app, 'POST', '/api/auth/signin', { body })).status).toBe(400);
      expect((await call(other, 'POST', '/api/auth/signin', { body })).status).toBe(400);
      for (const app of [limited.app, other]) {
        const refused = await call(app, 'POST', '/api/auth/signin', { body });
        expect(refused.status).toBe(429);
        expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(0);
      }
      // The window is per route: sign-up keeps its own count.
      const signup = await call(other, 'POST', '/api/auth/signup', {
        body: {
          name: 'Rate',
          email: `rate-${randomBytes(3).toString('hex')}@example.com`,
          password: 'secret12',
        },
      });
      expect(signup.status).toBe(200);
    } finally {
      await other.close();
      await limited.close();
    }
  });
});
