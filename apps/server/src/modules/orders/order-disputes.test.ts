import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disputeQueue, orderView, type OrderView } from '@giglane/contract/orders';
import { buildApp } from '../../app';
import { DEFAULT_PAYMENTS } from '../../config';
import { multipart, orderWorld, ordersApi } from '../../testing/orders';
import { paymentsApi } from '../../testing/payments';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';
import { notifications } from '../messaging/messaging-schema';
import { orderDisputes, orders as ordersTable } from './orders-schema';

/*
 * Disputes (decision 056): a party opens one when the two disagree, the order is frozen, an admin
 * releases it to the seller or refunds the buyer in full or in part. Every move by every actor,
 * bad input naming its field, two admins deciding at once, and the completion timer across a
 * restart.
 */

let t: TestApp;
let world: Awaited<ReturnType<typeof orderWorld>>;
let admin: Awaited<ReturnType<TestApp['createAdmin']>>;
let otherAdmin: Awaited<ReturnType<TestApp['createAdmin']>>;
let stranger: Awaited<ReturnType<TestApp['createUser']>>;
let api: ReturnType<typeof ordersApi>;
let money: ReturnType<typeof paymentsApi>;

beforeAll(async () => {
  t = await createTestApp({ payments: { mode: 'test' }, clearingEveryMs: 3_600_000 });
  world = await orderWorld(t);
  admin = await t.createAdmin();
  otherAdmin = await t.createAdmin();
  stranger = await t.createUser({ name: 'Sid Stranger' });
  api = ordersApi(t);
  money = paymentsApi(t);
});
afterAll(() => t.close());

/** A paid order of the Basic package (US$20), in progress. */
async function paidOrder(): Promise<OrderView> {
  const order = await api.placed(world.buyer, { gigId: world.gig.id, package: 'basic' });
  await money.paid(order.id, world.buyer);
  return api.viewed(order.id, world.buyer);
}

/** A paid order whose buyer asked to cancel and whose seller declined: the two disagree. */
async function declinedOrder(): Promise<OrderView> {
  const order = await paidOrder();
  const asked = await call(t.app, 'POST', `/api/orders/${order.id}/cancellation-request`, {
    token: world.buyer.token,
    body: { reason: 'The drafts are not what I asked for' },
  });
  expect(asked.status).toBe(200);
  const declined = await call(
    t.app,
    'POST',
    `/api/orders/${order.id}/cancellation-request/answer`,
    {
      token: world.seller.token,
      body: { answer: 'decline' },
    },
  );
  expect(declined.status).toBe(200);
  return api.viewed(order.id, world.buyer);
}

const open = (id: number, token: string | undefined, reason: unknown = 'We cannot agree') =>
  call(t.app, 'POST', `/api/orders/${id}/dispute`, { token, body: { reason } });
const decide = (id: number, token: string | undefined, body: Record<string, unknown>) =>
  call(t.app, 'POST', `/api/orders/${id}/dispute/decision`, {
    token,
    body: { decision: 'The delivery matches half of the brief.', ...body },
  });

async function disputed(order: OrderView, by = world.buyer): Promise<OrderView> {
  const reply = await open(order.id, by.token);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return contentOf(orderView, reply.body);
}

/** What a refusal must leave as it was: the disputes, timeline, notifications and mails. */
async function written(orderId: number) {
  return Promise.all(
    [
      `order_disputes where order_id = ${orderId}`,
      `order_events where order_id = ${orderId}`,
      `notifications where order_id = ${orderId}`,
      'mails',
      'ledger_transactions',
    ].map((table) => t.countRows(table)),
  );
}

async function toldOf(orderId: number) {
  return t.db
    .select({ userId: notifications.userId, kind: notifications.kind })
    .from(notifications)
    .where(eq(notifications.orderId, orderId))
    .orderBy(asc(notifications.id));
}

const mailsOf = (orderId: number, userId: number, kind: string) =>
  t.countRows(
    `mails where user_id = ${userId} and data->>'orderId' = '${orderId}' and data->>'kind' = '${kind}'`,
  );

