import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationList } from '@giglane/contract/messages';
import { orderView } from '@giglane/contract/orders';
import {
  buyerReview,
  buyerReviewsReply,
  gigReviewSummary,
  reviewView,
} from '@giglane/contract/reviews';
import { marketplaceSettings } from '@giglane/contract/settings';
import { sellerPage } from '@giglane/contract/sellers';
import { buildApp } from '../../app';
import { DEFAULT_REVIEW_TIMES } from '../../config';
import { completedOrder, orderWorld, ordersApi } from '../../testing/orders';
import type { Caller } from '../../testing/seller-gigs';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';
import { reviews } from './reviews-schema';

const BUYERS_REVIEW = {
  stars: 4,
  communication: 5,
  asDescribed: 4,
  recommend: 4,
  text: 'Clean logo',
};
const SELLERS_REVIEW = { stars: 5, text: 'Clear brief, quick answers' };

type World = Awaited<ReturnType<typeof orderWorld>>;

const view = async (app: TestApp['app'], id: number, caller: Caller) =>
  contentOf(orderView, (await call(app, 'GET', `/api/orders/${id}`, { token: caller.token })).body);

/** What anyone sees of the gig's reviews: the list, the summary, the seller's rating. */
async function publicReviews(app: TestApp['app'], world: World) {
  const list = contentOf(
    reviewView.array(),
    (await call(app, 'GET', `/api/binh-luan/lay-binh-luan-theo-cong-viec/${world.gig.id}`)).body,
  );
  const summary = contentOf(
    gigReviewSummary,
    (await call(app, 'GET', `/api/gigs/${world.gig.id}/review-summary`)).body,
  );
  const page = contentOf(
    sellerPage,
    (await call(app, 'GET', `/api/sellers/${world.seller.id}`)).body,
  );
  return {
    texts: list.map((row) => row.noiDung),
    count: summary.count,
    sellerRating: page.seller.rating,
  };
}

