import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderView } from '@giglane/contract/orders';
import { sellerLevelStanding, sellerPage } from '@giglane/contract/sellers';
import { messagesApi } from '../../testing/messages';
import { insertOrders, orderWorld, ordersApi } from '../../testing/orders';
import type { Caller } from '../../testing/seller-gigs';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';
import { users } from '../accounts/accounts-schema';
import { gigs } from '../gigs/gigs-schema';
import { messages } from '../messaging/messaging-schema';

/*
 * Seller levels (decision 054): the dashboard's GET /api/seller-level, computed from the caller's
 * record with the next level's requirements, and the stored level that buyers see, recomputed by
 * the job queue after a completion of the seller's and on its schedule.
 */

type World = Awaited<ReturnType<typeof orderWorld>>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Gives the world's seller a record: an account `ageDays` old, `completed` orders completed
 * (`late` of them delivered after their due time) and the gig rated `rating` over ten reviews.
 */
async function giveRecord(
  t: TestApp,
  world: World,
  record: { ageDays: number; completed: number; late?: number; rating: number },
) {
  await t.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - record.ageDays * DAY) })
    .where(eq(users.id, world.seller.id));
  const due = new Date(Date.now() - 10 * DAY);
  await insertOrders(
    t.db,
    Array.from({ length: record.completed }, (_, i) => ({
      gigId: world.gig.id,
      buyerId: world.buyer.id,
      orderedOn: '2026-01-05',
      state: 'completed',
      startedAt: new Date(due.getTime() - 3 * DAY),
      dueAt: due,
      deliveredAt: new Date(due.getTime() + (i < (record.late ?? 0) ? DAY : -DAY)),
      completedAt: due,
    })),
  );
  await t.db
    .update(gigs)
    .set({ ratingTotal: Math.round(record.rating * 10), ratingCount: 10 })
    .where(eq(gigs.id, world.gig.id));
}

