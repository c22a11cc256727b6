import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { gigView, type GigView } from '@giglane/contract/gigs';
import { searchReply } from '@giglane/contract/search';
import { sellerPage } from '@giglane/contract/sellers';
import { users } from '../accounts/accounts-schema';
import {
  createSeller,
  insertFeatureCatalog,
  packageBody,
  sellerGigApi,
  type Caller,
} from '../../testing/seller-gigs';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let api: ReturnType<typeof sellerGigApi>;
let subcategoryId: number;
let seller: Caller;
let gigId: number;

/*
 * A gig whose Basic package is the cheapest and the slowest: US$25 in 6 days, Standard US$60 in
 * 3 days. Every card of it must show the Basic package's days beside the Basic price, and the
 * seller's display name rather than their account's.
 */
beforeAll(async () => {
  t = await createTestApp();
  api = sellerGigApi(t);
  subcategoryId = (await insertFeatureCatalog(t)).logo;
  seller = await createSeller(t, 'sam.account');
  const listed = await api.createListedGig(seller, subcategoryId, {
    title: 'I will design a patient logo',
    basicPrice: 25,
    days: 6,
  });
  gigId = listed.id;
  const priced = await api.reply('PUT', `/api/seller-gigs/${gigId}/pricing`, seller.token, {
    basic: packageBody({ price: 25, deliveryDays: 6, features: [] }),
    standard: packageBody({ name: 'Plus', price: 60, deliveryDays: 3, features: [] }),
  });
  expect(priced.status).toBe(200);
});
afterAll(() => t.close());

const cards = z.array(gigView);

/** The gig's card from every read that returns cards. */
async function everyCard(): Promise<[string, GigView][]> {
  const get = (url: string) => call(t.app, 'GET', url);
  const found = (list: GigView[]) => list.find((card) => card.id === gigId)!;
  return [
    [
      'search',
      found(
        contentOf(searchReply, (await get(`/api/cong-viec/tim-kiem?keyword=patient`)).body).data,
      ),
    ],
    [
      'subcategory',
      found(
        contentOf(
          cards,
          (await get(`/api/cong-viec/lay-cong-viec-theo-chi-tiet-loai/${subcategoryId}`)).body,
        ),
      ),
    ],
    [
      'gig',
      found(contentOf(cards, (await get(`/api/cong-viec/lay-cong-viec-chi-tiet/${gigId}`)).body)),
    ],
    [
      'name',
      found(
        contentOf(
          cards,
          (await get('/api/cong-viec/lay-danh-sach-cong-viec-theo-ten/patient')).body,
        ),
      ),
    ],
    ['seller', found(contentOf(sellerPage, (await get(`/api/sellers/${seller.id}`)).body).gigs)],
  ];
}

describe('gig cards', () => {
  it("pair the Basic price with the Basic package's delivery, not the fastest package's", async () => {
    for (const [read, card] of await everyCard()) {
      expect({ read, price: card.congViec.giaTien, days: card.deliveryDays }).toEqual({
        read,
        price: 25,
        days: 6,
      });
    }
  });

  it("name the seller by their profile's display name, the account name staying in tenNguoiTao", async () => {
    for (const [read, card] of await everyCard())
      expect({ read, sellerName: card.sellerName, tenNguoiTao: card.tenNguoiTao }).toEqual({
        read,
        sellerName: 'sam.account Studio',
        tenNguoiTao: 'sam.account',
      });
  });

  it('fall back to the account name for a seller without a display name', async () => {
    await t.db.update(users).set({ displayName: '  ' }).where(eq(users.id, seller.id));
    for (const [read, card] of await everyCard())
      expect({ read, sellerName: card.sellerName }).toEqual({ read, sellerName: 'sam.account' });
  });
});
