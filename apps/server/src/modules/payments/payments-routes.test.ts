import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderView } from '@giglane/contract/orders';
import {
  billingHistory,
  earningsHistory,
  financeSummary,
  orderPayment,
  paymentSettings,
  withdrawal,
  withdrawalList,
} from '@giglane/contract/payments';
import { order as legacyOrder } from '@giglane/contract/orders';
import { orders as orderRows } from '../orders/orders-schema';
import { CARDS, cardOf, moneyApp, type MoneyApp } from '../../testing/payments';
import { call, contentOf, type TestApp } from '../../testing/test-app';
import { ledgerEntries, payments, refunds } from './payments-schema';

/*
 * Money through the API with the built-in test processor (decision 045): the fees the checkout
 * shows, paying, the card's rules, refunds, release, clearing, withdrawals and the books. The
 * fees are the defaults: 5.5 % service fee, US$2.50 below US$50, 20 % commission.
 */

/** Every line the app logs: no card number or CVC may appear in one. */
const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});

let t: TestApp;
let world: MoneyApp['world'];
let admin: MoneyApp['admin'];
let orders: MoneyApp['orders'];
let money: MoneyApp['money'];

beforeAll(async () => {
  ({ t, world, admin, orders, money } = await moneyApp({ logger: { level: 'trace', stream } }));
});
afterAll(() => t.close());

/** A placed order of the world's gig, not paid yet. */
async function placed(tier: 'basic' | 'standard' | 'premium' = 'basic') {
  return orders.placed(world.buyer, { gigId: world.gig.id, package: tier });
}

/** An order paid with the test card: it has started. */
async function paidOrder(tier: 'basic' | 'standard' | 'premium' = 'basic') {
  const order = await placed(tier);
  await money.paid(order.id, world.buyer);
  return order;
}

async function delivered(id: number) {
  expect((await orders.deliver(id, world.seller.token, 'Here is your logo')).status).toBe(200);
}

const stateOf = async (id: number) =>
  (await t.db.select({ state: orderRows.state }).from(orderRows).where(eq(orderRows.id, id)))[0]!
    .state;

