import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { z } from 'zod';
import { paging } from '@giglane/contract/paging';
import { publicUser, user, type User } from '@giglane/contract/users';
import { subcategories } from '../catalog/catalog-schema';
import { gigs } from '../gigs/gigs-schema';
import { reviews } from '../reviews/reviews-schema';
import { insertOrders } from '../../testing/orders';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: { id: number; token: string };
let alice: { id: number; email: string; token: string };
let bob: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createAdmin({ name: 'Root Admin' });
  alice = await t.createUser({ name: 'Alice Nguyen' });
  bob = await t.createUser({ name: 'Bob Tran' });
});
afterAll(() => t.close());

type Reply = Awaited<ReturnType<typeof call>>;

/** Passwords never leave the server, not even as a hash somewhere in the reply. */
function expectNoSecrets(reply: Reply) {
  expect(reply.response.body).not.toContain('$argon2');
  const content = reply.body?.content;
  const found: unknown[] = Array.isArray(content)
    ? content
    : content && typeof content === 'object' && 'data' in content
      ? (content as { data: unknown[] }).data
      : [content];
  for (const item of found) expect((item as { password?: unknown }).password).toBe('');
}

const newUser = (fields: Record<string, unknown> = {}) => ({
  name: 'Chi Le',
  email: `chi-${randomBytes(4).toString('hex')}@example.com`,
  password: 'secret12',
  phone: '0912345678',
  birthday: '15/08/1995',
  gender: false,
  role: 'USER',
  skill: ['React'],
  certification: ['AWS'],
  ...fields,
});

async function adminRead(id: number): Promise<User> {
  return contentOf(
    user,
    (await call(t.app, 'GET', `/api/users/${id}`, { token: admin.token })).body,
  );
}

