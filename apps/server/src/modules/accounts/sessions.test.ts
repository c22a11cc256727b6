import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { publicUser, signinReply, signoutEverywhereReply, user } from '@giglane/contract/users';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['createAdmin']>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createAdmin();
});
afterAll(() => t.close());

/** A member signed in on two devices. */
async function memberWithTwoSessions() {
  const member = await t.createUser();
  const signIn = async (password = member.password) =>
    contentOf(
      signinReply,
      (
        await call(t.app, 'POST', '/api/auth/signin', {
          body: { email: member.email, password },
        })
      ).body,
    ).token;
  return { ...member, signIn, sessions: [member.token, await signIn()] };
}

/** What a signed-in call answers with this token: 200, or 403 for a token that no longer works. */
const statusWith = async (token: string) =>
  (await call(t.app, 'GET', '/api/thue-cong-viec/lay-danh-sach-da-thue', { token })).status;

const expectEnded = async (token: string) => {
  const reply = await call(t.app, 'GET', '/api/thue-cong-viec/lay-danh-sach-da-thue', { token });
  expect(reply.status).toBe(403);
  expect(reply.body).toMatchObject({ content: 'token user hết hạn hoặc không đúng' });
};

describe('sign out everywhere', () => {
  it('ends every session of the caller and answers a fresh token for this one', async () => {
    const member = await memberWithTwoSessions();
    const other = await memberWithTwoSessions();
    for (const token of member.sessions) expect(await statusWith(token)).toBe(200);

    const reply = await call(t.app, 'POST', '/api/auth/signout-everywhere', {
      token: member.sessions[0],
    });
    expect(reply.status).toBe(200);
    const { token } = contentOf(signoutEverywhereReply, reply.body);
    expect(reply.response.headers.token).toBe(token);

    for (const ended of member.sessions) await expectEnded(ended);
    expect(await statusWith(token)).toBe(200);
    // Public reads treat an ended session as no session: the public profile, not the whole one.
    const profile = await call(t.app, 'GET', `/api/users/${member.id}`, {
      token: member.sessions[1],
    });
    expect(profile.body?.content).toEqual(publicUser.parse(profile.body?.content));
    expect(profile.body?.content).not.toHaveProperty('email');
    // Other people's sessions stay; signing in again works.
    for (const kept of other.sessions) expect(await statusWith(kept)).toBe(200);
    expect(await statusWith(await member.signIn())).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    const reply = await call(t.app, 'POST', '/api/auth/signout-everywhere');
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({ content: 'token user hết hạn hoặc không đúng' });
  });

  it('is in the API documentation', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/swagger/json' });
    const document = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(document.paths['/api/auth/signout-everywhere']).toHaveProperty('post');
  });
});

describe('a password change', () => {
  it('by the user keeps the session that made it, ends their others, and hands a fresh token too', async () => {
    const member = await memberWithTwoSessions();
    const [changing, elsewhere] = member.sessions as [string, string];
    const reply = await call(t.app, 'PUT', `/api/users/${member.id}`, {
      token: changing,
      body: { password: 'changed1' },
    });
    expect(reply.status).toBe(200);
    expect(contentOf(user, reply.body).id).toBe(member.id);
    const fresh = z.string().min(1).parse(reply.response.headers.token);

    // A client that never reads the header carries on with the token it has.
    expect(await statusWith(changing)).toBe(200);
    const profile = await call(t.app, 'GET', `/api/users/${member.id}`, { token: changing });
    expect(contentOf(user, profile.body).email).toBe(member.email);
    await expectEnded(elsewhere);
    expect(await statusWith(fresh)).toBe(200);
    expect(await statusWith(await member.signIn('changed1'))).toBe(200);
  });

  it('from another session ends the session kept by the change before', async () => {
    const member = await memberWithTwoSessions();
    const [first, second] = member.sessions as [string, string];
    await call(t.app, 'PUT', `/api/users/${member.id}`, {
      token: first,
      body: { password: 'changed3' },
    });
    const third = await member.signIn('changed3');
    await call(t.app, 'PUT', `/api/users/${member.id}`, {
      token: third,
      body: { password: 'changed4' },
    });
    expect(await statusWith(third)).toBe(200);
    await expectEnded(first);
    await expectEnded(second);
    // Signing out everywhere ends the kept session too.
    await call(t.app, 'POST', '/api/auth/signout-everywhere', { token: third });
    await expectEnded(third);
  });

  it('by an admin ends all of the user’s sessions, and none of the admin’s', async () => {
    const member = await memberWithTwoSessions();
    const reply = await call(t.app, 'PUT', `/api/users/${member.id}`, {
      token: admin.token,
      body: { password: 'changed2' },
    });
    expect(reply.status).toBe(200);
    expect(reply.response.headers).not.toHaveProperty('token');
    for (const ended of member.sessions) await expectEnded(ended);
    expect(await statusWith(admin.token)).toBe(200);
  });

  it('is not an edit that leaves the password alone', async () => {
    const member = await memberWithTwoSessions();
    // The spec's profile form always sends a password: the one already set is no change.
    for (const body of [
      { name: 'Renamed' },
      { password: '', phone: '0912345678' },
      { name: 'Renamed again', password: member.password },
    ]) {
      const reply = await call(t.app, 'PUT', `/api/users/${member.id}`, {
        token: member.sessions[0],
        body,
      });
      expect(reply.status).toBe(200);
      expect(reply.response.headers).not.toHaveProperty('token');
    }
    for (const token of member.sessions) expect(await statusWith(token)).toBe(200);
  });
});
