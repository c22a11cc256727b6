import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@giglane/contract/payment-values';
import { brandOf, checkCard, passesLuhn, testProcessor } from './payment-providers';
import {
  assertMayPay,
  assertMayWithdraw,
  assertWithdrawalMove,
  isBalanced,
  monthlyFlowsOf,
  monthsSince,
  postingsOf,
  quoteFeesOf,
  refundOf,
  settlementOf,
  shareOf,
  termsOf,
  type FeeSchedule,
} from './payments-rules';

const FEES: FeeSchedule = {
  serviceFeeBp: 550,
  smallOrderFee: 250,
  smallOrderBelow: 5_000,
  commissionBp: 2_000,
  clearingSeconds: 1_209_600,
};

const schedules = fc.record({
  serviceFeeBp: fc.integer({ min: 0, max: 10_000 }),
  smallOrderFee: fc.integer({ min: 0, max: 100_000 }),
  smallOrderBelow: fc.integer({ min: 0, max: 1_000_000 }),
  commissionBp: fc.integer({ min: 0, max: 10_000 }),
  clearingSeconds: fc.integer({ min: 0, max: 2_000_000_000 }),
});

describe("an order's terms", () => {
  it('adds the service fee and the small-order fee below its limit, and takes the commission', () => {
    expect(termsOf(20, FEES)).toEqual({
      price: 2_000,
      serviceFee: 110,
      smallOrderFee: 250,
      total: 2_360,
      commissionBp: 2_000,
      commission: 400,
      sellerEarnings: 1_600,
      clearingSeconds: 1_209_600,
    });
    expect(termsOf(50, FEES)).toMatchObject({ smallOrderFee: 0, serviceFee: 275, total: 5_275 });
    // 5.5 % of US$45 is 247.5 cents: half a cent rounds up.
    expect(termsOf(45, FEES).serviceFee).toBe(248);
    expect(quoteFeesOf(termsOf(45, FEES))).toEqual([
      { name: 'Service fee', amount: 2.48 },
      { name: 'Small order fee', amount: 2.5 },
    ]);
    expect(quoteFeesOf(termsOf(90, { ...FEES, serviceFeeBp: 0 }))).toEqual([]);
  });

  it('rounds a share half up, exactly, for any amount and rate', () => {
    expect(shareOf(1, 5_000)).toBe(1);
    expect(shareOf(3, 5_000)).toBe(2);
    expect(shareOf(0, 10_000)).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, bp) => {
          const share = shareOf(amount, bp);
          expect(Math.abs(share * 10_000 - amount * bp)).toBeLessThanOrEqual(5_000);
          expect(share).toBeLessThanOrEqual(amount);
        },
      ),
    );
  });

  it('splits any settlement without losing or making a cent, nobody below zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        schedules,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (price, fees, part) => {
          const terms = termsOf(price, fees);
          const refund = Math.floor(terms.total * part);
          const split = settlementOf(terms, refund);
          expect(split.refund + split.platform + split.seller).toBe(terms.total);
          expect(split.platform).toBeGreaterThanOrEqual(0);
          expect(split.seller).toBeGreaterThanOrEqual(0);
          expect(split.seller).toBeLessThanOrEqual(terms.sellerEarnings);
          const postings = postingsOf.settle(terms.total, split, 7);
          expect(isBalanced(postings)).toBe(true);
          expect(postings.every((posting) => posting.amount !== 0)).toBe(true);
          expect(isBalanced(postingsOf.reverse(postings))).toBe(true);
        },
      ),
    );
  });

  it('gives the whole price less its commission on a release, and nothing on a whole refund', () => {
    const terms = termsOf(90, FEES);
    expect(settlementOf(terms, 0)).toEqual({ refund: 0, platform: 495 + 1_800, seller: 7_200 });
    expect(settlementOf(terms, terms.total)).toEqual({ refund: 9_495, platform: 0, seller: 0 });
    expect(() => settlementOf(terms, terms.total + 1)).toThrow();
    expect(() => settlementOf(terms, -1)).toThrow();
  });

  it('balances every movement', () => {
    for (const postings of [
      postingsOf.capture(2_360),
      postingsOf.clear(1_600, 3),
      postingsOf.withdraw(2_000, 3),
      postingsOf.withdrawalReturn(2_000, 3),
      postingsOf.payout(2_000),
    ])
      expect(isBalanced(postings)).toBe(true);
    expect(isBalanced([{ account: { kind: 'escrow' }, amount: 1 }])).toBe(false);
  });
});

