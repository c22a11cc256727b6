import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchReply, type SearchReply } from '@giglane/contract/search';
import { gigs } from '../gigs/gigs-schema';
import { insertOrders } from '../../testing/orders';
import {
  createSeller,
  insertFeatureCatalog,
  sellerGigApi,
  type Caller,
} from '../../testing/seller-gigs';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let api: ReturnType<typeof sellerGigApi>;
let logo: number;
let seller: Caller;
/** Ten proven gigs of Logo Design, best first: listed in 2025, each with a few orders. */
const proven: number[] = [];
/** The gig listed through the gig editor by the first test. */
let freshId = 0;

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

async function insertGig(name: string, createdAt: Date, orderCount = 0): Promise<number> {
  const [row] = await t.db
    .insert(gigs)
    .values({
      name,
      price: 30,
      deliveryDays: 3,
      sellerId: seller.id,
      subcategoryId: logo,
      description: 'Long text',
      shortDescription: 'Short text',
      createdAt,
    })
    .returning({ id: gigs.id });
  if (orderCount > 0)
    await insertOrders(
      t.db,
      Array.from({ length: orderCount }, () => ({
        gigId: row!.id,
        buyerId: seller.id,
        orderedOn: '2025-08-01',
      })),
    );
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  api = sellerGigApi(t);
  logo = (await insertFeatureCatalog(t)).logo;
  seller = await createSeller(t);
  // More orders rank first among equal ratings: the first proven gig has 20.
  for (let i = 0; i < 10; i += 1)
    proven.push(await insertGig(`I will design logo number ${i}`, new Date('2025-03-01'), 20 - i));
});
afterAll(() => t.close());

async function search(query: string): Promise<SearchReply> {
  const reply = await call(t.app, 'GET', `/api/cong-viec/tim-kiem${query}`);
  expect(reply.status, query).toBe(200);
  return contentOf(searchReply, reply.body);
}

const ids = (reply: SearchReply) => reply.data.map((card) => card.id);

/** Every page of a search, in order. */
async function everyPage(query: string, pageSize: number): Promise<number[][]> {
  const pages: number[][] = [];
  for (let page = 1; ; page += 1) {
    const reply = await search(`${query}&pageSize=${pageSize}&pageIndex=${page}`);
    if (reply.data.length === 0) return pages;
    pages.push(ids(reply));
  }
}

describe('Relevance and new gigs', () => {
  it('puts a brand-new gig on the first page of its subcategory, after the two best proven gigs', async () => {
    const fresh = await api.createListedGig(seller, logo, { title: 'I will design a fresh logo' });
    freshId = fresh.id;
    const first = await search(`?maChiTietLoaiCongViec=${logo}`);
    expect(first.totalRow).toBe(11);
    expect(ids(first)).toEqual([proven[0], proven[1], fresh.id, ...proven.slice(2, 7)]);
    // The second page takes up where the first left the proven gigs.
    expect(ids(await search(`?maChiTietLoaiCongViec=${logo}&pageIndex=2`))).toEqual(
      proven.slice(7),
    );
    // A keyword's Relevance too, through the words of the title.
    expect(ids(await search('?keyword=logo')).slice(0, 3)).toEqual([
      proven[0],
      proven[1],
      fresh.id,
    ]);
    // A keyword of several words, whose page the facet pass reads with its matches.
    const words = '?keyword=design%20logo';
    expect(ids(await search(words)).slice(0, 3)).toEqual([proven[0], proven[1], fresh.id]);
    expect(ids(await search(`${words}&pageIndex=2`))).toEqual(proven.slice(7));
    // The other sorts are left as they are.
    expect(ids(await search(`?maChiTietLoaiCongViec=${logo}&sort=best-selling`))).not.toContain(
      fresh.id,
    );
  });

  it('gives two places to new gigs, the newest, and cuts pages of any size from one order', async () => {
    // New too, with the first test's gig (listed today): the newest two have the slots.
    const yesterday = await insertGig('I will draw a newer logo', daysAgo(1));
    const older = [
      await insertGig('I will draw a new logo', daysAgo(2)),
      await insertGig('I will draw an older new logo', daysAgo(20)),
    ];
    const newest = [freshId, yesterday];
    // Listed too long ago, or with orders enough: proven, ranked by their rating and orders.
    const pastWindow = await insertGig('I will draw a month-old logo', daysAgo(31));
    const ordered = await insertGig('I will draw a busy new logo', daysAgo(1), 5);

    const [page] = await everyPage(`?maChiTietLoaiCongViec=${logo}`, 8);
    expect(page).toHaveLength(8);
    expect(page!.slice(0, 2)).toEqual([proven[0], proven[1]]);
    expect([page![2], page![5]]).toEqual(newest);
    for (const id of [...older, pastWindow]) expect(page).not.toContain(id);

    // The rest by rating, then orders: the busy gig's 5 orders rank it after the proven gigs' 11
    // or more and before the gigs without any, new or not.
    const whole = [
      ...proven.slice(0, 2),
      freshId,
      ...proven.slice(2, 4),
      yesterday,
      ...proven.slice(4),
      ordered,
      ...older,
      pastWindow,
    ];
    expect((await everyPage(`?maChiTietLoaiCongViec=${logo}`, 20))[0]).toEqual(whole);
    // Pages of any size are cuts of that one order: every gig once, the new ones where they were.
    for (const size of [1, 2, 3, 8])
      expect((await everyPage(`?maChiTietLoaiCongViec=${logo}`, size)).flat()).toEqual(whole);
  });
});
