import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { gigOffer } from '@giglane/contract/gig-offers';
import { gig, gigView, type Gig } from '@giglane/contract/gigs';
import { paging } from '@giglane/contract/paging';
import { users } from '../accounts/accounts-schema';
import { subcategories } from '../catalog/catalog-schema';
import { gigPackages, gigs } from './gigs-schema';
import { reviews } from '../reviews/reviews-schema';
import { insertCatalog } from '../../testing/catalog';
import { insertOrders } from '../../testing/orders';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';
import { formFile, smallPng } from '../../testing/upload';

let t: TestApp;
let admin: { id: number; token: string };
let user: { id: number; token: string };
let seller: { id: number; token: string };
/** A subcategory linked to two groups, and one linked to none. */
let catalog: { groupedSubcategory: number; lonelySubcategory: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createAdmin({ name: 'Ada Admin' });
  user = await t.createUser();
  seller = await t.createUser({ name: 'Sam Seller' });
  await t.db
    .update(users)
    .set({ avatar: '/avatar/sam.png', sellerLevel: 2 })
    .where(eq(users.id, seller.id));
  catalog = await createCatalog();
});
afterAll(() => t.close());

async function createCatalog() {
  const { details } = await insertCatalog(t.db, {
    jobTypes: ['Graphics & Design', 'Programming & Tech'],
    groups: [
      { name: 'Logo & Brand Identity', jobType: 'Graphics & Design' },
      { name: 'Website Builders', jobType: 'Programming & Tech' },
    ],
    details: ['Logo Design', 'Unfiled Detail'],
    // Linked to the higher group first: the view must pick by group id, not by insertion order.
    links: [
      ['Website Builders', 'Logo Design'],
      ['Logo & Brand Identity', 'Logo Design'],
    ],
  });
  return {
    groupedSubcategory: details['Logo Design'],
    lonelySubcategory: details['Unfiled Detail'],
  };
}

function gigBody(fields: Record<string, unknown> = {}) {
  return {
    id: 0,
    tenCongViec: 'I will design a minimalist logo',
    danhGia: 0,
    giaTien: 40,
    nguoiTao: seller.id,
    hinhAnh: '',
    moTa: 'A clean, modern logo with unlimited revisions.',
    maChiTietLoaiCongViec: catalog.groupedSubcategory,
    moTaNgan: 'Minimalist logos',
    saoCongViec: 5,
    ...fields,
  };
}

async function createGig(fields: Record<string, unknown> = {}): Promise<Gig> {
  const created = await call(t.app, 'POST', '/api/cong-viec', {
    token: admin.token,
    body: gigBody(fields),
  });
  expect(created.status).toBe(201);
  return contentOf(gig, created.body);
}

async function storedRatings(id: number) {
  const [row] = await t.db
    .select({ count: gigs.ratingCount, total: gigs.ratingTotal, stars: gigs.stars })
    .from(gigs)
    .where(eq(gigs.id, id));
  return row;
}

