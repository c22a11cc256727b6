import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderPayment,
  paymentIntent,
  paymentSettings,
  payoutAccount,
  payoutOnboarding,
  providerEventReceipt,
  withdrawal,
} from '@giglane/contract/payments';
import { orders as orderRows } from '../orders/orders-schema';
import { orderWorld, ordersApi } from '../../testing/orders';
import { cardOf, paymentsApi } from '../../testing/payments';
import { startFakeStripe, type FakeStripe } from '../../testing/fake-stripe';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';
import { refunds } from './payments-schema';

/*
 * PAYMENTS=stripe at the HTTP boundary (decision 046): the official SDK talks to a Stripe the
 * test runs on 127.0.0.1, answering as Stripe's API reference documents, and webhooks are signed
 * with the SDK's own test helper. The world's Basic package costs US$20: with the default fees
 * the buyer pays 2,360 cents; Premium, US$90, pays 9,495 and earns its seller 7,200.
 */

/** Every line the app logs: no client secret or key may appear in one. */
const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});

let stripe: FakeStripe;
let t: TestApp;
let world: Awaited<ReturnType<typeof orderWorld>>;
let admin: Awaited<ReturnType<TestApp['createAdmin']>>;
let orders: ReturnType<typeof ordersApi>;
let money: ReturnType<typeof paymentsApi>;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({
    payments: { mode: 'stripe' },
    stripe: stripe.settings,
    clearingEveryMs: 3_600_000,
    logger: { level: 'trace', stream },
  });
  world = await orderWorld(t);
  admin = await t.createAdmin();
  orders = ordersApi(t);
  money = paymentsApi(t);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const placed = (tier: 'basic' | 'premium' = 'basic') =>
  orders.placed(world.buyer, { gigId: world.gig.id, package: tier });

