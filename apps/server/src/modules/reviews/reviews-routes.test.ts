import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { review, reviewListItem, reviewView } from '@giglane/contract/reviews';
import { paging } from '@giglane/contract/paging';
import { users } from '../accounts/accounts-schema';
import { gigs } from '../gigs/gigs-schema';
import { reviews } from './reviews-schema';
import { insertJob, todayDayFirst } from '../../testing/catalog';
import { insertOrders } from '../../testing/orders';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';

type Account = Awaited<ReturnType<TestApp['createUser']>>;

let t: TestApp;
let admin: Account;
let reviewer: Account;
let other: Account;
let seller: Account;
let gigId: number;
let today: string;

/** Catalog rows go straight into the database: these tests are about reviews, not the gigs API. */
const createGig = (name = 'Logo in a day') => insertJob(t.db, { name, sellerId: seller.id });

/** danhGia and saoCongViec as stored, read past the gigs API. */
async function ratingOf(id: number) {
  const [row] = await t.db
    .select({ danhGia: gigs.ratingCount, saoCongViec: gigs.stars, total: gigs.ratingTotal })
    .from(gigs)
    .where(eq(gigs.id, id));
  return row;
}

async function post(account: Account, body: Record<string, unknown>) {
  return call(t.app, 'POST', '/api/binh-luan', { token: account.token, body });
}

async function postAs(account: Account, body: Record<string, unknown>) {
  const reply = await post(account, body);
  expect(reply.status).toBe(201);
  return contentOf(review, reply.body);
}

/**
 * Completed orders of the gig by the account, straight into the table: a comment of the original
 * API counts in the gig's rating only when it uses one up (decision 054).
 */
async function completedOrders(account: Account, gig: number, count = 1) {
  const row = { gigId: gig, buyerId: account.id, orderedOn: '2026-03-01', state: 'completed' };
  await insertOrders(
    t.db,
    Array.from({ length: count }, () => row),
  );
}

async function storedReview(id: number) {
  const [row] = await t.db.select().from(reviews).where(eq(reviews.id, id));
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createAdmin();
  reviewer = await t.createUser({ name: 'Anh Author' });
  other = await t.createUser({ name: 'Olu Other' });
  seller = await t.createUser();
  gigId = await createGig();
  today = await todayDayFirst(t.db);
});
afterAll(() => t.close());

