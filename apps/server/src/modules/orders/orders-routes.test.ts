import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { order, orderedGig, orderList, orderView } from '@giglane/contract/orders';
import { conversationView } from '@giglane/contract/messages';
import { paging } from '@giglane/contract/paging';
import { gigRequirements, gigs } from '../gigs/gigs-schema';
import { orders } from './orders-schema';
import { insertJob, todayDayFirst } from '../../testing/catalog';
import { multipart } from '../../testing/orders';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';

type Account = Awaited<ReturnType<TestApp['createUser']>>;

let t: TestApp;
let admin: Account;
let buyer: Account;
let other: Account;
let seller: Account;
let gigId: number;
let otherGigId: number;
let today: string;

async function placeOrder(account: Account, body: Record<string, unknown>) {
  return call(t.app, 'POST', '/api/thue-cong-viec', { token: account.token, body });
}

async function orderAs(account: Account, body: Record<string, unknown>) {
  const reply = await placeOrder(account, body);
  expect(reply.status).toBe(201);
  return contentOf(order, reply.body);
}

async function storedOrder(id: number) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createAdmin();
  buyer = await t.createUser();
  other = await t.createUser();
  seller = await t.createUser();
  // Catalog rows go straight into the database: these tests are about orders, not the gigs API.
  gigId = await insertJob(t.db, {
    name: 'Logo in a day',
    sellerId: seller.id,
    image: '/images/logo.jpg',
  });
  otherGigId = await insertJob(t.db, { name: 'Website audit', sellerId: seller.id });
  today = await todayDayFirst(t.db);
});
afterAll(() => t.close());