describe('two-way, double-blind reviews', () => {
  let t: TestApp;
  let world: World;
  beforeAll(async () => {
    t = await createTestApp();
    world = await orderWorld(t);
  });
  afterAll(() => t.close());

  it('tells the pages the window (10 days unless configured) and the levels', async () => {
    const settings = contentOf(
      marketplaceSettings,
      (await call(t.app, 'GET', '/api/settings')).body,
    );
    expect(settings.reviewWindowSeconds).toBe(864_000);
    expect(settings.sellerLevels.map((level) => level.name)).toEqual([
      'Level 1',
      'Level 2',
      'Top Rated',
    ]);
  });

  it('keeps each review hidden from the other side until both have written, then publishes both', async () => {
    const id = await completedOrder(t, world);
    const before = await publicReviews(t.app, world);

    const written = await call(t.app, 'POST', `/api/orders/${id}/review`, {
      token: world.buyer.token,
      body: BUYERS_REVIEW,
    });
    expect(written.status).toBe(201);
    // The buyer sees their own review and that it waits; the seller sees that it exists, not what it says.
    const buyerSees = await view(t.app, id, world.buyer);
    expect(buyerSees.review?.text).toBe('Clean logo');
    expect(buyerSees.reviewWindow).toMatchObject({
      buyerWrote: true,
      sellerWrote: false,
      published: false,
    });
    expect(Date.parse(buyerSees.reviewWindow!.closesAt) - Date.parse(buyerSees.completedAt!)).toBe(
      DEFAULT_REVIEW_TIMES.windowMs,
    );
    const sellerSees = await view(t.app, id, world.seller);
    expect(sellerSees.review).toBeNull();
    expect(sellerSees.actions).toEqual(['review_buyer']);
    expect(await publicReviews(t.app, world)).toEqual(before);
    // Nor can the seller answer what they cannot see.
    const reply = await call(t.app, 'POST', `/api/reviews/${buyerSees.review!.id}/reply`, {
      token: world.seller.token,
      body: { text: 'Thanks!' },
    });
    expect(reply.status).toBe(409);
    // Hidden, it is still the buyer's to change.
    expect(buyerSees.actions).toContain('edit_review');
    const edited = await call(t.app, 'PUT', `/api/orders/${id}/review`, {
      token: world.buyer.token,
      body: { ...BUYERS_REVIEW, text: 'Clean logo' },
    });
    expect(edited.status).toBe(200);

    const sellers = await call(t.app, 'POST', `/api/orders/${id}/buyer-review`, {
      token: world.seller.token,
      body: SELLERS_REVIEW,
    });
    expect(sellers.status).toBe(201);
    expect(contentOf(buyerReview, sellers.body)).toMatchObject(SELLERS_REVIEW);

    const buyerAfter = await view(t.app, id, world.buyer);
    expect(buyerAfter.buyerReview).toMatchObject(SELLERS_REVIEW);
    expect(buyerAfter.reviewWindow).toMatchObject({ published: true });
    // Published, it is final: the buyer has read the seller's review and cannot answer it with
    // other stars, through either API.
    expect(buyerAfter.actions).not.toContain('edit_review');
    const changed = await call(t.app, 'PUT', `/api/orders/${id}/review`, {
      token: world.buyer.token,
      body: { ...BUYERS_REVIEW, stars: 1 },
    });
    expect(changed.status).toBe(409);
    expect(changed.body?.content).toBe(
      'review: a review is final once it is published; it can no longer be edited',
    );
    const changedLegacy = await call(t.app, 'PUT', `/api/binh-luan/${buyerAfter.review!.id}`, {
      token: world.buyer.token,
      body: { saoBinhLuan: 1 },
    });
    expect(changedLegacy.status).toBe(409);
    const sellerAfter = await view(t.app, id, world.seller);
    expect(sellerAfter.review?.text).toBe('Clean logo');
    expect(sellerAfter.actions).toEqual(['reply_to_review']);
    const after = await publicReviews(t.app, world);
    expect(after.texts).toContain('Clean logo');
    expect(after.count).toBe(before.count + 1);
    expect(after.sellerRating).toBe(4);

    // The buyer's public profile shows what sellers said of them.
    const profile = contentOf(
      buyerReviewsReply,
      (await call(t.app, 'GET', `/api/users/${world.buyer.id}/buyer-reviews`)).body,
    );
    expect(profile).toMatchObject({ count: 1, average: 5, buyer: { name: 'Bao Buyer' } });
    expect(profile.reviews[0]).toMatchObject({
      ...SELLERS_REVIEW,
      gigTitle: 'I will design a logo for your shop',
      seller: { id: world.seller.id },
    });
  });

  it('keeps a hidden review editable for 14 days from writing it, not longer', async () => {
    const buyer = await t.createUser();
    const id = await completedOrder(t, world, buyer);
    const url = `/api/orders/${id}/review`;
    await call(t.app, 'POST', url, { token: buyer.token, body: BUYERS_REVIEW });
    // Written fifteen days ago, under a window longer than that (REVIEW_WINDOW).
    await t.db
      .update(reviews)
      .set({ createdAt: sql`now() - interval '15 days'` })
      .where(eq(reviews.orderId, id));
    const late = await call(t.app, 'PUT', url, { token: buyer.token, body: BUYERS_REVIEW });
    expect(late.status).toBe(409);
    expect(late.body?.content).toBe(
      'review: a review may be edited for 14 days after it is written',
    );
    expect((await view(t.app, id, buyer)).actions).not.toContain('edit_review');
  });

  it('publishes the first review at once when the seller wrote first', async () => {
    const buyer = await t.createUser();
    const id = await completedOrder(t, world, buyer);
    await call(t.app, 'POST', `/api/orders/${id}/buyer-review`, {
      token: world.seller.token,
      body: SELLERS_REVIEW,
    });
    expect((await view(t.app, id, buyer)).buyerReview).toBeNull();
    // The buyer is told the seller reviewed them, and is sent to the order, not to the words.
    const notices = contentOf(
      notificationList,
      (await call(t.app, 'GET', '/api/notifications', { token: buyer.token })).body,
    );
    expect(notices.data[0]).toMatchObject({
      kind: 'buyer_reviewed',
      actor: { id: world.seller.id },
      order: { id },
      link: `/orders/${id}`,
      read: false,
    });
    expect(JSON.stringify(notices)).not.toContain(SELLERS_REVIEW.text);
    await call(t.app, 'POST', `/api/orders/${id}/review`, {
      token: buyer.token,
      body: { ...BUYERS_REVIEW, text: 'Second order' },
    });
    expect((await view(t.app, id, buyer)).buyerReview).toMatchObject(SELLERS_REVIEW);
    expect((await publicReviews(t.app, world)).texts).toContain('Second order');
  });

  it('keeps a review posted through the original comment form as blind as the order page’s', async () => {
    const buyer = await t.createUser({ name: 'Oleg Original' });
    const id = await completedOrder(t, world, buyer);
    const before = await publicReviews(t.app, world);
    const posted = await call(t.app, 'POST', '/api/binh-luan', {
      token: buyer.token,
      body: { maCongViec: world.gig.id, noiDung: 'Through the old form', saoBinhLuan: 2 },
    });
    // The original reply keeps its shape.
    expect(posted.status).toBe(201);
    expect(posted.body?.content).toMatchObject({
      maCongViec: world.gig.id,
      maNguoiBinhLuan: buyer.id,
      noiDung: 'Through the old form',
      saoBinhLuan: 2,
    });
    // It is the order's review: hidden from the seller, the lists and the ratings meanwhile.
    const sellerSees = await view(t.app, id, world.seller);
    expect(sellerSees.review).toBeNull();
    expect(sellerSees.reviewWindow).toMatchObject({ buyerWrote: true, published: false });
    expect(sellerSees.actions).toEqual(['review_buyer']);
    expect(await publicReviews(t.app, world)).toEqual(before);
    expect((await view(t.app, id, buyer)).review?.text).toBe('Through the old form');
    expect((await view(t.app, id, buyer)).timeline.map((event) => event.type)).toContain(
      'reviewed',
    );

    await call(t.app, 'POST', `/api/orders/${id}/buyer-review`, {
      token: world.seller.token,
      body: SELLERS_REVIEW,
    });
    const after = await publicReviews(t.app, world);
    expect(after.texts).toContain('Through the old form');
    expect(after.count).toBe(before.count + 1);
    const listed = contentOf(
      reviewView.array(),
      (await call(t.app, 'GET', `/api/binh-luan/lay-binh-luan-theo-cong-viec/${world.gig.id}`))
        .body,
    ).find((row) => row.noiDung === 'Through the old form');
    expect(listed).toMatchObject({ verified: true, counted: true });
  });

  it("takes the seller's review from the order's seller only, once, after completion, nothing written otherwise", async () => {
    const buyer = await t.createUser();
    const api = ordersApi(t);
    const placed = await api.placed(buyer, { gigId: world.gig.id, package: 'basic' });
    const url = `/api/orders/${placed.id}/buyer-review`;
    const before = await t.countRows('buyer_reviews');
    const stranger = await t.createUser();
    const admin = await t.createAdmin();
    expect((await call(t.app, 'POST', url, { body: SELLERS_REVIEW })).status).toBe(403);
    expect(
      (await call(t.app, 'POST', url, { token: stranger.token, body: SELLERS_REVIEW })).status,
    ).toBe(404);
    expect(
      (await call(t.app, 'POST', url, { token: buyer.token, body: SELLERS_REVIEW })).status,
    ).toBe(403);
    expect(
      (await call(t.app, 'POST', url, { token: admin.token, body: SELLERS_REVIEW })).status,
    ).toBe(403);
    const early = await call(t.app, 'POST', url, {
      token: world.seller.token,
      body: SELLERS_REVIEW,
    });
    expect(early.status).toBe(409);
    expect(early.body?.content).toBe('state: a buyer is reviewed once the order is completed');
    const badStars = await call(t.app, 'POST', url, {
      token: world.seller.token,
      body: { stars: 6, text: 'x' },
    });
    expect(badStars.status).toBe(400);
    expect(badStars.body?.content).toContain('stars');
    const noText = await call(t.app, 'POST', url, {
      token: world.seller.token,
      body: { stars: 3 },
    });
    expect(noText.status).toBe(400);
    expect(noText.body?.content).toContain('text');
    expect(await t.countRows('buyer_reviews')).toBe(before);

    await api.deliver(placed.id, world.seller.token, 'Done');
    await api.accept(placed.id, buyer.token);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(t.app, 'POST', url, { token: world.seller.token, body: SELLERS_REVIEW }),
      ),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await t.countRows(`buyer_reviews where order_id = ${placed.id}`)).toBe(1);
  });

  it('publishes both when the two write at the same moment', async () => {
    const buyer = await t.createUser();
    const id = await completedOrder(t, world, buyer);
    const [byBuyer, bySeller] = await Promise.all([
      call(t.app, 'POST', `/api/orders/${id}/review`, { token: buyer.token, body: BUYERS_REVIEW }),
      call(t.app, 'POST', `/api/orders/${id}/buyer-review`, {
        token: world.seller.token,
        body: SELLERS_REVIEW,
      }),
    ]);
    expect([byBuyer.status, bySeller.status]).toEqual([201, 201]);
    expect(await t.countRows(`comments where order_id = ${id} and published_at is not null`)).toBe(
      1,
    );
    expect(
      await t.countRows(`buyer_reviews where order_id = ${id} and published_at is not null`),
    ).toBe(1);
  });

  it('404s the buyer profile of nobody', async () => {
    expect((await call(t.app, 'GET', '/api/users/999999/buyer-reviews')).status).toBe(404);
  });
});

