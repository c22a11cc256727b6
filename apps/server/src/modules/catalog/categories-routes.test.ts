import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { category } from '@giglane/contract/categories';
import { paging } from '@giglane/contract/paging';
import { catalogApi, type CatalogApi } from '../../testing/catalog';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: { token: string };
let user: { token: string };
let catalog: CatalogApi;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createAdmin();
  user = await t.createUser();
  catalog = catalogApi(t, admin.token);
});
afterAll(() => t.close());

describe('categories', () => {
  it('lets an admin add, read, rename and delete a category', async () => {
    const created = await call(t.app, 'POST', '/api/loai-cong-viec', {
      token: admin.token,
      body: { id: 0, tenLoaiCongViec: 'Data & AI' },
    });
    expect(created.status).toBe(201);
    expect(created.body?.message).toBe('Thêm mới thành công!');
    const row = contentOf(category, created.body);
    expect(row.tenLoaiCongViec).toBe('Data & AI');

    const read = await call(t.app, 'GET', `/api/loai-cong-viec/${row.id}`);
    expect(contentOf(category, read.body)).toEqual(row);

    const renamed = await call(t.app, 'PUT', `/api/loai-cong-viec/${row.id}`, {
      token: admin.token,
      body: { id: row.id, tenLoaiCongViec: 'Data Science' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body?.message).toBe('Cập nhật thành công!');
    expect(contentOf(category, renamed.body).tenLoaiCongViec).toBe('Data Science');

    const list = await call(t.app, 'GET', '/api/loai-cong-viec');
    expect(contentOf(z.array(category), list.body)).toContainEqual({
      id: row.id,
      tenLoaiCongViec: 'Data Science',
    });

    const deleted = await call(t.app, 'DELETE', `/api/loai-cong-viec/${row.id}`, {
      token: admin.token,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({
      statusCode: 200,
      message: 'Xóa thành công!',
      content: null,
    });
    expect((await call(t.app, 'GET', `/api/loai-cong-viec/${row.id}`)).status).toBe(404);
  });

  it('keeps a free id chosen by the admin and refuses a taken one', async () => {
    const chosen = await call(t.app, 'POST', '/api/loai-cong-viec', {
      token: admin.token,
      body: { id: 500, tenLoaiCongViec: 'Chosen' },
    });
    expect(contentOf(category, chosen.body).id).toBe(500);
    const taken = await call(t.app, 'POST', '/api/loai-cong-viec', {
      token: admin.token,
      body: { id: 500, tenLoaiCongViec: 'Again' },
    });
    expect(taken.status).toBe(400);
    expect(taken.body?.content).toBe('id: is already in use');
  });

  it('numbers categories automatically past any id chosen by hand, the largest included', async () => {
    const create = (body: { id?: number; tenLoaiCongViec: string }) =>
      call(t.app, 'POST', '/api/loai-cong-viec', { token: admin.token, body });
    const next = contentOf(category, (await create({ tenLoaiCongViec: 'Probe' })).body).id;
    // The next automatic ids, taken by hand first, and the largest id there is.
    for (const id of [next + 1, next + 2, 2147483647])
      expect((await create({ id, tenLoaiCongViec: `Chosen ${id}` })).status).toBe(201);

    const automatic = [];
    for (const name of ['After 1', 'After 2', 'After 3']) {
      const reply = await create({ tenLoaiCongViec: name });
      expect(reply.status).toBe(201);
      automatic.push(contentOf(category, reply.body).id);
    }
    expect(automatic).toEqual([next + 3, next + 4, next + 5]);
  });

  it('gives each of 20 simultaneous creates its own id, by hand or automatic', async () => {
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(t.app, 'POST', '/api/loai-cong-viec', {
          token: admin.token,
          // Every fourth create chooses a high id of its own.
          body: { id: i % 4 === 0 ? 9000 + i : 0, tenLoaiCongViec: `Parallel ${i}` },
        }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(20).fill(201));
    const ids = replies.map((reply) => contentOf(category, reply.body).id);
    expect(new Set(ids).size).toBe(20);
    const listed = contentOf(
      z.array(category),
      (await call(t.app, 'GET', '/api/loai-cong-viec')).body,
    );
    expect(listed.map((row) => row.id)).toEqual(expect.arrayContaining(ids));
  });

  it('pages and searches by name, case-insensitively, counting every match', async () => {
    for (const name of ['Logo Design', 'Logo Animation', 'Brand Voice', 'LOGO audit'])
      await catalog.addJobType(name);
    const page = await call(
      t.app,
      'GET',
      '/api/loai-cong-viec/phan-trang-tim-kiem?pageIndex=2&pageSize=2&keyword=logo',
    );
    const content = contentOf(paging(category), page.body);
    expect(content).toMatchObject({ pageIndex: 2, pageSize: 2, totalRow: 3, keywords: 'logo' });
    expect(content.data.map((row) => row.tenLoaiCongViec)).toEqual(['LOGO audit']);

    const wildcard = await call(
      t.app,
      'GET',
      '/api/loai-cong-viec/phan-trang-tim-kiem?keyword=%25',
    );
    expect(contentOf(paging(category), wildcard.body).totalRow).toBe(0);

    const clamped = await call(
      t.app,
      'GET',
      '/api/loai-cong-viec/phan-trang-tim-kiem?pageIndex=0&pageSize=1000',
    );
    expect(contentOf(paging(category), clamped.body)).toMatchObject({
      pageIndex: 1,
      pageSize: 100,
    });
  });

  it('sorts the pages by name or id either way', async () => {
    const ids: number[] = [];
    for (const name of ['Quokka beta', 'Quokka alpha', 'Quokka gamma']) {
      ids.push((await catalog.addJobType(name)).id);
    }
    const names = async (query: string) => {
      const reply = await call(
        t.app,
        'GET',
        `/api/loai-cong-viec/phan-trang-tim-kiem?keyword=quokka&${query}`,
      );
      return contentOf(paging(category), reply.body).data.map((row) => row.tenLoaiCongViec);
    };

    expect(await names('')).toEqual(['Quokka beta', 'Quokka alpha', 'Quokka gamma']);
    expect(await names('sortBy=tenLoaiCongViec')).toEqual([
      'Quokka alpha',
      'Quokka beta',
      'Quokka gamma',
    ]);
    expect(await names('sortBy=tenLoaiCongViec&sortOrder=desc')).toEqual([
      'Quokka gamma',
      'Quokka beta',
      'Quokka alpha',
    ]);
    expect(await names('sortBy=id&sortOrder=desc')).toEqual([
      'Quokka gamma',
      'Quokka alpha',
      'Quokka beta',
    ]);

    const unknown = await call(t.app, 'GET', '/api/loai-cong-viec/phan-trang-tim-kiem?sortBy=name');
    expect(unknown.status).toBe(400);
    expect(unknown.body?.message).toBe('Dữ liệu nhập vào không đúng!');
    expect(unknown.body?.content).toContain('sortBy');
  });

  it('refuses writes from anonymous callers and from non-admins, changing nothing', async () => {
    const before = await t.countRows('job_types');
    const anonymous = await call(t.app, 'POST', '/api/loai-cong-viec', {
      body: { tenLoaiCongViec: 'X' },
    });
    expect(anonymous.status).toBe(403);
    expect(anonymous.body?.content).toBe('token user hết hạn hoặc không đúng');
    const notAdmin = await call(t.app, 'DELETE', '/api/loai-cong-viec/1', { token: user.token });
    expect(notAdmin.status).toBe(403);
    expect(notAdmin.body?.content).toBe('User không phải quyền admin');
    expect(await t.countRows('job_types')).toBe(before);
  });

  it('answers bad input with a 400 naming the field', async () => {
    const before = await t.countRows('job_types');
    const blank = await call(t.app, 'POST', '/api/loai-cong-viec', {
      token: admin.token,
      body: { id: 0, tenLoaiCongViec: '   ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ message: 'Dữ liệu nhập vào không đúng!' });
    expect(blank.body?.content).toContain('tenLoaiCongViec');
    const badId = await call(t.app, 'GET', '/api/loai-cong-viec/abc');
    expect(badId.status).toBe(400);
    expect(badId.body?.content).toContain('id');
    expect(await t.countRows('job_types')).toBe(before);
  });
});
