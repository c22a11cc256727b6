import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gigReviewSummary, review, reviewView } from '@giglane/contract/reviews';
import { sellerPage } from '@giglane/contract/sellers';
import { orderView } from '@giglane/contract/orders';
import { completedOrder, orderWorld, ordersApi } from '../../testing/orders';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';

const REVIEW = { stars: 5, communication: 5, asDescribed: 5, recommend: 5, text: 'Great logo' };

/** What buyers see of the seller and the gig: the seller's rating, the gig's count and summary. */
async function ratings(t: TestApp, world: Awaited<ReturnType<typeof orderWorld>>) {
  const page = contentOf(
    sellerPage,
    (await call(t.app, 'GET', `/api/sellers/${world.seller.id}`)).body,
  );
  const summary = contentOf(
    gigReviewSummary,
    (await call(t.app, 'GET', `/api/gigs/${world.gig.id}/review-summary`)).body,
  );
  return {
    seller: page.seller.rating,
    sellerCount: page.seller.ratingCount,
    gig: page.gigs[0]!.congViec.saoCongViec,
    gigCount: page.gigs[0]!.congViec.danhGia,
    summary: { count: summary.count, average: summary.average },
  };
}

describe('with REVIEWS=open, ratings move only with completed orders', () => {
  let t: TestApp;
  let world: Awaited<ReturnType<typeof orderWorld>>;
  beforeAll(async () => {
    t = await createTestApp({ reviews: 'open' });
    world = await orderWorld(t);
    const orderId = await completedOrder(t, world, world.buyer);
    const reviewed = await call(t.app, 'POST', `/api/orders/${orderId}/review`, {
      token: world.buyer.token,
      body: REVIEW,
    });
    expect(reviewed.status).toBe(201);
    // The seller's review of the buyer publishes both (decision 054).
    const answered = await call(t.app, 'POST', `/api/orders/${orderId}/buyer-review`, {
      token: world.seller.token,
      body: { stars: 5, text: 'Great buyer' },
    });
    expect(answered.status).toBe(201);
  });
  afterAll(() => t.close());

  it('keeps the seller at 5.0 when a user who never ordered posts one star, and shows it as a comment', async () => {
    const before = await ratings(t, world);
    expect(before).toEqual({
      seller: 5,
      sellerCount: 1,
      gig: 5,
      gigCount: 1,
      summary: { count: 1, average: 5 },
    });
    const stranger = await t.createUser({ name: 'Never Ordered' });
    const posted = await call(t.app, 'POST', '/api/binh-luan', {
      token: stranger.token,
      body: { maCongViec: world.gig.id, noiDung: 'Terrible', saoBinhLuan: 1 },
    });
    // The original API's reply keeps its shape.
    expect(posted.status).toBe(201);
    expect(posted.body?.content).toMatchObject({ noiDung: 'Terrible', saoBinhLuan: 1 });

    expect(await ratings(t, world)).toEqual(before);
    // The comment is shown on the gig, not verified and not counted.
    const list = await call(
      t.app,
      'GET',
      `/api/binh-luan/lay-binh-luan-theo-cong-viec/${world.gig.id}`,
    );
    const rows = contentOf(reviewView.array(), list.body);
    expect(rows.map((row) => [row.noiDung, row.verified, row.counted])).toEqual([
      ['Terrible', false, false],
      ['Great logo', true, true],
    ]);
  });

  it('does not move the rating when a comment without an order is edited or deleted', async () => {
    const before = await ratings(t, world);
    const stranger = await t.createUser();
    const posted = await call(t.app, 'POST', '/api/binh-luan', {
      token: stranger.token,
      body: { maCongViec: world.gig.id, noiDung: 'Meh', saoBinhLuan: 2 },
    });
    const { id } = contentOf(review, posted.body);
    const edited = await call(t.app, 'PUT', `/api/binh-luan/${id}`, {
      token: stranger.token,
      body: { saoBinhLuan: 1 },
    });
    expect(edited.status).toBe(200);
    expect(await ratings(t, world)).toEqual(before);
    expect(
      (await call(t.app, 'DELETE', `/api/binh-luan/${id}`, { token: stranger.token })).status,
    ).toBe(200);
    expect(await ratings(t, world)).toEqual(before);
  });

  it('counts a comment through the original API from a buyer with a completed order, once per order', async () => {
    const buyer = await t.createUser();
    const orderId = await completedOrder(t, world, buyer);
    const body = { maCongViec: world.gig.id, noiDung: 'Fine', saoBinhLuan: 3 };
    const before = await ratings(t, world);
    const first = await call(t.app, 'POST', '/api/binh-luan', { token: buyer.token, body });
    expect(first.status).toBe(201);
    const second = await call(t.app, 'POST', '/api/binh-luan', { token: buyer.token, body });
    // With REVIEWS=open the second is still taken, as a comment that counts for nothing.
    expect(second.status).toBe(201);
    // The counted one is the order's review, blind until the seller reviews the buyer.
    expect(await ratings(t, world)).toEqual(before);
    const sellers = await call(t.app, 'POST', `/api/orders/${orderId}/buyer-review`, {
      token: world.seller.token,
      body: { stars: 5, text: 'Quick answers' },
    });
    expect(sellers.status).toBe(201);
    const after = await ratings(t, world);
    expect(after.sellerCount).toBe(2);
    expect(after.summary).toEqual({ count: 2, average: 4 });
    expect(after.seller).toBe(4);
    // The counted comment spent the order's own review.
    const view = contentOf(orderView, (await ordersApi(t).view(orderId, buyer.token)).body);
    expect(view.actions).not.toContain('review');
  });
});