describe('opening a dispute', () => {
  it('refuses anyone but the parties, and the parties until they disagree; writes nothing', async () => {
    const order = await paidOrder();
    const before = await written(order.id);
    expect((await open(order.id, undefined)).status).toBe(403);
    expect((await open(order.id, stranger.token)).status).toBe(404);
    expect((await open(order.id, admin.token)).status).toBe(403);
    // In progress, nobody declined anything yet: nothing to dispute.
    const early = await open(order.id, world.buyer.token);
    expect(early.status).toBe(409);
    expect(JSON.stringify(early.body)).toContain('dispute: a dispute may be opened');
    expect(order.actions).not.toContain('open_dispute');
    for (const reason of ['', '   ', null, 'x'.repeat(2_001)]) {
      const bad = await open(order.id, world.buyer.token, reason);
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('reason');
    }
    expect(await written(order.id)).toEqual(before);
  });

  it('lets either party open one after a declined cancellation: frozen, the other told', async () => {
    const order = await declinedOrder();
    expect(order.partyActions.buyer).toContain('open_dispute');
    expect(order.partyActions.seller).toContain('open_dispute');
    const opened = await disputed(order, world.seller);
    expect(opened).toMatchObject({
      state: 'disputed',
      dispute: { by: 'seller', reason: 'We cannot agree', outcome: null, decision: null },
      actions: [],
      partyActions: { buyer: [], seller: [] },
    });
    expect(opened.timeline.at(-1)).toMatchObject({
      type: 'dispute_opened',
      actor: { id: world.seller.id },
      note: 'We cannot agree',
    });
    expect(await toldOf(order.id)).toContainEqual({
      userId: world.buyer.id,
      kind: 'dispute_opened',
    });
    expect(await mailsOf(order.id, world.buyer.id, 'dispute_opened')).toBe(1);
    // Its opener is told Giglane has it, in the app and by mail.
    expect(await toldOf(order.id)).toContainEqual({
      userId: world.seller.id,
      kind: 'dispute_received',
    });
    expect(await mailsOf(order.id, world.seller.id, 'dispute_received')).toBe(1);

    // Frozen: no delivery, acceptance, request, cancel or second dispute, whoever asks.
    const before = await written(order.id);
    expect((await api.deliver(order.id, world.seller.token, 'Here it is')).status).toBe(409);
    expect((await api.cancel(order.id, world.buyer.token)).status).toBe(409);
    expect((await api.cancel(order.id, admin.token)).status).toBe(409);
    const ask = await call(t.app, 'POST', `/api/orders/${order.id}/cancellation-request`, {
      token: world.buyer.token,
      body: { reason: 'Again' },
    });
    expect(ask.status).toBe(409);
    expect((await open(order.id, world.buyer.token)).status).toBe(409);
    expect(await written(order.id)).toEqual(before);

    // Messages still go through in the order's thread.
    const thread = await call(t.app, 'GET', `/api/orders/${order.id}/conversation`, {
      token: world.buyer.token,
    });
    expect(thread.status).toBe(200);
    const conversationId = (thread.body as { content: { id: number } }).content.id;
    const sent = await call(t.app, 'POST', `/api/conversations/${conversationId}/messages`, {
      token: world.buyer.token,
      ...multipart({ text: 'Here are the emails we exchanged.' }, []),
    });
    expect(sent.status).toBe(201);
  });

  it('lets the buyer contest a delivery, but not the seller', async () => {
    const order = await paidOrder();
    expect((await api.deliver(order.id, world.seller.token, 'Done')).status).toBe(200);
    const delivered = await api.viewed(order.id, world.buyer);
    expect(delivered.actions).toContain('open_dispute');
    expect(delivered.partyActions.seller).not.toContain('open_dispute');
    const seller = await open(order.id, world.seller.token);
    expect(seller.status).toBe(409);
    expect(JSON.stringify(seller.body)).toContain('state: the order is delivered');
    const opened = await disputed(delivered);
    expect(opened).toMatchObject({ state: 'disputed', autoCompleteAt: null });
    expect((await api.accept(order.id, world.buyer.token)).status).toBe(409);
    expect((await api.askRevision(order.id, world.buyer.token)).status).toBe(409);
  });
});

describe('both parties opening a dispute at once', () => {
  it('opens exactly one, by one of them, and refuses the other', async () => {
    for (let round = 0; round < 3; round += 1) {
      const order = await declinedOrder();
      const replies = await Promise.all([
        open(order.id, world.buyer.token, 'The buyer’s side'),
        open(order.id, world.seller.token, 'The seller’s side'),
      ]);
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
      const rows = await t.db
        .select({ by: orderDisputes.openedBy, reason: orderDisputes.reason })
        .from(orderDisputes)
        .where(eq(orderDisputes.orderId, order.id));
      expect(rows).toHaveLength(1);
      const winner = replies[0].status === 200 ? 'buyer' : 'seller';
      expect(rows[0]).toEqual({ by: winner, reason: `The ${winner}’s side` });
      const seen = await api.viewed(order.id, world.seller);
      expect(seen).toMatchObject({ state: 'disputed', dispute: { by: winner } });
      expect(seen.timeline.filter((event) => event.type === 'dispute_opened')).toHaveLength(1);
      // The other party is told, and the opener gets a receipt, once each.
      const loser = winner === 'buyer' ? world.seller : world.buyer;
      const opener = winner === 'buyer' ? world.buyer : world.seller;
      expect(
        (await toldOf(order.id)).filter((notice) => notice.kind.startsWith('dispute_')),
      ).toEqual(
        expect.arrayContaining([
          { userId: loser.id, kind: 'dispute_opened' },
          { userId: opener.id, kind: 'dispute_received' },
        ]),
      );
      expect(
        (await toldOf(order.id)).filter((notice) => notice.kind.startsWith('dispute_')),
      ).toHaveLength(2);
    }
  });
});

