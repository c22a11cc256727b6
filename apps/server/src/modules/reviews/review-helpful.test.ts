import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { reviewHelpful } from '@giglane/contract/reviews';
import { sellerReviewsReply } from '@giglane/contract/sellers';
import { completedOrder, orderWorld } from '../../testing/orders';
import type { Caller } from '../../testing/seller-gigs';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';

const REVIEW = { stars: 5, communication: 5, asDescribed: 5, recommend: 5, text: 'Great logo' };
const votes = z.array(reviewHelpful);

describe('"Helpful?" votes on reviews, one per user', () => {
  let t: TestApp;
  let world: Awaited<ReturnType<typeof orderWorld>>;
  let published: number;
  let hidden: number;
  let reader: Caller;
  let other: Caller;

  /** A completed order of the world's gig by `buyer`, reviewed by them; its review's id. */
  async function reviewedOrder(buyer: Caller) {
    const orderId = await completedOrder(t, world, buyer);
    const reviewed = await call(t.app, 'POST', `/api/orders/${orderId}/review`, {
      token: buyer.token,
      body: REVIEW,
    });
    expect(reviewed.status).toBe(201);
    return { orderId, reviewId: (reviewed.body as { content: { id: number } }).content.id };
  }

  const vote = (reviewId: number, caller: Caller | null, body: unknown) =>
    call(t.app, 'PUT', `/api/reviews/${reviewId}/helpful`, {
      token: caller?.token,
      body,
    });
  const listed = async (ids: string, caller?: Caller) => {
    const reply = await call(t.app, 'GET', `/api/reviews/helpful?ids=${ids}`, {
      token: caller?.token,
    });
    expect(reply.status).toBe(200);
    return contentOf(votes, reply.body);
  };

  beforeAll(async () => {
    t = await createTestApp();
    world = await orderWorld(t);
    reader = await t.createUser({ name: 'Rita Reader' });
    other = await t.createUser({ name: 'Omar Other' });
    const first = await reviewedOrder(world.buyer);
    // The seller's review of the buyer publishes both (decision 054).
    const answered = await call(t.app, 'POST', `/api/orders/${first.orderId}/buyer-review`, {
      token: world.seller.token,
      body: { stars: 5, text: 'Great buyer' },
    });
    expect(answered.status).toBe(201);
    published = first.reviewId;
    // A second buyer's review stays hidden while the seller has not written theirs.
    hidden = (await reviewedOrder(other)).reviewId;
  });
  afterAll(() => t.close());

  it('shows everyone the counts, and each signed-in reader their own vote', async () => {
    expect(await listed(String(published))).toEqual([
      { reviewId: published, yes: 0, no: 0, mine: null },
    ]);
    expect((await vote(published, reader, { vote: 'yes' })).body).toMatchObject({
      content: { reviewId: published, yes: 1, no: 0, mine: 'yes' },
    });
    // Voting again changes the vote, never adds one.
    await vote(published, reader, { vote: 'yes' });
    expect(await listed(String(published), reader)).toEqual([
      { reviewId: published, yes: 1, no: 0, mine: 'yes' },
    ]);
    await vote(published, other, { vote: 'no' });
    expect(await listed(String(published), other)).toEqual([
      { reviewId: published, yes: 1, no: 1, mine: 'no' },
    ]);
    expect(await listed(String(published))).toEqual([
      { reviewId: published, yes: 1, no: 1, mine: null },
    ]);
    await vote(published, reader, { vote: 'no' });
    await vote(published, other, { vote: null });
    expect(await listed(String(published), reader)).toEqual([
      { reviewId: published, yes: 0, no: 1, mine: 'no' },
    ]);
    await vote(published, reader, { vote: null });
  });

  it('leaves out reviews still hidden and ids of no review; refuses votes on them with 404', async () => {
    expect(await listed(`${hidden},${published},999999`)).toEqual([
      { reviewId: published, yes: 0, no: 0, mine: null },
    ]);
    expect((await vote(hidden, reader, { vote: 'yes' })).status).toBe(404);
    expect((await vote(999_999, reader, { vote: 'yes' })).status).toBe(404);
  });

  it('refuses the writer and anonymous callers (403) and bad input (400 naming the field), changing nothing', async () => {
    const own = await vote(published, world.buyer, { vote: 'yes' });
    expect(own.status).toBe(403);
    expect(own.body?.content).toContain('helpful');
    expect((await vote(published, null, { vote: 'yes' })).status).toBe(403);
    const badVote = await vote(published, reader, { vote: 'maybe' });
    expect(badVote.status).toBe(400);
    expect(badVote.body?.content).toContain('vote');
    for (const ids of ['abc', '', '0'])
      expect((await call(t.app, 'GET', `/api/reviews/helpful?ids=${ids}`)).body?.content).toContain(
        'ids',
      );
    const many = Array.from({ length: 51 }, (_, i) => i + 1).join(',');
    const tooMany = await call(t.app, 'GET', `/api/reviews/helpful?ids=${many}`);
    expect(tooMany.status).toBe(400);
    expect(await listed(String(published))).toEqual([
      { reviewId: published, yes: 0, no: 0, mine: null },
    ]);
  });

  it("shows the seller page's reviews as the gig page does: verified, counted, with the seller's reply", async () => {
    const replied = await call(t.app, 'POST', `/api/reviews/${published}/reply`, {
      token: world.seller.token,
      body: { text: 'Thank you!' },
    });
    expect(replied.status).toBe(201);
    const page = contentOf(
      sellerReviewsReply,
      (await call(t.app, 'GET', `/api/sellers/${world.seller.id}/reviews`)).body,
    );
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({
      id: published,
      verified: true,
      counted: true,
      reply: { text: 'Thank you!' },
    });
  });
});
