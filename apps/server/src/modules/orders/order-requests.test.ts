import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceSettings } from '@giglane/contract/settings';
import { orderView, type OrderView } from '@giglane/contract/orders';
import { orderPayment } from '@giglane/contract/payments';
import { buildApp } from '../../app';
import { DEFAULT_PAYMENTS } from '../../config';
import { outboxEvents } from '../../db/outbox-schema';
import { orderWorld, ordersApi } from '../../testing/orders';
import { paymentsApi } from '../../testing/payments';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';
import { notifications } from '../messaging/messaging-schema';
import { orderRequests, orders as ordersTable } from './orders-schema';

/*
 * Requests of the other party (decision 052): a cancellation both agree on (or that nobody
 * answers in time), and more days for the seller. Every move by every actor, refusals that write
 * nothing, races between two answers and between an answer and its timer, the timer of a request
 * answered meanwhile, and the answer's timer across a restart.
 */

let t: TestApp;
let world: Awaited<ReturnType<typeof orderWorld>>;
let admin: Awaited<ReturnType<TestApp['createAdmin']>>;
let stranger: Awaited<ReturnType<TestApp['createUser']>>;
let api: ReturnType<typeof ordersApi>;
let money: ReturnType<typeof paymentsApi>;

const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ payments: { mode: 'test' }, clearingEveryMs: 3_600_000 });
  world = await orderWorld(t);
  admin = await t.createAdmin();
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

const ask = (id: number, token: string | undefined, reason: unknown = 'We agreed to stop') =>
  call(t.app, 'POST', `/api/orders/${id}/cancellation-request`, { token, body: { reason } });
const askDays = (id: number, token: string | undefined, days: unknown = 3) =>
  call(t.app, 'POST', `/api/orders/${id}/extension-request`, {
    token,
    body: { days, reason: 'The client sent new files' },
  });
const answer = (
  id: number,
  kind: 'cancellation' | 'extension',
  token: string | undefined,
  reply: unknown,
) =>
  call(t.app, 'POST', `/api/orders/${id}/${kind}-request/answer`, {
    token,
    body: { answer: reply },
  });

/** What a refusal must leave as it was: the order's requests, timeline, notifications and mails. */
async function written(orderId: number) {
  return Promise.all(
    [
      `order_requests where order_id = ${orderId}`,
      `order_events where order_id = ${orderId}`,
      `notifications where order_id = ${orderId}`,
      'mails',
    ].map((table) => t.countRows(table)),
  );
}