describe('the checkout and paying', () => {
  it('says how money works: test mode, its fees and its test cards', async () => {
    const reply = await call(t.app, 'GET', '/api/payments/settings');
    expect(contentOf(paymentSettings, reply.body)).toMatchObject({
      mode: 'test',
      currency: 'USD',
      notice: 'Test mode: no real money moves',
      serviceFeePercent: 5.5,
      smallOrderFee: 250,
      smallOrderBelow: 5_000,
      commissionPercent: 20,
      clearingDays: 14,
      withdrawalMinimum: 2_000,
    });
    expect(contentOf(paymentSettings, reply.body).testCards).toHaveLength(5);
  });

  it("quotes the buyer's fees, fixes them with the order, and starts nothing before payment", async () => {
    const checkout = await call(t.app, 'GET', `/api/gigs/${world.gig.id}/checkout`);
    const quotes = (checkout.body!.content as { quotes: unknown[] }).quotes;
    expect(quotes.map((quote) => (quote as { fees: unknown; total: number }).total)).toEqual([
      23.6, 49.98, 94.95,
    ]);
    expect((quotes[0] as { fees: unknown }).fees).toEqual([
      { name: 'Service fee', amount: 1.1 },
      { name: 'Small order fee', amount: 2.5 },
    ]);

    const order = await placed('standard');
    expect(order.state).toBe('placed');
    const due = await money.viewed(order.id, world.buyer);
    expect(due).toMatchObject({
      state: 'due',
      notice: 'Test mode: no real money moves',
      lines: [
        { name: 'Price', amount: 4_500 },
        { name: 'Service fee', amount: 248 },
        { name: 'Small order fee', amount: 250 },
      ],
      total: 4_998,
      payment: null,
      seller: null,
      actions: ['pay'],
    });
    // The seller cannot deliver an order nobody paid for.
    expect((await orders.deliver(order.id, world.seller.token, 'Early')).status).toBe(409);

    // Later settings never touch it: the fees are the order's.
    const paid = await money.paid(order.id, world.buyer);
    expect(paid).toMatchObject({
      state: 'held',
      total: 4_998,
      payment: { status: 'succeeded', brand: 'visa', last4: '4242', decline: null },
      actions: [],
    });
    expect(paid.payment!.receiptNumber).toMatch(/^GLR\d{6}$/);
    expect((await orders.viewed(order.id, world.buyer)).state).toBe('in_progress');
    const seen = await money.viewed(order.id, world.seller);
    expect(seen.seller).toEqual({ commission: 900, earnings: 3_600, clearsAt: null });
    await money.expectBalanced(admin);
  });

  it('refuses each declining card with its reason, keeps the attempt, and takes a good card after', async () => {
    const order = await placed();
    for (const [number, code, text] of [
      [CARDS.declined, 'generic_decline', 'Your card was declined.'],
      [CARDS.insufficientFunds, 'insufficient_funds', 'Your card has insufficient funds.'],
      [CARDS.expired, 'expired_card', 'Your card has expired.'],
    ] as const) {
      const reply = await money.pay(order.id, world.buyer.token, cardOf(number));
      expect(reply.status).toBe(402);
      expect(reply.body).toMatchObject({ message: text, content: `${code}: ${text}` });
      const seen = await money.viewed(order.id, world.buyer);
      expect(seen).toMatchObject({
        state: 'due',
        payment: { status: 'declined', decline: { code, message: text }, reference: null },
        actions: ['pay'],
      });
    }
    expect(await stateOf(order.id)).toBe('placed');
    expect((await money.paid(order.id, world.buyer)).state).toBe('held');
    await money.expectBalanced(admin);
  });

  it('waits for the confirmation step of the card that asks for one', async () => {
    const order = await placed();
    const asked = await money.paid(order.id, world.buyer, cardOf(CARDS.confirms));
    expect(asked).toMatchObject({
      state: 'requires_confirmation',
      payment: { status: 'requires_confirmation', last4: '3155' },
      actions: ['confirm'],
    });
    expect(await stateOf(order.id)).toBe('placed');
    expect((await money.pay(order.id, world.buyer.token, cardOf())).status).toBe(409);
    expect((await money.confirm(order.id, world.seller.token)).status).toBe(403);

    const confirmed = await money.confirm(order.id, world.buyer.token);
    expect(confirmed.status).toBe(200);
    expect(contentOf(orderPayment, confirmed.body)).toMatchObject({
      state: 'held',
      payment: { status: 'succeeded' },
    });
    expect(await stateOf(order.id)).toBe('in_progress');
    expect((await money.confirm(order.id, world.buyer.token)).status).toBe(409);
    await money.expectBalanced(admin);
  });

  it('keeps the answers given at the checkout and starts the order once it is paid', async () => {
    await orders.setRequirements(world.gig.id, world.seller, ['Your shop name?']);
    try {
      const order = await orders.placed(world.buyer, {
        gigId: world.gig.id,
        package: 'basic',
        answers: ['Bao Bakery'],
      });
      expect(order.state).toBe('placed');
      // The order page offers only what the server would take: no answers before the payment.
      expect((await orders.viewed(order.id, world.buyer)).actions).toEqual(['cancel']);
      expect((await orders.answer(order.id, world.buyer.token, ['Other'])).status).toBe(409);
      await money.paid(order.id, world.buyer);
      const started = await orders.viewed(order.id, world.buyer);
      expect(started.state).toBe('in_progress');
      expect(started.requirements).toEqual([{ question: 'Your shop name?', answer: 'Bao Bakery' }]);
    } finally {
      await orders.setRequirements(world.gig.id, world.seller, []);
    }
  });

  it('takes one payment of an order: paying again is a 409', async () => {
    const order = await paidOrder();
    const again = await money.pay(order.id, world.buyer.token, cardOf());
    expect(again.status).toBe(409);
    expect(again.body!.content).toBe('payment: the order is already paid');
  });

  it('lets only the buyer pay, and shows an order’s money only to its parties and admins', async () => {
    const order = await placed();
    const stranger = await t.createUser();
    expect((await money.pay(order.id, undefined, cardOf())).status).toBe(403);
    expect((await money.pay(order.id, stranger.token, cardOf())).status).toBe(404);
    expect((await money.pay(order.id, world.seller.token, cardOf())).status).toBe(403);
    expect((await money.pay(order.id, admin.token, cardOf())).status).toBe(403);
    expect((await money.view(order.id, stranger.token)).status).toBe(404);
    expect((await money.view(99_999_999, world.buyer.token)).status).toBe(404);
    expect((await money.viewed(order.id, admin)).actions).toEqual([]);
    expect(await t.countRows(`payments where order_id = ${order.id}`)).toBe(0);
  });
});