describe('admin user management', () => {
  it('lets an admin create a user of any role, with a 201 and the stored row', async () => {
    const body = newUser({ role: 'ADMIN', birthday: '1/2/1990' });
    const created = await call(t.app, 'POST', '/api/users', { token: admin.token, body });
    expect(created.status).toBe(201);
    expect(created.body?.message).toBe('Thêm mới thành công!');
    expectNoSecrets(created);
    const row = contentOf(user, created.body);
    expect(row).toEqual({
      id: expect.any(Number) as number,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
      name: 'Chi Le',
      email: body.email,
      password: '',
      phone: '0912345678',
      birthday: '1/2/1990',
      avatar: '',
      gender: false,
      role: 'ADMIN',
      skill: ['React'],
      certification: ['AWS'],
      bookingJob: [],
    });
    expect(row.id).toBeGreaterThan(0);
    expect(await adminRead(row.id)).toEqual(row);

    const signin = await call(t.app, 'POST', '/api/auth/signin', {
      body: { email: body.email, password: body.password },
    });
    expect(signin.status).toBe(200);
  });

  it('refuses an email that exists in any case, changing nothing', async () => {
    const before = await t.countRows('users');
    const taken = await call(t.app, 'POST', '/api/users', {
      token: admin.token,
      body: newUser({ email: alice.email.toUpperCase() }),
    });
    expect(taken.status).toBe(400);
    expect(taken.body?.content).toBe('Email đã tồn tại !');
    expect(await t.countRows('users')).toBe(before);
  });

  it('lists every user to an admin, ordered by id, with the gigs each one ordered', async () => {
    const [detail] = await t.db.insert(subcategories).values({ name: 'Logo' }).returning();
    const jobRows = await t.db
      .insert(gigs)
      .values(
        [1, 2].map((n) => ({
          name: `Gig ${n}`,
          price: 10,
          sellerId: bob.id,
          description: 'd',
          shortDescription: 's',
          subcategoryId: detail!.id,
        })),
      )
      .returning({ id: gigs.id });
    // Ordered the second gig first: bookingJob follows the order of the orders.
    await insertOrders(t.db, [
      { gigId: jobRows[1]!.id, buyerId: alice.id, orderedOn: '2024-03-01' },
      { gigId: jobRows[0]!.id, buyerId: alice.id, orderedOn: '2024-03-02' },
    ]);

    const list = await call(t.app, 'GET', '/api/users', { token: admin.token });
    expect(list.status).toBe(200);
    expectNoSecrets(list);
    const rows = contentOf(z.array(user), list.body);
    expect(rows.map((row) => row.id)).toEqual([...rows.map((row) => row.id)].sort((a, b) => a - b));
    expect(rows.find((row) => row.id === alice.id)?.bookingJob).toEqual([
      String(jobRows[1]!.id),
      String(jobRows[0]!.id),
    ]);
    expect(rows.find((row) => row.id === bob.id)?.bookingJob).toEqual([]);
  });

  it('pages users by name or email, case-insensitively, counting every match', async () => {
    const tag = randomBytes(3).toString('hex');
    for (const [name, email] of [
      [`Zed ${tag}`, `a-${tag}@example.com`],
      ['Unrelated', `b-${tag.toUpperCase()}@example.com`],
      [`ZED ${tag} two`, `c@${tag}.example.com`],
      ['Nobody', 'nobody@example.com'],
    ] as const)
      await call(t.app, 'POST', '/api/users', {
        token: admin.token,
        body: newUser({ name, email }),
      });

    const page = await call(
      t.app,
      'GET',
      `/api/users/phan-trang-tim-kiem?pageIndex=2&pageSize=2&keyword=${tag.toUpperCase()}`,
      { token: admin.token },
    );
    expect(page.status).toBe(200);
    expectNoSecrets(page);
    const content = contentOf(paging(user), page.body);
    expect(content).toMatchObject({ pageIndex: 2, pageSize: 2, totalRow: 3 });
    expect(content.keywords).toBe(tag.toUpperCase());
    expect(content.data.map((row) => row.name)).toEqual([`ZED ${tag} two`]);

    const first = contentOf(
      paging(user),
      (
        await call(t.app, 'GET', `/api/users/phan-trang-tim-kiem?pageSize=2&keyword=${tag}`, {
          token: admin.token,
        })
      ).body,
    );
    expect(first.data.map((row) => row.name)).toEqual([`Zed ${tag}`, 'Unrelated']);

    const wildcard = await call(t.app, 'GET', '/api/users/phan-trang-tim-kiem?keyword=%25', {
      token: admin.token,
    });
    expect(contentOf(paging(user), wildcard.body).totalRow).toBe(0);

    const everyone = await call(t.app, 'GET', '/api/users/phan-trang-tim-kiem', {
      token: admin.token,
    });
    expect(contentOf(paging(user), everyone.body)).toMatchObject({
      pageIndex: 1,
      pageSize: 10,
      totalRow: await t.countRows('users'),
      keywords: null,
    });
  });

  it('sorts the user pages by a listed column either way, the id breaking ties', async () => {
    const tag = randomBytes(3).toString('hex');
    const made: Record<string, number> = {};
    for (const [suffix, role] of [
      ['cat', 'ADMIN'],
      ['ant', 'USER'],
      ['bee', 'USER'],
    ] as const) {
      const reply = await call(t.app, 'POST', '/api/users', {
        token: admin.token,
        body: newUser({ name: `sorted ${tag} ${suffix}`, role }),
      });
      made[suffix] = contentOf(user, reply.body).id;
    }
    const order = async (query: string) => {
      const reply = await call(
        t.app,
        'GET',
        `/api/users/phan-trang-tim-kiem?keyword=${tag}&${query}`,
        {
          token: admin.token,
        },
      );
      expectNoSecrets(reply);
      return contentOf(paging(user), reply.body).data.map((row) => row.name.split(' ')[2]);
    };

    expect(await order('')).toEqual(['cat', 'ant', 'bee']);
    expect(await order('sortBy=name')).toEqual(['ant', 'bee', 'cat']);
    expect(await order('sortBy=name&sortOrder=desc')).toEqual(['cat', 'bee', 'ant']);
    expect(await order('sortBy=role')).toEqual(['cat', 'ant', 'bee']);
    // Ties follow the sort's direction, so one (column, id) index serves both (decision 016).
    expect(await order('sortBy=role&sortOrder=desc')).toEqual(['bee', 'ant', 'cat']);
    expect(await order('sortBy=id&sortOrder=desc&pageSize=1')).toEqual(['bee']);

    for (const [field, query] of [
      ['sortBy', 'sortBy=password'],
      ['sortBy', 'sortBy=bookingJob'],
      ['sortOrder', 'sortBy=name&sortOrder=random'],
    ]) {
      const reply = await call(t.app, 'GET', `/api/users/phan-trang-tim-kiem?${query}`, {
        token: admin.token,
      });
      expect(reply.status, query).toBe(400);
      expect(reply.body?.content).toContain(field);
    }
  });

  it('searches users by a part of their name, in any case', async () => {
    const found = await call(t.app, 'GET', `/api/users/search/${encodeURIComponent('aLiCe ng')}`, {
      token: admin.token,
    });
    expect(found.status).toBe(200);
    expectNoSecrets(found);
    expect(contentOf(z.array(user), found.body).map((row) => row.id)).toEqual([alice.id]);

    const none = await call(t.app, 'GET', '/api/users/search/%25', { token: admin.token });
    expect(contentOf(z.array(user), none.body)).toEqual([]);

    const blank = await call(t.app, 'GET', '/api/users/search/%20', { token: admin.token });
    expect(blank.status).toBe(400);
    expect(blank.body?.content).toContain('TenNguoiDung');
  });

  it('deletes a user with the id in the query string, taking their gigs, orders and reviews', async () => {
    const victim = await t.createUser();
    const [detail] = await t.db.insert(subcategories).values({ name: 'Voice' }).returning();
    const [ownGig] = await t.db
      .insert(gigs)
      .values({
        name: 'Victim gig',
        price: 5,
        sellerId: victim.id,
        description: 'd',
        shortDescription: 's',
        subcategoryId: detail!.id,
      })
      .returning({ id: gigs.id });
    const [otherGig] = await t.db
      .insert(gigs)
      .values({
        name: 'Other gig',
        price: 5,
        sellerId: bob.id,
        description: 'd',
        shortDescription: 's',
        subcategoryId: detail!.id,
      })
      .returning({ id: gigs.id });
    await insertOrders(t.db, [
      { gigId: otherGig!.id, buyerId: victim.id, orderedOn: '2024-01-01' },
      { gigId: ownGig!.id, buyerId: bob.id, orderedOn: '2024-01-01' },
    ]);
    await t.db.insert(reviews).values({
      gigId: otherGig!.id,
      reviewerId: victim.id,
      reviewedOn: '2024-01-02',
      stars: 4,
    });
    const before = {
      users: await t.countRows('users'),
      jobs: await t.countRows('jobs'),
      hires: await t.countRows('hires'),
      comments: await t.countRows('comments'),
    };

    const deleted = await call(t.app, 'DELETE', `/api/users?id=${victim.id}`, {
      token: admin.token,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({
      statusCode: 200,
      message: 'Xóa thành công!',
      content: null,
    });
    expect({
      users: await t.countRows('users'),
      jobs: await t.countRows('jobs'),
      hires: await t.countRows('hires'),
      comments: await t.countRows('comments'),
    }).toEqual({
      users: before.users - 1,
      jobs: before.jobs - 1,
      // Their own order and bob's order of their gig.
      hires: before.hires - 2,
      comments: before.comments - 1,
    });

    const gone = await call(t.app, 'GET', `/api/users/${victim.id}`, { token: admin.token });
    expect(gone.status).toBe(400);
    expect(gone.body?.content).toBe('Người dùng không tồn tại !');
    const again = await call(t.app, 'DELETE', `/api/users?id=${victim.id}`, { token: admin.token });
    expect(again.status).toBe(404);
    expect(again.body?.content).toBeNull();
  });

  it('answers a bad or missing delete id with a 400 naming it, deleting nothing', async () => {
    const before = await t.countRows('users');
    for (const query of ['?id=abc', '?id=0', '']) {
      const bad = await call(t.app, 'DELETE', `/api/users${query}`, { token: admin.token });
      expect(bad.status).toBe(400);
      expect(bad.body?.message).toBe('Dữ liệu nhập vào không đúng!');
      expect(bad.body?.content).toContain('id');
    }
    expect(await t.countRows('users')).toBe(before);
  });
});

describe('the auth matrix', () => {
  const adminRoutes = () =>
    [
      ['GET', '/api/users', undefined],
      ['POST', '/api/users', newUser()],
      ['DELETE', `/api/users?id=${bob.id}`, undefined],
      ['GET', '/api/users/phan-trang-tim-kiem?keyword=a', undefined],
      ['GET', '/api/users/search/Alice', undefined],
    ] as const;

  it('refuses anonymous callers and non-admins on admin routes, changing nothing', async () => {
    const before = await t.countRows('users');
    for (const [method, url, body] of adminRoutes()) {
      const anonymous = await call(t.app, method, url, { body });
      expect(anonymous.status, `${method} ${url}`).toBe(403);
      expect(anonymous.body).toMatchObject({
        statusCode: 403,
        content: 'token user hết hạn hoặc không đúng',
      });
      const notAdmin = await call(t.app, method, url, { body, token: alice.token });
      expect(notAdmin.status, `${method} ${url}`).toBe(403);
      expect(notAdmin.body?.content).toBe('User không phải quyền admin');
    }
    expect(await t.countRows('users')).toBe(before);
  });

  it('lets an admin through on every admin route', async () => {
    const target = await t.createUser();
    for (const [method, url, body] of adminRoutes()) {
      const allowed = await call(t.app, method, url.replace(`id=${bob.id}`, `id=${target.id}`), {
        body,
        token: admin.token,
      });
      expect(allowed.status, `${method} ${url}`).toBe(method === 'POST' ? 201 : 200);
    }
  });

  it('lets only the owner or an admin edit a profile', async () => {
    const before = await adminRead(alice.id);
    const anonymous = await call(t.app, 'PUT', `/api/users/${alice.id}`, { body: { name: 'X' } });
    expect(anonymous.status).toBe(403);
    expect(anonymous.body?.content).toBe('token user hết hạn hoặc không đúng');
    const other = await call(t.app, 'PUT', `/api/users/${alice.id}`, {
      token: bob.token,
      body: { name: 'X' },
    });
    expect(other.status).toBe(403);
    expect(other.body?.content).toBe('Không có quyền');
    expect(await adminRead(alice.id)).toEqual(before);

    const self = await call(t.app, 'PUT', `/api/users/${alice.id}`, {
      token: alice.token,
      body: { phone: '0987654321' },
    });
    expect(self.status).toBe(200);
    expect(contentOf(user, self.body).phone).toBe('0987654321');
    const byAdmin = await call(t.app, 'PUT', `/api/users/${alice.id}`, {
      token: admin.token,
      body: { phone: '0911111111' },
    });
    expect(byAdmin.status).toBe(200);
    expect(contentOf(user, byAdmin.body).phone).toBe('0911111111');
  });

  it('answers an unknown user on PUT: 403 to a non-owner first, 400 to an admin', async () => {
    const notOwner = await call(t.app, 'PUT', '/api/users/999999', {
      token: alice.token,
      body: { name: 'X' },
    });
    expect(notOwner.status).toBe(403);
    expect(notOwner.body?.content).toBe('Không có quyền');
    const byAdmin = await call(t.app, 'PUT', '/api/users/999999', {
      token: admin.token,
      body: { name: 'X' },
    });
    expect(byAdmin.status).toBe(400);
    expect(byAdmin.body?.content).toBe('Người dùng không tồn tại !');
  });

  it('refuses an anonymous avatar upload', async () => {
    const form = multipart([{ name: 'formFile', filename: 'a.png', data: await png() }]);
    const anonymous = await call(t.app, 'POST', '/api/users/upload-avatar', form);
    expect(anonymous.status).toBe(403);
    expect(anonymous.body?.content).toBe('token user hết hạn hoặc không đúng');
  });
});

describe('profiles', () => {
  const PUBLIC_KEYS = ['avatar', 'certification', 'createdAt', 'id', 'name', 'role', 'skill'];

  it('shows the whole user to its owner and to admins', async () => {
    for (const token of [alice.token, admin.token]) {
      const read = await call(t.app, 'GET', `/api/users/${alice.id}`, { token });
      expect(read.status).toBe(200);
      expectNoSecrets(read);
      const row = contentOf(user, read.body);
      expect(row).toMatchObject({ id: alice.id, email: alice.email, password: '' });
    }
  });

  it('shows only the public part to anyone else, a stale token included', async () => {
    const forged = `${alice.token.slice(0, -4)}AAAA`;
    for (const token of [undefined, bob.token, forged]) {
      const read = await call(t.app, 'GET', `/api/users/${alice.id}`, { token });
      expect(read.status).toBe(200);
      const content = contentOf(publicUser, read.body);
      expect(content).toMatchObject({ id: alice.id, name: 'Alice Nguyen', role: 'USER' });
      expect(Object.keys(read.body?.content as object).sort()).toEqual(PUBLIC_KEYS);
      expect(read.response.body).not.toContain(alice.email);
    }
  });

  it('answers an unknown or malformed id', async () => {
    const unknown = await call(t.app, 'GET', '/api/users/999999');
    expect(unknown.status).toBe(400);
    expect(unknown.body?.content).toBe('Người dùng không tồn tại !');
    const malformed = await call(t.app, 'GET', '/api/users/abc');
    expect(malformed.status).toBe(400);
    expect(malformed.body?.content).toContain('id');
  });
});

describe('profile edits', () => {
  it('keeps the fields a PUT leaves out and replies with the stored row', async () => {
    const created = contentOf(
      user,
      (await call(t.app, 'POST', '/api/users', { token: admin.token, body: newUser() })).body,
    );
    const updated = await call(t.app, 'PUT', `/api/users/${created.id}`, {
      token: admin.token,
      body: { id: 12345, name: '  Chi Le Updated  ', skill: ['Vue', 'Go'] },
    });
    expect(updated.status).toBe(200);
    expect(updated.body?.message).toBe('Cập nhật thành công!');
    expectNoSecrets(updated);
    const row = contentOf(user, updated.body);
    expect(row).toEqual({ ...created, name: 'Chi Le Updated', skill: ['Vue', 'Go'] });
    expect(await adminRead(created.id)).toEqual(row);

    const cleared = await call(t.app, 'PUT', `/api/users/${created.id}`, {
      token: admin.token,
      body: { birthday: '' },
    });
    expect(contentOf(user, cleared.body).birthday).toBe('');
  });

  it('accepts the date formats clients send and replies with the form sent', async () => {
    const target = await t.createUser();
    for (const [birthday, answered] of [
      ['01/02/1990 ', '01/02/1990'],
      ['1/2/1990', '1/2/1990'],
      ['1990-02-01', '1990-02-01'],
      ['01-02-1990', '01-02-1990'],
    ]) {
      const updated = await call(t.app, 'PUT', `/api/users/${target.id}`, {
        token: target.token,
        body: { birthday },
      });
      expect(updated.status, birthday).toBe(200);
      expect(contentOf(user, updated.body).birthday).toBe(answered);
    }
  });

  it('lets only an admin change a role, but accepts the unchanged role from the profile modal', async () => {
    const target = await t.createUser();
    const whole = await adminRead(target.id);
    const same = await call(t.app, 'PUT', `/api/users/${target.id}`, {
      token: target.token,
      body: { ...whole, name: 'Profile Modal', password: '' },
    });
    expect(same.status).toBe(200);
    expect(contentOf(user, same.body)).toEqual({ ...whole, name: 'Profile Modal' });

    const promote = await call(t.app, 'PUT', `/api/users/${target.id}`, {
      token: target.token,
      body: { role: 'ADMIN', name: 'Sneaky' },
    });
    expect(promote.status).toBe(403);
    expect(promote.body?.content).toBe('User không phải quyền admin');
    expect((await adminRead(target.id)).role).toBe('USER');
    expect((await adminRead(target.id)).name).toBe('Profile Modal');

    const byAdmin = await call(t.app, 'PUT', `/api/users/${target.id}`, {
      token: admin.token,
      body: { role: 'ADMIN' },
    });
    expect(contentOf(user, byAdmin.body).role).toBe('ADMIN');
    // The role is read fresh on every request: the promotion counts at once.
    const list = await call(t.app, 'GET', '/api/users', { token: target.token });
    expect(list.status).toBe(200);
  });

  it('sets a new password when one is given; an empty one keeps the old', async () => {
    const target = await t.createUser();
    const signin = (password: string) =>
      call(t.app, 'POST', '/api/auth/signin', { body: { email: target.email, password } });

    const kept = await call(t.app, 'PUT', `/api/users/${target.id}`, {
      token: target.token,
      body: { password: '' },
    });
    expect(kept.status).toBe(200);
    expect((await signin(target.password)).status).toBe(200);

    const changed = await call(t.app, 'PUT', `/api/users/${target.id}`, {
      token: target.token,
      body: { password: 'brandnew9' },
    });
    expect(changed.status).toBe(200);
    expectNoSecrets(changed);
    expect((await signin('brandnew9')).status).toBe(200);
    const old = await signin(target.password);
    expect(old.status).toBe(400);
    expect(old.body?.content).toBe('Email hoặc mật khẩu không đúng !');
  });

  it('refuses an email another user has, in any case, but keeps one’s own in a new case', async () => {
    const target = await t.createUser();
    const taken = await call(t.app, 'PUT', `/api/users/${target.id}`, {
      token: target.token,
      body: { email: alice.email.toUpperCase(), name: 'Should Not Stick' },
    });
    expect(taken.status).toBe(400);
    expect(taken.body?.content).toBe('Email đã tồn tại !');
    expect((await adminRead(target.id)).name).not.toBe('Should Not Stick');

    const recased = await call(t.app, 'PUT', `/api/users/${target.id}`, {
      token: target.token,
      body: { email: target.email.toUpperCase() },
    });
    expect(recased.status).toBe(200);
    expect(contentOf(user, recased.body).email).toBe(target.email.toUpperCase());
  });
});

describe('validation', () => {
  const badValues: [string, Record<string, unknown>][] = [
    ['name', { name: '   ' }],
    ['email', { email: 'not-an-email' }],
    ['password', { password: '123' }],
    ['birthday', { birthday: '31/02/2024' }],
    ['birthday', { birthday: '2024/13/01' }],
    ['birthday', { birthday: '01/13-2024' }],
    ['gender', { gender: 'yes' }],
    ['role', { role: 'BOSS' }],
  ];

  it('refuses each bad field on POST /api/users with a 400 naming it, adding nothing', async () => {
    const before = await t.countRows('users');
    for (const [field, value] of badValues) {
      const bad = await call(t.app, 'POST', '/api/users', {
        token: admin.token,
        body: newUser(value),
      });
      expect(bad.status, field).toBe(400);
      expect(bad.body?.message).toBe('Dữ liệu nhập vào không đúng!');
      expect(bad.body?.content).toContain(field);
    }
    const missing = await call(t.app, 'POST', '/api/users', {
      token: admin.token,
      body: { name: 'Only A Name' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body?.content).toContain('email');
    expect(await t.countRows('users')).toBe(before);
  });

  it('refuses each bad field on PUT with a 400 naming it, changing nothing', async () => {
    const before = await adminRead(alice.id);
    for (const [field, value] of badValues) {
      const bad = await call(t.app, 'PUT', `/api/users/${alice.id}`, {
        token: admin.token,
        body: value,
      });
      expect(bad.status, field).toBe(400);
      expect(bad.body?.message).toBe('Dữ liệu nhập vào không đúng!');
      expect(bad.body?.content).toContain(field);
    }
    expect(await adminRead(alice.id)).toEqual(before);
  });
});

describe('avatar uploads', () => {
  const upload = (parts: Part[], token = alice.token) =>
    call(t.app, 'POST', '/api/users/upload-avatar', { token, ...multipart(parts) });

  it.each([
    ['png', 'image/png', () => png()],
    ['jpeg', 'image/jpeg', () => picture().jpeg().toBuffer()],
    ['gif', 'image/gif', () => picture().gif().toBuffer()],
  ])('stores a %s avatar and serves it with its type', async (_format, contentType, make) => {
    // The client's name and type mean nothing: the content decides.
    const uploaded = await upload([
      { name: 'formFile', filename: 'whatever.bin', contentType: 'text/plain', data: await make() },
    ]);
    expect(uploaded.status).toBe(200);
    expectNoSecrets(uploaded);
    const row = contentOf(user, uploaded.body);
    expect(row.id).toBe(alice.id);
    expect(row.avatar).toMatch(/^http:\/\/[^/]+\/avatar\/[\w-]+\.(png|jpg|gif)$/);
    expect((await adminRead(alice.id)).avatar).toBe(row.avatar);

    const served = await t.app.inject({ method: 'GET', url: new URL(row.avatar).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(contentType);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(32);
  });

  it('drops EXIF metadata from a JPEG', async () => {
    const withExif = await picture()
      .jpeg()
      .withExif({ IFD0: { Copyright: 'GPS and secrets', Artist: 'Alice' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const uploaded = await upload([{ name: 'formFile', filename: 'me.jpg', data: withExif }]);
    expect(uploaded.status).toBe(200);
    const served = await t.app.inject({
      method: 'GET',
      url: new URL(contentOf(user, uploaded.body).avatar).pathname,
    });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    expect(served.rawPayload.includes('GPS and secrets')).toBe(false);
  });

  it('refuses a file over 1,000,000 bytes', async () => {
    const before = (await adminRead(alice.id)).avatar;
    for (const size of [1_000_001, 1_500_000]) {
      const large = Buffer.alloc(size, 1);
      (await png()).copy(large);
      const refused = await upload([{ name: 'formFile', filename: 'big.png', data: large }]);
      expect(refused.status, String(size)).toBe(400);
      expect(refused.body?.content).toBe('Dung lượng hình phải dưới 1Mb');
    }
    expect((await adminRead(alice.id)).avatar).toBe(before);
  });

  it('refuses content that is not a picture, whatever its name', async () => {
    const images = await t.countRows('images');
    for (const data of [Buffer.from('just some text'), Buffer.from([0xff, 0xd8, 0xff, 0, 1, 2])]) {
      const refused = await upload([
        { name: 'formFile', filename: 'photo.jpg', contentType: 'image/jpeg', data },
      ]);
      expect(refused.status).toBe(400);
      expect(refused.body?.content).toBe('Chỉ cho phép dịnh dạng (jpg, jpeg, png, gif)');
    }
    expect(await t.countRows('images')).toBe(images);
  });

  it('answers "no picture" without a formFile part', async () => {
    const images = await t.countRows('images');
    const cases = [
      await upload([{ name: 'note', data: 'hello' }]),
      await upload([{ name: 'avatar', filename: 'a.png', data: await png() }]),
      await upload([{ name: 'formFile', filename: 'empty.png', data: Buffer.alloc(0) }]),
      await call(t.app, 'POST', '/api/users/upload-avatar', {
        token: alice.token,
        body: { formFile: 'data:image/png;base64,AAAA' },
      }),
    ];
    for (const refused of cases) {
      expect(refused.status).toBe(400);
      expect(refused.body?.content).toBe('Không tìm thấy hình để thêm');
    }
    expect(await t.countRows('images')).toBe(images);
  });
});

type Part = { name: string; filename?: string; contentType?: string; data: Buffer | string };

/** A multipart/form-data body built by hand, as a browser's FormData would send it. */
function multipart(parts: Part[]) {
  const boundary = `----giglane${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type =
      part.filename === undefined
        ? ''
        : `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}\r\n${type}\r\n`,
      ),
      Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const picture = () =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: { r: 200, g: 40, b: 90 } } });
const png = () => picture().png().toBuffer();
