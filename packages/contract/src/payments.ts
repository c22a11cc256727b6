import { z } from 'zod';
import { paging, pagingQuery } from './paging';
import {
  CURRENCY,
  EARNING_KINDS,
  ORDER_MONEY_STATES,
  PAYMENT_MODES,
  PAYMENT_STATUSES,
  REFUND_STATUSES,
  TEST_CARD_OUTCOMES,
  WITHDRAWAL_NOTE_MAX,
  WITHDRAWAL_STATUSES,
} from './payment-values';
import { requiredText } from './wire';

const isoDate = z.string().describe('ISO 8601');
const cents = z.number().int().describe('US cents');
const INT_MAX = 2_147_483_647;

// ── What the buyer sends ─────────────────────────────────────────────────────────────────────────

/**
 * A card as the checkout's form sends it. The shape is checked here; the processor checks the
 * rest (Luhn, a future expiry, its own test numbers). No rule quotes what was sent: a card
 * number never reaches a reply or a log line.
 */
export const cardInput = z.object(
  {
    number: z
      .string({ error: 'must be the card number, as text' })
      .max(30, 'must be a card number of 12 to 19 digits')
      .regex(/^[\d -]+$/, 'must hold only digits, spaces or "-"')
      .transform((text) => text.replace(/[ -]/g, ''))
      .pipe(z.string().regex(/^\d{12,19}$/, 'must be a card number of 12 to 19 digits')),
    expMonth: z
      .number({ error: 'must be the expiry month, 1 to 12' })
      .int('must be the expiry month, 1 to 12')
      .min(1, 'must be the expiry month, 1 to 12')
      .max(12, 'must be the expiry month, 1 to 12'),
    expYear: z
      .number({ error: 'must be the expiry year, as 2031 or 31' })
      .int('must be the expiry year, as 2031 or 31')
      .min(0, 'must be the expiry year, as 2031 or 31')
      .max(2099, 'must be the expiry year, as 2031 or 31')
      .refine((year) => year < 100 || year >= 2000, 'must be the expiry year, as 2031 or 31')
      .transform((year) => (year < 100 ? 2000 + year : year)),
    cvc: z
      .string({ error: 'must be the 3 or 4 digits on the card, as text' })
      .regex(/^\d{3,4}$/, 'must be the 3 or 4 digits on the card'),
    name: requiredText(100).describe("the cardholder's name, as on the card"),
  },
  { error: 'must be the card: number, expMonth, expYear, cvc and name' },
);
export type CardInput = z.input<typeof cardInput>;

/** POST /api/orders/{id}/payment: the buyer pays the order's total with a card. */
export const payOrderBody = z.object({ card: cardInput });
export type PayOrderBody = z.input<typeof payOrderBody>;

// ── What the server answers ──────────────────────────────────────────────────────────────────────

/** GET /api/payments/settings: how money works here, for the checkout and the earnings pages. */
export const paymentSettings = z.object({
  mode: z
    .enum(PAYMENT_MODES)
    .describe(
      'test: the built-in test processor; off: arranged with the seller; stripe: Stripe, with its Payment Element in the browser',
    ),
  currency: z.literal(CURRENCY),
  notice: z.string().describe('what every screen that shows money says'),
  serviceFeePercent: z.number().describe("the buyer's service fee, a percentage of the price"),
  smallOrderFee: cents.describe('added to orders whose price is below smallOrderBelow'),
  smallOrderBelow: cents,
  commissionPercent: z.number().describe("the marketplace's share of the seller's price"),
  clearingDays: z
    .number()
    .describe("days after completion before a seller's earnings are available"),
  withdrawalMinimum: cents,
  testCards: z
    .array(z.object({ number: z.string(), outcome: z.enum(TEST_CARD_OUTCOMES) }))
    .describe('the test processor accepts these numbers only; empty when payments are off'),
});
export type PaymentSettings = z.infer<typeof paymentSettings>;

/** One line of what the buyer pays. */
export const paymentLine = z.object({ name: z.string(), amount: cents });
export type PaymentLine = z.infer<typeof paymentLine>;

export const refund = z.object({
  id: z.number().int(),
  amount: cents,
  status: z
    .enum(REFUND_STATUSES)
    .describe('pending until the processor has returned it to the card'),
  at: isoDate,
});
export type Refund = z.infer<typeof refund>;

/**
 * GET /api/orders/{id}/payment: the order's money, for its buyer, its seller and admins; the
 * receipt's figures once paid. The terms were fixed when the order was placed.
 */
