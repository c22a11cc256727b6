import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderView } from '@giglane/contract/orders';
import { gigReviewSummary, orderReview, review } from '@giglane/contract/reviews';
import { marketplaceSettings } from '@giglane/contract/settings';
import { reviews } from './reviews-schema';
import { completedOrder, orderWorld, ordersApi } from '../../testing/orders';
import type { Caller } from '../../testing/seller-gigs';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';
import { EVERY_ORDER_REVIEWED } from './reviews-rules';

const REVIEW = { stars: 4, communication: 5, asDescribed: 4, recommend: 3, text: 'Good work' };

describe('with REVIEWS=orders', () => {
  let t: TestApp;
  let world: Awaited<ReturnType<typeof orderWorld>>;
  beforeAll(async () => {
    t = await createTestApp({
      reviews: 'orders',
      maxDeliveryFileBytes: 80_000_000,
      orders: { autoCompleteAfterMs: 86_400_000, autoCompleteEveryMs: 60_000 },
      socialLinks: [{ network: 'x', url: 'https://x.com/giglane' }],
    });
    world = await orderWorld(t);
  });
  afterAll(() => t.close());

  it('tells the pages so, with the configured file size, completion delay and social links', async () => {
    const reply = await call(t.app, 'GET', '/api/settings');
    expect(contentOf(marketplaceSettings, reply.body)).toMatchObject({
      reviews: 'orders',
      maxDeliveryFileBytes: 80_000_000,
      autoCompleteAfterSeconds: 86_400,
      cancellationAnswerSeconds: 2 * 86_400,
      socialLinks: [{ network: 'x', url: 'https://x.com/giglane' }],
    });
  });

  it('takes a review of the open form only from a buyer with a completed order of the gig', async () => {
    const body = { maCongViec: world.gig.id, noiDung: 'Nice', saoBinhLuan: 5 };
    const before = await t.countRows('comments');
    const stranger = await call(t.app, 'POST', '/api/binh-luan', {
      token: world.buyer.token,
      body,
    });
    expect(stranger.status).toBe(403);
    expect(stranger.body?.content).toBe(
      'Only a buyer with a completed order of this gig may review it (REVIEWS=orders)',
    );
    // An order still in progress is not enough.
    await ordersApi(t).placed(world.buyer, { gigId: world.gig.id, package: 'basic' });
    expect(
      (await call(t.app, 'POST', '/api/binh-luan', { token: world.buyer.token, body })).status,
    ).toBe(403);
    expect(await t.countRows('comments')).toBe(before);

    await completedOrder(t, world, world.buyer);
    const buyer = await call(t.app, 'POST', '/api/binh-luan', { token: world.buyer.token, body });
    expect(buyer.status).toBe(201);
    expect(contentOf(review, buyer.body)).toMatchObject({ noiDung: 'Nice', saoBinhLuan: 5 });
  });

  it('takes one review per completed order through the original API, one after the other', async () => {
    const buyer = await t.createUser();
    const orders = [await completedOrder(t, world, buyer), await completedOrder(t, world, buyer)];
    const body = { maCongViec: world.gig.id, noiDung: 'Again and again', saoBinhLuan: 1 };
    const statuses = [];
    for (let i = 0; i < 10; i += 1) {
      const reply = await call(t.app, 'POST', '/api/binh-luan', { token: buyer.token, body });
      statuses.push(reply.status);
      if (reply.status === 409) expect(reply.body?.content).toBe(EVERY_ORDER_REVIEWED);
    }
    expect(statuses).toEqual([201, 201, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect(await t.countRows(`comments where author_id = ${buyer.id}`)).toBe(2);

    // The orders' own review is spent too: through the order page, and after deleting one.
    for (const id of orders) {
      const view = contentOf(orderView, (await ordersApi(t).view(id, buyer.token)).body);
      expect(view.actions).not.toContain('review');
      const again = await call(t.app, 'POST', `/api/orders/${id}/review`, {
        token: buyer.token,
        body: REVIEW,
      });
      expect(again.status).toBe(409);
    }
    const [first] = await t.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.reviewerId, buyer.id));
    expect(
      (await call(t.app, 'DELETE', `/api/binh-luan/${first!.id}`, { token: buyer.token })).status,
    ).toBe(200);
    expect((await call(t.app, 'POST', '/api/binh-luan', { token: buyer.token, body })).status).toBe(
      409,
    );
  });

  it('takes exactly one review per completed order from parallel posts', async () => {
    const buyer = await t.createUser();
    for (let i = 0; i < 3; i += 1) await completedOrder(t, world, buyer);
    const body = { maCongViec: world.gig.id, noiDung: 'All at once', saoBinhLuan: 1 };
    const replies = await Promise.all(
      Array.from({ length: 30 }, () =>
        call(t.app, 'POST', '/api/binh-luan', { token: buyer.token, body }),
      ),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([...Array<number>(3).fill(201), ...Array<number>(27).fill(409)]);
    expect(await t.countRows(`comments where author_id = ${buyer.id}`)).toBe(3);
    expect(await t.countRows(`hires where hirer_id = ${buyer.id} and reviewed_at is null`)).toBe(0);
  });
});

describe('reviews of orders', () => {
  let t: TestApp;
  let world: Awaited<ReturnType<typeof orderWorld>>;
  let admin: Caller;
  beforeAll(async () => {
    // The review window closes as the order completes, so each review is published as it is
    // written: the blind window has its own tests (two-way-reviews.test.ts).
    t = await createTestApp({
      reviewTimes: { windowMs: 1, publishEveryMs: 3_600_000, levelsEveryMs: 3_600_000 },
    });
    world = await orderWorld(t);
    admin = await t.createAdmin();
  });
  afterAll(() => t.close());

  it('keep the open form open by default', async () => {
    expect(
      contentOf(marketplaceSettings, (await call(t.app, 'GET', '/api/settings')).body),
    ).toMatchObject({
      reviews: 'open',
      maxDeliveryFileBytes: 250_000_000,
      autoCompleteAfterSeconds: 3 * 86_400,
      cancellationAnswerSeconds: 2 * 86_400,
      socialLinks: [],
    });
    const anyone = await t.createUser();
    const open = await call(t.app, 'POST', '/api/binh-luan', {
      token: anyone.token,
      body: { maCongViec: world.gig.id, noiDung: 'Looks good', saoBinhLuan: 4 },
    });
    expect(open.status).toBe(201);
  });

  it('are written by the buyer once the order is completed, and by nobody else', async () => {
    const api = ordersApi(t);
    const working = await api.placed(world.buyer, { gigId: world.gig.id, package: 'basic' });
    const early = await call(t.app, 'POST', `/api/orders/${working.id}/review`, {
      token: world.buyer.token,
      body: REVIEW,
    });
    expect(early.status).toBe(409);
    expect(early.body?.content).toBe('state: an order is reviewed once it is completed');

    const id = await completedOrder(t, world, world.buyer);
    const outsider = await t.createUser();
    const cases: [string | undefined, number][] = [
      [undefined, 403],
      [outsider.token, 404],
      [world.seller.token, 403],
      [admin.token, 403],
    ];
    for (const [token, status] of cases) {
      const reply = await call(t.app, 'POST', `/api/orders/${id}/review`, { token, body: REVIEW });
      expect(reply.status).toBe(status);
    }
    const bad = await call(t.app, 'POST', `/api/orders/${id}/review`, {
      token: world.buyer.token,
      body: { ...REVIEW, recommend: 6, text: ' ' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body?.content).toBe(
      'recommend: must be a whole number from 1 to 5; text: must not be blank',
    );
    const written = await call(t.app, 'POST', `/api/orders/${id}/review`, {
      token: world.buyer.token,
      body: REVIEW,
    });
    expect(written.status).toBe(201);
  });

  it('are final once published, through either API, but for admins', async () => {
    // Here each review is published as it is written; its edits while hidden are in
    // two-way-reviews.test.ts.
    const id = await completedOrder(t, world, world.buyer);
    const url = `/api/orders/${id}/review`;
    const noneYet = await call(t.app, 'PUT', url, { token: world.buyer.token, body: REVIEW });
    expect(noneYet.status).toBe(409);
    const posted = await call(t.app, 'POST', url, { token: world.buyer.token, body: REVIEW });
    const written = contentOf(orderReview, posted.body);
    expect(
      (await call(t.app, 'PUT', url, { token: world.seller.token, body: REVIEW })).status,
    ).toBe(403);
    const edited = await call(t.app, 'PUT', url, {
      token: world.buyer.token,
      body: { ...REVIEW, stars: 1, text: 'Changed my mind after reading the seller' },
    });
    expect(edited.status).toBe(409);
    expect(edited.body?.content).toBe(
      'review: a review is final once it is published; it can no longer be edited',
    );
    const legacy = await call(t.app, 'PUT', `/api/binh-luan/${written.id}`, {
      token: world.buyer.token,
      body: { noiDung: 'Changed my mind', saoBinhLuan: 1 },
    });
    expect(legacy.status).toBe(409);
    const view = contentOf(orderView, (await ordersApi(t).view(id, world.buyer.token)).body);
    expect(view.review).toMatchObject({ stars: 4, text: 'Good work' });
    expect(view.actions).not.toContain('edit_review');
    const byAdmin = await call(t.app, 'PUT', `/api/binh-luan/${written.id}`, {
      token: admin.token,
      body: { noiDung: 'Moderated' },
    });
    expect(byAdmin.status).toBe(200);
  });

  it("get one reply, from the gig's seller only, also under a review of the open form", async () => {
    const openReview = await call(t.app, 'POST', '/api/binh-luan', {
      token: world.buyer.token,
      body: { maCongViec: world.gig.id, noiDung: 'From the form', saoBinhLuan: 3 },
    });
    const id = contentOf(review, openReview.body).id;
    const url = `/api/reviews/${id}/reply`;
    const anotherSeller = await t.createUser();
    for (const [token, status] of [
      [undefined, 403],
      [anotherSeller.token, 403],
      [admin.token, 403],
      [world.buyer.token, 403],
    ] as const)
      expect((await call(t.app, 'POST', url, { token, body: { text: 'Thanks' } })).status).toBe(
        status,
      );
    expect(
      (await call(t.app, 'POST', url, { token: world.seller.token, body: { text: '' } })).status,
    ).toBe(400);
    expect(
      (await call(t.app, 'POST', url, { token: world.seller.token, body: { text: 'Thanks' } }))
        .status,
    ).toBe(201);
    expect(
      (await call(t.app, 'POST', url, { token: world.seller.token, body: { text: 'More' } }))
        .status,
    ).toBe(409);
    expect(
      (
        await call(t.app, 'POST', '/api/reviews/999999/reply', {
          token: world.seller.token,
          body: { text: 'x' },
        })
      ).status,
    ).toBe(404);
  });

  it("sum a gig's reviews up for the Rating Breakdown, and 404 for no gig", async () => {
    // So far: the open form's 4 and 3 stars from users without an order, which count for nothing
    // (decision 054), and two reviews of orders of 4 stars (the buyer's later 1 was refused).
    const summary = await call(t.app, 'GET', `/api/gigs/${world.gig.id}/review-summary`);
    expect(contentOf(gigReviewSummary, summary.body)).toEqual({
      count: 2,
      average: 4,
      starCounts: [
        { stars: 5, count: 0 },
        { stars: 4, count: 2 },
        { stars: 3, count: 0 },
        { stars: 2, count: 0 },
        { stars: 1, count: 0 },
      ],
      ratings: { communication: 5, asDescribed: 4, recommend: 3 },
      verifiedCount: 2,
    });
    expect((await call(t.app, 'GET', '/api/gigs/999999/review-summary')).status).toBe(404);
  });

  it('stay spent once deleted: the order takes no second review, nor a second reply', async () => {
    const id = await completedOrder(t, world, world.buyer);
    const url = `/api/orders/${id}/review`;
    const posted = await call(t.app, 'POST', url, { token: world.buyer.token, body: REVIEW });
    const written = contentOf(orderReview, posted.body);
    const replied = await call(t.app, 'POST', `/api/reviews/${written.id}/reply`, {
      token: world.seller.token,
      body: { text: 'Thank you!' },
    });
    expect(replied.status).toBe(201);
    const deleted = await call(t.app, 'DELETE', `/api/binh-luan/${written.id}`, {
      token: world.buyer.token,
    });
    expect(deleted.status).toBe(200);

    const view = contentOf(orderView, (await ordersApi(t).view(id, world.buyer.token)).body);
    expect(view.review).toBeNull();
    expect(view.actions).toEqual([]);
    const again = await call(t.app, 'POST', url, { token: world.buyer.token, body: REVIEW });
    expect(again.status).toBe(409);
    expect(again.body?.content).toBe('review: this order has its review; edit it instead');
    expect(await t.countRows(`comments where order_id = ${id}`)).toBe(0);
  });

  it('take one review per order from parallel posts', async () => {
    const id = await completedOrder(t, world, world.buyer);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(t.app, 'POST', `/api/orders/${id}/review`, { token: world.buyer.token, body: REVIEW }),
      ),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([
      201,
      ...Array<number>(9).fill(409),
    ]);
    expect(await t.countRows(`comments where order_id = ${id}`)).toBe(1);
  });
});