describe('ordering a gig', () => {
  it('stores the booking payload of the gig page and lets the buyer read it back', async () => {
    const created = await placeOrder(buyer, {
      id: 0,
      maCongViec: gigId,
      maNguoiThue: buyer.id,
      ngayThue: '22/11/2026 ',
      hoanThanh: false,
    });
    expect(created.status).toBe(201);
    expect(created.body?.message).toBe('Thêm mới thành công!');
    const row = contentOf(order, created.body);
    // A gig that asks nothing: the order starts at once.
    expect(row).toEqual({
      id: row.id,
      maCongViec: gigId,
      maNguoiThue: buyer.id,
      ngayThue: '22/11/2026',
      hoanThanh: false,
      state: 'in_progress',
    });
    expect(await storedOrder(row.id)).toMatchObject({ orderedOn: '2026-11-22', completed: false });

    const read = await call(t.app, 'GET', `/api/thue-cong-viec/${row.id}`, { token: buyer.token });
    expect(contentOf(order, read.body)).toEqual(row);
  });

  it('accepts day-first and ISO dates, answered as sent, and takes today when the date is missing or empty', async () => {
    const cases: [unknown, string, string][] = [
      ['2/3/2026', '2/3/2026', '2026-03-02'],
      ['2026-03-02', '2026-03-02', '2026-03-02'],
      ['02-03-2026', '02-03-2026', '2026-03-02'],
      [undefined, today, ''],
      ['', today, ''],
    ];
    for (const [ngayThue, answered, stored] of cases) {
      const row = await orderAs(buyer, { maCongViec: gigId, ngayThue });
      expect(row.ngayThue).toBe(answered);
      if (stored) expect(await storedOrder(row.id)).toMatchObject({ orderedOn: stored });
    }
  });

  it('orders for the caller when maNguoiThue is left out, and never starts finished for a user', async () => {
    const row = await orderAs(buyer, { maCongViec: String(gigId), hoanThanh: true });
    expect(row).toMatchObject({ maNguoiThue: buyer.id, hoanThanh: false });
    expect((await storedOrder(row.id))?.completed).toBe(false);
  });

  it("buys a gig without packages as a Basic package of the gig's own price, text and days, from its seller", async () => {
    // A gig from before packages (straight into the table): its delivery time is not the 3 days
    // of the Basic package the original API's create makes.
    const oldGig = await insertJob(t.db, {
      name: 'Banner from before packages',
      sellerId: seller.id,
    });
    await t.db.update(gigs).set({ deliveryDays: 6 }).where(eq(gigs.id, oldGig));
    const before = new Date();
    const row = await orderAs(buyer, { maCongViec: oldGig, ngayThue: '01/02/2026' });
    const stored = (await storedOrder(row.id))!;
    expect(stored).toMatchObject({
      sellerId: seller.id,
      packageTier: 0,
      packageName: 'Basic',
      packageDescription: 'Short',
      packageFeatures: [],
      packageExtra: '',
      packageDeliveryDays: 6,
      packageRevisions: 1,
      packagePrice: 40,
      total: 40,
    });
    // Placed when it was booked, whatever day it names.
    expect(stored.placedAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(stored.orderedOn).toBe('2026-02-01');
  });

  it('refuses a user ordering in someone else’s name, changing nothing', async () => {
    const before = await t.countRows('hires');
    const reply = await placeOrder(buyer, { maCongViec: gigId, maNguoiThue: other.id });
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({
      message: 'Người dùng không có quyền truy cập!',
      content: 'Không có quyền',
    });
    expect(await t.countRows('hires')).toBe(before);
  });

  it('lets an admin order for anyone, finished or not, and for itself by default', async () => {
    const forBuyer = await orderAs(admin, {
      maCongViec: gigId,
      maNguoiThue: buyer.id,
      hoanThanh: true,
    });
    expect(forBuyer).toMatchObject({ maNguoiThue: buyer.id, hoanThanh: true });
    const forItself = await orderAs(admin, { maCongViec: gigId, hoanThanh: 'false' });
    expect(forItself).toMatchObject({ maNguoiThue: admin.id, hoanThanh: false });
  });

  it('refuses anonymous callers', async () => {
    const before = await t.countRows('hires');
    const reply = await call(t.app, 'POST', '/api/thue-cong-viec', { body: { maCongViec: gigId } });
    expect(reply.status).toBe(403);
    expect(reply.body?.content).toBe('token user hết hạn hoặc không đúng');
    expect(await t.countRows('hires')).toBe(before);
  });

  it('answers an unknown gig or buyer with a 400 naming the field', async () => {
    const before = await t.countRows('hires');
    const noGig = await placeOrder(buyer, { maCongViec: 999_999 });
    expect(noGig.status).toBe(400);
    expect(noGig.body).toMatchObject({ message: 'Dữ liệu nhập vào không đúng!' });
    expect(noGig.body?.content).toContain('maCongViec');
    const noBuyer = await placeOrder(admin, { maCongViec: gigId, maNguoiThue: 999_999 });
    expect(noBuyer.status).toBe(400);
    expect(noBuyer.body?.content).toContain('maNguoiThue');
    expect(await t.countRows('hires')).toBe(before);
  });

  it('refuses a buyer a draft or paused gig, which an admin may still record', async () => {
    const pausedId = await insertJob(t.db, { name: 'Paused logo gig', sellerId: seller.id });
    for (const status of ['draft', 'paused'] as const) {
      await t.db.update(gigs).set({ status }).where(eq(gigs.id, pausedId));
      const before = await t.countRows('hires');
      const refused = await placeOrder(buyer, { maCongViec: pausedId });
      expect(refused.status).toBe(400);
      expect(refused.body?.content).toBe(
        'maCongViec: must be a gig that is listed (not a draft or paused)',
      );
      expect(await t.countRows('hires')).toBe(before);
    }
    const recorded = await placeOrder(admin, { maCongViec: pausedId, maNguoiThue: buyer.id });
    expect(recorded.status).toBe(201);
  });

  it('answers bad values with a 400 naming the field, changing nothing', async () => {
    const before = await t.countRows('hires');
    const cases: [string, Record<string, unknown>][] = [
      ['maCongViec', { maCongViec: 'abc' }],
      ['maCongViec', {}],
      ['maNguoiThue', { maCongViec: gigId, maNguoiThue: -1 }],
      ['ngayThue', { maCongViec: gigId, ngayThue: '2026-13-01' }],
      ['ngayThue', { maCongViec: gigId, ngayThue: '31/02/2026' }],
      ['ngayThue', { maCongViec: gigId, ngayThue: 'tomorrow' }],
      ['hoanThanh', { maCongViec: gigId, hoanThanh: 'yes' }],
    ];
    for (const [field, body] of cases) {
      const reply = await placeOrder(admin, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body?.message).toBe('Dữ liệu nhập vào không đúng!');
      expect(reply.body?.content).toContain(field);
    }
    expect(await t.countRows('hires')).toBe(before);
  });
});

describe('reading orders', () => {
  it('lists every order to an admin, ordered by id, and to nobody else', async () => {
    await orderAs(other, { maCongViec: otherGigId });
    const list = await call(t.app, 'GET', '/api/thue-cong-viec', { token: admin.token });
    const rows = contentOf(z.array(order), list.body);
    expect(rows).toHaveLength(await t.countRows('hires'));
    expect(rows.map((row) => row.id)).toEqual(rows.map((row) => row.id).sort((a, b) => a - b));

    const asUser = await call(t.app, 'GET', '/api/thue-cong-viec', { token: buyer.token });
    expect(asUser.status).toBe(403);
    expect(asUser.body?.content).toBe('User không phải quyền admin');
    const anonymous = await call(t.app, 'GET', '/api/thue-cong-viec');
    expect(anonymous.status).toBe(403);
    expect(anonymous.body?.content).toBe('token user hết hạn hoặc không đúng');
  });

  it('shows one order to its buyer and an admin only', async () => {
    const row = await orderAs(buyer, { maCongViec: gigId });
    const url = `/api/thue-cong-viec/${row.id}`;
    expect(contentOf(order, (await call(t.app, 'GET', url, { token: admin.token })).body)).toEqual(
      row,
    );
    const asOther = await call(t.app, 'GET', url, { token: other.token });
    expect(asOther.status).toBe(403);
    expect(asOther.body?.content).toBe('Không có quyền');
    const anonymous = await call(t.app, 'GET', url);
    expect(anonymous.status).toBe(403);
    expect(anonymous.body?.content).toBe('token user hết hạn hoặc không đúng');
    const missing = await call(t.app, 'GET', '/api/thue-cong-viec/999999', {
      token: admin.token,
    });
    expect(missing.status).toBe(404);
    expect(missing.body?.content).toBeNull();
    const badId = await call(t.app, 'GET', '/api/thue-cong-viec/abc', { token: admin.token });
    expect(badId.status).toBe(400);
    expect(badId.body?.content).toContain('id');
  });

  it("lists the caller's own orders with their gigs, newest first", async () => {
    const shopper = await t.createUser();
    const older = await orderAs(shopper, { maCongViec: gigId, ngayThue: '01/01/2026' });
    const newer = await orderAs(shopper, { maCongViec: otherGigId, ngayThue: '05/01/2026' });
    const sameDay = await orderAs(shopper, { maCongViec: gigId, ngayThue: '05/01/2026' });
    await orderAs(other, { maCongViec: gigId });

    const reply = await call(t.app, 'GET', '/api/thue-cong-viec/lay-danh-sach-da-thue', {
      token: shopper.token,
    });
    const rows = contentOf(z.array(orderedGig), reply.body);
    expect(rows.map((row) => row.id)).toEqual([sameDay.id, newer.id, older.id]);
    expect(rows[1]).toMatchObject({ ngayThue: '05/01/2026', hoanThanh: false });
    expect(rows[0]!.congViec).toMatchObject({
      id: gigId,
      tenCongViec: 'Logo in a day',
      nguoiTao: seller.id,
      giaTien: 40,
      danhGia: 0,
      saoCongViec: 5,
      moTaNgan: 'Short',
    });
    expect(rows[0]!.congViec.hinhAnh).toMatch(/^https?:\/\/.+\/images\/logo\.jpg$/);

    const none = await call(t.app, 'GET', '/api/thue-cong-viec/lay-danh-sach-da-thue', {
      token: (await t.createUser()).token,
    });
    expect(contentOf(z.array(orderedGig), none.body)).toEqual([]);
    const anonymous = await call(t.app, 'GET', '/api/thue-cong-viec/lay-danh-sach-da-thue');
    expect(anonymous.status).toBe(403);
    expect(anonymous.body?.content).toBe('token user hết hạn hoặc không đúng');
  });

  it("pages orders for an admin by gig name or buyer's name or email, counting every match", async () => {
    const zelda = await t.createUser({ name: 'Zelda Nguyen', email: 'zelda.page@example.com' });
    const zebraGig = await insertJob(t.db, { name: 'Zebra Branding', sellerId: seller.id });
    const zeldaOnLogo = await orderAs(zelda, { maCongViec: gigId });
    const zeldaOnZebra = await orderAs(zelda, { maCongViec: zebraGig });
    const buyerOnZebra = await orderAs(buyer, { maCongViec: zebraGig });

    const search = async (query: string) => {
      const reply = await call(t.app, 'GET', `/api/thue-cong-viec/phan-trang-tim-kiem?${query}`, {
        token: admin.token,
      });
      return contentOf(paging(order), reply.body);
    };

    const byGig = await search('keyword=zebra%20BRAND');
    expect(byGig).toMatchObject({ pageIndex: 1, pageSize: 10, totalRow: 2 });
    expect(byGig.keywords).toBe('zebra BRAND');
    expect(byGig.data.map((row) => row.id)).toEqual([zeldaOnZebra.id, buyerOnZebra.id]);

    const byName = await search('keyword=zelda%20nguyen');
    expect(byName.data.map((row) => row.id)).toEqual([zeldaOnLogo.id, zeldaOnZebra.id]);
    const byEmail = await search('keyword=zelda.page@');
    expect(byEmail.totalRow).toBe(2);

    const secondPage = await search('pageIndex=2&pageSize=2&keyword=ze');
    expect(secondPage).toMatchObject({ pageIndex: 2, pageSize: 2, totalRow: 3 });
    expect(secondPage.data.map((row) => row.id)).toEqual([buyerOnZebra.id]);

    expect((await search('keyword=%25')).totalRow).toBe(0);
    const all = await search('pageSize=1000');
    expect(all).toMatchObject({ pageSize: 100, totalRow: await t.countRows('hires') });

    const asUser = await call(t.app, 'GET', '/api/thue-cong-viec/phan-trang-tim-kiem', {
      token: buyer.token,
    });
    expect(asUser.status).toBe(403);
    expect(asUser.body?.content).toBe('User không phải quyền admin');
    const anonymous = await call(t.app, 'GET', '/api/thue-cong-viec/phan-trang-tim-kiem');
    expect(anonymous.status).toBe(403);
    expect(anonymous.body?.content).toBe('token user hết hạn hoặc không đúng');
  });
});

describe('sorting order pages', () => {
  it('sorts by a listed column either way, the id breaking ties, and refuses others', async () => {
    const kiwi = await insertJob(t.db, { name: 'Sorted Kiwi Poster', sellerId: seller.id });
    const [done5, open1, done3] = [
      await orderAs(admin, {
        maCongViec: kiwi,
        maNguoiThue: buyer.id,
        ngayThue: '05/05/2026',
        hoanThanh: true,
      }),
      await orderAs(admin, {
        maCongViec: kiwi,
        maNguoiThue: other.id,
        ngayThue: '01/05/2026',
        hoanThanh: false,
      }),
      await orderAs(admin, {
        maCongViec: kiwi,
        maNguoiThue: buyer.id,
        ngayThue: '03/05/2026',
        hoanThanh: true,
      }),
    ].map((row) => row.id);
    const orderedIds = async (query: string) => {
      const reply = await call(
        t.app,
        'GET',
        `/api/thue-cong-viec/phan-trang-tim-kiem?keyword=kiwi&${query}`,
        { token: admin.token },
      );
      return contentOf(paging(order), reply.body).data.map((row) => row.id);
    };

    expect(await orderedIds('')).toEqual([done5, open1, done3]);
    expect(await orderedIds('sortBy=hoanThanh')).toEqual([open1, done5, done3]);
    // Ties follow the sort's direction, so one (column, id) index serves both (decision 016).
    expect(await orderedIds('sortBy=hoanThanh&sortOrder=desc')).toEqual([done3, done5, open1]);
    expect(await orderedIds('sortBy=ngayThue')).toEqual([open1, done3, done5]);
    // `other` signed up after `buyer`, so has the higher id.
    expect(await orderedIds('sortBy=maNguoiThue&sortOrder=desc')).toEqual([open1, done3, done5]);

    const refused = await call(
      t.app,
      'GET',
      '/api/thue-cong-viec/phan-trang-tim-kiem?sortBy=ngayThue&sortOrder=sideways',
      { token: admin.token },
    );
    expect(refused.status).toBe(400);
    expect(refused.body?.content).toContain('sortOrder');
  });
});

describe('editing an order', () => {
  it('lets an admin change some fields, keeping the others, and flip hoanThanh both ways', async () => {
    const row = await orderAs(buyer, { maCongViec: gigId, ngayThue: '10/10/2026' });
    const url = `/api/thue-cong-viec/${row.id}`;

    const done = await call(t.app, 'PUT', url, { token: admin.token, body: { hoanThanh: true } });
    expect(done.status).toBe(200);
    expect(done.body?.message).toBe('Cập nhật thành công!');
    expect(contentOf(order, done.body)).toEqual({ ...row, hoanThanh: true, state: 'completed' });

    const undone = await call(t.app, 'PUT', url, {
      token: admin.token,
      body: { id: row.id, hoanThanh: 'false', maCongViec: otherGigId, ngayThue: '2026-12-01' },
    });
    // Incomplete reopens the completed order: back in progress.
    expect(contentOf(order, undone.body)).toEqual({
      ...row,
      maCongViec: otherGigId,
      ngayThue: '2026-12-01',
      hoanThanh: false,
      state: 'in_progress',
    });

    const moved = await call(t.app, 'PUT', url, {
      token: admin.token,
      body: { maNguoiThue: other.id },
    });
    expect(contentOf(order, moved.body).maNguoiThue).toBe(other.id);

    const empty = await call(t.app, 'PUT', url, { token: admin.token, body: {} });
    expect(contentOf(order, empty.body)).toEqual(contentOf(order, moved.body));
    expect(await storedOrder(row.id)).toMatchObject({
      gigId: otherGigId,
      buyerId: other.id,
      orderedOn: '2026-12-01',
      completed: false,
    });
  });

  it('refuses anyone but an admin, and bad or unknown values, changing nothing', async () => {
    const row = await orderAs(buyer, { maCongViec: gigId });
    const url = `/api/thue-cong-viec/${row.id}`;
    const before = await storedOrder(row.id);

    const asBuyer = await call(t.app, 'PUT', url, {
      token: buyer.token,
      body: { hoanThanh: true },
    });
    expect(asBuyer.status).toBe(403);
    expect(asBuyer.body?.content).toBe('User không phải quyền admin');
    const anonymous = await call(t.app, 'PUT', url, { body: { hoanThanh: true } });
    expect(anonymous.status).toBe(403);
    expect(anonymous.body?.content).toBe('token user hết hạn hoặc không đúng');

    const cases: [string, Record<string, unknown>][] = [
      ['hoanThanh', { hoanThanh: 'yes' }],
      ['ngayThue', { ngayThue: '31/02/2026' }],
      ['ngayThue', { ngayThue: '' }],
      ['maCongViec', { maCongViec: 'abc' }],
      ['maCongViec', { maCongViec: 999_999 }],
      ['maNguoiThue', { maNguoiThue: 999_999 }],
    ];
    for (const [field, body] of cases) {
      const reply = await call(t.app, 'PUT', url, { token: admin.token, body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body?.message).toBe('Dữ liệu nhập vào không đúng!');
      expect(reply.body?.content).toContain(field);
    }
    expect(await storedOrder(row.id)).toEqual(before);

    const missing = await call(t.app, 'PUT', '/api/thue-cong-viec/999999', {
      token: admin.token,
      body: { hoanThanh: true },
    });
    expect(missing.status).toBe(404);
  });
});

describe('cancelling an order', () => {
  it('lets the buyer cancel it while it may be, and an admin delete it, and nobody else', async () => {
    // A gig with a question: its orders wait for the answer, and may still be cancelled.
    await t.db.insert(gigRequirements).values({ gigId, position: 0, question: 'Your brand name?' });
    const mine = await orderAs(buyer, { maCongViec: gigId });
    expect(mine.state).toBe('placed');
    const url = `/api/thue-cong-viec/${mine.id}`;

    const asOther = await call(t.app, 'DELETE', url, { token: other.token });
    expect(asOther.status).toBe(403);
    expect(asOther.body?.content).toBe('Không có quyền');
    const asSeller = await call(t.app, 'DELETE', url, { token: seller.token });
    expect(asSeller.status).toBe(403);
    const anonymous = await call(t.app, 'DELETE', url);
    expect(anonymous.status).toBe(403);
    expect(anonymous.body?.content).toBe('token user hết hạn hoặc không đúng');
    expect(await storedOrder(mine.id)).toMatchObject({ state: 'placed' });

    // The profile's DEL: the order is cancelled; its record stays, off the buyer's hire list.
    const byBuyer = await call(t.app, 'DELETE', url, { token: buyer.token });
    expect(byBuyer.status).toBe(200);
    expect(byBuyer.body).toMatchObject({ message: 'Xóa thành công!', content: null });
    expect(await storedOrder(mine.id)).toMatchObject({
      state: 'cancelled',
      completed: false,
      cancelReason: 'Cancelled by the buyer from their profile',
    });
    const again = await call(t.app, 'DELETE', url, { token: buyer.token });
    expect(again.status).toBe(409);
    expect(again.body?.content).toBe(
      'state: the order is cancelled; this can be done only while it is placed or in progress',
    );
    await t.db.delete(gigRequirements).where(eq(gigRequirements.gigId, gigId));

    const theirs = await orderAs(other, { maCongViec: gigId });
    const byAdmin = await call(t.app, 'DELETE', `/api/thue-cong-viec/${theirs.id}`, {
      token: admin.token,
    });
    expect(byAdmin.status).toBe(200);
    expect(await storedOrder(theirs.id)).toBeUndefined();
    expect((await call(t.app, 'DELETE', url, { token: admin.token })).status).toBe(200);
    expect((await call(t.app, 'DELETE', url, { token: admin.token })).status).toBe(404);
  });
});

describe('deleting a hire its buyer just booked', () => {
  const hireList = async (account: Account) =>
    contentOf(
      z.array(orderedGig),
      (
        await call(t.app, 'GET', '/api/thue-cong-viec/lay-danh-sach-da-thue', {
          token: account.token,
        })
      ).body,
    ).map((row) => row.id);
  const remove = (id: number, account: Account) =>
    call(t.app, 'DELETE', `/api/thue-cong-viec/${id}`, { token: account.token });

  it('withdraws a started order its seller has not touched: 200, off the hire list, cancelled for the seller', async () => {
    const booked = await orderAs(buyer, { maCongViec: gigId });
    expect(booked.state).toBe('in_progress');
    expect(await hireList(buyer)).toContain(booked.id);

    const deleted = await remove(booked.id, buyer);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ message: 'Xóa thành công!', content: null });
    expect(await hireList(buyer)).not.toContain(booked.id);

    // The seller's queue loses it, their Cancelled tab shows it, and they are told.
    const cancelledTab = contentOf(
      orderList,
      (await call(t.app, 'GET', '/api/seller-orders?tab=cancelled', { token: seller.token })).body,
    );
    expect(cancelledTab.data).toContainEqual(
      expect.objectContaining({ id: booked.id, state: 'cancelled' }),
    );
    const view = contentOf(
      orderView,
      (await call(t.app, 'GET', `/api/orders/${booked.id}`, { token: seller.token })).body,
    );
    expect(view).toMatchObject({
      state: 'cancelled',
      cancelReason: 'Cancelled by the buyer from their profile',
    });
    expect(view.timeline.at(-1)).toMatchObject({
      type: 'cancelled',
      actor: { id: buyer.id },
    });
    const notices = await call(t.app, 'GET', '/api/notifications', { token: seller.token });
    expect(JSON.stringify(notices.body?.content)).toContain('order_cancelled');
    // The admin's list keeps the record, as cancelled.
    const adminRead = await call(t.app, 'GET', `/api/thue-cong-viec/${booked.id}`, {
      token: admin.token,
    });
    expect(contentOf(order, adminRead.body)).toMatchObject({
      state: 'cancelled',
      hoanThanh: false,
    });

    // Deleted once: a second DEL is refused, naming the state.
    const again = await remove(booked.id, buyer);
    expect(again.status).toBe(409);
  });

  it('refuses once the seller has written in the order or delivered it, changing nothing', async () => {
    const written = await orderAs(buyer, { maCongViec: gigId });
    const thread = await call(t.app, 'GET', `/api/orders/${written.id}/conversation`, {
      token: seller.token,
    });
    expect(thread.status).toBe(200);
    const sent = await call(
      t.app,
      'POST',
      `/api/conversations/${contentOf(conversationView, thread.body).id}/messages`,
      {
        token: seller.token,
        ...multipart({ text: 'Thanks! Starting on your logo today.' }, []),
      },
    );
    expect(sent.status).toBe(201);
    const refused = await remove(written.id, buyer);
    expect(refused.status).toBe(409);
    expect(refused.body?.content).toBe(
      'seller: the seller has started on the order; it can no longer be deleted',
    );
    expect(await storedOrder(written.id)).toMatchObject({ state: 'in_progress' });
    expect(await hireList(buyer)).toContain(written.id);

    const delivered = await orderAs(buyer, { maCongViec: gigId });
    const delivery = await call(t.app, 'POST', `/api/orders/${delivered.id}/deliveries`, {
      token: seller.token,
      ...multipart({ message: 'Here it is' }, []),
    });
    expect(delivery.status).toBe(200);
    const late = await remove(delivered.id, buyer);
    expect(late.status).toBe(409);
    expect(late.body?.content).toBe(
      'state: the order is delivered; this can be done only while it is placed or in progress',
    );
    expect(await storedOrder(delivered.id)).toMatchObject({ state: 'delivered' });
  });

  it("keeps a buyer's own message from counting as the seller's work", async () => {
    const booked = await orderAs(buyer, { maCongViec: gigId });
    const thread = await call(t.app, 'GET', `/api/orders/${booked.id}/conversation`, {
      token: buyer.token,
    });
    await call(
      t.app,
      'POST',
      `/api/conversations/${contentOf(conversationView, thread.body).id}/messages`,
      {
        token: buyer.token,
        ...multipart({ text: 'Any news?' }, []),
      },
    );
    expect((await remove(booked.id, buyer)).status).toBe(200);
    expect(await storedOrder(booked.id)).toMatchObject({ state: 'cancelled' });
  });
});

