import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../../bench/child-server';
import { DEFAULT_PAYMENTS } from '../../config';
import { queryRows, type DatabaseHandle } from '../../db/client';
import { outboxEvents } from '../../db/outbox-schema';
import { startFakeStripe, type FakeStripe } from '../../testing/fake-stripe';
import { expectWhole, kill, moneyWorld, overHttp } from '../../testing/money-kill';
import { startInstance } from '../../testing/outbox';
import { untilHandled } from '../../testing/until-handled';
import { ledgerTransactions, payments, refunds, withdrawals } from './payments-schema';

/*
 * kill -9 on the Stripe path (decisions 045 and 046): server processes with PAYMENTS=stripe,
 * talking to the Stripe the test runs, are killed after a money step committed and before its
 * Stripe call or webhook handling ran (the worker off), and while steps are in flight. After a
 * restart nothing is half-done, and Stripe received each refund and transfer under one
 * idempotency key: nothing is paid twice.
 */

const undo: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (undo.length > 0) await undo.pop()!();
});

let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe();
});
afterAll(() => stripe.close());

const stripeEnv = () => ({
  PAYMENTS: 'stripe',
  STRIPE_SECRET_KEY: stripe.settings.secretKey,
  STRIPE_PUBLISHABLE_KEY: stripe.settings.publishableKey,
  STRIPE_WEBHOOK_SECRET: stripe.settings.webhookSecret,
  STRIPE_API_URL: stripe.settings.apiUrl,
  // Earnings clear as soon as an order completes: a period is fixed with each order as placed.
  CLEARING_AFTER: '0',
  CLEARING_EVERY: '1',
});

/** A Stripe world: the test app writes it with the same keys the server processes get. */
const stripeWorld = () =>
  moneyWorld(undo, { payments: { mode: 'stripe' }, stripe: stripe.settings });

/** A restart: an instance on the database with its worker on and the same Stripe. */
const restart = (handle: DatabaseHandle, jwtSecret: string) =>
  startInstance(handle, jwtSecret, undo, undefined, {
    payments: { ...DEFAULT_PAYMENTS, mode: 'stripe' },
    stripe: stripe.settings,
  });

/** The idempotency keys Stripe received on `route` since `from` calls, each once. */
const keysSince = (route: string, from: number) =>
  [
    ...new Set(
      stripe
        .callsTo(route)
        .slice(from)
        .map((one) => one.idempotencyKey),
    ),
  ].sort();

