import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { searchReply, type SearchReply } from '@giglane/contract/search';
import { queryRows } from '../../db/client';
import { users } from '../accounts/accounts-schema';
import { gigs } from '../gigs/gigs-schema';
import { orders } from '../orders/orders-schema';
import { reviews } from '../reviews/reviews-schema';
import { insertCatalog } from '../../testing/catalog';
import { insertOrders } from '../../testing/orders';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
/** Gig ids by their short name in the table below. */
const gig: Record<string, number> = {};
const detail: Record<'logo' | 'guide' | 'illustration', number> = {
  logo: 0,
  guide: 0,
  illustration: 0,
};
const jobType = { graphics: 0, art: 0 };

/*
 * A small marketplace whose every answer can be worked out by hand: four sellers, one per level,
 * two of them in Vietnam, two online; seven gigs over three detail types.
 */
const SELLERS = [
  { name: 'Linh New', level: 0, country: 'Vietnam', online: true },
  { name: 'Arjun One', level: 1, country: 'India', online: false },
  { name: 'Mai Two', level: 2, country: 'Vietnam', online: false },
  { name: 'Lena Top', level: 3, country: 'Germany', online: true },
] as const;

const GIGS = [
  // key, name, detail, price, delivery days, pro, seller index, created
  [
    'minimalist',
    'I will design a minimalist logo for your brand',
    'logo',
    20,
    2,
    false,
    0,
    '2025-01-01',
  ],
  ['vintage', 'I will design a vintage logo badge', 'logo', 50, 5, true, 3, '2025-02-01'],
  ['handDrawn', 'I will draw a hand-drawn logo', 'logo', 120, 7, false, 2, '2025-03-01'],
  [
    'guide',
    'I will create a brand style guide with your logo',
    'guide',
    200,
    10,
    true,
    1,
    '2025-04-01',
  ],
  ['catalog', 'I will print your catalogo pages', 'illustration', 35, 1, false, 1, '2025-05-01'],
  ['mascot', 'I will illustrate a playful mascot', 'illustration', 80, 3, false, 3, '2025-06-01'],
  ['threeD', 'I will design a modern 3D logo', 'logo', 300, 14, true, 2, '2025-07-01'],
] as const;

beforeAll(async () => {
  t = await createTestApp();
  const catalog = await insertCatalog(t.db, {
    jobTypes: ['Graphics', 'Art'],
    groups: [
      { name: 'Logo & Brand', jobType: 'Graphics' },
      // A second job type shares the illustration detail type.
      { name: 'Drawing', jobType: 'Art' },
    ],
    details: ['Logo Design', 'Brand Style Guides', 'Illustration'],
    links: [
      ['Logo & Brand', 'Logo Design'],
      ['Logo & Brand', 'Brand Style Guides'],
      ['Logo & Brand', 'Illustration'],
      ['Drawing', 'Illustration'],
    ],
  });
  detail.logo = catalog.details['Logo Design'];
  detail.guide = catalog.details['Brand Style Guides'];
  detail.illustration = catalog.details['Illustration'];
  jobType.graphics = catalog.jobTypes['Graphics'];
  jobType.art = catalog.jobTypes['Art'];
  const sellers = await t.db
    .insert(users)
    .values(
      SELLERS.map((seller, i) => ({
        name: seller.name,
        email: `seller${i}@example.com`,
        passwordHash: 'not a hash: nobody signs in',
        sellerLevel: seller.level,
        country: seller.country,
        online: seller.online,
      })),
    )
    .returning({ id: users.id });
  for (const [key, name, kind, price, days, pro, seller, created] of GIGS) {
    const [row] = await t.db
      .insert(gigs)
      .values({
        name,
        price,
        deliveryDays: days,
        pro,
        sellerId: sellers[seller]!.id,
        subcategoryId: detail[kind],
        description: 'Long text',
        shortDescription: 'Short text',
        createdAt: new Date(`${created}T10:00:00Z`),
      })
      .returning({ id: gigs.id });
    gig[key] = row!.id;
  }
  // Orders: the mascot three times, the vintage logo twice, the guide once.
  const buyer = sellers[0]!.id;
  const order = (key: string) => ({ gigId: gig[key]!, buyerId: buyer, orderedOn: '2025-08-01' });
  await insertOrders(
    t.db,
    ['mascot', 'mascot', 'mascot', 'vintage', 'vintage', 'guide'].map(order),
  );
  // Ratings: five 5-star reviews for the hand-drawn logo, one for the minimalist one; reviews that
  // count, as those of completed orders are (decision 054).
  const review = (key: string) => ({
    gigId: gig[key]!,
    reviewerId: buyer,
    reviewedOn: '2025-08-02',
    stars: 5,
    counted: true,
    publishedAt: new Date('2025-08-02'),
  });
  await t.db
    .insert(reviews)
    .values([...Array.from({ length: 5 }, () => review('handDrawn')), review('minimalist')]);
});
afterAll(() => t.close());