async function upload(gigId: number | string, token?: string) {
  const { response } = await call(t.app, 'POST', `/api/cong-viec/upload-hinh-cong-viec/${gigId}`, {
    token,
    ...formFile(await smallPng(), 'gig.png'),
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

describe('gigs', () => {
  it('lets an admin add, read, update and delete a gig', async () => {
    const created = await call(t.app, 'POST', '/api/cong-viec', {
      token: admin.token,
      body: gigBody({ nguoiTao: undefined, giaTien: '25', danhGia: '3', saoCongViec: '4' }),
    });
    expect(created.status).toBe(201);
    expect(created.body?.message).toBe('Thêm mới thành công!');
    const row = contentOf(gig, created.body);
    expect(row).toEqual({
      id: row.id,
      tenCongViec: 'I will design a minimalist logo',
      danhGia: 3,
      giaTien: 25,
      nguoiTao: admin.id,
      hinhAnh: '',
      moTa: 'A clean, modern logo with unlimited revisions.',
      maChiTietLoaiCongViec: catalog.groupedSubcategory,
      moTaNgan: 'Minimalist logos',
      saoCongViec: 4,
    });

    const read = await call(t.app, 'GET', `/api/cong-viec/${row.id}`);
    expect(contentOf(gig, read.body)).toEqual(row);

    const list = await call(t.app, 'GET', '/api/cong-viec');
    const all = contentOf(z.array(gig), list.body);
    expect(all).toContainEqual(row);
    expect(all.map((item) => item.id)).toEqual(
      [...all.map((item) => item.id)].sort((a, b) => a - b),
    );

    const updated = await call(t.app, 'PUT', `/api/cong-viec/${row.id}`, {
      token: admin.token,
      body: { giaTien: 60, maChiTietLoaiCongViec: String(catalog.lonelySubcategory) },
    });
    expect(updated.status).toBe(200);
    expect(updated.body?.message).toBe('Cập nhật thành công!');
    expect(contentOf(gig, updated.body)).toEqual({
      ...row,
      giaTien: 60,
      maChiTietLoaiCongViec: catalog.lonelySubcategory,
    });
    const reread = await call(t.app, 'GET', `/api/cong-viec/${row.id}`);
    expect(contentOf(gig, reread.body)).toEqual(contentOf(gig, updated.body));

    const emptyUpdate = await call(t.app, 'PUT', `/api/cong-viec/${row.id}`, {
      token: admin.token,
      body: {},
    });
    expect(contentOf(gig, emptyUpdate.body)).toEqual(contentOf(gig, updated.body));

    const deleted = await call(t.app, 'DELETE', `/api/cong-viec/${row.id}`, {
      token: admin.token,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({
      statusCode: 200,
      message: 'Xóa thành công!',
      content: null,
    });
    const gone = await call(t.app, 'GET', `/api/cong-viec/${row.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body?.content).toBeNull();
  });

  it('stores danhGia and saoCongViec as that many ratings, and keeps the exact total when they do not change', async () => {
    const row = await createGig({ danhGia: 4, saoCongViec: 3 });
    expect(await storedRatings(row.id)).toEqual({ count: 4, total: 12, stars: 3 });

    await call(t.app, 'PUT', `/api/cong-viec/${row.id}`, {
      token: admin.token,
      body: { danhGia: 10 },
    });
    expect(await storedRatings(row.id)).toEqual({ count: 10, total: 30, stars: 3 });
    const restarred = await call(t.app, 'PUT', `/api/cong-viec/${row.id}`, {
      token: admin.token,
      body: { saoCongViec: 5 },
    });
    expect(contentOf(gig, restarred.body)).toMatchObject({ danhGia: 10, saoCongViec: 5 });
    expect(await storedRatings(row.id)).toEqual({ count: 10, total: 50, stars: 5 });

    // Two counted reviews (4 and 5 stars) make 2 ratings totalling 9; the trigger rounds 4.5 to 5.
    const rated = await createGig({ danhGia: 0 });
    const counted = { counted: true, publishedAt: new Date() };
    await t.db.insert(reviews).values([
      { gigId: rated.id, reviewerId: user.id, reviewedOn: '2026-01-02', stars: 4, ...counted },
      { gigId: rated.id, reviewerId: user.id, reviewedOn: '2026-01-03', stars: 5, ...counted },
    ]);
    expect(await storedRatings(rated.id)).toEqual({ count: 2, total: 9, stars: 5 });
    const resent = await call(t.app, 'PUT', `/api/cong-viec/${rated.id}`, {
      token: admin.token,
      body: gigBody({ tenCongViec: 'Renamed', danhGia: 2, saoCongViec: 5 }),
    });
    expect(contentOf(gig, resent.body)).toMatchObject({ tenCongViec: 'Renamed', danhGia: 2 });
    expect(await storedRatings(rated.id)).toEqual({ count: 2, total: 9, stars: 5 });
  });

  it('gives a gig made through the original API one Basic package of its price and short description, and keeps it in step', async () => {
    const row = await createGig({ giaTien: 45, moTaNgan: 'One clean logo' });
    const packagesOf = () =>
      t.db
        .select({
          tier: gigPackages.tier,
          name: gigPackages.name,
          description: gigPackages.description,
          price: gigPackages.price,
          deliveryDays: gigPackages.deliveryDays,
          revisions: gigPackages.revisions,
        })
        .from(gigPackages)
        .where(eq(gigPackages.gigId, row.id));
    expect(await packagesOf()).toEqual([
      {
        tier: 0,
        name: 'Basic',
        description: 'One clean logo',
        price: 45,
        deliveryDays: 3,
        revisions: 1,
      },
    ]);
    const offer = await call(t.app, 'GET', `/api/gigs/${row.id}/offer`);
    expect(offer.status).toBe(200);

    await call(t.app, 'PUT', `/api/cong-viec/${row.id}`, {
      token: admin.token,
      body: { giaTien: 55 },
    });
    await call(t.app, 'PUT', `/api/cong-viec/${row.id}`, {
      token: admin.token,
      body: { moTaNgan: 'Two clean logos', tenCongViec: 'Renamed logo gig' },
    });
    expect(await packagesOf()).toEqual([
      expect.objectContaining({ price: 55, description: 'Two clean logos', deliveryDays: 3 }),
    ]);
    // Other fields leave the package as it is.
    await call(t.app, 'PUT', `/api/cong-viec/${row.id}`, {
      token: admin.token,
      body: { moTa: 'A longer description' },
    });
    expect((await packagesOf())[0]).toMatchObject({ price: 55, description: 'Two clean logos' });

    // A gig that had no package (a draft) gets its Basic package from a change of giaTien.
    await t.db.delete(gigPackages).where(eq(gigPackages.gigId, row.id));
    await call(t.app, 'PUT', `/api/cong-viec/${row.id}`, {
      token: admin.token,
      body: { giaTien: 70 },
    });
    expect(await packagesOf()).toEqual([
      {
        tier: 0,
        name: 'Basic',
        description: 'Two clean logos',
        price: 70,
        deliveryDays: 3,
        revisions: 1,
      },
    ]);
  });

  it('archives a gig with orders instead of deleting it, keeping its orders and reviews (decision 031)', async () => {
    const row = await createGig();
    const [order] = await insertOrders(t.db, [
      { gigId: row.id, buyerId: user.id, orderedOn: '2026-02-01' },
    ]);
    await t.db
      .insert(reviews)
      .values({ gigId: row.id, reviewerId: user.id, reviewedOn: '2026-02-02', stars: 4 });
    const [ordersBefore, reviewsBefore] = [
      await t.countRows('hires'),
      await t.countRows('comments'),
    ];
    const remove = () => call(t.app, 'DELETE', `/api/cong-viec/${row.id}`, { token: admin.token });
    const archived = await remove();
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ message: 'Xóa thành công!', content: null });
    expect(await t.countRows('hires')).toBe(ordersBefore);
    expect(await t.countRows('comments')).toBe(reviewsBefore);
    expect((await call(t.app, 'GET', `/api/cong-viec/${row.id}`)).status).toBe(404);
    expect(
      (await call(t.app, 'GET', `/api/cong-viec/${row.id}`, { token: user.token })).status,
    ).toBe(200);

    // Once its orders are gone, a delete removes it with its reviews.
    await call(t.app, 'DELETE', `/api/thue-cong-viec/${order!.id}`, { token: admin.token });
    expect((await remove()).status).toBe(200);
    expect(await t.countRows('hires')).toBe(ordersBefore - 1);
    expect(await t.countRows('comments')).toBe(reviewsBefore - 1);
    expect(
      (await call(t.app, 'GET', `/api/cong-viec/${row.id}`, { token: admin.token })).status,
    ).toBe(404);
  });

  it("shows a gig with its seller, the seller's level, subcategory and the lowest group of that subcategory", async () => {
    const grouped = await createGig({ tenCongViec: 'Viewable logo gig' });
    const page = await call(t.app, 'GET', `/api/cong-viec/lay-cong-viec-chi-tiet/${grouped.id}`);
    expect(page.status).toBe(200);
    const views = contentOf(z.array(gigView), page.body);
    expect(views).toHaveLength(1);
    const { avatar, ...names } = views[0]!;
    expect(names).toEqual({
      id: grouped.id,
      congViec: grouped,
      tenLoaiCongViec: 'Graphics & Design',
      tenNhomChiTietLoai: 'Logo & Brand Identity',
      tenChiTietLoai: 'Logo Design',
      tenNguoiTao: 'Sam Seller',
      // No seller profile: the public name is the account's.
      sellerName: 'Sam Seller',
      sellerLevel: 2,
      // The original API's gig has its one Basic package: 3 days; no gallery yet.
      deliveryDays: 3,
      cover: null,
    });
    expect(avatar).toMatch(/^http:\/\/[^/]+\/avatar\/sam\.png$/);

    const lonely = await createGig({
      tenCongViec: 'Gig in a detail without group',
      maChiTietLoaiCongViec: catalog.lonelySubcategory,
      nguoiTao: admin.id,
    });
    const lonelyView = await call(
      t.app,
      'GET',
      `/api/cong-viec/lay-cong-viec-chi-tiet/${lonely.id}`,
    );
    expect(contentOf(z.array(gigView), lonelyView.body)).toEqual([
      {
        id: lonely.id,
        congViec: lonely,
        tenLoaiCongViec: '',
        tenNhomChiTietLoai: '',
        tenChiTietLoai: 'Unfiled Detail',
        tenNguoiTao: 'Ada Admin',
        sellerName: 'Ada Admin',
        avatar: '',
        sellerLevel: 0,
        deliveryDays: 3,
        cover: null,
      },
    ]);

    const missing = await call(t.app, 'GET', '/api/cong-viec/lay-cong-viec-chi-tiet/999999');
    expect(missing.status).toBe(404);
    expect(missing.body?.content).toBeNull();
  });

  it("gives the gig page the seller's current level, 0 (new) to 3 (top rated)", async () => {
    const newcomer = await t.createUser({ name: 'Lee Levels' });
    const gig = await createGig({ tenCongViec: 'Levelled gig', nguoiTao: newcomer.id });
    const levelShown = async () => {
      const reply = await call(t.app, 'GET', `/api/cong-viec/lay-cong-viec-chi-tiet/${gig.id}`);
      return contentOf(z.array(gigView), reply.body)[0]?.sellerLevel;
    };
    expect(await levelShown()).toBe(0);
    for (const level of [1, 2, 3]) {
      await t.db.update(users).set({ sellerLevel: level }).where(eq(users.id, newcomer.id));
      expect(await levelShown()).toBe(level);
    }
  });

  it('lists the gig cards of a subcategory, in id order', async () => {
    const [subcategory] = await t.db.insert(subcategories).values({ name: 'Mascots' }).returning();
    const first = await createGig({
      tenCongViec: 'Mascot one',
      maChiTietLoaiCongViec: subcategory!.id,
    });
    const second = await createGig({
      tenCongViec: 'Mascot two',
      maChiTietLoaiCongViec: subcategory!.id,
    });
    const list = await call(
      t.app,
      'GET',
      `/api/cong-viec/lay-cong-viec-theo-chi-tiet-loai/${subcategory!.id}`,
    );
    const views = contentOf(z.array(gigView), list.body);
    expect(views.map((view) => view.id)).toEqual([first.id, second.id]);
    expect(views[0]).toMatchObject({
      congViec: first,
      tenChiTietLoai: 'Mascots',
      tenLoaiCongViec: '',
      sellerLevel: 2,
    });

    const unknown = await call(
      t.app,
      'GET',
      '/api/cong-viec/lay-cong-viec-theo-chi-tiet-loai/999999',
    );
    expect(contentOf(z.array(gigView), unknown.body)).toEqual([]);
  });

  it('finds gig cards by name, case-insensitively, with % and _ taken literally', async () => {
    const percent = await createGig({ tenCongViec: 'Quokka a%b Vector Art' });
    const underscore = await createGig({ tenCongViec: 'quokka a_b' });
    await createGig({ tenCongViec: 'QUOKKA axb' });
    const namesOf = async (text: string) => {
      const url = `/api/cong-viec/lay-danh-sach-cong-viec-theo-ten/${encodeURIComponent(text)}`;
      return contentOf(z.array(gigView), (await call(t.app, 'GET', url)).body);
    };
    const views = await namesOf('Quokka');
    expect(views).toHaveLength(3);
    expect(views[0]).toMatchObject({
      id: percent.id,
      congViec: percent,
      tenLoaiCongViec: 'Graphics & Design',
      tenNhomChiTietLoai: 'Logo & Brand Identity',
      tenChiTietLoai: 'Logo Design',
      tenNguoiTao: 'Sam Seller',
      sellerLevel: 2,
      // The original API's gig has its one Basic package: 3 days; no gallery yet.
      deliveryDays: 3,
      cover: null,
    });
    expect(views[0]?.avatar).toMatch(/\/avatar\/sam\.png$/);
    expect((await namesOf('A%B')).map((view) => view.id)).toEqual([percent.id]);
    expect((await namesOf('a_b')).map((view) => view.id)).toEqual([underscore.id]);
    expect(await namesOf('no such quokka')).toEqual([]);
  });

  it('pages and searches gigs by name, counting every match', async () => {
    const made = [];
    for (const name of ['Walrus Logo', 'walrus banner', 'WALRUS icon', 'Penguin 50% off'])
      made.push(await createGig({ tenCongViec: name }));
    const page = await call(
      t.app,
      'GET',
      '/api/cong-viec/phan-trang-tim-kiem?pageIndex=2&pageSize=2&keyword=walrus',
    );
    const content = contentOf(paging(gig), page.body);
    expect(content).toMatchObject({ pageIndex: 2, pageSize: 2, totalRow: 3, keywords: 'walrus' });
    expect(content.data).toEqual([made[2]]);

    const all = contentOf(z.array(gig), (await call(t.app, 'GET', '/api/cong-viec')).body);
    const withPercent = all.filter((row) => row.tenCongViec.includes('%'));
    expect(withPercent).toContainEqual(made[3]);
    const wildcard = await call(
      t.app,
      'GET',
      '/api/cong-viec/phan-trang-tim-kiem?keyword=%25&pageSize=100',
    );
    expect(contentOf(paging(gig), wildcard.body)).toMatchObject({
      totalRow: withPercent.length,
      data: withPercent,
    });

    const clamped = await call(t.app, 'GET', '/api/cong-viec/phan-trang-tim-kiem?pageSize=1000');
    const first = contentOf(paging(gig), clamped.body);
    expect(first).toMatchObject({
      pageIndex: 1,
      pageSize: 100,
      keywords: null,
      totalRow: all.length,
    });
    expect(first.data).toEqual(all.slice(0, 100));
  });

  it('sorts the gig pages by a listed column either way, the id breaking ties', async () => {
    const [first, second, third] = [
      await createGig({ tenCongViec: 'Narwhal c', giaTien: 30 }),
      await createGig({ tenCongViec: 'Narwhal a', giaTien: 10 }),
      await createGig({ tenCongViec: 'Narwhal b', giaTien: 30 }),
    ].map((row) => row.id);
    const order = async (query: string) => {
      const reply = await call(
        t.app,
        'GET',
        `/api/cong-viec/phan-trang-tim-kiem?keyword=narwhal&${query}`,
      );
      return contentOf(paging(gig), reply.body).data.map((row) => row.id);
    };

    expect(await order('')).toEqual([first, second, third]);
    expect(await order('sortBy=giaTien')).toEqual([second, first, third]);
    // Ties follow the sort's direction, so one (column, id) index serves both (decision 016).
    expect(await order('sortBy=giaTien&sortOrder=desc')).toEqual([third, first, second]);
    expect(await order('sortBy=tenCongViec&sortOrder=desc')).toEqual([first, third, second]);
    expect(await order('sortBy=tenCongViec&pageIndex=2&pageSize=2')).toEqual([first]);

    for (const [field, query] of [
      ['sortBy', 'sortBy=moTa'],
      ['sortOrder', 'sortBy=giaTien&sortOrder=DOWN'],
    ]) {
      const reply = await call(t.app, 'GET', `/api/cong-viec/phan-trang-tim-kiem?${query}`);
      expect(reply.status, query).toBe(400);
      expect(reply.body?.content).toContain(field);
    }
  });

  it("makes an uploaded picture the gallery's cover, in place of the cover before", async () => {
    const row = await createGig();
    const offerPictures = async () =>
      contentOf(gigOffer, (await call(t.app, 'GET', `/api/gigs/${row.id}/offer`)).body).pictures;
    const first = contentOf(gig, (await upload(row.id, admin.token)).body);
    const [cover] = await offerPictures();
    expect(cover?.url).toBe(first.hinhAnh);
    expect(cover?.sizes.at(-1)?.url).toBe(first.hinhAnh);

    const second = contentOf(gig, (await upload(row.id, admin.token)).body);
    expect(second.hinhAnh).not.toBe(first.hinhAnh);
    expect((await offerPictures()).map((picture) => picture.url)).toEqual([second.hinhAnh]);
    const firstPath = new URL(first.hinhAnh).pathname;
    expect((await t.app.inject({ method: 'GET', url: firstPath })).statusCode).toBe(404);
  });

  it('stores an uploaded picture for the gig and serves it', async () => {
    const row = await createGig();
    const uploaded = await upload(row.id, admin.token);
    expect(uploaded.status).toBe(200);
    const content = contentOf(gig, uploaded.body);
    expect({ ...content, hinhAnh: row.hinhAnh }).toEqual(row);
    expect(content.hinhAnh).toMatch(/^http:\/\/[^/]+\/images\/[\w-]+\.png$/);
    const [stored] = await t.db.select({ image: gigs.image }).from(gigs).where(eq(gigs.id, row.id));
    expect(content.hinhAnh.endsWith(stored!.image)).toBe(true);

    const served = await t.app.inject({ method: 'GET', url: stored!.image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');

    // The admin form sends the absolute URL back on update: it is stored as our path again, and
    // an outside URL is kept as typed.
    const resent = await call(t.app, 'PUT', `/api/cong-viec/${row.id}`, {
      token: admin.token,
      body: { ...content, tenCongViec: 'I will design a bold logo' },
    });
    expect(contentOf(gig, resent.body).hinhAnh).toBe(content.hinhAnh);
    const [kept] = await t.db.select({ image: gigs.image }).from(gigs).where(eq(gigs.id, row.id));
    expect(kept!.image).toBe(stored!.image);
    const outside = 'https://cdn.example/logo.png';
    const typed = await call(t.app, 'PUT', `/api/cong-viec/${row.id}`, {
      token: admin.token,
      body: { hinhAnh: outside },
    });
    expect(contentOf(gig, typed.body).hinhAnh).toBe(outside);

    const imagesBefore = await t.countRows('images');
    const unknown = await upload(999999, admin.token);
    expect(unknown.status).toBe(400);
    expect(unknown.body.content).toBe('Không tìm thấy công việc');
    expect(await t.countRows('images')).toBe(imagesBefore);
  });

  it('refuses writes from anonymous callers and from non-admins, changing nothing', async () => {
    const row = await createGig();
    const before = await t.countRows('jobs');
    const attempts = [
      (token?: string) => call(t.app, 'POST', '/api/cong-viec', { token, body: gigBody() }),
      (token?: string) =>
        call(t.app, 'PUT', `/api/cong-viec/${row.id}`, { token, body: { giaTien: 1 } }),
      (token?: string) => call(t.app, 'DELETE', `/api/cong-viec/${row.id}`, { token }),
      (token?: string) => upload(row.id, token),
    ];
    for (const attempt of attempts) {
      const anonymous = await attempt();
      expect(anonymous.status).toBe(403);
      expect(anonymous.body?.content).toBe('token user hết hạn hoặc không đúng');
      const notAdmin = await attempt(user.token);
      expect(notAdmin.status).toBe(403);
      expect(notAdmin.body?.content).toBe('User không phải quyền admin');
      const stale = await attempt('not-a-token');
      expect(stale.status).toBe(403);
    }
    expect(await t.countRows('jobs')).toBe(before);
    expect(contentOf(gig, (await call(t.app, 'GET', `/api/cong-viec/${row.id}`)).body)).toEqual(
      row,
    );
  });

  it('answers bad gig fields with a 400 naming the field, changing nothing', async () => {
    const row = await createGig();
    const before = await t.countRows('jobs');
    const cases: [Record<string, unknown>, string][] = [
      [{ tenCongViec: '   ' }, 'tenCongViec: must not be blank'],
      [{ moTa: 'x'.repeat(10_001) }, 'moTa: must be at most 10000 characters'],
      [{ moTaNgan: ' ' }, 'moTaNgan: must not be blank'],
      [{ giaTien: -1 }, 'giaTien: must be 0 or more'],
      [{ giaTien: 'abc' }, 'giaTien'],
      [{ giaTien: 2.5 }, 'giaTien'],
      [{ danhGia: -1 }, 'danhGia: must be 0 or more'],
      [{ danhGia: 2_000_000_000 }, 'danhGia: is out of range'],
      [{ saoCongViec: 0 }, 'saoCongViec: must be a whole number from 1 to 5'],
      [{ saoCongViec: 6 }, 'saoCongViec: must be a whole number from 1 to 5'],
      [
        { maChiTietLoaiCongViec: 999999 },
        'maChiTietLoaiCongViec: must be an existing detail type id',
      ],
      [{ nguoiTao: 999999 }, 'nguoiTao: must be an existing user id'],
      [{ nguoiTao: 'x' }, 'nguoiTao'],
    ];
    for (const [fields, text] of cases) {
      for (const [method, url, body] of [
        ['POST', '/api/cong-viec', gigBody(fields)],
        ['PUT', `/api/cong-viec/${row.id}`, fields],
      ] as const) {
        const refused = await call(t.app, method, url, { token: admin.token, body });
        expect(refused.status, `${method} ${JSON.stringify(fields)}`).toBe(400);
        expect(refused.body?.message).toBe('Dữ liệu nhập vào không đúng!');
        expect(refused.body?.content).toContain(text);
      }
    }
    const missing = await call(t.app, 'POST', '/api/cong-viec', {
      token: admin.token,
      body: gigBody({ giaTien: undefined }),
    });
    expect(missing.status).toBe(400);
    expect(missing.body?.content).toContain('giaTien');
    expect(await t.countRows('jobs')).toBe(before);
    expect(contentOf(gig, (await call(t.app, 'GET', `/api/cong-viec/${row.id}`)).body)).toEqual(
      row,
    );
  });

  it('answers ids that are not positive whole numbers with a 400 naming the parameter', async () => {
    const cases: [string, string, string][] = [
      ['GET', '/api/cong-viec/abc', 'id'],
      ['PUT', '/api/cong-viec/abc', 'id'],
      ['DELETE', '/api/cong-viec/0', 'id'],
      ['POST', '/api/cong-viec/upload-hinh-cong-viec/abc', 'MaCongViec'],
      ['GET', '/api/cong-viec/lay-cong-viec-chi-tiet/abc', 'MaCongViec'],
      ['GET', '/api/cong-viec/lay-cong-viec-theo-chi-tiet-loai/-1', 'MaChiTietLoai'],
      ['GET', '/api/cong-viec/lay-danh-sach-cong-viec-theo-ten/%20', 'TenCongViec'],
    ];
    for (const [method, url, field] of cases) {
      const refused = await call(t.app, method as 'GET', url, {
        token: admin.token,
        ...(method === 'PUT' ? { body: { giaTien: 1 } } : {}),
      });
      expect(refused.status, url).toBe(400);
      expect(refused.body?.content).toContain(field);
    }
  });

  it('answers unknown gigs with a 404', async () => {
    const before = await t.countRows('jobs');
    const read = await call(t.app, 'GET', '/api/cong-viec/999999');
    const update = await call(t.app, 'PUT', '/api/cong-viec/999999', {
      token: admin.token,
      body: { giaTien: 1 },
    });
    const remove = await call(t.app, 'DELETE', '/api/cong-viec/999999', { token: admin.token });
    for (const reply of [read, update, remove]) {
      expect(reply.status).toBe(404);
      expect(reply.body).toMatchObject({ message: 'Không tìm thấy tài nguyên!', content: null });
    }
    expect(await t.countRows('jobs')).toBe(before);
  });
});
