import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serverText } from '@giglane/contract/server-text';
import { subcategory, categoryGroup } from '@giglane/contract/categories';
import { paging } from '@giglane/contract/paging';
import { gigs } from '../gigs/gigs-schema';
import { catalogApi, type CatalogApi } from '../../testing/catalog';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';
import { formFile, smallPng } from '../../testing/upload';

let t: TestApp;
let admin: { token: string };
let user: { id: number; token: string };
let catalog: CatalogApi;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createAdmin();
  user = await t.createUser();
  catalog = catalogApi(t, admin.token);
});
afterAll(() => t.close());

async function readGroup(id: number) {
  const list = await call(t.app, 'GET', '/api/chi-tiet-loai-cong-viec');
  return contentOf(z.array(categoryGroup), list.body).find((row) => row.id === id);
}

describe('subcategories (chi tiết loại)', () => {
  it('lets an admin add, read, rename and delete a subcategory', async () => {
    const created = await call(t.app, 'POST', '/api/chi-tiet-loai-cong-viec', {
      token: admin.token,
      body: { id: 0, tenChiTiet: '  Logo design  ' },
    });
    expect(created.status).toBe(201);
    expect(created.body?.message).toBe('Thêm mới thành công!');
    const row = contentOf(subcategory, created.body);
    expect(row.tenChiTiet).toBe('Logo design');

    const read = await call(t.app, 'GET', `/api/chi-tiet-loai-cong-viec/${row.id}`);
    expect(read.status).toBe(200);
    expect(contentOf(subcategory, read.body)).toEqual(row);

    const renamed = await call(t.app, 'PUT', `/api/chi-tiet-loai-cong-viec/${row.id}`, {
      token: admin.token,
      body: { id: row.id, tenChiTiet: 'Logo animation' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body?.message).toBe('Cập nhật thành công!');
    expect(contentOf(subcategory, renamed.body)).toEqual({
      id: row.id,
      tenChiTiet: 'Logo animation',
    });
    const reread = await call(t.app, 'GET', `/api/chi-tiet-loai-cong-viec/${row.id}`);
    expect(contentOf(subcategory, reread.body).tenChiTiet).toBe('Logo animation');

    const deleted = await call(t.app, 'DELETE', `/api/chi-tiet-loai-cong-viec/${row.id}`, {
      token: admin.token,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({
      statusCode: 200,
      message: 'Xóa thành công!',
      content: null,
    });
    const gone = await call(t.app, 'GET', `/api/chi-tiet-loai-cong-viec/${row.id}`);
    expect(gone.status).toBe(400);
    expect(gone.body?.content).toBe('Không tồn tại');
  });

  it('lets the database choose the id of a new subcategory', async () => {
    const first = await catalog.addDetail('First');
    const reply = await call(t.app, 'POST', '/api/chi-tiet-loai-cong-viec', {
      token: admin.token,
      body: { id: 9000, tenChiTiet: 'Second' },
    });
    expect(contentOf(subcategory, reply.body).id).toBe(first.id + 1);
  });

  it('answers unknown subcategories: 400 "Không tồn tại" on read, 404 on rename and delete', async () => {
    const read = await call(t.app, 'GET', '/api/chi-tiet-loai-cong-viec/999999');
    expect(read.status).toBe(400);
    expect(read.body?.content).toBe(serverText.detailNotFound);
    const renamed = await call(t.app, 'PUT', '/api/chi-tiet-loai-cong-viec/999999', {
      token: admin.token,
      body: { tenChiTiet: 'Nothing' },
    });
    expect(renamed.status).toBe(404);
    expect(renamed.body?.content).toBeNull();
    const deleted = await call(t.app, 'DELETE', '/api/chi-tiet-loai-cong-viec/999999', {
      token: admin.token,
    });
    expect(deleted.status).toBe(404);
  });

  it('refuses to delete a subcategory that gigs still use, and keeps it', async () => {
    const used = await catalog.addDetail('Used by a job');
    const type = await catalog.addJobType('Graphics');
    const holder = await catalog.addGroup({
      tenChiTiet: 'Holder',
      maLoaiCongViec: type.id,
      danhSachChiTiet: [used.id],
    });
    await t.db.insert(gigs).values({
      name: 'A logo',
      price: 20,
      sellerId: user.id,
      description: 'I draw logos',
      shortDescription: 'Logos',
      subcategoryId: used.id,
    });
    const before = await t.countRows('job_details');
    const refused = await call(t.app, 'DELETE', `/api/chi-tiet-loai-cong-viec/${used.id}`, {
      token: admin.token,
    });
    expect(refused.status).toBe(400);
    expect(refused.body?.content).toBe(serverText.detailInUse);
    expect(await t.countRows('job_details')).toBe(before);
    const read = await call(t.app, 'GET', `/api/chi-tiet-loai-cong-viec/${used.id}`);
    expect(contentOf(subcategory, read.body)).toEqual(used);
    expect((await readGroup(holder.id))?.dsChiTietLoai).toEqual([used]);
  });

  it('takes a deleted subcategory out of every group it sat in', async () => {
    const type = await catalog.addJobType('Video');
    const kept = await catalog.addDetail('Kept');
    const dropped = await catalog.addDetail('Dropped');
    const created = await catalog.addGroup({
      tenChiTiet: 'Editing',
      maLoaiCongViec: type.id,
      danhSachChiTiet: [kept.id, dropped.id],
    });
    await call(t.app, 'DELETE', `/api/chi-tiet-loai-cong-viec/${dropped.id}`, {
      token: admin.token,
    });
    expect((await readGroup(created.id))?.dsChiTietLoai).toEqual([kept]);
  });

  it('answers bad subcategory input with a 400 naming the field, changing nothing', async () => {
    const existing = await catalog.addDetail('Untouched');
    const before = await t.countRows('job_details');
    const blank = await call(t.app, 'POST', '/api/chi-tiet-loai-cong-viec', {
      token: admin.token,
      body: { id: 0, tenChiTiet: '   ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body?.message).toBe('Dữ liệu nhập vào không đúng!');
    expect(blank.body?.content).toContain('tenChiTiet');
    const blankRename = await call(t.app, 'PUT', `/api/chi-tiet-loai-cong-viec/${existing.id}`, {
      token: admin.token,
      body: { tenChiTiet: '' },
    });
    expect(blankRename.status).toBe(400);
    expect(blankRename.body?.content).toContain('tenChiTiet');
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const badId = await call(t.app, method, '/api/chi-tiet-loai-cong-viec/abc', {
        token: admin.token,
        body: method === 'PUT' ? { tenChiTiet: 'X' } : undefined,
      });
      expect(badId.status).toBe(400);
      expect(badId.body?.content).toContain('id: must be a positive whole number');
    }
    expect(await t.countRows('job_details')).toBe(before);
    const read = await call(t.app, 'GET', `/api/chi-tiet-loai-cong-viec/${existing.id}`);
    expect(contentOf(subcategory, read.body)).toEqual(existing);
  });
});

describe('groups (nhóm chi tiết loại)', () => {
  it('adds a group with its subcategories, deduplicated and ordered by id', async () => {
    const type = await catalog.addJobType('Writing');
    const first = await catalog.addDetail('Articles');
    const second = await catalog.addDetail('Copywriting');
    const links = await t.countRows('group_details');
    const created = await call(
      t.app,
      'POST',
      '/api/chi-tiet-loai-cong-viec/them-nhom-chi-tiet-loai',
      {
        token: admin.token,
        body: {
          id: 0,
          tenChiTiet: ' Content ',
          maLoaiCongViec: String(type.id),
          danhSachChiTiet: [second.id, String(first.id), second.id],
        },
      },
    );
    expect(created.status).toBe(201);
    expect(created.body?.message).toBe('Thêm mới thành công!');
    const { id, ...row } = contentOf(categoryGroup, created.body);
    expect(row).toEqual({
      tenNhom: 'Content',
      hinhAnh: '',
      maLoaiCongviec: type.id,
      dsChiTietLoai: [first, second],
    });
    expect(await t.countRows('group_details')).toBe(links + 2);
    expect(await readGroup(id)).toEqual({ id, ...row });
  });

  it('lists every group ordered by id, each with its subcategories', async () => {
    const type = await catalog.addJobType('Music');
    const subcategoryOnly = await catalog.addDetail('Mixing');
    const a = await catalog.addGroup({
      tenChiTiet: 'Audio',
      maLoaiCongViec: type.id,
      danhSachChiTiet: [],
    });
    const b = await catalog.addGroup({
      tenChiTiet: 'Production',
      maLoaiCongViec: type.id,
      danhSachChiTiet: [subcategoryOnly.id],
    });
    const list = contentOf(
      z.array(categoryGroup),
      (await call(t.app, 'GET', '/api/chi-tiet-loai-cong-viec')).body,
    );
    const ids = list.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(list).toContainEqual(a);
    expect(list).toContainEqual({ ...b, dsChiTietLoai: [subcategoryOnly] });
    expect(a.dsChiTietLoai).toEqual([]);
  });

  it('shows a subcategory that sits in two groups in both', async () => {
    const type = await catalog.addJobType('Programming');
    const shared = await catalog.addDetail('WordPress');
    const own = await catalog.addDetail('Shopify');
    const web = await catalog.addGroup({
      tenChiTiet: 'Websites',
      maLoaiCongViec: type.id,
      danhSachChiTiet: [shared.id, own.id],
    });
    const blogs = await catalog.addGroup({
      tenChiTiet: 'Blogs',
      maLoaiCongViec: type.id,
      danhSachChiTiet: [shared.id],
    });
    expect((await readGroup(web.id))?.dsChiTietLoai).toEqual([shared, own]);
    expect((await readGroup(blogs.id))?.dsChiTietLoai).toEqual([shared]);
  });

  it('edits a group: fields left out keep their value, a given list replaces the subcategories', async () => {
    const type = await catalog.addJobType('Business');
    const otherType = await catalog.addJobType('Finance');
    const [d1, d2, d3] = [
      await catalog.addDetail('Plans'),
      await catalog.addDetail('Pitch'),
      await catalog.addDetail('Tax'),
    ];
    const created = await catalog.addGroup({
      tenChiTiet: 'Strategy',
      maLoaiCongViec: type.id,
      danhSachChiTiet: [d1.id, d2.id],
    });
    const path = `/api/chi-tiet-loai-cong-viec/sua-nhom-chi-tiet-loai/${created.id}`;

    const renamed = await call(t.app, 'PUT', path, {
      token: admin.token,
      body: { tenChiTiet: 'Business strategy' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body?.message).toBe('Cập nhật thành công!');
    expect(contentOf(categoryGroup, renamed.body)).toEqual({
      ...created,
      tenNhom: 'Business strategy',
    });

    const relinked = await call(t.app, 'PUT', path, {
      token: admin.token,
      body: {
        id: created.id,
        maLoaiCongViec: otherType.id,
        danhSachChiTiet: [d3.id, d2.id, d3.id],
      },
    });
    const expected = {
      ...created,
      tenNhom: 'Business strategy',
      maLoaiCongviec: otherType.id,
      dsChiTietLoai: [d2, d3],
    };
    expect(contentOf(categoryGroup, relinked.body)).toEqual(expected);
    expect(await readGroup(created.id)).toEqual(expected);

    const cleared = await call(t.app, 'PUT', path, {
      token: admin.token,
      body: { danhSachChiTiet: [] },
    });
    expect(contentOf(categoryGroup, cleared.body)).toEqual({ ...expected, dsChiTietLoai: [] });

    const unchanged = await call(t.app, 'PUT', path, { token: admin.token, body: {} });
    expect(contentOf(categoryGroup, unchanged.body)).toEqual({ ...expected, dsChiTietLoai: [] });
  });

  it('answers 404 when editing a group that does not exist', async () => {
    const missing = await call(
      t.app,
      'PUT',
      '/api/chi-tiet-loai-cong-viec/sua-nhom-chi-tiet-loai/999999',
      {
        token: admin.token,
        body: { tenChiTiet: 'Nothing' },
      },
    );
    expect(missing.status).toBe(404);
    expect(missing.body?.content).toBeNull();
  });

  it('answers bad group input with a 400 naming the field, changing nothing', async () => {
    const type = await catalog.addJobType('Lifestyle');
    const known = await catalog.addDetail('Fitness');
    const existing = await catalog.addGroup({
      tenChiTiet: 'Wellness',
      maLoaiCongViec: type.id,
      danhSachChiTiet: [known.id],
    });
    const counts = async () => [
      await t.countRows('job_groups'),
      await t.countRows('group_details'),
    ];
    const before = await counts();
    const valid = { tenChiTiet: 'Valid', maLoaiCongViec: type.id, danhSachChiTiet: [known.id] };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, tenChiTiet: '  ' }, 'tenChiTiet: must not be blank'],
      [{ ...valid, maLoaiCongViec: 'abc' }, 'maLoaiCongViec'],
      [{ ...valid, maLoaiCongViec: 999999 }, 'maLoaiCongViec: no job type has id 999999'],
      [
        { ...valid, danhSachChiTiet: [known.id, 888888, 999999, 888888] },
        'danhSachChiTiet: no detail has id 888888, 999999',
      ],
      [{ ...valid, danhSachChiTiet: ['x'] }, 'danhSachChiTiet'],
    ];
    for (const [body, content] of cases) {
      for (const [method, url] of [
        ['POST', '/api/chi-tiet-loai-cong-viec/them-nhom-chi-tiet-loai'],
        ['PUT', `/api/chi-tiet-loai-cong-viec/sua-nhom-chi-tiet-loai/${existing.id}`],
      ] as const) {
        const reply = await call(t.app, method, url, { token: admin.token, body });
        expect(reply.status, `${method} ${JSON.stringify(body)}`).toBe(400);
        expect(reply.body?.message).toBe('Dữ liệu nhập vào không đúng!');
        expect(reply.body?.content).toContain(content);
      }
    }
    const badId = await call(
      t.app,
      'PUT',
      '/api/chi-tiet-loai-cong-viec/sua-nhom-chi-tiet-loai/abc',
      {
        token: admin.token,
        body: { tenChiTiet: 'X' },
      },
    );
    expect(badId.status).toBe(400);
    expect(badId.body?.content).toContain('id: must be a positive whole number');
    expect(await counts()).toEqual(before);
    expect(await readGroup(existing.id)).toEqual(existing);
  });

  it('pages groups by name, case-insensitively, counting every match', async () => {
    const type = await catalog.addJobType('Paging');
    for (const name of ['Zebra logos', 'Brand voice', 'ZEBRA prints', 'Striped zebra'])
      await catalog.addGroup({ tenChiTiet: name, maLoaiCongViec: type.id, danhSachChiTiet: [] });
    const page = await call(
      t.app,
      'GET',
      '/api/chi-tiet-loai-cong-viec/phan-trang-tim-kiem?pageIndex=2&pageSize=2&keyword=zebra',
    );
    const content = contentOf(paging(categoryGroup), page.body);
    expect(content).toMatchObject({ pageIndex: 2, pageSize: 2, totalRow: 3, keywords: 'zebra' });
    expect(content.data.map((row) => row.tenNhom)).toEqual(['Striped zebra']);

    const all = await call(t.app, 'GET', '/api/chi-tiet-loai-cong-viec/phan-trang-tim-kiem');
    const everything = contentOf(paging(categoryGroup), all.body);
    expect(everything).toMatchObject({ pageIndex: 1, pageSize: 10, keywords: null });
    expect(everything.totalRow).toBe(await t.countRows('job_groups'));
  });

  it('stores an uploaded group picture and serves it at its URL', async () => {
    const type = await catalog.addJobType('Photography');
    const created = await catalog.addGroup({ tenChiTiet: 'Portraits', maLoaiCongViec: type.id });
    const reply = await call(
      t.app,
      'POST',
      `/api/chi-tiet-loai-cong-viec/upload-hinh-nhom-loai-cong-viec/${created.id}`,
      { token: admin.token, ...formFile(await smallPng(), 'cover.png') },
    );
    expect(reply.status).toBe(200);
    const row = contentOf(categoryGroup, reply.body);
    expect(row.hinhAnh).toMatch(/^https?:\/\/.+\/images\/.+\.png$/);
    expect({ ...row, hinhAnh: '' }).toEqual(created);
    expect(await readGroup(created.id)).toEqual(row);

    const served = await t.app.inject({ method: 'GET', url: new URL(row.hinhAnh).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(8);
  });

  it('refuses a picture for a group that does not exist, storing nothing', async () => {
    const before = await t.countRows('images');
    const reply = await call(
      t.app,
      'POST',
      '/api/chi-tiet-loai-cong-viec/upload-hinh-nhom-loai-cong-viec/999999',
      { token: admin.token, ...formFile(await smallPng(), 'cover.png') },
    );
    expect(reply.status).toBe(400);
    expect(reply.body?.content).toBe('Không tìm thấy nhóm chi tiết loại công việc');
    const badId = await call(
      t.app,
      'POST',
      '/api/chi-tiet-loai-cong-viec/upload-hinh-nhom-loai-cong-viec/abc',
      { token: admin.token, ...formFile(await smallPng(), 'cover.png') },
    );
    expect(badId.status).toBe(400);
    expect(badId.body?.content).toContain('MaNhomLoaiCongViec');
    expect(await t.countRows('images')).toBe(before);
  });
});

describe('who may write subcategories and groups', () => {
  it('refuses every write from anonymous callers and from non-admins, changing nothing', async () => {
    const type = await catalog.addJobType('Guarded');
    const kept = await catalog.addDetail('Guarded detail');
    const existing = await catalog.addGroup({
      tenChiTiet: 'Guarded group',
      maLoaiCongViec: type.id,
      danhSachChiTiet: [kept.id],
    });
    const tables = ['job_details', 'job_groups', 'group_details', 'images'];
    const counts = () => Promise.all(tables.map((table) => t.countRows(table)));
    const before = await counts();
    const groupBody = { tenChiTiet: 'Intruder', maLoaiCongViec: type.id, danhSachChiTiet: [] };
    const writes: [
      'POST' | 'PUT' | 'DELETE',
      string,
      { body?: unknown; headers?: Record<string, string> },
    ][] = [
      ['POST', '/api/chi-tiet-loai-cong-viec', { body: { tenChiTiet: 'Intruder' } }],
      ['PUT', `/api/chi-tiet-loai-cong-viec/${kept.id}`, { body: { tenChiTiet: 'Intruder' } }],
      ['DELETE', `/api/chi-tiet-loai-cong-viec/${kept.id}`, {}],
      ['POST', '/api/chi-tiet-loai-cong-viec/them-nhom-chi-tiet-loai', { body: groupBody }],
      [
        'PUT',
        `/api/chi-tiet-loai-cong-viec/sua-nhom-chi-tiet-loai/${existing.id}`,
        { body: groupBody },
      ],
      [
        'POST',
        `/api/chi-tiet-loai-cong-viec/upload-hinh-nhom-loai-cong-viec/${existing.id}`,
        formFile(await smallPng(), 'cover.png'),
      ],
    ];
    for (const [method, url, options] of writes) {
      const anonymous = await call(t.app, method, url, options);
      expect(anonymous.status, `${method} ${url}`).toBe(403);
      expect(anonymous.body?.content).toBe('token user hết hạn hoặc không đúng');
      const notAdmin = await call(t.app, method, url, { ...options, token: user.token });
      expect(notAdmin.status, `${method} ${url}`).toBe(403);
      expect(notAdmin.body?.content).toBe('User không phải quyền admin');
    }
    expect(await counts()).toEqual(before);
    expect(await readGroup(existing.id)).toEqual(existing);
    const subcategoryRead = await call(t.app, 'GET', `/api/chi-tiet-loai-cong-viec/${kept.id}`);
    expect(contentOf(subcategory, subcategoryRead.body)).toEqual(kept);
  });
});
