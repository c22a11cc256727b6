/** Payments' plain values and texts, shared by the schemas, the server and the pages (no zod here). */

/**
 * Where money goes (PAYMENTS): `test`, the built-in test processor (no account anywhere, no real
 * money); `off`, payment is arranged with the seller as before; `stripe`, the real provider: the
 * buyer's card goes to Stripe in the browser, sellers are paid through Stripe Connect.
 */
export const PAYMENT_MODES = ['test', 'off', 'stripe'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** The one currency of this version: every amount is in its minor unit, US cents. */
export const CURRENCY = 'USD';

/** What every screen that shows money says while the test processor runs. */
export const TEST_MODE_NOTICE = 'Test mode: no real money moves';

/** What every screen that shows money says when Stripe takes the payments. */
export const STRIPE_NOTICE = 'Payments are processed securely by Stripe.';

/** What the order pages say when payments are off, or of an order booked through the original API. */
export const PAYMENT_ARRANGED_NOTICE = 'Payment is arranged with the seller.';

/** What the test processor does with each of its documented card numbers. */
export const TEST_CARD_OUTCOMES = [
  'succeeds',
  'generic_decline',
  'insufficient_funds',
  'expired_card',
  'requires_confirmation',
] as const;
export type TestCardOutcome = (typeof TEST_CARD_OUTCOMES)[number];

/** The test processor's card numbers; it accepts no other. */
export const TEST_CARDS: readonly { number: string; outcome: TestCardOutcome }[] = [
  { number: '4242424242424242', outcome: 'succeeds' },
  { number: '4000000000000002', outcome: 'generic_decline' },
  { number: '4000000000009995', outcome: 'insufficient_funds' },
  { number: '4000000000000069', outcome: 'expired_card' },
  { number: '4000002500003155', outcome: 'requires_confirmation' },
];

/** The texts a card network gives for each decline, as the buyer reads them. */
export const DECLINE_MESSAGES = {
  generic_decline: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
} as const;
export type DeclineCode = keyof typeof DECLINE_MESSAGES;

/**
 * A payment of an order: waiting for the buyer's extra confirmation, succeeded (the money is held,
 * released or refunded with the order), declined by the card network, or cancelled with its
 * order before it was confirmed.
 */
export const PAYMENT_STATUSES = [
  'requires_confirmation',
  'succeeded',
  'declined',
  'cancelled',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Where an order's money is: not asked for (payment arranged with the seller), due (placed, not
 * paid yet), awaiting the buyer's confirmation, held while the work is done, released to the
 * seller on completion, or refunded, in whole or in part, on cancellation.
 */
export const ORDER_MONEY_STATES = [
  'arranged',
  'due',
  'requires_confirmation',
  'held',
  'released',
  'refunded',
  'partially_refunded',
] as const;
export type OrderMoneyState = (typeof ORDER_MONEY_STATES)[number];

/** A refund is recorded at once and sent to the original payment by the worker. */
export const REFUND_STATUSES = ['pending', 'succeeded'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * A seller's withdrawal: requested, approved by an admin (the payout is sent), paid (an admin
 * marked it so), or rejected (the money is back in the available balance).
 */
export const WITHDRAWAL_STATUSES = ['requested', 'approved', 'paid', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export const OPEN_WITHDRAWAL_STATUSES = [
  'requested',
  'approved',
] as const satisfies readonly WithdrawalStatus[];

/** The kinds of a seller's earnings history, one per ledger movement of their money. */
export const EARNING_KINDS = [
  'earned',
  'reversed',
  'cleared',
  'withdrawal',
  'withdrawal_returned',
] as const;
export type EarningKind = (typeof EARNING_KINDS)[number];

export const WITHDRAWAL_NOTE_MAX = 500;

/** `1234` cents as `US$12.34`. */
export const formatCents = (cents: number) =>
  `${cents < 0 ? '-' : ''}US$${(Math.abs(cents) / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;