describe("a card's rules", () => {
  const cases: [string, unknown, string][] = [
    ['no card', undefined, 'card: '],
    ['a card that is text', '4242424242424242', 'card: '],
    ['a number of letters', cardOf('4242 abcd 4242 4242'), 'card.number: must hold only digits'],
    ['a number too short', cardOf('4242'), 'card.number: must be a card number of 12 to 19'],
    ['a number given as a number', cardOf(4242424242424242 as unknown as string), 'card.number: '],
    [
      'a number failing the checksum',
      cardOf('4242 4242 4242 4241'),
      'card.number: must be a valid card number',
    ],
    [
      'a real card in test mode',
      cardOf('4111 1111 1111 1111'),
      'card.number: must be one of the test cards',
    ],
    ['a month of 13', cardOf(CARDS.succeeds, { expMonth: 13 }), 'card.expMonth: '],
    [
      'a month as text',
      cardOf(CARDS.succeeds, { expMonth: '12' as unknown as number }),
      'card.expMonth: ',
    ],
    ['a past expiry', cardOf(CARDS.succeeds, { expYear: 2020 }), 'card.expYear: must not be past'],
    ['last month', cardOf(CARDS.succeeds, lastMonth()), 'card.expYear: must not be past'],
    ['a year of 3 digits', cardOf(CARDS.succeeds, { expYear: 203 }), 'card.expYear: '],
    ['a CVC of 2 digits', cardOf(CARDS.succeeds, { cvc: '12' }), 'card.cvc: '],
    ['a CVC of letters', cardOf(CARDS.succeeds, { cvc: 'abc' }), 'card.cvc: '],
    ['a CVC as a number', cardOf(CARDS.succeeds, { cvc: 123 as unknown as string }), 'card.cvc: '],
    ['a blank name', cardOf(CARDS.succeeds, { name: '   ' }), 'card.name: must not be blank'],
    ['no name', { ...cardOf(), name: undefined }, 'card.name: '],
  ];

  it.each(cases)(
    'answers %s with a 400 naming the field, and writes nothing',
    async (_name, card, text) => {
      const order = await placed();
      const before = await t.countRows('payments');
      const reply = await money.pay(order.id, world.buyer.token, card);
      expect(reply.status, JSON.stringify(reply.body)).toBe(400);
      expect(String(reply.body!.content)).toContain(text);
      expect(await t.countRows('payments')).toBe(before);
      expect(await stateOf(order.id)).toBe('placed');
    },
  );

  it('accepts a card good through the end of this month, with a two-digit year', async () => {
    const now = new Date();
    const order = await placed();
    const card = cardOf(CARDS.succeeds, {
      expMonth: now.getUTCMonth() + 1,
      expYear: now.getUTCFullYear() % 100,
    });
    expect((await money.paid(order.id, world.buyer, card)).state).toBe('held');
  });

  it('never writes a card number or CVC to a reply, a log line or the database', async () => {
    const joined = lines.join('');
    for (const number of [...Object.values(CARDS), '4111 1111 1111 1111', '4242 4242 4242 4241'])
      expect(joined).not.toContain(number.replaceAll(' ', ''));
    expect(joined).not.toMatch(/"cvc"\s*:\s*"\d/);
    const stored = await t.db.execute(sql`select row_to_json(p)::text as text from payments p`);
    expect(JSON.stringify(stored)).not.toMatch(/4242424242424242|4000000000000002|"123"/);
  });
});

function lastMonth() {
  const now = new Date();
  const month = now.getUTCMonth(); // 0-based: this month's number less one
  return month === 0
    ? { expMonth: 12, expYear: now.getUTCFullYear() - 1 }
    : { expMonth: month, expYear: now.getUTCFullYear() };
}

describe('cancelling, completing and reopening a paid order', () => {
  it('refunds the whole total to the card when an order is cancelled before a delivery', async () => {
    const order = await paidOrder();
    const cancelled = await orders.cancel(order.id, world.seller.token);
    expect(cancelled.status).toBe(200);
    // The reply waits for the worker: the refund has gone to the processor.
    const seen = await money.viewed(order.id, world.buyer);
    expect(seen).toMatchObject({ state: 'refunded', refunded: 2_360 });
    expect(seen.refunds).toEqual([expect.objectContaining({ amount: 2_360, status: 'succeeded' })]);
    const [sent] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(sent!.reference).toMatch(/^test_re_/);
    await money.expectBalanced(admin);
  });

  it('refuses a part refund before a delivery, and one of an unpaid order', async () => {
    const order = await paidOrder();
    const partly = await call(t.app, 'POST', `/api/orders/${order.id}/cancel`, {
      token: admin.token,
      body: { reason: 'Dispute', refund: 100 },
    });
    expect(partly.status).toBe(400);
    expect(partly.body!.content).toMatch(/^refund: must be the whole total/);
    const unpaid = await placed();
    const none = await call(t.app, 'POST', `/api/orders/${unpaid.id}/cancel`, {
      token: admin.token,
      body: { reason: 'Dispute', refund: 100 },
    });
    expect(none.status).toBe(400);
    expect(none.body!.content).toMatch(/^refund: must be left out/);
    // An unpaid order cancels with nothing to refund.
    expect((await orders.cancel(unpaid.id, world.buyer.token)).status).toBe(200);
    expect((await money.viewed(unpaid.id, world.buyer)).state).toBe('due');
    expect(await t.countRows(`refunds where order_id = ${unpaid.id}`)).toBe(0);
  });

  it("splits an admin's part refund after a delivery: the kept part pays the seller and the fees", async () => {
    const order = await paidOrder('premium');
    await delivered(order.id);
    const before = await money.earnings(world.seller);
    for (const refund of [-1, 9_496, 1.5, '100'])
      expect(
        (
          await call(t.app, 'POST', `/api/orders/${order.id}/cancel`, {
            token: admin.token,
            body: { reason: 'Dispute', refund },
          })
        ).status,
      ).toBe(400);
    const cancelled = await call(t.app, 'POST', `/api/orders/${order.id}/cancel`, {
      token: admin.token,
      body: { reason: 'Half the work was delivered', refund: 4_747 },
    });
    expect(cancelled.status).toBe(200);
    const seen = await money.viewed(order.id, admin);
    expect(seen).toMatchObject({ state: 'partially_refunded', refunded: 4_747 });
    // 4,748 kept: 248 of the fees, 4,500 of the price of which 900 is commission.
    expect((await money.earnings(world.seller)).pending - before.pending).toBe(3_600);
    await money.expectBalanced(admin);
  });

  it("releases the money on acceptance: the seller's share pending, then available after clearing", async () => {
    const seller = world.seller;
    const before = await money.earnings(seller);
    const order = await paidOrder();
    await delivered(order.id);
    expect((await orders.accept(order.id, world.buyer.token)).status).toBe(200);
    const released = await money.viewed(order.id, seller);
    expect(released.state).toBe('released');
    expect(released.seller!.clearsAt).not.toBeNull();
    const after = await money.earnings(seller);
    expect(after.pending - before.pending).toBe(1_600);
    expect(after.available).toBe(before.available);
    await money.expectBalanced(admin);
  });

  it('reverses a release when an admin reopens the order, until the earnings have cleared', async () => {
    const order = await paidOrder();
    await delivered(order.id);
    await orders.accept(order.id, world.buyer.token);
    const pending = (await money.earnings(world.seller)).pending;
    const reopen = (id: number) =>
      call(t.app, 'PUT', `/api/thue-cong-viec/${id}`, {
        token: admin.token,
        body: { hoanThanh: false },
      });
    expect((await reopen(order.id)).status).toBe(200);
    expect(await stateOf(order.id)).toBe('in_progress');
    expect((await money.viewed(order.id, admin)).state).toBe('held');
    expect((await money.earnings(world.seller)).pending).toBe(pending - 1_600);
    await money.expectBalanced(admin);

    // Completed again, released again: and once cleared, never reopened.
    await delivered(order.id);
    await orders.accept(order.id, world.buyer.token);
    const cleared = await clearNow();
    expect(cleared).toBeGreaterThan(0);
    const refused = await reopen(order.id);
    expect(refused.status).toBe(409);
    expect(refused.body!.content).toMatch(
      /^payment: the seller's earnings of this order have cleared/,
    );
    expect(await stateOf(order.id)).toBe('completed');
    await money.expectBalanced(admin);
  });

  it("refuses to delete the record of an order that holds the buyer's money", async () => {
    const order = await paidOrder();
    const deleted = await call(t.app, 'DELETE', `/api/thue-cong-viec/${order.id}`, {
      token: admin.token,
    });
    expect(deleted.status).toBe(409);
    expect(await stateOf(order.id)).toBe('in_progress');
  });
});

/** One round of the clearing job as it runs 15 days from now: every release so far clears. */
const clearNow = () => money.clearDue(new Date(Date.now() + 15 * 86_400_000));

describe("a seller's earnings and withdrawals", () => {
  it('pays out an available balance: the minimum, one open request, approve, paid, every state shown', async () => {
    const seller = world.seller;
    const order = await paidOrder('premium');
    await delivered(order.id);
    await orders.accept(order.id, world.buyer.token);
    await clearNow();
    const before = await money.earnings(seller);
    expect(before.available).toBeGreaterThanOrEqual(7_200);

    expect((await money.withdraw(seller.token, 1_999)).status).toBe(400);
    const tooMuch = await money.withdraw(seller.token, before.available + 1);
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body!.content).toBe(`amount: only ${before.available} cents are available`);

    const asked = await money.withdrawn(seller, 5_000);
    expect(asked).toMatchObject({ status: 'requested', amount: 5_000, currency: 'USD' });
    expect((await money.withdraw(seller.token, 2_000)).status).toBe(409);
    expect(await money.earnings(seller)).toMatchObject({
      available: before.available - 5_000,
      withdrawing: 5_000,
      openWithdrawal: asked.id,
    });

    // Only an admin moves it, and only in order.
    expect((await money.moveWithdrawal(asked.id, 'approve', seller.token)).status).toBe(403);
    expect((await money.moveWithdrawal(asked.id, 'paid', admin.token)).status).toBe(409);
    const approved = await money.moveWithdrawal(asked.id, 'approve', admin.token);
    expect(approved.status).toBe(200);
    // The payout left through the worker before the reply.
    const afterApproval = await call(t.app, 'GET', '/api/withdrawals', { token: seller.token });
    const listed = contentOf(withdrawalList, afterApproval.body).data[0]!;
    expect(listed).toMatchObject({ id: asked.id, status: 'approved' });
    expect(listed.reference).toMatch(/^test_po_/);
    const paid = await money.moveWithdrawal(asked.id, 'paid', admin.token);
    expect(contentOf(withdrawal, paid.body)).toMatchObject({ status: 'paid' });
    expect((await money.moveWithdrawal(asked.id, 'reject', admin.token)).status).toBe(409);
    expect(await money.earnings(seller)).toMatchObject({
      withdrawing: 0,
      withdrawn: before.withdrawn + 5_000,
      openWithdrawal: null,
    });

    // A rejected request gives the money back.
    const second = await money.withdrawn(seller, 2_000);
    const rejected = await money.moveWithdrawal(second.id, 'reject', admin.token);
    expect(contentOf(withdrawal, rejected.body)).toMatchObject({
      status: 'rejected',
      note: 'The account details do not match',
    });
    expect((await money.earnings(seller)).available).toBe(before.available - 5_000);

    const history = await call(t.app, 'GET', '/api/earnings/history?pageSize=100', {
      token: seller.token,
    });
    const kinds = contentOf(earningsHistory, history.body).data.map((entry) => entry.kind);
    expect(new Set(kinds)).toEqual(
      new Set(['earned', 'reversed', 'cleared', 'withdrawal', 'withdrawal_returned']),
    );
    const all = await call(t.app, 'GET', '/api/admin/withdrawals?status=paid', {
      token: admin.token,
    });
    expect(contentOf(withdrawalList, all.body).data.map((row) => row.id)).toContain(asked.id);
    expect(
      (await call(t.app, 'GET', '/api/admin/withdrawals', { token: seller.token })).status,
    ).toBe(403);
    await money.expectBalanced(admin);
  });

  it('answers bad amounts and currencies with a 400 naming the field, and writes nothing', async () => {
    const before = await t.countRows('withdrawals');
    for (const [amount, currency, field] of [
      ['5000', 'USD', 'amount'],
      [50.5, 'USD', 'amount'],
      [-5_000, 'USD', 'amount'],
      [0, 'USD', 'amount'],
      [1e20, 'USD', 'amount'],
      [null, 'USD', 'amount'],
      [5_000, 'EUR', 'currency'],
      [5_000, 'usd', 'currency'],
      [5_000, null, 'currency'],
    ] as const) {
      const reply = await money.withdraw(world.seller.token, amount, currency);
      expect(reply.status, `${String(amount)} ${String(currency)}`).toBe(400);
      expect(String(reply.body!.content)).toMatch(new RegExp(`^${field}: `));
    }
    expect((await money.withdraw(undefined, 5_000)).status).toBe(403);
    expect(await t.countRows('withdrawals')).toBe(before);
  });

  it('gives someone who never sold nothing to withdraw', async () => {
    const buyer = await t.createUser();
    expect(await money.earnings(buyer)).toMatchObject({ pending: 0, available: 0, withdrawn: 0 });
    const reply = await money.withdraw(buyer.token, 2_000);
    expect(reply.status).toBe(409);
  });
});

