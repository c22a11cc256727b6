import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { subcategory, categoryGroup } from '@giglane/contract/categories';
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

const groups = async () =>
  contentOf(
    z.array(categoryGroup),
    (await call(t.app, 'GET', '/api/chi-tiet-loai-cong-viec')).body,
  );

/** A group holding one subcategory, and a subcategory in no group, made one after the other. */
async function groupAndSubcategory() {
  const type = await catalog.addJobType('Writing');
  const member = await catalog.addDetail('Proofreading');
  const made = await catalog.addGroup({
    tenChiTiet: 'Editing',
    maLoaiCongViec: type.id,
    danhSachChiTiet: [member.id],
  });
  const loose = await catalog.addDetail('Copywriting');
  return { made, member, loose };
}

describe('groups and subcategories share one id space', () => {
  it('never gives a group and a subcategory the same id', async () => {
    const ids = [];
    for (let i = 0; i < 3; i += 1) {
      const { made, member, loose } = await groupAndSubcategory();
      ids.push(made.id, member.id, loose.id);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("reads a group through a group's id and a subcategory through a subcategory's", async () => {
    const { made, member } = await groupAndSubcategory();
    const readGroup = await call(t.app, 'GET', `/api/chi-tiet-loai-cong-viec/${made.id}`);
    expect(readGroup.status).toBe(200);
    expect(contentOf(categoryGroup, readGroup.body)).toEqual(made);
    const readSubcategory = await call(t.app, 'GET', `/api/chi-tiet-loai-cong-viec/${member.id}`);
    expect(contentOf(subcategory, readSubcategory.body)).toEqual(member);
    expect(readSubcategory.body?.content).not.toHaveProperty('tenNhom');
  });

  it("renames only the group when the id is a group's, and only the subcategory when it is a subcategory's", async () => {
    const { made, member, loose } = await groupAndSubcategory();
    const renamedGroup = await call(t.app, 'PUT', `/api/chi-tiet-loai-cong-viec/${made.id}`, {
      token: admin.token,
      body: { id: made.id, tenChiTiet: 'Editing & proofing' },
    });
    expect(renamedGroup.status).toBe(200);
    expect(contentOf(categoryGroup, renamedGroup.body)).toEqual({
      ...made,
      tenNhom: 'Editing & proofing',
    });
    for (const untouched of [member, loose]) {
      const read = await call(t.app, 'GET', `/api/chi-tiet-loai-cong-viec/${untouched.id}`);
      expect(contentOf(subcategory, read.body)).toEqual(untouched);
    }

    const renamedSubcategory = await call(
      t.app,
      'PUT',
      `/api/chi-tiet-loai-cong-viec/${loose.id}`,
      {
        token: admin.token,
        body: { id: loose.id, tenChiTiet: 'Ad copy' },
      },
    );
    expect(contentOf(subcategory, renamedSubcategory.body)).toEqual({
      id: loose.id,
      tenChiTiet: 'Ad copy',
    });
    expect((await groups()).find((row) => row.id === made.id)?.tenNhom).toBe('Editing & proofing');
  });

  it('deletes only the group when the id is a group, keeping its subcategories', async () => {
    const { made, member, loose } = await groupAndSubcategory();
    const subcategoriesBefore = await t.countRows('job_details');
    const deleted = await call(t.app, 'DELETE', `/api/chi-tiet-loai-cong-viec/${made.id}`, {
      token: admin.token,
    });
    expect(deleted.status).toBe(200);
    expect((await groups()).some((row) => row.id === made.id)).toBe(false);
    expect(await t.countRows('job_details')).toBe(subcategoriesBefore);
    for (const kept of [member, loose]) {
      const read = await call(t.app, 'GET', `/api/chi-tiet-loai-cong-viec/${kept.id}`);
      expect(contentOf(subcategory, read.body)).toEqual(kept);
    }
  });

  it('deletes only the subcategory when the id is a subcategory, keeping every group', async () => {
    const { made, member } = await groupAndSubcategory();
    const groupsBefore = await t.countRows('job_groups');
    const deleted = await call(t.app, 'DELETE', `/api/chi-tiet-loai-cong-viec/${member.id}`, {
      token: admin.token,
    });
    expect(deleted.status).toBe(200);
    expect(await t.countRows('job_groups')).toBe(groupsBefore);
    const kept = (await groups()).find((row) => row.id === made.id);
    expect(kept).toEqual({ ...made, dsChiTietLoai: [] });
  });

  it("leaves subcategories alone when a group's own routes get a subcategory's id", async () => {
    const { member } = await groupAndSubcategory();
    const edited = await call(
      t.app,
      'PUT',
      `/api/chi-tiet-loai-cong-viec/sua-nhom-chi-tiet-loai/${member.id}`,
      { token: admin.token, body: { tenChiTiet: 'Not a group' } },
    );
    expect(edited.status).toBe(404);
    const read = await call(t.app, 'GET', `/api/chi-tiet-loai-cong-viec/${member.id}`);
    expect(contentOf(subcategory, read.body)).toEqual(member);
  });
});