describe('posting a review', () => {
  it('stores the comment payload of the gig page as the caller', async () => {
    const created = await post(reviewer, {
      id: 0,
      maCongViec: gigId,
      maNguoiBinhLuan: reviewer.id,
      ngayBinhLuan: '5/1/2026',
      saoBinhLuan: 4,
      noiDung: 'Great logo',
    });
    expect(created.status).toBe(201);
    expect(created.body?.message).toBe('Thêm mới thành công!');
    const row = contentOf(review, created.body);
    expect(row).toEqual({
      id: row.id,
      maCongViec: gigId,
      maNguoiBinhLuan: reviewer.id,
      // As the client sent it: clients parse the date in the form they wrote it.
      ngayBinhLuan: '5/1/2026',
      noiDung: 'Great logo',
      saoBinhLuan: 4,
    });
    expect(await storedReview(row.id)).toMatchObject({ reviewedOn: '2026-01-05', stars: 4 });
  });

  it('defaults the reviewer to the caller, the stars to 5, the date to today and the text to empty', async () => {
    const row = await postAs(reviewer, { maCongViec: String(gigId), ngayBinhLuan: '' });
    expect(row).toMatchObject({
      maNguoiBinhLuan: reviewer.id,
      saoBinhLuan: 5,
      ngayBinhLuan: today,
      noiDung: '',
    });
  });

  it('refuses a user reviewing in someone else’s name, and anonymous callers', async () => {
    const before = await t.countRows('comments');
    const rating = await ratingOf(gigId);
    const impersonating = await post(reviewer, { maCongViec: gigId, maNguoiBinhLuan: other.id });
    expect(impersonating.status).toBe(403);
    expect(impersonating.body?.content).toBe('Không có quyền');
    const anonymous = await call(t.app, 'POST', '/api/binh-luan', {
      body: { maCongViec: gigId },
    });
    expect(anonymous.status).toBe(403);
    expect(anonymous.body?.content).toBe('token user hết hạn hoặc không đúng');
    expect(await t.countRows('comments')).toBe(before);
    expect(await ratingOf(gigId)).toEqual(rating);
  });

  it('lets an admin name any existing reviewer', async () => {
    const row = await postAs(admin, { maCongViec: gigId, maNguoiBinhLuan: other.id });
    expect(row.maNguoiBinhLuan).toBe(other.id);
    const own = await postAs(admin, { maCongViec: gigId });
    expect(own.maNguoiBinhLuan).toBe(admin.id);
  });

  it('answers an unknown gig or reviewer with a 400 naming the field', async () => {
    const before = await t.countRows('comments');
    const noGig = await post(reviewer, { maCongViec: 999_999 });
    expect(noGig.status).toBe(400);
    expect(noGig.body?.message).toBe('Dữ liệu nhập vào không đúng!');
    expect(noGig.body?.content).toContain('maCongViec');
    const noReviewer = await post(admin, { maCongViec: gigId, maNguoiBinhLuan: 999_999 });
    expect(noReviewer.status).toBe(400);
    expect(noReviewer.body?.content).toContain('maNguoiBinhLuan');
    expect(await t.countRows('comments')).toBe(before);
  });

  it('answers bad values with a 400 naming the field, changing nothing', async () => {
    const before = await t.countRows('comments');
    const rating = await ratingOf(gigId);
    const cases: [string, Record<string, unknown>][] = [
      ['saoBinhLuan', { maCongViec: gigId, saoBinhLuan: 0 }],
      ['saoBinhLuan', { maCongViec: gigId, saoBinhLuan: 6 }],
      ['saoBinhLuan', { maCongViec: gigId, saoBinhLuan: 'x' }],
      ['saoBinhLuan', { maCongViec: gigId, saoBinhLuan: 2.5 }],
      ['maCongViec', { maCongViec: 'abc' }],
      ['maCongViec', { noiDung: 'no job' }],
      ['ngayBinhLuan', { maCongViec: gigId, ngayBinhLuan: '2026-13-01' }],
      ['ngayBinhLuan', { maCongViec: gigId, ngayBinhLuan: '31/02/2026' }],
      ['ngayBinhLuan', { maCongViec: gigId, ngayBinhLuan: 'tomorrow' }],
      ['noiDung', { maCongViec: gigId, noiDung: 'x'.repeat(5001) }],
    ];
    for (const [field, body] of cases) {
      const reply = await post(reviewer, body);
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(reply.body?.message).toBe('Dữ liệu nhập vào không đúng!');
      expect(reply.body?.content).toContain(field);
    }
    expect(await t.countRows('comments')).toBe(before);
    expect(await ratingOf(gigId)).toEqual(rating);
  });
});