export const orderPayment = z.object({
  orderId: z.number().int(),
  number: z.string().describe('the order number, GL000123'),
  state: z.enum(ORDER_MONEY_STATES),
  mode: z.enum(PAYMENT_MODES).describe('how the server takes payments now'),
  notice: z
    .string()
    .describe('"Test mode: no real money moves", or that payment is arranged with the seller'),
  currency: z.literal(CURRENCY),
  lines: z.array(paymentLine).describe('the price and each fee, as the buyer was shown them'),
  total: cents.describe('what the buyer pays'),
  payment: z
    .object({
      id: z.number().int(),
      status: z.enum(PAYMENT_STATUSES),
      provider: z.string(),
      brand: z.string().describe('the card brand: all that is kept of a card, with its last four'),
      last4: z.string(),
      reference: z.string().nullable().describe("the processor's reference; null when declined"),
      decline: z
        .object({ code: z.string(), message: z.string() })
        .nullable()
        .describe("the card network's reason, when the card was declined"),
      at: isoDate.describe('when it was made'),
      paidAt: isoDate.nullable(),
      receiptNumber: z.string().nullable().describe('GLR and the payment id, once paid'),
    })
    .nullable()
    .describe('the payment in force, or else the latest attempt'),
  refunds: z.array(refund),
  refunded: cents,
  seller: z
    .object({ commission: cents, earnings: cents, clearsAt: isoDate.nullable() })
    .nullable()
    .describe("the seller's side (its seller and admins): the commission and what they earn"),
  actions: z
    .array(z.enum(['pay', 'confirm']))
    .describe('what the caller may do now: pay the order, or confirm a payment that asks for it'),
});
export type OrderPayment = z.infer<typeof orderPayment>;

/**
 * POST /api/orders/{id}/payment/intent: what the browser needs to show Stripe's Payment Element
 * for the order's total. The amount is the server's, from the terms fixed at placing; the card
 * goes from the browser to Stripe and never through Giglane.
 */
export const paymentIntent = z.object({
  orderId: z.number().int(),
  intentId: z.string().describe("Stripe's PaymentIntent, pi_…"),
  clientSecret: z
    .string()
    .describe("the PaymentIntent's client secret, for stripe.confirmPayment in the browser"),
  publishableKey: z.string().describe("Stripe's publishable key, pk_…, to load Stripe.js with"),
  amount: cents.describe("the order's total"),
  currency: z.literal(CURRENCY),
});
export type PaymentIntent = z.infer<typeof paymentIntent>;

/** POST /api/payments/stripe/webhook: Stripe's event, taken once. */
export const providerEventReceipt = z.object({
  received: z.literal(true),
  duplicate: z.boolean().describe('the event id was received before: it changed nothing'),
});
export type ProviderEventReceipt = z.infer<typeof providerEventReceipt>;

/** GET /api/payouts/account: where the caller's payouts go. */
export const payoutAccount = z.object({
  mode: z.enum(PAYMENT_MODES),
  connected: z.boolean().describe('a Stripe connected account was made for the seller'),
  payoutsEnabled: z
    .boolean()
    .describe('Stripe says the account may receive payouts: withdrawals are possible'),
});
export type PayoutAccount = z.infer<typeof payoutAccount>;

/** POST /api/payouts/onboarding: the link to Stripe's onboarding for the caller's account. */
export const payoutOnboarding = z.object({
  url: z.string().describe("Stripe's onboarding page; single use, it expires"),
  expiresAt: isoDate,
  payoutsEnabled: z.boolean(),
});
export type PayoutOnboarding = z.infer<typeof payoutOnboarding>;

/** GET /api/earnings: a seller's balances, derived from the ledger. */
export const earnings = z.object({
  currency: z.literal(CURRENCY),
  notice: z.string(),
  pending: cents.describe('earned, waiting for the clearing period'),
  available: cents.describe('may be withdrawn'),
  withdrawing: cents.describe('in an open withdrawal'),
  withdrawn: cents.describe('paid out so far'),
  clearingDays: z.number(),
  withdrawalMinimum: cents,
  openWithdrawal: z.number().int().nullable().describe("the open withdrawal's id"),
});
export type Earnings = z.infer<typeof earnings>;

export const earningEntry = z.object({
  id: z.number().int(),
  kind: z.enum(EARNING_KINDS),
  amount: cents.describe('signed: what the movement added to the pending or available balance'),
  balance: z.enum(['pending', 'available']),
  orderId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
  withdrawalId: z.number().int().nullable(),
  at: isoDate,
});
export type EarningEntry = z.infer<typeof earningEntry>;

export const earningsQuery = pagingQuery.omit({ keyword: true });