async function search(query: string): Promise<SearchReply> {
  const reply = await call(t.app, 'GET', `/api/cong-viec/tim-kiem${query}`);
  expect(reply.status, query).toBe(200);
  return contentOf(searchReply, reply.body);
}

const ids = (reply: SearchReply) => reply.data.map((row) => row.id);
const sorted = (keys: string[]) => keys.map((key) => gig[key]!).sort((a, b) => a - b);
const idSet = (reply: SearchReply) => [...ids(reply)].sort((a, b) => a - b);

describe('GET /api/cong-viec/tim-kiem', () => {
  it('finds gigs by the words of their titles case-insensitively, better rated first, as cards with the seller and filter fields', async () => {
    const reply = await search('?keyword=LOGO');
    expect(reply).toMatchObject({
      pageIndex: 1,
      pageSize: 8,
      totalRow: 5,
      totalIsEstimate: false,
      keywords: 'LOGO',
    });
    // A word, not a string inside another word: "catalogo" is not a logo.
    expect(idSet(reply)).toEqual(sorted(['minimalist', 'vintage', 'handDrawn', 'guide', 'threeD']));
    expect(ids(reply).slice(0, 2)).toEqual([gig.handDrawn, gig.minimalist]);
    expect(ids(await search('?keyword=catalog'))).toEqual([gig.catalog]);
    // Any form of the word: "logos" finds the logos, "designing" the design gigs; the hand-drawn
    // logo's title has no "design", so it comes after the titles with both words, through its
    // Logo Design subcategory.
    expect(idSet(await search('?keyword=logos'))).toEqual(idSet(reply));
    const both = await search('?keyword=designing%20logos');
    expect(idSet(both)).toEqual(sorted(['minimalist', 'vintage', 'handDrawn', 'threeD']));
    expect(ids(both).at(-1)).toBe(gig.handDrawn);

    const card = reply.data.find((row) => row.id === gig.vintage)!;
    expect(card).toMatchObject({
      congViec: {
        id: gig.vintage,
        tenCongViec: 'I will design a vintage logo badge',
        giaTien: 50,
        maChiTietLoaiCongViec: detail.logo,
        deliveryDays: 5,
        pro: true,
      },
      tenLoaiCongViec: 'Graphics',
      tenNhomChiTietLoai: 'Logo & Brand',
      tenChiTietLoai: 'Logo Design',
      tenNguoiTao: 'Lena Top',
      sellerLevel: 3,
      country: 'Germany',
      online: true,
    });
  });

  it('also finds the gigs of a subcategory named for the keyword, those named for it first', async () => {
    const reply = await search('?keyword=illustrat');
    // Only the mascot's title has the word; the catalogue is found through its detail type.
    expect(ids(reply)).toEqual([gig.mascot, gig.catalog]);
    expect(idSet(await search('?keyword=logo%20design'))).toEqual(
      sorted(['minimalist', 'vintage', 'handDrawn', 'threeD']),
    );
  });

  it('escapes pattern characters in the keyword and trims it', async () => {
    expect((await search('?keyword=%25')).totalRow).toBe(0);
    expect(await search('?keyword=%20%20')).toMatchObject({ keywords: null, totalRow: 7 });
  });

  it('pages through every match and counts them all', async () => {
    const first = await search('?sort=newest&pageSize=3');
    expect(first).toMatchObject({ pageIndex: 1, pageSize: 3, totalRow: 7 });
    expect(ids(first)).toEqual([gig.threeD, gig.mascot, gig.catalog]);
    const second = await search('?sort=newest&pageSize=3&pageIndex=2');
    expect(ids(second)).toEqual([gig.guide, gig.handDrawn, gig.vintage]);
    const last = await search('?sort=newest&pageSize=3&pageIndex=3');
    expect(ids(last)).toEqual([gig.minimalist]);
    const beyond = await search('?sort=newest&pageSize=3&pageIndex=9');
    expect(beyond).toMatchObject({ pageIndex: 9, totalRow: 7, data: [] });
  });

  it('sorts by orders for Best Selling, and follows new and deleted orders', async () => {
    const before = await search('?sort=best-selling');
    expect(ids(before)).toEqual([
      gig.mascot,
      gig.vintage,
      gig.guide,
      gig.minimalist,
      gig.handDrawn,
      gig.catalog,
      gig.threeD,
    ]);
    // Four orders for the 3D logo through the API: it becomes the best seller.
    const buyer = await t.createUser();
    const booked: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const created = await call(t.app, 'POST', '/api/thue-cong-viec', {
        token: buyer.token,
        body: { maCongViec: gig.threeD },
      });
      expect(created.status).toBe(201);
      booked.push((created.body?.content as { id: number }).id);
    }
    expect(ids(await search('?sort=best-selling&pageSize=2'))).toEqual([gig.threeD, gig.mascot]);
    // An admin deletes two of the records (a started order is no longer the buyer's to cancel).
    const admin = await t.createAdmin();
    for (const id of booked.slice(0, 2))
      expect(
        (await call(t.app, 'DELETE', `/api/thue-cong-viec/${id}`, { token: admin.token })).status,
      ).toBe(200);
    // Two orders left: level with the vintage logo, after the mascot's three.
    expect(ids(await search('?sort=best-selling&pageSize=3'))).toEqual([
      gig.mascot,
      gig.vintage,
      gig.threeD,
    ]);
    await t.db.delete(orders).where(eq(orders.gigId, gig.threeD!));
    const [counted] = await queryRows<{ n: number }>(
      t.db,
      sql`select hire_count as n from jobs where id = ${gig.threeD!}`,
    );
    expect(counted!.n).toBe(0);
  });

  it('ranks by rating for Relevance without a keyword', async () => {
    const reply = await search(`?maChiTietLoaiCongViec=${detail.logo}`);
    // Five 5-star reviews beat one; unrated gigs follow, the more hired first.
    expect(ids(reply)).toEqual([gig.handDrawn, gig.minimalist, gig.vintage, gig.threeD]);
    expect(reply.totalRow).toBe(4);
  });

  it("filters by subcategory, category, the category filter's subcategories repeated or comma-separated, and budget", async () => {
    expect(idSet(await search(`?maChiTietLoaiCongViec=${detail.illustration}`))).toEqual(
      sorted(['catalog', 'mascot']),
    );
    const art = await search(`?maLoaiCongViec=${jobType.art}`);
    expect(idSet(art)).toEqual(sorted(['catalog', 'mascot']));
    expect(art.facets.categories).toEqual([
      { id: detail.illustration, tenChiTiet: 'Illustration', count: 2 },
    ]);
    expect((await search(`?maLoaiCongViec=${jobType.graphics}`)).totalRow).toBe(7);
    expect((await search('?maLoaiCongViec=999999')).totalRow).toBe(0);
    const repeated = await search(`?category=${detail.guide}&category=${detail.illustration}`);
    const commas = await search(`?category=${detail.guide},${detail.illustration}`);
    expect(idSet(repeated)).toEqual(sorted(['guide', 'catalog', 'mascot']));
    expect(idSet(commas)).toEqual(idSet(repeated));
    // Both ends of the budget are included.
    expect(idSet(await search('?minPrice=50&maxPrice=120'))).toEqual(
      sorted(['vintage', 'handDrawn', 'mascot']),
    );
    expect(idSet(await search('?minPrice=200'))).toEqual(sorted(['guide', 'threeD']));
    expect(idSet(await search('?maxPrice=20'))).toEqual(sorted(['minimalist']));
  });

  it('filters by seller level, delivery time, Pro, local and online sellers, and style', async () => {
    expect(idSet(await search('?sellerLevel=2&sellerLevel=3'))).toEqual(
      sorted(['vintage', 'handDrawn', 'mascot', 'threeD']),
    );
    expect(idSet(await search('?sellerLevel=0'))).toEqual(sorted(['minimalist']));
    expect(idSet(await search('?deliveryDays=3'))).toEqual(
      sorted(['minimalist', 'catalog', 'mascot']),
    );
    expect(idSet(await search('?pro=true'))).toEqual(sorted(['vintage', 'guide', 'threeD']));
    expect((await search('?pro=false')).totalRow).toBe(7);
    expect(idSet(await search('?local=true'))).toEqual(
      sorted(['minimalist', 'handDrawn', 'threeD']),
    );
    expect(idSet(await search('?local=true&country=india'))).toEqual(sorted(['guide', 'catalog']));
    expect(idSet(await search('?online=true'))).toEqual(
      sorted(['minimalist', 'vintage', 'mascot']),
    );
    expect(idSet(await search('?style=vintage,3D'))).toEqual(sorted(['vintage', 'threeD']));
    // The styles follow a renamed gig.
    const admin = await t.createAdmin();
    const renamed = await call(t.app, 'PUT', `/api/cong-viec/${gig.mascot}`, {
      token: admin.token,
      body: { tenCongViec: 'I will illustrate a VINTAGE mascot' },
    });
    expect(renamed.status).toBe(200);
    expect(idSet(await search('?style=Vintage'))).toEqual(sorted(['vintage', 'mascot']));
    await call(t.app, 'PUT', `/api/cong-viec/${gig.mascot}`, {
      token: admin.token,
      body: { tenCongViec: 'I will illustrate a playful mascot' },
    });
    expect(idSet(await search('?style=Vintage'))).toEqual(sorted(['vintage']));
    // Filters combine: online Pro logos.
    expect(idSet(await search('?keyword=logo&online=true&pro=true'))).toEqual(sorted(['vintage']));
  });

  it('counts each facet under every filter but its own', async () => {
    const all = await search('?keyword=logo');
    expect(all.facets.categories).toEqual([
      { id: detail.logo, tenChiTiet: 'Logo Design', count: 4 },
      { id: detail.guide, tenChiTiet: 'Brand Style Guides', count: 1 },
    ]);
    expect(all.facets.sellerLevels).toEqual([
      { level: 0, count: 1 },
      { level: 1, count: 1 },
      { level: 2, count: 2 },
      { level: 3, count: 1 },
    ]);
    expect(all.facets.priceRange).toEqual({ min: 20, max: 300 });
    expect(all.facets.deliveryTimes).toEqual([
      { days: 1, count: 0 },
      { days: 3, count: 1 },
      { days: 7, count: 3 },
    ]);
    const styles = Object.fromEntries(all.facets.styles.map((entry) => [entry.style, entry.count]));
    expect(styles).toMatchObject({
      Minimalist: 1,
      Vintage: 1,
      'Hand-drawn': 1,
      '3D': 1,
      Modern: 1,
      Playful: 0,
    });

    const narrowed = await search(`?keyword=logo&category=${detail.guide}&minPrice=100`);
    expect(narrowed.totalRow).toBe(1);
    // The category menu still offers the others, counted within the budget.
    expect(narrowed.facets.categories).toEqual([
      { id: detail.logo, tenChiTiet: 'Logo Design', count: 2 },
      { id: detail.guide, tenChiTiet: 'Brand Style Guides', count: 1 },
    ]);
    expect(narrowed.facets.sellerLevels).toEqual([
      { level: 0, count: 0 },
      { level: 1, count: 1 },
      { level: 2, count: 0 },
      { level: 3, count: 0 },
    ]);
    // The price range ignores the budget itself, within the chosen category.
    expect(narrowed.facets.priceRange).toEqual({ min: 200, max: 200 });
  });

  it("finds a gig by its seller's search tags, and pages on past the title matches", async () => {
    await t.db
      .update(gigs)
      .set({ tags: ['wordmark'] })
      .where(eq(gigs.id, gig.catalog!));
    expect(ids(await search('?keyword=wordmark'))).toEqual([gig.catalog]);
    await t.db.update(gigs).set({ tags: [] }).where(eq(gigs.id, gig.catalog!));
    expect((await search('?keyword=wordmark')).totalRow).toBe(0);

    // Three titles have both words, then the hand-drawn logo through its subcategory.
    const first = await search('?keyword=designing%20logos&pageSize=2');
    const second = await search('?keyword=designing%20logos&pageSize=2&pageIndex=2');
    const third = await search('?keyword=designing%20logos&pageSize=2&pageIndex=3');
    expect(second.data).toHaveLength(2);
    expect(ids(second)[1]).toBe(gig.handDrawn);
    expect(third.data).toEqual([]);
    expect([...ids(first), ...ids(second)].sort((a, b) => a - b)).toEqual(
      sorted(['minimalist', 'vintage', 'handDrawn', 'threeD']),
    );
  });

  it('follows the seller: a new level or country moves their gigs between the filters', async () => {
    const [arjun] = await t.db
      .select({ id: gigs.sellerId })
      .from(gigs)
      .where(eq(gigs.id, gig.guide!));
    await t.db
      .update(users)
      .set({ sellerLevel: 3, country: 'Vietnam' })
      .where(eq(users.id, arjun!.id));
    expect(idSet(await search('?sellerLevel=1'))).toEqual([]);
    expect(idSet(await search('?local=true'))).toEqual(
      sorted(['minimalist', 'handDrawn', 'guide', 'catalog', 'threeD']),
    );
    await t.db
      .update(users)
      .set({ sellerLevel: 1, country: 'India' })
      .where(eq(users.id, arjun!.id));
    expect(idSet(await search('?sellerLevel=1'))).toEqual(sorted(['guide', 'catalog']));
  });

  it('leaves out a gig its seller paused, and finds it again once active', async () => {
    await t.db.update(gigs).set({ status: 'paused' }).where(eq(gigs.id, gig.mascot!));
    expect(ids(await search('?keyword=mascot'))).toEqual([]);
    expect((await search('')).totalRow).toBe(6);
    await t.db.update(gigs).set({ status: 'active' }).where(eq(gigs.id, gig.mascot!));
    expect(ids(await search('?keyword=mascot'))).toEqual([gig.mascot]);
  });

  it('answers an empty page with empty facets when nothing matches', async () => {
    const reply = await search('?keyword=zebra');
    expect(reply).toMatchObject({ totalRow: 0, data: [] });
    expect(reply.facets.categories).toEqual([]);
    expect(reply.facets.priceRange).toEqual({ min: null, max: null });
    expect(reply.facets.sellerLevels.every((entry) => entry.count === 0)).toBe(true);
    expect((await search('?maChiTietLoaiCongViec=999999')).totalRow).toBe(0);
  });

  it.each([
    ['pageIndex=0', 'pageIndex'],
    ['pageIndex=abc', 'pageIndex'],
    ['pageSize=0', 'pageSize'],
    ['pageSize=101', 'pageSize'],
    ['pageSize=2.5', 'pageSize'],
    ['minPrice=-1', 'minPrice'],
    ['minPrice=50&maxPrice=10', 'maxPrice'],
    ['sellerLevel=4', 'sellerLevel'],
    ['sellerLevel=1,top', 'sellerLevel'],
    ['category=abc', 'category'],
    ['category=0', 'category'],
    ['maChiTietLoaiCongViec=-3', 'maChiTietLoaiCongViec'],
    ['maLoaiCongViec=0', 'maLoaiCongViec'],
    ['deliveryDays=0', 'deliveryDays'],
    ['deliveryDays=91', 'deliveryDays'],
    ['pro=yes', 'pro'],
    ['local=1', 'local'],
    ['online=on', 'online'],
    ['sort=cheapest', 'sort'],
    ['style=Fancy', 'style'],
    [`keyword=${'x'.repeat(201)}`, 'keyword'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const before = await t.countRows('jobs');
    const reply = await call(t.app, 'GET', `/api/cong-viec/tim-kiem?${query}`);
    expect(reply.status).toBe(400);
    expect(reply.body?.message).toBe('Dữ liệu nhập vào không đúng!');
    expect(String(reply.body?.content)).toMatch(new RegExp(`^${field}\\b`));
    expect(await t.countRows('jobs')).toBe(before);
  });
});