describe("a gig's rating follows its counted reviews", () => {
  it('counts and averages ratings as reviews come and go, keeping the last stars at zero', async () => {
    const gig = await createGig('Rated job');
    await completedOrders(reviewer, gig);
    await completedOrders(other, gig);
    expect(await ratingOf(gig)).toEqual({ danhGia: 0, saoCongViec: 5, total: 0 });

    const four = await postAs(reviewer, { maCongViec: gig, saoBinhLuan: 4 });
    expect(await ratingOf(gig)).toEqual({ danhGia: 1, saoCongViec: 4, total: 4 });
    const two = await postAs(other, { maCongViec: gig, saoBinhLuan: '2' });
    expect(await ratingOf(gig)).toEqual({ danhGia: 2, saoCongViec: 3, total: 6 });

    const removeTwo = await call(t.app, 'DELETE', `/api/binh-luan/${two.id}`, {
      token: other.token,
    });
    expect(removeTwo.status).toBe(200);
    expect(await ratingOf(gig)).toEqual({ danhGia: 1, saoCongViec: 4, total: 4 });

    await call(t.app, 'DELETE', `/api/binh-luan/${four.id}`, { token: reviewer.token });
    expect(await ratingOf(gig)).toEqual({ danhGia: 0, saoCongViec: 4, total: 0 });
  });

  it('moves the average when an admin changes a review’s stars, and not when only its text', async () => {
    const gig = await createGig('Edited job');
    await completedOrders(reviewer, gig);
    await completedOrders(other, gig);
    const first = await postAs(reviewer, { maCongViec: gig, saoBinhLuan: 4 });
    await postAs(other, { maCongViec: gig, saoBinhLuan: 2 });
    expect(await ratingOf(gig)).toEqual({ danhGia: 2, saoCongViec: 3, total: 6 });

    // Published and counted, the reviewer's stars are final (decision 054); an admin moderates.
    const byReviewer = await call(t.app, 'PUT', `/api/binh-luan/${first.id}`, {
      token: reviewer.token,
      body: { saoBinhLuan: 2 },
    });
    expect(byReviewer.status).toBe(409);
    expect(await ratingOf(gig)).toEqual({ danhGia: 2, saoCongViec: 3, total: 6 });
    for (const body of [{ saoBinhLuan: 2 }, { noiDung: 'Moderated' }])
      expect(
        (await call(t.app, 'PUT', `/api/binh-luan/${first.id}`, { token: admin.token, body }))
          .status,
      ).toBe(200);
    expect(await ratingOf(gig)).toEqual({ danhGia: 2, saoCongViec: 2, total: 4 });
  });

  it('follows when deleting a user takes their reviews with them', async () => {
    const gig = await createGig('Cascaded job');
    const leaving = await t.createUser();
    await completedOrders(leaving, gig, 2);
    await completedOrders(reviewer, gig);
    await postAs(leaving, { maCongViec: gig, saoBinhLuan: 1 });
    await postAs(leaving, { maCongViec: gig, saoBinhLuan: 1 });
    await postAs(reviewer, { maCongViec: gig, saoBinhLuan: 5 });
    expect(await ratingOf(gig)).toEqual({ danhGia: 3, saoCongViec: 2, total: 7 });

    await t.db.execute(sql`delete from users where id = ${leaving.id}`);
    expect(await ratingOf(gig)).toEqual({ danhGia: 1, saoCongViec: 5, total: 5 });
    const list = await call(t.app, 'GET', `/api/binh-luan/lay-binh-luan-theo-cong-viec/${gig}`);
    expect(contentOf(z.array(reviewView), list.body)).toHaveLength(1);
  });
});

describe('reading reviews', () => {
  it('lists every review to anyone, ordered by id', async () => {
    const row = await postAs(reviewer, { maCongViec: gigId, noiDung: 'Listed' });
    const reply = await call(t.app, 'GET', '/api/binh-luan');
    const rows = contentOf(z.array(review), reply.body);
    expect(rows).toHaveLength(await t.countRows('comments'));
    expect(rows.map((r) => r.id)).toEqual(rows.map((r) => r.id).sort((a, b) => a - b));
    expect(rows).toContainEqual(row);
  });

  it("lists a gig's reviews with their reviewers, newest first", async () => {
    const gig = await createGig('Commented job');
    await t.db
      .update(users)
      .set({ avatar: '/avatar/anh.png', country: 'Canada' })
      .where(eq(users.id, reviewer.id));
    const older = await postAs(reviewer, { maCongViec: gig, ngayBinhLuan: '01/02/2026' });
    const newer = await postAs(other, {
      maCongViec: gig,
      ngayBinhLuan: '03/02/2026',
      noiDung: 'Fast',
      saoBinhLuan: 3,
    });
    const sameDay = await postAs(reviewer, { maCongViec: gig, ngayBinhLuan: '2026-02-03' });
    await postAs(reviewer, { maCongViec: gigId });

    const reply = await call(t.app, 'GET', `/api/binh-luan/lay-binh-luan-theo-cong-viec/${gig}`);
    const rows = contentOf(z.array(reviewView), reply.body);
    expect(rows.map((row) => row.id)).toEqual([sameDay.id, newer.id, older.id]);
    expect(rows[1]).toMatchObject({
      ngayBinhLuan: '03/02/2026',
      noiDung: 'Fast',
      saoBinhLuan: 3,
      avatar: '',
      country: '',
    });
    expect(rows[0]!.tenNguoiBinhLuan).toBe('Anh Author');
    expect(rows[0]!.country).toBe('Canada');
    expect(rows[0]!.avatar).toMatch(/^https?:\/\/.+\/avatar\/anh\.png$/);

    const empty = await call(
      t.app,
      'GET',
      `/api/binh-luan/lay-binh-luan-theo-cong-viec/${await createGig('Quiet job')}`,
    );
    expect(contentOf(z.array(reviewView), empty.body)).toEqual([]);
    const missing = await call(t.app, 'GET', '/api/binh-luan/lay-binh-luan-theo-cong-viec/999999');
    expect(missing.status).toBe(404);
    expect(missing.body?.content).toBeNull();
    const badId = await call(t.app, 'GET', '/api/binh-luan/lay-binh-luan-theo-cong-viec/abc');
    expect(badId.status).toBe(400);
    expect(badId.body?.content).toContain('MaCongViec');
  });
});