describe('completing an order', () => {
  const complete = (id: number | string, token?: string) =>
    call(t.app, 'POST', `/api/thue-cong-viec/hoan-thanh-cong-viec/${id}`, { token });
  const delivered = async (id: number) =>
    t.db
      .update(orders)
      .set({ state: 'delivered', deliveredAt: new Date() })
      .where(eq(orders.id, id));

  it('lets the buyer accept a delivery and an admin complete it at any time', async () => {
    const row = await orderAs(buyer, { maCongViec: gigId });
    await delivered(row.id);
    const byBuyer = await complete(row.id, buyer.token);
    expect(byBuyer.status).toBe(200);
    expect(contentOf(order, byBuyer.body)).toEqual({ ...row, hoanThanh: true, state: 'completed' });
    expect(await storedOrder(row.id)).toMatchObject({ completed: true, state: 'completed' });

    const working = await orderAs(buyer, { maCongViec: gigId });
    const byAdmin = await complete(working.id, admin.token);
    expect(byAdmin.status).toBe(200);
    expect(contentOf(order, byAdmin.body).state).toBe('completed');
  });

  it('refuses the buyer before a delivery, and the seller, who delivers instead', async () => {
    const row = await orderAs(buyer, { maCongViec: gigId });
    const early = await complete(row.id, buyer.token);
    expect(early.status).toBe(409);
    expect(early.body?.content).toBe(
      'state: the order is in progress; this can be done only while it is delivered',
    );
    await delivered(row.id);
    const bySeller = await complete(row.id, seller.token);
    expect(bySeller.status).toBe(403);
    expect(bySeller.body?.content).toBe('Không có quyền');
    expect(await storedOrder(row.id)).toMatchObject({ state: 'delivered', completed: false });
  });

  it('refuses anyone else and answers an unknown order with the original text', async () => {
    const row = await orderAs(buyer, { maCongViec: gigId });
    const asOther = await complete(row.id, other.token);
    expect(asOther.status).toBe(403);
    expect(asOther.body?.content).toBe('Không có quyền');
    const anonymous = await complete(row.id);
    expect(anonymous.status).toBe(403);
    expect(anonymous.body?.content).toBe('token user hết hạn hoặc không đúng');
    expect((await storedOrder(row.id))?.completed).toBe(false);

    const missing = await complete(999_999, admin.token);
    expect(missing.status).toBe(400);
    expect(missing.body?.content).toBe('Không có công việc nào được thuê');
    const badId = await complete('abc', admin.token);
    expect(badId.status).toBe(400);
    expect(badId.body?.content).toContain('MaThueCongViec');
  });
});
