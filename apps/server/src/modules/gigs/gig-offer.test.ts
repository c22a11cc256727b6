import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { gigOffer, type SellerGig } from '@giglane/contract/gig-offers';
import { gig, gigView } from '@giglane/contract/gigs';
import { searchReply } from '@giglane/contract/search';
import { sellerPage } from '@giglane/contract/sellers';
import { users } from '../accounts/accounts-schema';
import { reviews } from '../reviews/reviews-schema';
import {
  createSeller,
  insertFeatureCatalog,
  LONG_DESCRIPTION,
  packageBody,
  sellerGigApi,
  type Caller,
} from '../../testing/seller-gigs';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let api: ReturnType<typeof sellerGigApi>;
let subcategoryId: number;
let seller: Caller;
let otherSeller: Caller;
let buyer: Caller;
let admin: Caller;
let listed: SellerGig;
let draft: SellerGig;
let paused: SellerGig;

beforeAll(async () => {
  t = await createTestApp();
  api = sellerGigApi(t);
  subcategoryId = (await insertFeatureCatalog(t)).logo;
  seller = await createSeller(t);
  await t.db
    .update(users)
    .set({ avatar: '/avatar/sam.png', sellerLevel: 2 })
    .where(eq(users.id, seller.id));
  otherSeller = await createSeller(t, 'Olga Other');
  buyer = await t.createUser({ name: 'Bao Buyer' });
  admin = await t.createAdmin();
  listed = await api.createListedGig(seller, subcategoryId, {
    title: 'I will design a listed logo',
    basicPrice: 30,
    days: 5,
  });
  draft = await api.createDraft(seller, subcategoryId, 'I will design a draft logo');
  paused = await api.createListedGig(seller, subcategoryId, {
    title: 'I will design a paused logo',
  });
  await api.reply('PUT', `/api/seller-gigs/${paused.id}/status`, seller.token, {
    status: 'paused',
  });
});
afterAll(() => t.close());

async function offerFor(id: number, token?: string) {
  return call(t.app, 'GET', `/api/gigs/${id}/offer`, { token });
}

