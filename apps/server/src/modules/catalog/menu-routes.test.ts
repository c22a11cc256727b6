import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { subcategory, categoryGroup, menuEntry } from '@giglane/contract/categories';
import { groupSubcategories, subcategories, categoryGroups, categories } from './catalog-schema';
import { catalogApi, type CatalogApi } from '../../testing/catalog';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: { token: string };
let catalog: CatalogApi;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createAdmin();
  catalog = catalogApi(t, admin.token);
});
afterAll(() => t.close());

const menu = z.array(menuEntry);

async function readMenu() {
  const reply = await call(t.app, 'GET', '/api/cong-viec/lay-menu-loai-cong-viec');
  expect(reply.status).toBe(200);
  return contentOf(menu, reply.body);
}

describe('the menu', () => {
  it('lists every category with its groups and their subcategories, all ordered by id', async () => {
    const design = await catalog.addJobType('Graphics & Design');
    const empty = await catalog.addJobType('No groups yet');
    const logo = await catalog.addDetail('Logo design');
    const cards = await catalog.addDetail('Business cards');
    const branding = await catalog.addGroup({
      tenChiTiet: 'Branding',
      maLoaiCongViec: design.id,
      danhSachChiTiet: [cards.id, logo.id],
    });
    const print = await catalog.addGroup({
      tenChiTiet: 'Print',
      maLoaiCongViec: design.id,
      danhSachChiTiet: [cards.id],
    });

    const entries = await readMenu();
    expect(entries.find((entry) => entry.id === design.id)).toEqual({
      id: design.id,
      tenLoaiCongViec: 'Graphics & Design',
      dsNhomChiTietLoai: [
        { ...branding, dsChiTietLoai: [logo, cards] },
        { ...print, dsChiTietLoai: [cards] },
      ],
    });
    expect(entries.find((entry) => entry.id === empty.id)).toEqual({
      ...empty,
      dsNhomChiTietLoai: [],
    });
    const ids = entries.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('answers one category as an array of one, and an unknown one as an empty array', async () => {
    const video = await catalog.addJobType('Video & Animation');
    const editing = await catalog.addDetail('Video editing');
    const created = await catalog.addGroup({
      tenChiTiet: 'Editing',
      maLoaiCongViec: video.id,
      danhSachChiTiet: [editing.id],
    });
    const one = await call(t.app, 'GET', `/api/cong-viec/lay-chi-tiet-loai-cong-viec/${video.id}`);
    expect(one.status).toBe(200);
    const entries = contentOf(menu, one.body);
    expect(entries).toEqual([{ ...video, dsNhomChiTietLoai: [created] }]);
    expect((await readMenu()).find((entry) => entry.id === video.id)).toEqual(entries[0]);

    const unknown = await call(t.app, 'GET', '/api/cong-viec/lay-chi-tiet-loai-cong-viec/999999');
    expect(unknown.status).toBe(200);
    expect(contentOf(menu, unknown.body)).toEqual([]);

    const badId = await call(t.app, 'GET', '/api/cong-viec/lay-chi-tiet-loai-cong-viec/abc');
    expect(badId.status).toBe(400);
    expect(badId.body?.content).toContain('MaLoaiCongViec: must be a positive whole number');
  });

  it('drops the groups of a deleted category while their subcategories stay readable', async () => {
    const doomed = await catalog.addJobType('Doomed');
    const survivor = await catalog.addJobType('Survivor');
    const shared = await catalog.addDetail('Shared detail');
    const doomedGroup = await catalog.addGroup({
      tenChiTiet: 'Doomed group',
      maLoaiCongViec: doomed.id,
      danhSachChiTiet: [shared.id],
    });
    const survivorGroup = await catalog.addGroup({
      tenChiTiet: 'Survivor group',
      maLoaiCongViec: survivor.id,
      danhSachChiTiet: [shared.id],
    });
    const links = await t.countRows('group_details');

    const deleted = await call(t.app, 'DELETE', `/api/loai-cong-viec/${doomed.id}`, {
      token: admin.token,
    });
    expect(deleted.status).toBe(200);

    const entries = await readMenu();
    expect(entries.map((entry) => entry.id)).not.toContain(doomed.id);
    const groupIds = entries.flatMap((entry) => entry.dsNhomChiTietLoai.map((row) => row.id));
    expect(groupIds).not.toContain(doomedGroup.id);
    expect(entries.find((entry) => entry.id === survivor.id)?.dsNhomChiTietLoai).toEqual([
      survivorGroup,
    ]);
    const list = await call(t.app, 'GET', '/api/chi-tiet-loai-cong-viec');
    expect(contentOf(z.array(categoryGroup), list.body).map((row) => row.id)).not.toContain(
      doomedGroup.id,
    );
    expect(await t.countRows('group_details')).toBe(links - 1);

    const read = await call(t.app, 'GET', `/api/chi-tiet-loai-cong-viec/${shared.id}`);
    expect(contentOf(subcategory, read.body)).toEqual(shared);
    const gone = await call(
      t.app,
      'GET',
      `/api/cong-viec/lay-chi-tiet-loai-cong-viec/${doomed.id}`,
    );
    expect(contentOf(menu, gone.body)).toEqual([]);
  });

  it('puts every group of a large catalog under its own category with its own subcategories', async () => {
    const types = await t.db
      .insert(categories)
      .values(Array.from({ length: 20 }, (_, i) => ({ name: `Bulk type ${i}` })))
      .returning({ id: categories.id });
    const groups = await t.db
      .insert(categoryGroups)
      .values(
        Array.from({ length: 400 }, (_, i) => ({
          name: `Bulk group ${i}`,
          categoryId: types[i % types.length]!.id,
        })),
      )
      .returning({ id: categoryGroups.id, categoryId: categoryGroups.categoryId });
    const subcategoryRows = await t.db
      .insert(subcategories)
      .values(groups.map((_, i) => ({ name: `Bulk detail ${i}` })))
      .returning({ id: subcategories.id });
    // Each group holds its own subcategory and the next group's, so every subcategory sits in two groups.
    await t.db.insert(groupSubcategories).values(
      groups.flatMap((row, i) => [
        { groupId: row.id, subcategoryId: subcategoryRows[i]!.id },
        { groupId: row.id, subcategoryId: subcategoryRows[(i + 1) % subcategoryRows.length]!.id },
      ]),
    );

    const entries = await readMenu();
    for (const type of types) {
      const entry = entries.find((candidate) => candidate.id === type.id);
      const expected = groups.filter((row) => row.categoryId === type.id);
      expect(entry?.dsNhomChiTietLoai.map((row) => row.id)).toEqual(expected.map((row) => row.id));
      for (const row of entry!.dsNhomChiTietLoai) {
        const i = groups.findIndex((candidate) => candidate.id === row.id);
        const own = [
          subcategoryRows[i]!.id,
          subcategoryRows[(i + 1) % subcategoryRows.length]!.id,
        ].sort((a, b) => a - b);
        expect(row.maLoaiCongviec).toBe(type.id);
        expect(row.dsChiTietLoai.map((item) => item.id)).toEqual(own);
      }
    }
  });
});