describe("a buyer's billing history", () => {
  it('lists every order the buyer placed, newest first, with the money its page shows', async () => {
    const reply = await call(t.app, 'GET', '/api/billing?pageIndex=1&pageSize=100', {
      token: world.buyer.token,
    });
    const history = contentOf(billingHistory, reply.body);
    const mine = await t.db
      .select({ id: orderRows.id })
      .from(orderRows)
      .where(eq(orderRows.buyerId, world.buyer.id));
    expect(history.totalRow).toBe(mine.length);
    expect(history.data.map((row) => row.orderId)).toEqual(
      mine.map((row) => row.id).sort((a, b) => b - a),
    );
    // Paid, declined, refunded, released: each row says what the order's own page says.
    const states = new Set<string>();
    for (const row of history.data) {
      const page = await money.viewed(row.orderId, world.buyer);
      const paid = page.payment?.status === 'succeeded' ? page.payment : null;
      expect(row, `order ${row.orderId}`).toMatchObject({
        number: page.number,
        state: page.state,
        total: page.total,
        refunded: page.refunded,
        receiptNumber: paid?.receiptNumber ?? null,
        paidAt: paid?.paidAt ?? null,
        card: paid && { brand: paid.brand, last4: paid.last4 },
      });
      states.add(row.state);
    }
    expect([...states]).toEqual(
      expect.arrayContaining(['due', 'held', 'released', 'refunded', 'partially_refunded']),
    );

    // A page at a time; nobody else's orders; only for someone signed in.
    const second = await call(t.app, 'GET', '/api/billing?pageIndex=2&pageSize=3', {
      token: world.buyer.token,
    });
    expect(contentOf(billingHistory, second.body).data.map((row) => row.orderId)).toEqual(
      history.data.slice(3, 6).map((row) => row.orderId),
    );
    const theirs = await call(t.app, 'GET', '/api/billing', { token: world.seller.token });
    const sellers = contentOf(billingHistory, theirs.body).data.map((row) => row.orderId);
    expect(sellers.filter((id) => history.data.some((row) => row.orderId === id))).toEqual([]);
    expect((await call(t.app, 'GET', '/api/billing')).status).toBe(403);
  });
});