const standingOf = async (t: TestApp, caller: Caller) => {
  const reply = await call(t.app, 'GET', '/api/seller-level', { token: caller.token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return contentOf(sellerLevelStanding, reply.body);
};

/** The level buyers see on the seller page: the stored one. */
const shownLevel = async (t: TestApp, sellerId: number) =>
  contentOf(sellerPage, (await call(t.app, 'GET', `/api/sellers/${sellerId}`)).body).seller.level;

/** Waits (a few seconds at most) for the stored level to become `level`. */
async function storedLevelBecomes(t: TestApp, sellerId: number, level: number) {
  const until = Date.now() + 10_000;
  for (;;) {
    const [row] = await t.db
      .select({ level: users.sellerLevel })
      .from(users)
      .where(eq(users.id, sellerId));
    if (row!.level === level || Date.now() > until) return expect(row!.level).toBe(level);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('GET /api/seller-level', () => {
  let t: TestApp;
  let world: World;
  beforeAll(async () => {
    t = await createTestApp();
    world = await orderWorld(t);
  });
  afterAll(() => t.close());

  it('is for a signed-in caller, about their own record', async () => {
    expect((await call(t.app, 'GET', '/api/seller-level')).status).toBe(403);
    const other = await t.createUser();
    // An account that sells nothing is a new seller with everything ahead, and nothing to answer.
    for (const caller of [other, await t.createAdmin()])
      expect(await standingOf(t, caller)).toEqual({
        level: 0,
        name: 'New seller',
        next: {
          level: 1,
          name: 'Level 1',
          requirements: [
            { key: 'completedOrders', required: 10, current: 0, met: false },
            { key: 'onTimeRate', required: 0.9, current: null, met: false },
            { key: 'rating', required: 4.5, current: null, met: false },
            { key: 'responseHours', required: 24, current: null, met: true },
            { key: 'accountAgeDays', required: 60, current: 0, met: false },
          ],
        },
      });
  });

  it("shows the seller's level and the next level's requirements against their record", async () => {
    await giveRecord(t, world, { ageDays: 130, completed: 20, late: 1, rating: 4.8 });
    // The buyer's first message, answered five hours later.
    const chat = messagesApi(t);
    const conversation = await chat.contacted(world.buyer.token, { gigId: world.gig.id });
    const asked = await chat.sent(
      conversation.id,
      world.buyer.token,
      'Can you do a logo by Friday?',
    );
    await chat.sent(conversation.id, world.seller.token, 'Happy to help');
    await t.db
      .update(messages)
      .set({ createdAt: sql`${messages.createdAt} - interval '5 hours'` })
      .where(eq(messages.id, asked.id));

    const standing = await standingOf(t, world.seller);
    expect(standing).toEqual({
      level: 1,
      name: 'Level 1',
      next: {
        level: 2,
        name: 'Level 2',
        requirements: [
          { key: 'completedOrders', required: 50, current: 20, met: false },
          { key: 'onTimeRate', required: 0.9, current: 0.95, met: true },
          { key: 'rating', required: 4.6, current: 4.8, met: true },
          {
            key: 'responseHours',
            required: 12,
            current: expect.closeTo(5, 1) as number,
            met: true,
          },
          { key: 'accountAgeDays', required: 120, current: 130, met: true },
        ],
      },
    });
    // Each caller reads their own record: the buyer's sells nothing.
    expect((await standingOf(t, world.buyer)).level).toBe(0);
  });

  it('answers no next level at the top', async () => {
    await giveRecord(t, world, { ageDays: 200, completed: 100, rating: 4.9 });
    expect(await standingOf(t, world.seller)).toEqual({
      level: 3,
      name: 'Top Rated',
      next: null,
    });
  });
});

describe('the stored level, recomputed by the job queue', () => {
  it("follows a completion of the seller's own", async () => {
    // The schedule's round runs once, at the start: what changes after it is the completion's.
    const t = await createTestApp({
      reviewTimes: { windowMs: 10 * DAY, publishEveryMs: HOUR, levelsEveryMs: HOUR },
    });
    try {
      const world = await orderWorld(t);
      const rival = await orderWorld(t);
      // One order short of Level 1, and a rival who meets it but has not been recomputed yet.
      await giveRecord(t, world, { ageDays: 90, completed: 9, rating: 4.7 });
      await giveRecord(t, rival, { ageDays: 90, completed: 10, rating: 4.7 });
      expect((await standingOf(t, world.seller)).next?.requirements[0]).toEqual({
        key: 'completedOrders',
        required: 10,
        current: 9,
        met: false,
      });
      expect(await shownLevel(t, world.seller.id)).toBe(0);

      const api = ordersApi(t);
      const order = await api.placed(world.buyer, { gigId: world.gig.id, package: 'basic' });
      expect((await api.deliver(order.id, world.seller.token, 'Done')).status).toBe(200);
      const accepted = await api.accept(order.id, world.buyer.token);
      expect(contentOf(orderView, accepted.body).state).toBe('completed');

      await storedLevelBecomes(t, world.seller.id, 1);
      expect(await shownLevel(t, world.seller.id)).toBe(1);
      expect((await standingOf(t, world.seller)).name).toBe('Level 1');
      // Only that seller was recomputed: the rival waits for the schedule.
      expect(await shownLevel(t, rival.seller.id)).toBe(0);
    } finally {
      await t.close();
    }
  });

  it('is brought up to date when the seller reads their level, so the dashboard and the seller page agree', async () => {
    const t = await createTestApp({
      reviewTimes: { windowMs: 10 * DAY, publishEveryMs: HOUR, levelsEveryMs: HOUR },
    });
    try {
      const world = await orderWorld(t);
      // A record that earns Level 1, after the schedule's round has run.
      await giveRecord(t, world, { ageDays: 90, completed: 10, rating: 4.7 });
      expect(await shownLevel(t, world.seller.id)).toBe(0);
      expect((await standingOf(t, world.seller)).name).toBe('Level 1');
      expect(await shownLevel(t, world.seller.id)).toBe(1);
    } finally {
      await t.close();
    }
  });

  it('follows the rules on its schedule, up and down', async () => {
    const t = await createTestApp({
      reviewTimes: { windowMs: 10 * DAY, publishEveryMs: HOUR, levelsEveryMs: 100 },
    });
    try {
      const world = await orderWorld(t);
      await giveRecord(t, world, { ageDays: 130, completed: 50, rating: 4.7 });
      await storedLevelBecomes(t, world.seller.id, 2);
      expect(await shownLevel(t, world.seller.id)).toBe(2);

      // Its rating falls below what Level 2 and then Level 1 ask.
      await t.db
        .update(gigs)
        .set({ ratingTotal: 40, ratingCount: 10 })
        .where(eq(gigs.id, world.gig.id));
      await storedLevelBecomes(t, world.seller.id, 0);
      expect(await shownLevel(t, world.seller.id)).toBe(0);
      // A buyer's account, never a seller, is left as it is.
      await storedLevelBecomes(t, world.buyer.id, 0);
    } finally {
      await t.close();
    }
  });
});