/** Calls of a server process's Stripe endpoints. */
function stripeOverHttp(origin: string) {
  const api = overHttp(origin);
  return {
    ...api,
    async startedIntent(token: string, id: number) {
      const reply = await api.send('POST', `/api/orders/${id}/payment/intent`, token);
      expect(reply.status).toBe(201);
      return ((await reply.json()) as { content: { intentId: string } }).content.intentId;
    },
    webhook: (event: { payload: string; signature: string }) =>
      fetch(`${origin}/api/payments/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        body: event.payload,
      }),
    async moneyState(token: string, id: number) {
      const reply = await api.send('GET', `/api/orders/${id}/payment`, token);
      return ((await reply.json()) as { content: { state: string } }).content.state;
    },
  };
}

/** Polls `read` until it answers `wanted`. */
async function until<T>(read: () => Promise<T>, wanted: T) {
  for (let tries = 0; ; tries += 1) {
    if ((await read()) === wanted) return;
    if (tries > 600) throw new Error(`still not ${String(wanted)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Each succeeded payment's captures: one each, however often its news came. */
const capturesPerPayment = (handle: DatabaseHandle) =>
  queryRows<{ captures: number }>(
    handle.db,
    sql`select (select count(*)::int from ${ledgerTransactions} c
                 where c.payment_id = p.id and c.kind = 'capture') as captures
          from ${payments} p where p.status = 'succeeded' order by p.id`,
  );

const waitingEvents = (handle: DatabaseHandle, topic: string) =>
  handle.db
    .select({ id: outboxEvents.id })
    .from(outboxEvents)
    .where(and(isNull(outboxEvents.handledAt), eq(outboxEvents.topic, topic)));

describe('money with Stripe when the server is killed with -9', () => {
  it('captures each payment once, and sends each refund and transfer once, after restarts between each step and its Stripe work', async () => {
    const { world, admin, env, open, jwtSecret } = await stripeWorld();
    const { buyer, seller } = world;

    // 1. Stripe's webhooks are received and recorded; the process dies before handling them.
    let server = await startServer({ ...env, ...stripeEnv(), WORKER: 'off' });
    let api = stripeOverHttp(server.origin);
    const ids = [
      await api.placedId(buyer.token, world.gig.id, 'premium'),
      await api.placedId(buyer.token, world.gig.id),
      await api.placedId(buyer.token, world.gig.id),
    ];
    const events = [];
    for (const id of ids) {
      const intent = await api.startedIntent(buyer.token, id);
      events.push(stripe.event('payment_intent.succeeded', stripe.pay(intent)));
    }
    for (const event of events) expect((await api.webhook(event)).status).toBe(200);
    await kill(server);

    let handle = await open();
    expect(await waitingEvents(handle, 'payments.provider-event')).toHaveLength(3);
    expect(await capturesPerPayment(handle)).toEqual([]);
    await expectWhole(handle);
    await handle.close();

    // 2. Restarted: each payment is captured once, and the events replayed change nothing. The
    // premium order completes, its earnings clear at once, and its seller asks for a payout.
    server = await startServer({ ...env, ...stripeEnv() });
    api = stripeOverHttp(server.origin);
    for (const id of ids) await until(() => api.moneyState(buyer.token, id), 'held');
    for (const event of events) expect((await api.webhook(event)).status).toBe(200);
    const form = new FormData();
    form.set('message', 'Here is your logo');
    const delivered = await fetch(`${server.origin}/api/orders/${ids[0]}/deliveries`, {
      method: 'POST',
      headers: { token: seller.token },
      body: form,
    });
    expect(delivered.status).toBe(200);
    expect((await api.send('POST', `/api/orders/${ids[0]}/accept`, buyer.token)).status).toBe(200);
    expect((await api.send('POST', '/api/payouts/onboarding', seller.token)).status).toBe(201);
    const accountId = stripe.callsTo('POST /v1/account_links').at(-1)!.params.account!;
    expect(
      (await api.webhook(stripe.event('account.updated', stripe.enablePayouts(accountId)))).status,
    ).toBe(200);
    await until(async () => {
      const reply = await api.send('GET', '/api/earnings', seller.token);
      return ((await reply.json()) as { content: { available: number } }).content.available;
    }, 7_200);
    await until(async () => {
      const reply = await api.send('GET', '/api/payouts/account', seller.token);
      return ((await reply.json()) as { content: { payoutsEnabled: boolean } }).content
        .payoutsEnabled;
    }, true);
    const asked = await api.send('POST', '/api/withdrawals', seller.token, {
      amount: 5_000,
      currency: 'USD',
    });
    expect(asked.status).toBe(201);
    const withdrawalId = ((await asked.json()) as { content: { id: number } }).content.id;
    await kill(server);

    handle = await open();
    expect(await capturesPerPayment(handle)).toEqual([
      { captures: 1 },
      { captures: 1 },
      { captures: 1 },
    ]);
    await expectWhole(handle);
    await handle.close();

    // 3. Two cancels and the payout's approval commit; the process dies before Stripe hears.
    const refundCalls = stripe.callsTo('POST /v1/refunds').length;
    const transferCalls = stripe.callsTo('POST /v1/transfers').length;
    server = await startServer({ ...env, ...stripeEnv(), WORKER: 'off' });
    api = stripeOverHttp(server.origin);
    for (const id of ids.slice(1))
      expect(
        (await api.send('POST', `/api/orders/${id}/cancel`, seller.token, { reason: 'No' })).status,
      ).toBe(200);
    expect(
      (await api.send('POST', `/api/admin/withdrawals/${withdrawalId}/approve`, admin.token))
        .status,
    ).toBe(200);
    await kill(server);

    handle = await open();
    undo.push(() => handle.close());
    const waitingRefunds = await waitingEvents(handle, 'payments.refund');
    const waitingPayouts = await waitingEvents(handle, 'payments.payout');
    expect(waitingRefunds).toHaveLength(2);
    expect(waitingPayouts).toHaveLength(1);
    expect(stripe.callsTo('POST /v1/refunds')).toHaveLength(refundCalls);
    expect(stripe.callsTo('POST /v1/transfers')).toHaveLength(transferCalls);
    await expectWhole(handle);

    // 4. Restarted twice: Stripe gets each refund and the transfer under one key, the outbox
    // event's, and the second restart sends nothing more.
    await restart(handle, jwtSecret);
    await untilHandled(handle.db);
    await restart(handle, jwtSecret);
    await untilHandled(handle.db);
    const keyOf = ({ id }: { id: number }) => `outbox-${id}`;
    expect(keysSince('POST /v1/refunds', refundCalls)).toEqual(waitingRefunds.map(keyOf).sort());
    expect(keysSince('POST /v1/transfers', transferCalls)).toEqual(waitingPayouts.map(keyOf));
    const sent = await handle.db.select({ status: refunds.status }).from(refunds);
    expect(sent).toEqual([{ status: 'succeeded' }, { status: 'succeeded' }]);
    const [paidOut] = await handle.db
      .select({ status: withdrawals.status, reference: withdrawals.reference })
      .from(withdrawals);
    expect(paidOut!.reference).toMatch(/^tr_fake/);
    await expectWhole(handle);
  }, 240_000);
});