describe('the books', () => {
  it("shows the admin every account's balance, and no one else", async () => {
    const reply = await call(t.app, 'GET', '/api/admin/finance', { token: admin.token });
    const summary = contentOf(financeSummary, reply.body);
    const { balances } = summary;
    expect(Object.values(balances).reduce((sum, value) => sum + value, 0)).toBe(0);
    expect(balances.escrow).toBeGreaterThan(0);
    expect(summary.heldOrders).toBeGreaterThan(0);
    // Every movement of this file fell in the last 12 months: the months add up to the balances.
    const { months } = summary;
    expect(months).toHaveLength(12);
    expect(months.at(-1)!.month).toBe(new Date().toISOString().slice(0, 7));
    const sum = (key: 'paidIn' | 'fees' | 'refunds' | 'payouts') =>
      months.reduce((total, month) => total + month[key], 0);
    expect(sum('paidIn')).toBe(-balances.cardPayments);
    expect(sum('fees')).toBe(balances.platformFees);
    expect(sum('refunds')).toBe(balances.refunds);
    expect(sum('payouts')).toBe(balances.payouts);
    for (const key of ['paidIn', 'fees', 'refunds', 'payouts'] as const)
      expect(sum(key)).toBeGreaterThan(0);
    for (const path of ['/api/admin/finance', '/api/admin/finance/reconciliation'])
      expect((await call(t.app, 'GET', path, { token: world.seller.token })).status).toBe(403);
  });

  it('refuses to change or remove a ledger entry, and an unbalanced movement', async () => {
    const [entry] = await t.db.select().from(ledgerEntries).limit(1);
    await expect(
      t.db.update(ledgerEntries).set({ amount: 1 }).where(eq(ledgerEntries.id, entry!.id)),
    ).rejects.toThrow();
    await expect(
      t.db.delete(ledgerEntries).where(eq(ledgerEntries.id, entry!.id)),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`truncate ledger_entries`)).rejects.toThrow();
    await expect(
      t.db.transaction((tx) =>
        t.app.repos.payments.post(tx, { kind: 'payout' }, [
          { account: { kind: 'payouts' }, amount: 5 },
          { account: { kind: 'escrow' }, amount: -4 },
        ]),
      ),
    ).rejects.toThrow(/unbalanced/);
    await expect(
      t.db.execute(
        sql`insert into ledger_entries (transaction_id, account_id, amount) values (${entry!.transactionId}, ${entry!.accountId}, 7)`,
      ),
    ).rejects.toThrow();
    await money.expectBalanced(admin);
  });

  it('finds a difference the moment one exists', async () => {
    // A payment row that claims money the ledger never took: cards and escrow no longer agree.
    const order = await placed();
    await t.db.insert(payments).values({
      orderId: order.id,
      buyerId: world.buyer.id,
      provider: 'test',
      status: 'succeeded',
      amount: 2_360,
      brand: 'visa',
      last4: '4242',
      reference: 'test_ch_forged',
    });
    const books = await money.reconciled(admin);
    expect(books.balanced).toBe(false);
    expect(books.checks.filter((check) => !check.ok).map((check) => check.name)).toEqual([
      'escrow equals the open paid orders',
      'cards taken equal the succeeded payments',
    ]);
    await t.db.delete(payments).where(eq(payments.reference, 'test_ch_forged'));
    await money.expectBalanced(admin);
  });
});