describe('editing a review', () => {
  it('lets the reviewer or an admin change some fields, keeping the others', async () => {
    const row = await postAs(reviewer, {
      maCongViec: gigId,
      ngayBinhLuan: '10/10/2026',
      noiDung: 'First',
      saoBinhLuan: 4,
    });
    const url = `/api/binh-luan/${row.id}`;

    const byAuthor = await call(t.app, 'PUT', url, {
      token: reviewer.token,
      body: { id: row.id, noiDung: 'Edited', maCongViec: 999_999, maNguoiBinhLuan: other.id },
    });
    expect(byAuthor.status).toBe(200);
    expect(byAuthor.body?.message).toBe('Cập nhật thành công!');
    expect(contentOf(review, byAuthor.body)).toEqual({ ...row, noiDung: 'Edited' });

    const byAdmin = await call(t.app, 'PUT', url, {
      token: admin.token,
      body: { saoBinhLuan: '2', ngayBinhLuan: '2026-10-11' },
    });
    expect(contentOf(review, byAdmin.body)).toEqual({
      ...row,
      noiDung: 'Edited',
      saoBinhLuan: 2,
      ngayBinhLuan: '2026-10-11',
    });
    expect(await storedReview(row.id)).toMatchObject({
      gigId: gigId,
      reviewerId: reviewer.id,
      content: 'Edited',
      stars: 2,
      reviewedOn: '2026-10-11',
    });

    const empty = await call(t.app, 'PUT', url, { token: reviewer.token, body: {} });
    expect(contentOf(review, empty.body)).toEqual(contentOf(review, byAdmin.body));
  });

  it('refuses anyone else, bad values and unknown reviews, changing nothing', async () => {
    const row = await postAs(reviewer, { maCongViec: gigId, saoBinhLuan: 3 });
    const url = `/api/binh-luan/${row.id}`;
    const before = await storedReview(row.id);
    const rating = await ratingOf(gigId);

    const asOther = await call(t.app, 'PUT', url, { token: other.token, body: { noiDung: 'x' } });
    expect(asOther.status).toBe(403);
    expect(asOther.body?.content).toBe('Không có quyền');
    const anonymous = await call(t.app, 'PUT', url, { body: { noiDung: 'x' } });
    expect(anonymous.status).toBe(403);
    expect(anonymous.body?.content).toBe('token user hết hạn hoặc không đúng');

    const cases: [string, Record<string, unknown>][] = [
      ['saoBinhLuan', { saoBinhLuan: 0 }],
      ['saoBinhLuan', { saoBinhLuan: 6 }],
      ['saoBinhLuan', { saoBinhLuan: 'x' }],
      ['ngayBinhLuan', { ngayBinhLuan: '31/02/2026' }],
      ['ngayBinhLuan', { ngayBinhLuan: 'tomorrow' }],
    ];
    for (const [field, body] of cases) {
      const reply = await call(t.app, 'PUT', url, { token: reviewer.token, body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body?.message).toBe('Dữ liệu nhập vào không đúng!');
      expect(reply.body?.content).toContain(field);
    }
    expect(await storedReview(row.id)).toEqual(before);
    expect(await ratingOf(gigId)).toEqual(rating);

    const missing = await call(t.app, 'PUT', '/api/binh-luan/999999', {
      token: admin.token,
      body: { noiDung: 'x' },
    });
    expect(missing.status).toBe(404);
  });
});

describe('deleting a review', () => {
  it('lets the reviewer or an admin delete it, and nobody else', async () => {
    const mine = await postAs(reviewer, { maCongViec: gigId });
    const url = `/api/binh-luan/${mine.id}`;

    const asOther = await call(t.app, 'DELETE', url, { token: other.token });
    expect(asOther.status).toBe(403);
    expect(asOther.body?.content).toBe('Không có quyền');
    const anonymous = await call(t.app, 'DELETE', url);
    expect(anonymous.status).toBe(403);
    expect(anonymous.body?.content).toBe('token user hết hạn hoặc không đúng');
    expect(await storedReview(mine.id)).toBeDefined();

    const byAuthor = await call(t.app, 'DELETE', url, { token: reviewer.token });
    expect(byAuthor.status).toBe(200);
    expect(byAuthor.body).toMatchObject({ message: 'Xóa thành công!', content: null });
    expect(await storedReview(mine.id)).toBeUndefined();
    expect((await call(t.app, 'DELETE', url, { token: reviewer.token })).status).toBe(404);

    const theirs = await postAs(other, { maCongViec: gigId });
    const byAdmin = await call(t.app, 'DELETE', `/api/binh-luan/${theirs.id}`, {
      token: admin.token,
    });
    expect(byAdmin.status).toBe(200);
    expect(await storedReview(theirs.id)).toBeUndefined();
  });
});

describe('paging reviews for the admin list', () => {
  const pageOf = async (query: string, token = admin.token) => {
    const reply = await call(t.app, 'GET', `/api/binh-luan/phan-trang-tim-kiem?${query}`, {
      token,
    });
    return contentOf(paging(reviewListItem), reply.body);
  };

  it("matches the text or the gig's name in any case, with the names, counting every match", async () => {
    const walrusJob = await createGig('Walrus Mural');
    const onWalrus = await postAs(reviewer, {
      maCongViec: walrusJob,
      noiDung: 'Lovely',
      ngayBinhLuan: '02/03/2026',
      saoBinhLuan: 2,
    });
    const mentioning = await postAs(other, {
      maCongViec: gigId,
      noiDung: 'A WALRUS in the logo',
      ngayBinhLuan: '01/03/2026',
      saoBinhLuan: 5,
    });
    const alsoOnWalrus = await postAs(other, {
      maCongViec: walrusJob,
      noiDung: 'Fine',
      ngayBinhLuan: '03/03/2026',
      saoBinhLuan: 2,
    });

    const found = await pageOf('keyword=walrus');
    expect(found).toMatchObject({ pageIndex: 1, pageSize: 10, totalRow: 3, keywords: 'walrus' });
    expect(found.data).toEqual([
      { ...onWalrus, tenCongViec: 'Walrus Mural', tenNguoiBinhLuan: 'Anh Author' },
      { ...mentioning, tenCongViec: 'Logo in a day', tenNguoiBinhLuan: 'Olu Other' },
      { ...alsoOnWalrus, tenCongViec: 'Walrus Mural', tenNguoiBinhLuan: 'Olu Other' },
    ]);

    const second = await pageOf('pageIndex=2&pageSize=2&keyword=WALRUS');
    expect(second).toMatchObject({ pageIndex: 2, pageSize: 2, totalRow: 3 });
    expect(second.data.map((row) => row.id)).toEqual([alsoOnWalrus.id]);

    expect((await pageOf('keyword=%25')).totalRow).toBe(0);
    expect(await pageOf('pageSize=1000')).toMatchObject({
      pageIndex: 1,
      pageSize: 100,
      keywords: null,
      totalRow: await t.countRows('comments'),
    });
  });

  it('counts a review once when its text and its gig both match, and finds by one or two letters', async () => {
    const quokkaJob = await createGig('Quokka Poster');
    const both = await postAs(reviewer, {
      maCongViec: quokkaJob,
      noiDung: 'The quokka is perfect',
      ngayBinhLuan: '04/03/2026',
      saoBinhLuan: 4,
    });
    const onJob = await postAs(other, {
      maCongViec: quokkaJob,
      noiDung: 'Nice',
      ngayBinhLuan: '05/03/2026',
      saoBinhLuan: 5,
    });
    const inText = await postAs(other, {
      maCongViec: gigId,
      noiDung: 'Reminds me of a QUOKKA',
      ngayBinhLuan: '06/03/2026',
      saoBinhLuan: 3,
    });
    const found = async (query: string) => {
      const page = await pageOf(query);
      return { total: page.totalRow, ids: page.data.map((row) => row.id) };
    };

    const all = [both.id, onJob.id, inText.id];
    expect(await found('keyword=quokka')).toEqual({ total: 3, ids: all });
    expect(await found('pageIndex=2&pageSize=2&keyword=Quokka')).toEqual({
      total: 3,
      ids: [inText.id],
    });
    // Too short for a trigram, so matched by the other query; the same rows come back.
    expect(await found('keyword=KK')).toEqual({ total: 3, ids: all });
    expect((await found('keyword=k&pageSize=100')).ids).toEqual(expect.arrayContaining(all));
  });

  it("finds a review by its gig's new name and its edited text, and no longer by the old ones", async () => {
    const gig = await createGig('Narwhal Banner');
    const written = await postAs(reviewer, {
      maCongViec: gig,
      noiDung: 'Crisp pelican lines',
      ngayBinhLuan: '07/03/2026',
      saoBinhLuan: 4,
    });
    const ids = async (keyword: string) =>
      (await pageOf(`keyword=${keyword}`)).data.map((row) => row.id);
    expect(await ids('narwhal')).toEqual([written.id]);
    expect(await ids('pelican')).toEqual([written.id]);

    const renamed = await call(t.app, 'PUT', `/api/cong-viec/${gig}`, {
      token: admin.token,
      body: { tenCongViec: 'Manatee Banner' },
    });
    expect(renamed.status).toBe(200);
    const edited = await call(t.app, 'PUT', `/api/binh-luan/${written.id}`, {
      token: admin.token,
      body: { noiDung: 'Crisp heron lines' },
    });
    expect(edited.status).toBe(200);

    expect(await ids('narwhal')).toEqual([]);
    expect(await ids('pelican')).toEqual([]);
    expect((await pageOf('keyword=MANATEE')).data).toEqual([
      expect.objectContaining({ id: written.id, tenCongViec: 'Manatee Banner' }),
    ]);
    expect(await ids('heron')).toEqual([written.id]);
  });

  it('sorts by a listed column either way, the id breaking ties, and refuses other columns', async () => {
    const gig = await createGig('Sorted Otter Portrait');
    const rows = [];
    for (const [stars, date] of [
      [3, '10/04/2026'],
      [5, '08/04/2026'],
      [3, '09/04/2026'],
    ] as const)
      rows.push(
        await postAs(reviewer, { maCongViec: gig, saoBinhLuan: stars, ngayBinhLuan: date }),
      );
    const [a, b, c] = rows.map((row) => row.id);
    const ids = async (query: string) =>
      (await pageOf(`keyword=otter&${query}`)).data.map((row) => row.id);

    expect(await ids('')).toEqual([a, b, c]);
    // Ties follow the sort's direction, so one (column, id) index serves both (decision 016).
    expect(await ids('sortBy=saoBinhLuan&sortOrder=desc')).toEqual([b, c, a]);
    expect(await ids('sortBy=saoBinhLuan')).toEqual([a, c, b]);
    expect(await ids('sortBy=ngayBinhLuan&sortOrder=asc')).toEqual([b, c, a]);
    expect(await ids('sortBy=id&sortOrder=desc')).toEqual([c, b, a]);
    expect(await ids('sortOrder=desc')).toEqual([a, b, c]);

    for (const [field, query] of [
      ['sortBy', 'sortBy=noiDung'],
      ['sortBy', 'sortBy=id;drop table comments'],
      ['sortOrder', 'sortBy=id&sortOrder=up'],
    ]) {
      const reply = await call(t.app, 'GET', `/api/binh-luan/phan-trang-tim-kiem?${query}`, {
        token: admin.token,
      });
      expect(reply.status, query).toBe(400);
      expect(reply.body?.message).toBe('Dữ liệu nhập vào không đúng!');
      expect(reply.body?.content).toContain(field);
    }
  });

  it('is for admins only', async () => {
    const asUser = await call(t.app, 'GET', '/api/binh-luan/phan-trang-tim-kiem', {
      token: reviewer.token,
    });
    expect(asUser.status).toBe(403);
    expect(asUser.body?.content).toBe('User không phải quyền admin');
    const anonymous = await call(t.app, 'GET', '/api/binh-luan/phan-trang-tim-kiem');
    expect(anonymous.status).toBe(403);
    expect(anonymous.body?.content).toBe('token user hết hạn hoặc không đúng');
  });
});