describe('who may move money, and when', () => {
  it('lets a placed order be paid once, and never an order paid outside Giglane', () => {
    expect(() => assertMayPay('placed', 'due')).not.toThrow();
    expect(() => assertMayPay('placed', 'held')).toThrow(/already paid/);
    expect(() => assertMayPay('placed', 'requires_confirmation')).toThrow(/confirm/);
    expect(() => assertMayPay('in_progress', 'arranged')).toThrow(/arranged with the seller/);
    expect(() => assertMayPay('cancelled', 'due')).toThrow(/^state: /);
  });

  it('refunds all before a delivery, and what an admin gives after one', () => {
    expect(refundOf('in_progress', 2_360, undefined)).toBe(2_360);
    expect(refundOf('placed', 2_360, 2_360)).toBe(2_360);
    expect(() => refundOf('in_progress', 2_360, 100)).toThrow(/^refund: must be the whole total/);
    expect(refundOf('delivered', 2_360, 100)).toBe(100);
    expect(refundOf('revision_requested', 2_360, 0)).toBe(0);
    expect(() => refundOf('delivered', 2_360, 2_361)).toThrow(
      'refund: must be at most the US$23.60 the buyer paid',
    );
  });

  it('takes a withdrawal of at least the minimum, at most the balance, one at a time', () => {
    const facts = { available: 5_000, minimum: 2_000, open: false };
    expect(() => assertMayWithdraw(2_000, facts)).not.toThrow();
    expect(() => assertMayWithdraw(1_999, facts)).toThrow(/^amount: must be at least/);
    expect(() => assertMayWithdraw(5_001, facts)).toThrow(/^amount: only 5000 cents/);
    expect(() => assertMayWithdraw(2_000, { ...facts, open: true })).toThrow(/already open/);
  });

  it('moves a withdrawal only forward: requested, approved, paid; rejected while open', () => {
    expect(() => assertWithdrawalMove('requested', 'approve')).not.toThrow();
    expect(() => assertWithdrawalMove('approved', 'markPaid')).not.toThrow();
    expect(() => assertWithdrawalMove('approved', 'reject')).not.toThrow();
    expect(() => assertWithdrawalMove('requested', 'markPaid')).toThrow(/^status: /);
    expect(() => assertWithdrawalMove('paid', 'reject')).toThrow(/^status: /);
    expect(() => assertWithdrawalMove('rejected', 'approve')).toThrow(/^status: /);
  });
});

describe('the test processor', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const card = (number: string, changes = {}) => ({
    number,
    expMonth: 12,
    expYear: 2029,
    cvc: '123',
    name: 'Bao Buyer',
    ...changes,
  });

  it('knows a card number by its Luhn checksum and its brand by its first digits', () => {
    for (const { number } of TEST_CARDS) expect(passesLuhn(number)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('79927398713')).toBe(true);
    expect(brandOf('4242424242424242')).toBe('visa');
    expect(brandOf('5555555555554444')).toBe('mastercard');
    expect(brandOf('378282246310005')).toBe('amex');
  });

  it('refuses a past expiry but takes one ending this month', () => {
    expect(() =>
      checkCard(card('4242424242424242', { expMonth: 11, expYear: 2026 }), now),
    ).not.toThrow();
    expect(() => checkCard(card('4242424242424242', { expMonth: 10, expYear: 2026 }), now)).toThrow(
      /^card.expYear: must not be past/,
    );
  });

  it('answers each documented card as documented, and the same charge the same way twice', async () => {
    const charge = (number: string, key = 'order-1-attempt-1') =>
      testProcessor.charge({ key, amount: 2_360, card: card(number), now });
    expect(await charge('4242424242424242')).toMatchObject({
      status: 'succeeded',
      brand: 'visa',
      last4: '4242',
    });
    expect(await charge('4242424242424242')).toEqual(await charge('4242424242424242'));
    expect((await charge('4242424242424242', 'order-1-attempt-2')).status).toBe('succeeded');
    expect(await charge('4000000000000002')).toMatchObject({
      status: 'declined',
      code: 'generic_decline',
      message: 'Your card was declined.',
    });
    expect(await charge('4000000000009995')).toMatchObject({ code: 'insufficient_funds' });
    expect(await charge('4000000000000069')).toMatchObject({ code: 'expired_card' });
    expect(await charge('4000002500003155')).toMatchObject({ status: 'requires_confirmation' });
    await expect(charge('4111111111111111')).rejects.toThrow(
      /^card.number: must be one of the test cards/,
    );
    const refunded = await testProcessor.refund({ key: 'outbox-9', reference: 'x', amount: 5 });
    expect(refunded).toEqual(
      await testProcessor.refund({ key: 'outbox-9', reference: 'x', amount: 5 }),
    );
  });

  it('says nothing of the number in any refusal', async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^\d{12,19}$/), async (number) => {
        const refused = await testProcessor
          .charge({ key: 'k', amount: 1, card: card(number), now })
          .then(
            () => null,
            (error: Error) => error.message,
          );
        if (refused !== null) expect(refused).not.toContain(number);
      }),
    );
  });
});

describe("the Finance page's months", () => {
  it('lists the last 12 UTC months oldest first, across a year, with what moved in each', () => {
    const now = new Date('2027-02-10T08:00:00Z');
    const flows = monthlyFlowsOf(
      [
        { month: '2027-02', kind: 'card_payments', amount: -5_000 },
        { month: '2027-02', kind: 'platform_fees', amount: 1_200 },
        { month: '2026-12', kind: 'platform_fees', amount: -300 },
        { month: '2026-03', kind: 'refunds', amount: 2_000 },
        { month: '2026-03', kind: 'payouts', amount: 4_000 },
        { month: '2026-02', kind: 'payouts', amount: 9_999 },
      ],
      now,
      12,
    );
    expect(flows.map((flow) => flow.month)).toEqual([
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
    expect(flows[0]).toEqual({
      month: '2026-03',
      paidIn: 0,
      fees: 0,
      refunds: 2_000,
      payouts: 4_000,
    });
    expect(flows[9]!.fees).toBe(-300);
    expect(flows[11]).toEqual({
      month: '2027-02',
      paidIn: 5_000,
      fees: 1_200,
      refunds: 0,
      payouts: 0,
    });
    expect(monthsSince(now, 12).toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });
});