describe('orders outside Giglane’s payments', () => {
  it("books the original API's orders as before: started at once, payment arranged with the seller", async () => {
    const created = await call(t.app, 'POST', '/api/thue-cong-viec', {
      token: world.buyer.token,
      body: { maCongViec: world.gig.id },
    });
    expect(created.status).toBe(201);
    const record = contentOf(legacyOrder, created.body);
    expect(record.state).toBe('in_progress');
    expect(await money.viewed(record.id, world.buyer)).toMatchObject({
      state: 'arranged',
      notice: 'Payment is arranged with the seller.',
      lines: [],
      actions: [],
    });
    const pay = await money.pay(record.id, world.buyer.token, cardOf());
    expect(pay.status).toBe(409);
    await money.expectBalanced(admin);
  });

  it('places orders that start at once when payments are off, with no fees', async () => {
    const off = await moneyApp({ payments: { mode: 'off' } });
    try {
      const placedOff = await off.orders.placed(off.world.buyer, {
        gigId: off.world.gig.id,
        package: 'basic',
      });
      expect(
        contentOf(orderView, { content: placedOff, statusCode: 201, dateTime: '' }).state,
      ).toBe('in_progress');
      const settings = await call(off.t.app, 'GET', '/api/payments/settings');
      expect(contentOf(paymentSettings, settings.body)).toMatchObject({
        mode: 'off',
        notice: 'Payment is arranged with the seller.',
        testCards: [],
      });
      expect((await off.money.pay(placedOff.id, off.world.buyer.token, cardOf())).status).toBe(409);
    } finally {
      await off.t.close();
    }
  });
});