/** GET /api/billing: one order the caller bought, with its money as its page shows it. */
export const billingEntry = z.object({
  orderId: z.number().int(),
  number: z.string().describe('the order number, GL000123'),
  gig: z.object({ id: z.number().int(), name: z.string() }),
  orderedAt: isoDate,
  state: z.enum(ORDER_MONEY_STATES),
  total: cents.describe('what the buyer pays; 0 when the payment is arranged with the seller'),
  refunded: cents,
  card: z
    .object({ brand: z.string(), last4: z.string() })
    .nullable()
    .describe('the card that paid, once paid'),
  paidAt: isoDate.nullable(),
  receiptNumber: z.string().nullable().describe('GLR and the payment id, once paid'),
});
export type BillingEntry = z.infer<typeof billingEntry>;
export const billingHistory = paging(billingEntry);
export type BillingHistory = z.infer<typeof billingHistory>;
export const earningsHistory = paging(earningEntry);
export type EarningsHistory = z.infer<typeof earningsHistory>;

export const withdrawal = z.object({
  id: z.number().int(),
  seller: z.object({ id: z.number().int(), name: z.string() }),
  amount: cents,
  currency: z.literal(CURRENCY),
  status: z.enum(WITHDRAWAL_STATUSES),
  requestedAt: isoDate,
  approvedAt: isoDate.nullable(),
  paidAt: isoDate.nullable(),
  rejectedAt: isoDate.nullable(),
  note: z.string().nullable().describe("an admin's reason for a rejection"),
  reference: z.string().nullable().describe("the processor's payout reference, once sent"),
});
export type Withdrawal = z.infer<typeof withdrawal>;

/** POST /api/withdrawals: the amount in cents, in the one currency. */
export const withdrawalBody = z.object({
  amount: z
    .number({ error: 'must be a whole number of cents' })
    .int('must be a whole number of cents')
    .min(1, 'must be more than 0 cents')
    .max(INT_MAX, 'is out of range'),
  currency: z.literal(CURRENCY, { error: `must be ${CURRENCY}: the only currency` }),
});
export type WithdrawalBody = z.input<typeof withdrawalBody>;

export const rejectWithdrawalBody = z.object({ reason: requiredText(WITHDRAWAL_NOTE_MAX) });
export type RejectWithdrawalBody = z.input<typeof rejectWithdrawalBody>;

export const withdrawalsQuery = pagingQuery.omit({ keyword: true }).extend({
  status: z
    .enum(WITHDRAWAL_STATUSES, { error: `must be one of ${WITHDRAWAL_STATUSES.join(', ')}` })
    .optional(),
});
export const withdrawalList = paging(withdrawal);
export type WithdrawalList = z.infer<typeof withdrawalList>;

/** GET /api/admin/finance: every account's balance and what is open. */
export const financeSummary = z.object({
  currency: z.literal(CURRENCY),
  mode: z.enum(PAYMENT_MODES),
  notice: z.string(),
  balances: z.object({
    cardPayments: cents.describe('taken from cards (negative: money came in)'),
    escrow: cents.describe('held for open paid orders'),
    platformFees: cents.describe('service fees and commissions earned'),
    sellersPending: cents,
    sellersAvailable: cents,
    payoutsInTransit: cents.describe('in open withdrawals'),
    payouts: cents.describe('paid out to sellers'),
    refunds: cents.describe('returned to buyers'),
  }),
  heldOrders: z.number().int(),
  openWithdrawals: z.number().int(),
  pendingRefunds: z.number().int(),
  months: z
    .array(
      z.object({
        month: z.string().describe('a calendar month in UTC, 2026-11'),
        paidIn: cents.describe('taken from buyers’ cards'),
        fees: cents.describe('service fees and commissions earned, less any reversed'),
        refunds: cents.describe('returned to buyers'),
        payouts: cents.describe('paid out to sellers'),
      }),
    )
    .describe('what moved through the books in each of the last 12 months, oldest first'),
});
export type FinanceSummary = z.infer<typeof financeSummary>;

/** GET /api/admin/finance/reconciliation: the checks that prove the books balance. */
export const reconciliation = z.object({
  balanced: z.boolean().describe('every check holds'),
  checkedAt: isoDate,
  checks: z.array(
    z.object({
      name: z.string(),
      ok: z.boolean(),
      expected: z.number().int().describe('cents, or a count for the checks that count'),
      actual: z.number().int(),
      detail: z.string().nullable().describe('what differs, when it does'),
    }),
  ),
});
export type Reconciliation = z.infer<typeof reconciliation>;