describe('asking to cancel together', () => {
  it('refuses anyone but the parties, saying why, and writes nothing', async () => {
    const order = await paidOrder();
    const before = await written(order.id);
    expect((await ask(order.id, undefined)).status).toBe(403);
    expect((await ask(order.id, stranger.token)).status).toBe(404);
    expect((await ask(order.id, admin.token)).status).toBe(403);
    const empty = await ask(order.id, world.buyer.token, '');
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('reason');
    expect(await written(order.id)).toEqual(before);
  });

  it('lets the seller accept the buyer’s request: cancelled, refunded in full, both told', async () => {
    const order = await paidOrder();
    const asked = contentOf(orderView, (await ask(order.id, world.buyer.token)).body);
    expect(asked.state).toBe('in_progress');
    expect(asked.request).toMatchObject({
      kind: 'cancellation',
      by: 'buyer',
      reason: 'We agreed to stop',
      days: null,
    });
    // The answer is due two days (the default) after the request.
    expect(
      new Date(asked.request!.answerBy!).getTime() - new Date(asked.request!.at).getTime(),
    ).toBe(2 * DAY);
    expect(asked.actions).not.toContain('accept_cancellation');
    const seen = await api.viewed(order.id, world.seller);
    expect(seen.actions).toEqual(
      expect.arrayContaining(['accept_cancellation', 'decline_cancellation']),
    );

    // One open request at a time, and the asker does not answer their own.
    const again = await ask(order.id, world.seller.token);
    expect(again.status).toBe(409);
    expect(JSON.stringify(again.body)).toContain('request: the cancellation request waits');
    expect((await answer(order.id, 'cancellation', world.buyer.token, 'accept')).status).toBe(409);
    expect((await answer(order.id, 'cancellation', admin.token, 'accept')).status).toBe(403);
    expect((await answer(order.id, 'cancellation', stranger.token, 'accept')).status).toBe(404);
    expect((await answer(order.id, 'cancellation', undefined, 'accept')).status).toBe(403);
    const odd = await answer(order.id, 'cancellation', world.seller.token, 'maybe');
    expect(odd.status).toBe(400);
    expect(JSON.stringify(odd.body)).toContain('answer');

    const accepted = await answer(order.id, 'cancellation', world.seller.token, 'accept');
    expect(accepted.status).toBe(200);
    const cancelled = contentOf(orderView, accepted.body);
    expect(cancelled).toMatchObject({
      state: 'cancelled',
      cancelReason: 'We agreed to stop',
      request: null,
      actions: [],
    });
    expect(cancelled.timeline.slice(-2).map((event) => event.type)).toEqual([
      'cancellation_requested',
      'cancellation_accepted',
    ]);
    const payment = await money.viewed(order.id, world.buyer);
    expect(payment).toMatchObject({ state: 'refunded', refunded: payment.total });

    // The seller was told of the request, the buyer of the answer: in the app and by mail.
    const told = await t.db
      .select({ userId: notifications.userId, kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.orderId, order.id))
      .orderBy(asc(notifications.id));
    expect(told).toEqual(
      expect.arrayContaining([
        { userId: world.seller.id, kind: 'cancellation_requested' },
        { userId: world.buyer.id, kind: 'order_cancelled' },
      ]),
    );
    expect(
      await t.countRows(
        `mails where user_id = ${world.seller.id} and data->>'orderId' = '${order.id}' and data->>'kind' = 'cancellation_requested'`,
      ),
    ).toBe(1);
  });

  it('goes on after a decline, and the seller may ask in turn', async () => {
    const order = await paidOrder();
    expect((await ask(order.id, world.buyer.token)).status).toBe(200);
    const declined = await answer(order.id, 'cancellation', world.seller.token, 'decline');
    expect(contentOf(orderView, declined.body)).toMatchObject({
      state: 'in_progress',
      request: null,
    });
    const turn = contentOf(orderView, (await ask(order.id, world.seller.token)).body);
    expect(turn.request).toMatchObject({ kind: 'cancellation', by: 'seller' });
    // A delivery overtakes the request: it closes, and nothing is left to answer.
    expect((await api.deliver(order.id, world.seller.token, 'Done after all')).status).toBe(200);
    const delivered = await api.viewed(order.id, world.buyer);
    expect(delivered).toMatchObject({ state: 'delivered', request: null });
    expect((await answer(order.id, 'cancellation', world.buyer.token, 'accept')).status).toBe(409);
    expect(
      await t.countRows(`order_requests where order_id = ${order.id} and outcome = 'closed'`),
    ).toBe(1);
  });

  it('takes one of an accept and a decline sent at once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const order = await paidOrder();
      expect((await ask(order.id, world.seller.token)).status).toBe(200);
      const replies = await Promise.all([
        answer(order.id, 'cancellation', world.buyer.token, 'accept'),
        answer(order.id, 'cancellation', world.buyer.token, 'decline'),
      ]);
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
      const ended = await t.db
        .select({ outcome: orderRequests.outcome })
        .from(orderRequests)
        .where(eq(orderRequests.orderId, order.id));
      const outcomes = ended.map((row) => row.outcome);
      expect(outcomes).toHaveLength(1);
      const state = (await api.viewed(order.id, world.buyer)).state;
      expect(state).toBe(outcomes[0] === 'accepted' ? 'cancelled' : 'in_progress');
    }
  });
});