describe('the gig offer', () => {
  it("shows an active gig's packages, FAQ, pictures, open orders and seller to anyone", async () => {
    await api.reply('PUT', `/api/seller-gigs/${listed.id}/pricing`, seller.token, {
      basic: packageBody({ price: 30, deliveryDays: 5 }),
      premium: packageBody({ name: 'Premium', price: 120, deliveryDays: 2, revisions: null }),
    });
    await api.reply('PUT', `/api/seller-gigs/${listed.id}/description`, seller.token, {
      description: LONG_DESCRIPTION,
      faq: [{ question: 'Can I get a 3D mockup?', answer: 'In Premium.' }],
    });
    // Two orders in progress over the seller's gigs, one done; reviews of 4 and 5 stars. The
    // paused gig's order was placed before it was paused: an admin records it.
    for (const gigId of [listed.id, listed.id])
      await call(t.app, 'POST', '/api/thue-cong-viec', {
        token: buyer.token,
        body: { maCongViec: gigId },
      });
    await call(t.app, 'POST', '/api/thue-cong-viec', {
      token: admin.token,
      body: { maCongViec: paused.id, maNguoiThue: buyer.id },
    });
    const [first] = (
      await call(t.app, 'GET', '/api/thue-cong-viec/lay-danh-sach-da-thue', {
        token: buyer.token,
      })
    ).body?.content as { id: number }[];
    // Completed by an admin: a buyer accepts only a delivered order.
    await call(t.app, 'POST', `/api/thue-cong-viec/hoan-thanh-cong-viec/${first!.id}`, {
      token: admin.token,
    });
    // Published reviews that count, as completed orders' reviews are (decision 054).
    const counted = { counted: true, publishedAt: new Date() };
    await t.db.insert(reviews).values([
      { gigId: listed.id, reviewerId: buyer.id, reviewedOn: '2026-01-02', stars: 4, ...counted },
      { gigId: paused.id, reviewerId: buyer.id, reviewedOn: '2026-01-03', stars: 5, ...counted },
    ]);

    const reply = await offerFor(listed.id);
    expect(reply.status).toBe(200);
    const offer = contentOf(gigOffer, reply.body);
    expect(offer).toMatchObject({
      id: listed.id,
      status: 'active',
      tags: ['logo'],
      description: LONG_DESCRIPTION,
      faq: [{ question: 'Can I get a 3D mockup?', answer: 'In Premium.' }],
      queue: 2,
      seller: {
        id: seller.id,
        name: 'Sam Seller Studio',
        // One completed order: a new seller by the level rules.
        level: 0,
        headline: 'Logos and brands that people remember',
        country: 'Vietnam',
        rating: 4.5,
        ratingCount: 2,
      },
    });
    expect(offer.packages.map((p) => [p.tier, p.price, p.deliveryDays, p.revisions])).toEqual([
      ['basic', 30, 5, 2],
      ['premium', 120, 2, null],
    ]);
    expect(offer.seller.avatar).toMatch(/^http:\/\/[^/]+\/avatar\/sam\.png$/);
    expect(offer.pictures).toHaveLength(1);
    expect(offer.pictures[0]!.url).toMatch(/^http:\/\/[^/]+\/images\//);

    // The card follows the packages: the Basic price with the Basic package's delivery.
    const card = await call(t.app, 'GET', `/api/cong-viec/lay-cong-viec-chi-tiet/${listed.id}`);
    const [view] = contentOf(z.array(gigView), card.body);
    expect(view).toMatchObject({ congViec: { giaTien: 30 }, deliveryDays: 5 });
    expect(view!.cover).toEqual(offer.pictures[0]);
  });

  it('shows a draft only to its seller and admins, a paused gig to its buyers too: 404 to anyone else', async () => {
    for (const hidden of [draft, paused]) {
      for (const token of [undefined, otherSeller.token]) {
        const reply = await offerFor(hidden.id, token);
        expect(reply.status).toBe(404);
        expect(reply.body?.content).toBeNull();
      }
      for (const token of [seller.token, admin.token])
        expect(contentOf(gigOffer, (await offerFor(hidden.id, token)).body).status).toBe(
          hidden.id === draft.id ? 'draft' : 'paused',
        );
    }
    // The buyer has an order of the paused gig, none of the draft.
    expect((await offerFor(draft.id, buyer.token)).status).toBe(404);
    expect(contentOf(gigOffer, (await offerFor(paused.id, buyer.token)).body).status).toBe(
      'paused',
    );
    expect((await offerFor(999_999)).status).toBe(404);
  });
});

describe('what the public sees of unlisted gigs', () => {
  const hiddenIds = () => [draft.id, paused.id];

  it('leaves drafts and paused gigs out of every public list and search', async () => {
    const all = contentOf(z.array(gig), (await call(t.app, 'GET', '/api/cong-viec')).body);
    const bySubcategory = contentOf(
      z.array(gigView),
      (await call(t.app, 'GET', `/api/cong-viec/lay-cong-viec-theo-chi-tiet-loai/${subcategoryId}`))
        .body,
    );
    const byName = contentOf(
      z.array(gigView),
      (await call(t.app, 'GET', '/api/cong-viec/lay-danh-sach-cong-viec-theo-ten/logo')).body,
    );
    const search = contentOf(
      searchReply,
      (await call(t.app, 'GET', '/api/cong-viec/tim-kiem?keyword=logo')).body,
    );
    const page = contentOf(
      sellerPage,
      (await call(t.app, 'GET', `/api/sellers/${seller.id}`)).body,
    );
    for (const ids of [
      all.map((row) => row.id),
      bySubcategory.map((row) => row.id),
      byName.map((row) => row.id),
      search.data.map((row) => row.id),
      page.gigs.map((row) => row.id),
    ]) {
      expect(ids).toContain(listed.id);
      for (const hidden of hiddenIds()) expect(ids).not.toContain(hidden);
    }
    // The facets count listed gigs only.
    expect(search.totalRow).toBe(1);
    expect(search.facets.categories).toEqual([
      { id: subcategoryId, tenChiTiet: 'Logo Design', count: 1 },
    ]);
  });

  it("answers 404 for an unlisted gig and its card, except to its seller, admins and a paused one's buyers", async () => {
    for (const id of hiddenIds()) {
      for (const url of [`/api/cong-viec/${id}`, `/api/cong-viec/lay-cong-viec-chi-tiet/${id}`]) {
        for (const token of [undefined, otherSeller.token])
          expect((await call(t.app, 'GET', url, { token })).status, url).toBe(404);
        for (const token of [seller.token, admin.token])
          expect((await call(t.app, 'GET', url, { token })).status, url).toBe(200);
        expect((await call(t.app, 'GET', url, { token: buyer.token })).status, url).toBe(
          id === paused.id ? 200 : 404,
        );
      }
    }
  });

  it('keeps every gig in the admin list', async () => {
    const reply = await call(t.app, 'GET', '/api/cong-viec/phan-trang-tim-kiem?pageSize=100', {
      token: admin.token,
    });
    const ids = (reply.body?.content as { data: { id: number }[] }).data.map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([listed.id, ...hiddenIds()]));
  });

  it('lists a gig again once it is resumed', async () => {
    await api.reply('PUT', `/api/seller-gigs/${paused.id}/status`, seller.token, {
      status: 'active',
    });
    const search = contentOf(
      searchReply,
      (await call(t.app, 'GET', '/api/cong-viec/tim-kiem?keyword=paused')).body,
    );
    expect(search.data.map((row) => row.id)).toEqual([paused.id]);
    await api.reply('PUT', `/api/seller-gigs/${paused.id}/status`, seller.token, {
      status: 'paused',
    });
  });
});