async function started(orderId: number, token = world.buyer.token) {
  const reply = await call(t.app, 'POST', `/api/orders/${orderId}/payment/intent`, { token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return contentOf(paymentIntent, reply.body);
}

/** Stripe's webhook delivery of `type` about `object`, signed as Stripe signs it. */
async function deliver(event: { payload: string; signature?: string }) {
  return call(t.app, 'POST', '/api/payments/stripe/webhook', {
    body: event.payload,
    headers: {
      'content-type': 'application/json',
      ...(event.signature ? { 'stripe-signature': event.signature } : {}),
    },
  });
}

async function delivered(type: string, object: Record<string, unknown>) {
  const reply = await deliver(stripe.event(type, object));
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return contentOf(providerEventReceipt, reply.body);
}

const returned = (orderId: number) =>
  call(t.app, 'POST', `/api/orders/${orderId}/payment/confirm`, { token: world.buyer.token });

const stateOf = async (id: number) =>
  (await t.db.select({ state: orderRows.state }).from(orderRows).where(eq(orderRows.id, id)))[0]!
    .state;

/** How many movements of the books an order has: a second capture would show here. */
const movementsOf = (orderId: number) =>
  t.countRows(`ledger_transactions where order_id = ${orderId}`);

/** An order paid through Stripe's webhook. */
async function paidOrder(tier: 'basic' | 'premium' = 'basic') {
  const order = await placed(tier);
  const intent = await started(order.id);
  await delivered('payment_intent.succeeded', stripe.pay(intent.intentId));
  expect((await money.viewed(order.id, world.buyer)).state).toBe('held');
  return { order, intent };
}

describe('paying with Stripe', () => {
  it('says Stripe takes the payments, with no test cards', async () => {
    const reply = await call(t.app, 'GET', '/api/payments/settings');
    expect(contentOf(paymentSettings, reply.body)).toMatchObject({
      mode: 'stripe',
      notice: 'Payments are processed securely by Stripe.',
      testCards: [],
    });
  });

  it("makes a PaymentIntent for the order's stored total, keyed by the order and attempt, once while it waits", async () => {
    const order = await placed();
    const before = stripe.callsTo('POST /v1/payment_intents').length;
    const intent = await started(order.id);
    expect(intent).toMatchObject({
      orderId: order.id,
      amount: 2_360,
      currency: 'USD',
      publishableKey: 'pk_test_giglane_fake',
    });
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.intentId}_secret_`));
    const [made] = stripe.callsTo('POST /v1/payment_intents').slice(before);
    expect(made).toMatchObject({
      idempotencyKey: `order-${order.id}-attempt-1`,
      params: {
        amount: '2360',
        currency: 'usd',
        'metadata[orderId]': String(order.id),
        'allowed_payment_method_types[0]': 'card',
      },
    });
    // Asked again (a reload of the checkout): the same PaymentIntent, no second one.
    expect(await started(order.id)).toEqual(intent);
    expect(stripe.callsTo('POST /v1/payment_intents')).toHaveLength(before + 1);
    expect(await money.viewed(order.id, world.buyer)).toMatchObject({
      state: 'requires_confirmation',
      notice: 'Payments are processed securely by Stripe.',
      actions: ['pay', 'confirm'],
      payment: { status: 'requires_confirmation', provider: 'stripe', reference: intent.intentId },
    });
    // Nothing starts before Stripe says the money was taken.
    expect(await stateOf(order.id)).toBe('placed');
  });

  it('takes no card: card details go to Stripe from the browser', async () => {
    const order = await placed();
    const reply = await money.pay(order.id, world.buyer.token, cardOf());
    expect(reply.status).toBe(409);
    expect(reply.body!.content).toMatch(/^card: card details go to Stripe from the browser/);
    expect(await t.countRows(`payments where order_id = ${order.id}`)).toBe(0);
  });

  it("refuses a stranger's or the seller's start, and a start of a paid order", async () => {
    const order = await placed();
    const stranger = await t.createUser();
    expect(
      (
        await call(t.app, 'POST', `/api/orders/${order.id}/payment/intent`, {
          token: stranger.token,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(t.app, 'POST', `/api/orders/${order.id}/payment/intent`, {
          token: world.seller.token,
        })
      ).status,
    ).toBe(403);
    const intent = await started(order.id);
    await delivered('payment_intent.succeeded', stripe.pay(intent.intentId));
    const again = await call(t.app, 'POST', `/api/orders/${order.id}/payment/intent`, {
      token: world.buyer.token,
    });
    expect(again.status).toBe(409);
    expect(again.body!.content).toBe('payment: the order is already paid');
  });

  it("is paid by Stripe's webhook: the money held, the order started, the card's brand and last four", async () => {
    const order = await placed();
    const intent = await started(order.id);
    const receipt = await delivered('payment_intent.succeeded', stripe.pay(intent.intentId));
    expect(receipt).toEqual({ received: true, duplicate: false });
    expect(await money.viewed(order.id, world.buyer)).toMatchObject({
      state: 'held',
      total: 2_360,
      actions: [],
      payment: { status: 'succeeded', provider: 'stripe', brand: 'visa', last4: '4242' },
    });
    expect(await stateOf(order.id)).toBe('in_progress');
    await money.expectBalanced(admin);
  });

  it("is paid when the buyer's browser comes back and Stripe says so", async () => {
    const order = await placed();
    const intent = await started(order.id);
    // Back before paying: nothing changes.
    const early = await returned(order.id);
    expect(early.status).toBe(200);
    expect(contentOf(orderPayment, early.body).state).toBe('requires_confirmation');

    stripe.pay(intent.intentId, { brand: 'mastercard', last4: '4444' });
    const back = await returned(order.id);
    expect(back.status).toBe(200);
    expect(contentOf(orderPayment, back.body)).toMatchObject({
      state: 'held',
      payment: { status: 'succeeded', brand: 'mastercard', last4: '4444' },
    });
    expect(await stateOf(order.id)).toBe('in_progress');
    await money.expectBalanced(admin);
  });

  it('is paid once when both the webhook and the return bring the news, in either order', async () => {
    const first = await placed();
    const one = await started(first.id);
    await delivered('payment_intent.succeeded', stripe.pay(one.intentId));
    const movements = await movementsOf(first.id);
    expect((await returned(first.id)).status).toBe(200);
    expect(await movementsOf(first.id)).toBe(movements);

    const second = await placed();
    const two = await started(second.id);
    stripe.pay(two.intentId);
    expect((await returned(second.id)).status).toBe(200);
    await delivered('payment_intent.succeeded', stripe.intent(two.intentId));
    expect(await movementsOf(second.id)).toBe(movements);
    expect(
      await t.countRows(
        `ledger_transactions where kind = 'capture' and order_id in (${first.id}, ${second.id})`,
      ),
    ).toBe(2);
    await money.expectBalanced(admin);
  });

  it("keeps a declined card's reason and lets another card pay the same PaymentIntent", async () => {
    const order = await placed();
    const intent = await started(order.id);
    await delivered('payment_intent.payment_failed', stripe.decline(intent.intentId));
    expect(await money.viewed(order.id, world.buyer)).toMatchObject({
      state: 'requires_confirmation',
      actions: ['pay', 'confirm'],
      payment: {
        status: 'requires_confirmation',
        decline: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
      },
    });
    expect(await stateOf(order.id)).toBe('placed');
    // The Payment Element takes another card for the same PaymentIntent.
    expect(await started(order.id)).toMatchObject({ intentId: intent.intentId });
    await delivered('payment_intent.succeeded', stripe.pay(intent.intentId));
    expect(await money.viewed(order.id, world.buyer)).toMatchObject({
      state: 'held',
      payment: { status: 'succeeded', decline: null },
    });
  });

  it('changes nothing on a replayed event, nor on a failure arriving after the success', async () => {
    const order = await placed();
    const intent = await started(order.id);
    const event = stripe.event('payment_intent.succeeded', stripe.pay(intent.intentId));
    expect(contentOf(providerEventReceipt, (await deliver(event)).body).duplicate).toBe(false);
    const movements = await movementsOf(order.id);
    const outbox = await t.countRows('outbox_events');

    const replay = await deliver(event);
    expect(replay.status).toBe(200);
    expect(contentOf(providerEventReceipt, replay.body)).toEqual({
      received: true,
      duplicate: true,
    });
    expect(await t.countRows('outbox_events')).toBe(outbox);

    // The failure of an earlier try, delivered late: Stripe's PaymentIntent has succeeded since.
    await delivered('payment_intent.payment_failed', {
      ...stripe.intent(intent.intentId),
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined', decline_code: 'generic_decline' },
    });
    expect(await movementsOf(order.id)).toBe(movements);
    expect(await money.viewed(order.id, world.buyer)).toMatchObject({
      state: 'held',
      payment: { status: 'succeeded', decline: null },
    });
  });

  it('refuses a webhook whose signature does not verify, writing nothing', async () => {
    const order = await placed();
    const intent = await started(order.id);
    const good = stripe.event('payment_intent.succeeded', stripe.pay(intent.intentId));
    const events = await t.countRows('provider_events');
    const outbox = await t.countRows('outbox_events');
    const forged = [
      stripe.event('payment_intent.succeeded', stripe.intent(intent.intentId), 'whsec_not_ours'),
      { payload: good.payload },
      {
        payload: good.payload.replace('"livemode":false', '"livemode":true'),
        signature: good.signature,
      },
      { payload: good.payload, signature: 'garbage' },
    ];
    for (const event of forged) {
      const reply = await deliver(event);
      expect(reply.status).toBe(400);
      expect(reply.body!.content).toMatch(/^stripe-signature: must be/);
    }
    expect(await t.countRows('provider_events')).toBe(events);
    expect(await t.countRows('outbox_events')).toBe(outbox);
    expect(await stateOf(order.id)).toBe('placed');
  });

  it("takes only the server's amount: a PaymentIntent that took another is not the order's payment", async () => {
    const order = await placed();
    const intent = await started(order.id);
    stripe.pay(intent.intentId);
    stripe.alter(intent.intentId, { amount: 1 });
    const back = await returned(order.id);
    expect(back.status).toBe(502);
    expect(back.body!.content).toBe(
      "payment provider: Stripe's PaymentIntent does not match this order's total; nothing was recorded",
    );
    expect(await stateOf(order.id)).toBe('placed');
    expect(await t.countRows(`ledger_transactions where order_id = ${order.id}`)).toBe(0);
  });

  it('refunds a cancelled order through Stripe once, keyed by its outbox event', async () => {
    const { order, intent } = await paidOrder();
    const before = stripe.callsTo('POST /v1/refunds').length;
    expect((await orders.cancel(order.id, world.seller.token)).status).toBe(200);
    const sent = stripe.callsTo('POST /v1/refunds').slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.idempotencyKey).toMatch(/^outbox-\d+$/);
    expect(sent[0]!.params).toMatchObject({ payment_intent: intent.intentId, amount: '2360' });
    expect(await money.viewed(order.id, world.buyer)).toMatchObject({
      state: 'refunded',
      refunds: [expect.objectContaining({ amount: 2_360, status: 'succeeded' })],
    });
    // The worker trying the event again (after a crash before its commit) sends nothing more.
    const [refund] = await t.db
      .select({ id: refunds.id })
      .from(refunds)
      .where(eq(refunds.orderId, order.id));
    await t.db.transaction((tx) =>
      t.app.services.payments.sendRefund(tx, refund!.id, 'outbox-again'),
    );
    expect(stripe.callsTo('POST /v1/refunds')).toHaveLength(before + 1);
    await money.expectBalanced(admin);
  });
});

describe('an order cancelled while its PaymentIntent waits', () => {
  it('cancels the PaymentIntent at Stripe, so an open tab can no longer pay it', async () => {
    const order = await placed();
    const intent = await started(order.id);
    expect((await orders.cancel(order.id, world.buyer.token)).status).toBe(200);
    const cancels = stripe.callsTo(`POST /v1/payment_intents/${intent.intentId}/cancel`);
    expect(cancels).toHaveLength(1);
    expect(cancels[0]!.idempotencyKey).toMatch(/^outbox-\d+-cancel$/);
    expect(stripe.intent(intent.intentId).status).toBe('canceled');
    expect(() => stripe.pay(intent.intentId)).toThrow(/canceled/);
    expect((await money.viewed(order.id, world.buyer)).payment).toMatchObject({
      status: 'cancelled',
    });
  });

  it('refunds it whole when the buyer paid it just before the cancel, the books untouched', async () => {
    const order = await placed();
    const intent = await started(order.id);
    // Paid in another tab; Stripe's webhook has not arrived yet.
    const paid = stripe.pay(intent.intentId);
    const refundsBefore = stripe.callsTo('POST /v1/refunds').length;
    expect((await orders.cancel(order.id, world.buyer.token)).status).toBe(200);
    const sent = stripe.callsTo('POST /v1/refunds').slice(refundsBefore);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.idempotencyKey).toMatch(/^outbox-\d+-refund$/);
    expect(sent[0]!.params).toMatchObject({ payment_intent: intent.intentId, amount: '2360' });
    // The late webhook finds the payment cancelled: nothing is taken into escrow.
    await delivered('payment_intent.succeeded', paid);
    expect(await movementsOf(order.id)).toBe(0);
    expect(await stateOf(order.id)).toBe('cancelled');
    await money.expectBalanced(admin);
  });
});

describe("sellers' payouts through Stripe Connect", () => {
  it('onboards a seller once, records when Stripe enables payouts, and pays a withdrawal by one transfer', async () => {
    const seller = world.seller;
    const account = async () =>
      contentOf(
        payoutAccount,
        (await call(t.app, 'GET', '/api/payouts/account', { token: seller.token })).body,
      );
    expect(await account()).toEqual({ mode: 'stripe', connected: false, payoutsEnabled: false });

    const onboard = () => call(t.app, 'POST', '/api/payouts/onboarding', { token: seller.token });
    const first = await onboard();
    expect(first.status).toBe(201);
    const onboarding = contentOf(payoutOnboarding, first.body);
    expect(onboarding.url).toMatch(/^https:\/\/connect\.stripe\.com\/setup\//);
    expect(onboarding.payoutsEnabled).toBe(false);
    const [made] = stripe.callsTo('POST /v1/accounts');
    expect(made).toMatchObject({
      idempotencyKey: `seller-${seller.id}-account`,
      params: { type: 'express', 'capabilities[transfers][requested]': 'true' },
    });
    const [link] = stripe.callsTo('POST /v1/account_links');
    expect(link!.params.type).toBe('account_onboarding');
    expect(link!.params.return_url).toMatch(/\/seller-dashboard\/earnings\?payouts=return$/);
    expect(link!.params.refresh_url).toMatch(/\/seller-dashboard\/earnings\?payouts=refresh$/);
    // Continuing later: a new link to the same account.
    expect((await onboard()).status).toBe(201);
    expect(stripe.callsTo('POST /v1/accounts')).toHaveLength(1);
    expect(stripe.callsTo('POST /v1/account_links')).toHaveLength(2);
    expect(await account()).toEqual({ mode: 'stripe', connected: true, payoutsEnabled: false });

    // Earnings to withdraw: a Premium order completed and cleared.
    const { order } = await paidOrder('premium');
    expect((await orders.deliver(order.id, seller.token, 'Here is your logo')).status).toBe(200);
    expect((await orders.accept(order.id, world.buyer.token)).status).toBe(200);
    await money.clearDue(new Date(Date.now() + 15 * 86_400_000));

    const early = await money.withdraw(seller.token, 5_000);
    expect(early.status).toBe(409);
    expect(early.body!.content).toMatch(
      /^withdrawal: payouts go to your Stripe account, which is not set up/,
    );

    const accountId = link!.params.account!;
    await delivered('account.updated', stripe.enablePayouts(accountId));
    expect(await account()).toEqual({ mode: 'stripe', connected: true, payoutsEnabled: true });

    const asked = await money.withdrawn(seller, 5_000);
    const approved = await money.moveWithdrawal(asked.id, 'approve', admin.token);
    expect(approved.status).toBe(200);
    const transfers = stripe.callsTo('POST /v1/transfers');
    expect(transfers).toHaveLength(1);
    expect(transfers[0]!.idempotencyKey).toMatch(/^outbox-\d+$/);
    expect(transfers[0]!.params).toMatchObject({
      amount: '5000',
      currency: 'usd',
      destination: accountId,
    });
    const listed = await call(t.app, 'GET', '/api/withdrawals', { token: seller.token });
    expect(JSON.stringify(listed.body)).toContain('"reference":"tr_fake');
    const paid = await money.moveWithdrawal(asked.id, 'paid', admin.token);
    expect(contentOf(withdrawal, paid.body)).toMatchObject({ status: 'paid' });
    expect(stripe.callsTo('POST /v1/transfers')).toHaveLength(1);
    await money.expectBalanced(admin);
  });

  it('answers only a signed-in caller', async () => {
    expect((await call(t.app, 'GET', '/api/payouts/account')).status).toBe(403);
    expect((await call(t.app, 'POST', '/api/payouts/onboarding')).status).toBe(403);
  });
});

describe('secrets', () => {
  it('never logs a key or a client secret', () => {
    const logged = lines.join('');
    expect(logged).not.toContain('sk_test_giglane_fake');
    expect(logged).not.toContain('whsec_giglane_fake');
    expect(logged).not.toMatch(/_secret_cs_fake/);
  });
});

describe('without Stripe', () => {
  it('answers its endpoints with a 409 or a 404 when the test processor runs', async () => {
    const other = await createTestApp({ payments: { mode: 'test' } });
    try {
      const buyer = await other.createUser();
      const intent = await call(other.app, 'POST', '/api/orders/1/payment/intent', {
        token: buyer.token,
      });
      expect(intent.status).toBe(409);
      expect(intent.body!.content).toBe(
        'payment: this server does not take payments through Stripe',
      );
      const onboarding = await call(other.app, 'POST', '/api/payouts/onboarding', {
        token: buyer.token,
      });
      expect(onboarding.status).toBe(409);
      const event = stripe.event('payment_intent.succeeded', { id: 'pi_none' });
      const webhook = await call(other.app, 'POST', '/api/payments/stripe/webhook', {
        body: event.payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      });
      expect(webhook.status).toBe(404);
      expect(await other.countRows('provider_events')).toBe(0);
    } finally {
      await other.close();
    }
  });
});