describe('asking for more days', () => {
  it('is the seller’s to ask and the buyer’s to answer; anyone else is refused, nothing written', async () => {
    const order = await paidOrder();
    const before = await written(order.id);
    expect((await askDays(order.id, undefined)).status).toBe(403);
    expect((await askDays(order.id, stranger.token)).status).toBe(404);
    expect((await askDays(order.id, admin.token)).status).toBe(403);
    expect((await askDays(order.id, world.buyer.token)).status).toBe(403);
    for (const days of [0, 31, 1.5, 'two']) {
      const bad = await askDays(order.id, world.seller.token, days);
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('days');
    }
    expect(await written(order.id)).toEqual(before);

    const asked = contentOf(orderView, (await askDays(order.id, world.seller.token, 3)).body);
    expect(asked.request).toMatchObject({
      kind: 'extension',
      by: 'seller',
      days: 3,
      answerBy: null,
    });
    const unanswered = await written(order.id);
    expect((await answer(order.id, 'extension', undefined, 'accept')).status).toBe(403);
    expect((await answer(order.id, 'extension', world.seller.token, 'accept')).status).toBe(403);
    expect((await answer(order.id, 'extension', admin.token, 'accept')).status).toBe(403);
    expect((await answer(order.id, 'extension', stranger.token, 'accept')).status).toBe(404);
    expect((await answer(order.id, 'cancellation', world.buyer.token, 'accept')).status).toBe(409);
    expect(await written(order.id)).toEqual(unanswered);

    const accepted = contentOf(
      orderView,
      (await answer(order.id, 'extension', world.buyer.token, 'accept')).body,
    );
    expect(new Date(accepted.dueAt!).getTime() - new Date(order.dueAt!).getTime()).toBe(3 * DAY);
    expect(accepted.timeline.at(-1)).toMatchObject({
      type: 'extension_accepted',
      actor: { id: world.buyer.id },
    });
    expect(accepted.request).toBeNull();
  });

  it('keeps the due date when the buyer declines', async () => {
    const order = await paidOrder();
    const asked = await askDays(order.id, world.seller.token, 5);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const declined = contentOf(
      orderView,
      (await answer(order.id, 'extension', world.buyer.token, 'decline')).body,
    );
    expect(declined).toMatchObject({ dueAt: order.dueAt, request: null, state: 'in_progress' });
    expect(declined.timeline.at(-1)?.type).toBe('extension_declined');
  });

  it('takes one of an accept and a decline sent at once, and moves the due date only if accepted', async () => {
    for (let round = 0; round < 3; round += 1) {
      const order = await paidOrder();
      expect((await askDays(order.id, world.seller.token, 4)).status).toBe(200);
      const replies = await Promise.all([
        answer(order.id, 'extension', world.buyer.token, 'accept'),
        answer(order.id, 'extension', world.buyer.token, 'decline'),
      ]);
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
      const ended = await t.db
        .select({ outcome: orderRequests.outcome })
        .from(orderRequests)
        .where(eq(orderRequests.orderId, order.id));
      expect(ended).toHaveLength(1);
      const accepted = ended[0]!.outcome === 'accepted';
      if (!accepted) expect(ended[0]!.outcome).toBe('declined');
      const seen = await api.viewed(order.id, world.buyer);
      expect(seen).toMatchObject({ state: 'in_progress', request: null });
      expect(new Date(seen.dueAt!).getTime() - new Date(order.dueAt!).getTime()).toBe(
        accepted ? 4 * DAY : 0,
      );
      expect(
        seen.timeline.filter((event) => event.type.startsWith('extension_')).map((e) => e.type),
      ).toEqual(['extension_requested', accepted ? 'extension_accepted' : 'extension_declined']);
    }
  });
});

/** The open request's row: its id, as the timer on the outbox names it. */
async function requestOf(orderId: number) {
  const [row] = await t.db
    .select({ id: orderRequests.id, outcome: orderRequests.outcome })
    .from(orderRequests)
    .where(eq(orderRequests.orderId, orderId))
    .orderBy(sql`${orderRequests.id} desc`)
    .limit(1);
  return row!;
}

/**
 * Makes the request's answer timer due now (it waits two days here) and wakes the worker, which
 * runs it as it would when the time is up; resolves once it ran, without a failure.
 */