describe('deciding a dispute', () => {
  it('is an admin’s alone, and bad input is refused naming its field', async () => {
    const order = await disputed(await declinedOrder());
    const before = await written(order.id);
    expect((await decide(order.id, undefined, { outcome: 'release' })).status).toBe(403);
    expect((await decide(order.id, stranger.token, { outcome: 'release' })).status).toBe(404);
    expect((await decide(order.id, world.buyer.token, { outcome: 'full_refund' })).status).toBe(
      403,
    );
    expect((await decide(order.id, world.seller.token, { outcome: 'release' })).status).toBe(403);
    const cases: [Record<string, unknown>, string][] = [
      [{ outcome: 'split' }, 'outcome'],
      [{ outcome: undefined }, 'outcome'],
      [{ outcome: 'part_refund' }, 'refund'],
      [{ outcome: 'part_refund', refund: 0 }, 'refund'],
      [{ outcome: 'part_refund', refund: 10.5 }, 'refund'],
      [{ outcome: 'part_refund', refund: 999_999 }, 'refund'],
      [{ outcome: 'release', refund: 500 }, 'refund'],
      [{ outcome: 'release', decision: '' }, 'decision'],
    ];
    for (const [body, field] of cases) {
      const bad = await decide(order.id, admin.token, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(bad.body)).toContain(field);
    }
    expect(await written(order.id)).toEqual(before);
  });

  it('releases to the seller: completed, the seller paid, both told the decision', async () => {
    const order = await disputed(await declinedOrder());
    const reply = await decide(order.id, admin.token, {
      outcome: 'release',
      decision: 'The work was delivered as agreed.',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    for (const party of [world.buyer, world.seller]) {
      const seen = await api.viewed(order.id, party);
      expect(seen).toMatchObject({
        state: 'completed',
        dispute: {
          outcome: 'release',
          refund: null,
          decision: 'The work was delivered as agreed.',
        },
      });
      expect(seen.timeline.at(-1)).toMatchObject({ type: 'dispute_released' });
    }
    expect((await money.viewed(order.id, world.buyer)).state).toBe('released');
    const told = await toldOf(order.id);
    for (const party of [world.buyer, world.seller]) {
      expect(told).toContainEqual({ userId: party.id, kind: 'dispute_decided' });
      expect(await mailsOf(order.id, party.id, 'dispute_decided')).toBe(1);
    }
    await money.expectBalanced(admin);
  });

  it('refunds in full: cancelled, the buyer paid back', async () => {
    const order = await disputed(await declinedOrder());
    const reply = await decide(order.id, admin.token, { outcome: 'full_refund' });
    expect(contentOf(orderView, reply.body)).toMatchObject({
      state: 'cancelled',
      dispute: { outcome: 'full_refund', refund: null },
    });
    const payment = await money.viewed(order.id, world.buyer);
    expect(payment).toMatchObject({ state: 'refunded', refunded: payment.total });
    await money.expectBalanced(admin);
  });

  it('refunds in part through the admin’s part-refund path', async () => {
    const order = await paidOrder();
    await api.deliver(order.id, world.seller.token, 'Half of it');
    await disputed(order);
    const reply = await decide(order.id, admin.token, { outcome: 'part_refund', refund: 800 });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const seen = await api.viewed(order.id, world.seller);
    expect(seen).toMatchObject({
      state: 'cancelled',
      dispute: { outcome: 'part_refund', refund: 800 },
    });
    expect(seen.timeline.at(-1)).toMatchObject({ type: 'dispute_refunded' });
    expect(await money.viewed(order.id, world.buyer)).toMatchObject({
      state: 'partially_refunded',
      refunded: 800,
    });
    // Decided once: a second decision finds the order no longer disputed.
    const again = await decide(order.id, admin.token, { outcome: 'release' });
    expect(again.status).toBe(409);
    await money.expectBalanced(admin);
  });

  it('takes exactly one of two admins deciding at once, and the books balance', async () => {
    for (let round = 0; round < 3; round += 1) {
      const order = await disputed(await declinedOrder());
      const replies = await Promise.all([
        decide(order.id, admin.token, { outcome: 'release' }),
        decide(order.id, otherAdmin.token, { outcome: 'part_refund', refund: 500 }),
      ]);
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
      const rows = await t.db
        .select({ outcome: orderDisputes.outcome, decidedBy: orderDisputes.decidedBy })
        .from(orderDisputes)
        .where(eq(orderDisputes.orderId, order.id));
      expect(rows).toHaveLength(1);
      const state = (await api.viewed(order.id, world.buyer)).state;
      expect(state).toBe(rows[0]!.outcome === 'release' ? 'completed' : 'cancelled');
      expect(
        await t.countRows(`order_events where order_id = ${order.id} and type like 'dispute_re%'`),
      ).toBe(1);
    }
    await money.expectBalanced(admin);
  });
});

describe('the admins’ Disputes queue', () => {
  it('lists the open disputes oldest first, a page at a time, to admins only', async () => {
    const first = await disputed(await declinedOrder());
    const second = await disputed(await declinedOrder(), world.seller);
    const list = (token: string | undefined, query = '') =>
      call(t.app, 'GET', `/api/admin/disputes${query}`, { token });
    expect((await list(undefined)).status).toBe(403);
    expect((await list(world.buyer.token)).status).toBe(403);
    const all = contentOf(disputeQueue, (await list(admin.token, '?pageSize=100')).body);
    const ids = all.data.map((row) => row.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(all.totalRow).toBe(ids.length);
    expect(all.data.find((row) => row.id === second.id)).toMatchObject({
      state: 'disputed',
      number: second.number,
      buyer: { id: world.buyer.id },
      seller: { id: world.seller.id },
      dispute: { by: 'seller', reason: 'We cannot agree' },
    });
    const page = contentOf(disputeQueue, (await list(admin.token, '?pageSize=1&pageIndex=2')).body);
    expect(page.data.map((row) => row.id)).toEqual([ids[1]]);

    await decide(first.id, admin.token, { outcome: 'release' });
    const after = contentOf(disputeQueue, (await list(admin.token, '?pageSize=100')).body);
    expect(after.data.map((row) => row.id)).not.toContain(first.id);
    expect(after.totalRow).toBe(all.totalRow - 1);
  });
});

describe('a disputed delivery and the completion timer', () => {
  it('never completes on its own, even after a restart', async () => {
    const quick = { autoCompleteAfterMs: 300, autoCompleteEveryMs: 50 };
    const first = await createTestApp({
      payments: { mode: 'test' },
      clearingEveryMs: 3_600_000,
      orders: { ...quick, autoCompleteEveryMs: 3_600_000 },
    });
    const later: Awaited<ReturnType<typeof buildApp>>[] = [];
    try {
      const here = await orderWorld(first);
      const hereApi = ordersApi(first);
      const hereMoney = paymentsApi(first);
      const contested = await hereApi.placed(here.buyer, { gigId: here.gig.id, package: 'basic' });
      await hereMoney.paid(contested.id, here.buyer);
      await hereApi.deliver(contested.id, here.seller.token, 'Take it or leave it');
      const opened = await call(first.app, 'POST', `/api/orders/${contested.id}/dispute`, {
        token: here.buyer.token,
        body: { reason: 'This is not my logo' },
      });
      expect(opened.status).toBe(200);
      // A delivery left alone beside it: once it completes, the timer has run over both.
      const left = await hereApi.placed(here.buyer, { gigId: here.gig.id, package: 'basic' });
      await hereMoney.paid(left.id, here.buyer);
      await hereApi.deliver(left.id, here.seller.token, 'Another');

      await first.app.close();
      const restarted = await buildApp({
        config: {
          apiKeys: [],
          corsOrigins: [],
          publicUrl: undefined,
          authRateLimit: 1000,
          orders: quick,
          payments: { ...DEFAULT_PAYMENTS, mode: 'test' },
          clearingEveryMs: 3_600_000,
        },
        db: first.db,
        fileStore: first.fileStore,
        jwtSecret: first.jwtSecret,
      });
      await restarted.ready();
      later.push(restarted);
      for (;;) {
        const [row] = await first.db
          .select({ state: ordersTable.state })
          .from(ordersTable)
          .where(eq(ordersTable.id, left.id));
        if (row?.state === 'completed') break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Several more rounds pass; the disputed order stays as it was.
      await new Promise((resolve) => setTimeout(resolve, 400));
      const [row] = await first.db
        .select({
          state: ordersTable.state,
          events: sql<number>`(select count(*)::int from order_events e
                                where e.order_id = ${ordersTable.id} and e.type = 'auto_completed')`,
        })
        .from(ordersTable)
        .where(eq(ordersTable.id, contested.id));
      expect(row).toEqual({ state: 'disputed', events: 0 });
    } finally {
      await Promise.all(later.map((app) => app.close()));
      await first.close().catch(() => {});
    }
  });
});
