import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderReview } from '@giglane/contract/reviews';
import { openLive, ofType, type LiveClient } from '../../lib/live-client';
import { orderWorld, ordersApi, smallPdf } from '../../testing/orders';
import type { Caller } from '../../testing/seller-gigs';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';

/*
 * Every move of an order reaches the open pages of its buyer and seller as an `order` event, so
 * the other side's order page, order lists and figures follow it without a reload; nobody else
 * hears of it.
 */

let t: TestApp;
let world: Awaited<ReturnType<typeof orderWorld>>;
let api: ReturnType<typeof ordersApi>;
let admin: Caller;
const opened: LiveClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  world = await orderWorld(t);
  api = ordersApi(t);
  admin = await t.createAdmin();
});
afterAll(async () => {
  for (const client of opened) client.socket.terminate();
  await t.close();
});

async function tabOf(caller: Caller) {
  const client = await openLive(await t.origin());
  opened.push(client);
  await client.signIn(caller.token);
  return client;
}

/** The orders a tab has heard of, oldest first, once per event. */
const heard = (tab: LiveClient) =>
  tab.events.flatMap((event) => (event.type === 'order' ? [event.orderId] : []));

let sentinel = 0;

/**
 * Waits until every event committed so far has reached the tabs: events go out in commit order,
 * so once a later one is here, so is any before it.
 */
async function settled(tabs: { tab: LiveClient; userId: number }[]) {
  const c = ++sentinel;
  await t.app.live.publish({ k: 'typing', c, u: 0, to: tabs.map(({ userId }) => userId) });
  for (const { tab } of tabs)
    await tab.waitFor(ofType('typing', (event) => event.conversationId === c));
}

/** What each tab heard of orders while `move` ran (and once its events were delivered). */
async function heardDuring(
  tabs: { tab: LiveClient; userId: number }[],
  move: () => Promise<unknown>,
) {
  await settled(tabs);
  const before = tabs.map(({ tab }) => heard(tab).length);
  await move();
  await settled(tabs);
  return tabs.map(({ tab }, index) => new Set(heard(tab).slice(before[index])));
}

describe('an order event', () => {
  it('reaches both parties at every move, review and reply, and no one else', async () => {
    const { buyer, seller, gig } = world;
    const outsider = await t.createUser();
    await api.setRequirements(gig.id, seller, ['Your brand name?']);
    const tabs = await Promise.all(
      [buyer, seller, outsider, admin].map(async (caller) => ({
        tab: await tabOf(caller),
        userId: caller.id,
      })),
    );
    const onlyParties = (id: number) => [new Set([id]), new Set([id]), new Set(), new Set()];

    let id = 0;
    const placing = heardDuring(tabs, async () => {
      id = (await api.placed(buyer, { gigId: gig.id, package: 'basic' })).id;
    });
    expect(await placing).toEqual(onlyParties(id));

    let reviewId = 0;
    const moves: [string, () => Promise<void>][] = [
      ['requirements answered', expectOk(() => api.answer(id, buyer.token, ['Giglane']))],
      ['delivered', expectOk(() => api.deliver(id, seller.token, 'First draft', [draft()]))],
      ['revision requested', expectOk(() => api.askRevision(id, buyer.token))],
      ['delivered again', expectOk(() => api.deliver(id, seller.token, 'Bigger', [draft()]))],
      ['accepted', expectOk(() => api.accept(id, buyer.token))],
      [
        'reviewed',
        async () => {
          const reviewed = await call(t.app, 'POST', `/api/orders/${id}/review`, {
            token: buyer.token,
            body: { stars: 5, communication: 5, asDescribed: 5, recommend: 5, text: 'Lovely' },
          });
          expect(reviewed.status).toBe(201);
          reviewId = contentOf(orderReview, reviewed.body).id;
        },
      ],
      [
        'review edited',
        expectOk(() =>
          call(t.app, 'PUT', `/api/orders/${id}/review`, {
            token: buyer.token,
            body: { stars: 4, communication: 5, asDescribed: 4, recommend: 5, text: 'Good' },
          }),
        ),
      ],
      [
        // The seller's review of the buyer publishes both (decision 054): then a reply may follow.
        'buyer reviewed',
        expectOk(() =>
          call(t.app, 'POST', `/api/orders/${id}/buyer-review`, {
            token: seller.token,
            body: { stars: 5, text: 'Clear brief' },
          }),
        ),
      ],
      [
        'review replied',
        expectOk(() =>
          call(t.app, 'POST', `/api/reviews/${reviewId}/reply`, {
            token: seller.token,
            body: { text: 'Thank you!' },
          }),
        ),
      ],
    ];
    // An admin moderating the review through the original API changes what both order pages show.
    moves.push(
      [
        'review moderated',
        expectOk(() =>
          call(t.app, 'PUT', `/api/binh-luan/${reviewId}`, {
            token: admin.token,
            body: { noiDung: 'Moderated' },
          }),
        ),
      ],
      [
        'review deleted',
        expectOk(() => call(t.app, 'DELETE', `/api/binh-luan/${reviewId}`, { token: admin.token })),
      ],
    );
    for (const [name, move] of moves)
      expect(await heardDuring(tabs, move), name).toEqual(onlyParties(id));

    const cancelled = (await api.placed(buyer, { gigId: gig.id, package: 'standard' })).id;
    const cancelling = heardDuring(
      tabs,
      expectOk(() => api.cancel(cancelled, seller.token)),
    );
    expect(await cancelling).toEqual(onlyParties(cancelled));
  });

  it('reaches both parties when an admin completes, reopens or deletes an order through the original API', async () => {
    const { buyer, seller, gig } = world;
    const placed = await api.placed(buyer, { gigId: gig.id, package: 'basic' });
    const tabs = await Promise.all(
      [buyer, seller, admin].map(async (caller) => ({
        tab: await tabOf(caller),
        userId: caller.id,
      })),
    );
    const url = `/api/thue-cong-viec/${placed.id}`;
    const moves = [
      () => call(t.app, 'PUT', url, { token: admin.token, body: { hoanThanh: true } }),
      () => call(t.app, 'PUT', url, { token: admin.token, body: { hoanThanh: false } }),
      () => call(t.app, 'DELETE', url, { token: admin.token }),
    ];
    for (const move of moves)
      expect(await heardDuring(tabs, expectOk(move))).toEqual([
        new Set([placed.id]),
        new Set([placed.id]),
        new Set(),
      ]);
  });

  it('is not sent for a move that is refused', async () => {
    const { buyer, seller, gig } = world;
    const placed = await api.placed(buyer, { gigId: gig.id, package: 'basic' });
    const tabs = [{ tab: await tabOf(buyer), userId: buyer.id }];
    // Nothing to deliver before the buyer answers the questions: refused, rolled back.
    const refused = heardDuring(tabs, async () =>
      expect((await api.deliver(placed.id, seller.token, 'Too soon', [draft()])).status).toBe(409),
    );
    expect(await refused).toEqual([new Set()]);
  });
});

const draft = () => ({ name: 'draft.pdf', bytes: smallPdf() });

/** A move that must succeed. */
const expectOk =
  (move: () => Promise<{ status: number; body?: unknown }>) => async (): Promise<void> => {
    const reply = await move();
    expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(300);
  };