async function timerFired(requestId: number) {
  const made = await t.db
    .update(outboxEvents)
    .set({ availableAt: sql`now()` })
    .where(
      and(
        eq(outboxEvents.topic, 'orders.cancellation-due'),
        sql`(${outboxEvents.payload}->>'requestId')::int = ${requestId}`,
      ),
    )
    .returning({ id: outboxEvents.id });
  expect(made).toHaveLength(1);
  t.app.outbox.wake();
  for (;;) {
    const [event] = await t.db
      .select({ handledAt: outboxEvents.handledAt, lastError: outboxEvents.lastError })
      .from(outboxEvents)
      .where(eq(outboxEvents.id, made[0]!.id));
    expect(event!.lastError).toBeNull();
    if (event!.handledAt) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a cancellation request answered before its time', () => {
  it('is left as answered when its timer fires: a decline stays declined, an accept cancels once', async () => {
    const declinedOrder = await paidOrder();
    await ask(declinedOrder.id, world.buyer.token);
    const declined = await requestOf(declinedOrder.id);
    expect(
      (await answer(declinedOrder.id, 'cancellation', world.seller.token, 'decline')).status,
    ).toBe(200);
    const acceptedOrder = await paidOrder();
    await ask(acceptedOrder.id, world.seller.token);
    const accepted = await requestOf(acceptedOrder.id);
    expect(
      (await answer(acceptedOrder.id, 'cancellation', world.buyer.token, 'accept')).status,
    ).toBe(200);
    const before = [await written(declinedOrder.id), await written(acceptedOrder.id)];
    const ledger = await t.countRows('ledger_transactions');

    await timerFired(declined.id);
    await timerFired(accepted.id);

    expect(await api.viewed(declinedOrder.id, world.buyer)).toMatchObject({
      state: 'in_progress',
      request: null,
    });
    expect(await requestOf(declinedOrder.id)).toEqual({ id: declined.id, outcome: 'declined' });
    const cancelled = await api.viewed(acceptedOrder.id, world.buyer);
    expect(cancelled.state).toBe('cancelled');
    expect(cancelled.timeline.at(-1)?.type).toBe('cancellation_accepted');
    expect(await requestOf(acceptedOrder.id)).toEqual({ id: accepted.id, outcome: 'accepted' });
    expect([await written(declinedOrder.id), await written(acceptedOrder.id)]).toEqual(before);
    expect(await t.countRows('ledger_transactions')).toBe(ledger);
    const payment = await money.viewed(acceptedOrder.id, world.buyer);
    expect(payment).toMatchObject({ state: 'refunded', refunded: payment.total });
    await money.expectBalanced(admin);
  });

  it('does not lapse a later request of the same order: only its own', async () => {
    const order = await paidOrder();
    await ask(order.id, world.buyer.token);
    const first = await requestOf(order.id);
    await answer(order.id, 'cancellation', world.seller.token, 'decline');
    expect((await ask(order.id, world.seller.token, 'I am ill')).status).toBe(200);
    const second = await requestOf(order.id);

    await timerFired(first.id);
    const waiting = await api.viewed(order.id, world.buyer);
    expect(waiting).toMatchObject({
      state: 'in_progress',
      request: { kind: 'cancellation', by: 'seller', reason: 'I am ill' },
    });
    expect(await requestOf(order.id)).toEqual({ id: second.id, outcome: null });

    await timerFired(second.id);
    const lapsed = await api.viewed(order.id, world.buyer);
    expect(lapsed).toMatchObject({ state: 'cancelled', cancelReason: 'I am ill', request: null });
    expect(lapsed.timeline.at(-1)).toMatchObject({ type: 'cancellation_lapsed', actor: null });
    await money.expectBalanced(admin);
  });

  it('takes one of an answer and its timer running at once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const order = await paidOrder();
      await ask(order.id, world.buyer.token);
      const request = await requestOf(order.id);
      const [declined] = await Promise.all([
        answer(order.id, 'cancellation', world.seller.token, 'decline'),
        timerFired(request.id),
      ]);
      const { outcome } = await requestOf(order.id);
      const seen = await api.viewed(order.id, world.buyer);
      if (declined.status === 200) {
        expect(outcome).toBe('declined');
        expect(seen).toMatchObject({ state: 'in_progress', request: null });
      } else {
        expect(declined.status).toBe(409);
        expect(outcome).toBe('lapsed');
        expect(seen).toMatchObject({ state: 'cancelled', request: null });
      }
      expect(
        seen.timeline.filter((event) => event.type.startsWith('cancellation_')).map((e) => e.type),
      ).toEqual(['cancellation_requested', `cancellation_${outcome}`]);
    }
    await money.expectBalanced(admin);
  });
});

describe('a cancellation request nobody answers', () => {
  it('is accepted when its time is up, even after the server restarted meanwhile', async () => {
    const quick = { autoCompleteAfterMs: 3 * DAY, autoCompleteEveryMs: 3_600_000 };
    const first = await createTestApp({
      payments: { mode: 'test' },
      clearingEveryMs: 3_600_000,
      orders: { ...quick, cancellationAnswerMs: 1_500 },
    });
    const later: Awaited<ReturnType<typeof buildApp>>[] = [];
    try {
      const here = await orderWorld(first);
      const order = await ordersApi(first).placed(here.buyer, {
        gigId: here.gig.id,
        package: 'basic',
      });
      await paymentsApi(first).paid(order.id, here.buyer);
      const settings = contentOf(
        marketplaceSettings,
        (await call(first.app, 'GET', '/api/settings')).body,
      );
      expect(settings.cancellationAnswerSeconds).toBe(2);
      const asked = await call(first.app, 'POST', `/api/orders/${order.id}/cancellation-request`, {
        token: here.seller.token,
        body: { reason: 'I cannot finish it' },
      });
      expect(asked.status).toBe(200);

      // The server stops before the answer is due; the request waits in the database.
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
        const rows = await first.db
          .select({ state: ordersTable.state })
          .from(ordersTable)
          .where(eq(ordersTable.id, order.id));
        if (rows[0]?.state === 'cancelled') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const view = contentOf(
        orderView,
        (await call(restarted, 'GET', `/api/orders/${order.id}`, { token: here.buyer.token })).body,
      );
      expect(view).toMatchObject({ state: 'cancelled', cancelReason: 'I cannot finish it' });
      expect(view.timeline.at(-1)).toMatchObject({ type: 'cancellation_lapsed', actor: null });
      const payment = contentOf(
        orderPayment,
        (
          await call(restarted, 'GET', `/api/orders/${order.id}/payment`, {
            token: here.buyer.token,
          })
        ).body,
      );
      expect(payment.state).toBe('refunded');
    } finally {
      await Promise.all(later.map((app) => app.close()));
      await first.close().catch(() => {});
    }
  });
});