describe('when the review window closes', () => {
  let t: TestApp;
  let world: World;
  const instances: TestApp['app'][] = [];
  beforeAll(async () => {
    // The first instance looks once, at start, then not for an hour: it stops before it would.
    t = await createTestApp({
      reviewTimes: { windowMs: 1_000, publishEveryMs: 3_600_000, levelsEveryMs: 3_600_000 },
    });
    world = await orderWorld(t);
  });
  afterAll(async () => {
    await Promise.all(instances.map((app) => app.close()));
    await t.close();
  });

  it('publishes the one review written, across a restart, by the job queue', async () => {
    const id = await completedOrder(t, world);
    await call(t.app, 'POST', `/api/orders/${id}/review`, {
      token: world.buyer.token,
      body: { ...BUYERS_REVIEW, text: 'Alone' },
    });
    expect(await t.countRows(`comments where order_id = ${id} and published_at is null`)).toBe(1);
    await t.app.close();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await t.countRows(`comments where order_id = ${id} and published_at is null`)).toBe(1);

    // A new server on the same database asks for a round as it starts.
    const restarted = await buildApp({
      config: {
        apiKeys: [],
        corsOrigins: [],
        publicUrl: undefined,
        authRateLimit: 1000,
        reviewTimes: { windowMs: 1_000, publishEveryMs: 50, levelsEveryMs: 3_600_000 },
      },
      db: t.db,
      fileStore: t.fileStore,
      jwtSecret: t.jwtSecret,
    });
    await restarted.ready();
    instances.push(restarted);
    for (;;) {
      if ((await t.countRows(`comments where order_id = ${id} and published_at is null`)) === 0)
        break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await publicReviews(restarted, world)).texts).toContain('Alone');
    const sellerSees = await view(restarted, id, world.seller);
    expect(sellerSees.review?.text).toBe('Alone');
    expect(sellerSees.reviewWindow).toMatchObject({
      buyerWrote: true,
      sellerWrote: false,
      published: true,
    });
    // A review written after the window closed has nothing to wait for.
    const late = await call(restarted, 'POST', `/api/orders/${id}/buyer-review`, {
      token: world.seller.token,
      body: SELLERS_REVIEW,
    });
    expect(late.status).toBe(201);
    expect((await view(restarted, id, world.buyer)).buyerReview).toMatchObject(SELLERS_REVIEW);
  });
});
