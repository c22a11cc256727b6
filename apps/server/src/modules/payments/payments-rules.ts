import {
  formatCents,
  OPEN_WITHDRAWAL_STATUSES,
  type OrderMoneyState,
  type PaymentStatus,
  type WithdrawalStatus,
} from '@giglane/contract/payment-values';
import type { QuoteFee } from '@giglane/contract/orders';
import type { OrderState } from '@giglane/contract/order-values';
import { serverText } from '@giglane/contract/server-text';
import { HttpError, invalid } from '../../lib/errors';
import type { Transition } from '../orders/orders-rules';

/*
 * Money's pure rules (decision 045): the fees an order's terms are made of, how a settlement
 * splits the money held for an order, the balanced postings of each movement, and who may move a
 * withdrawal. Amounts are integer US cents; nothing here reads the database.
 */

/** The ledger's accounts: the world outside (cards, refunds, payouts) and the money inside. */
export const ACCOUNT_KINDS = [
  'card_payments',
  'escrow',
  'platform_fees',
  'refunds',
  'payouts',
  'payouts_in_transit',
  'seller_pending',
  'seller_available',
] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];
export type SellerAccountKind = Extract<AccountKind, `seller_${string}`>;

/** Names an account: a seller's by kind and seller, the others by kind. */
export type AccountRef =
  { kind: Exclude<AccountKind, SellerAccountKind> } | { kind: SellerAccountKind; sellerId: number };

/** One line of a movement: what it adds to an account's balance (signed). */
export type Posting = { account: AccountRef; amount: number };

export const LEDGER_KINDS = [
  'capture',
  'settle',
  'reverse',
  'clear',
  'withdraw',
  'withdrawal_return',
  'payout',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The fees of the configuration (README): basis points are hundredths of a percent. */
export type FeeSchedule = {
  serviceFeeBp: number;
  smallOrderFee: number;
  /** Orders whose price is below this pay the small-order fee. */
  smallOrderBelow: number;
  commissionBp: number;
  clearingSeconds: number;
};

/** What an order costs, fixed when it is placed. */
export type Terms = {
  price: number;
  serviceFee: number;
  smallOrderFee: number;
  total: number;
  commissionBp: number;
  commission: number;
  sellerEarnings: number;
  clearingSeconds: number;
};

/** `bp` basis points of `amount` cents, half a cent rounded up. */
export const shareOf = (amount: number, bp: number) => Math.floor((amount * bp + 5_000) / 10_000);

/** An order's terms for a price in whole US$, as the order copies it from its package. */
export function termsOf(priceDollars: number, fees: FeeSchedule): Terms {
  const price = priceDollars * 100;
  const serviceFee = shareOf(price, fees.serviceFeeBp);
  const smallOrderFee = price < fees.smallOrderBelow ? fees.smallOrderFee : 0;
  const commission = shareOf(price, fees.commissionBp);
  return {
    price,
    serviceFee,
    smallOrderFee,
    total: price + serviceFee + smallOrderFee,
    commissionBp: fees.commissionBp,
    commission,
    sellerEarnings: price - commission,
    clearingSeconds: fees.clearingSeconds,
  };
}

/** The buyer's fees as the checkout's quote lists them: US$ to the cent, none that are zero. */
export function quoteFeesOf(terms: Pick<Terms, 'serviceFee' | 'smallOrderFee'>): QuoteFee[] {
  return [
    { name: 'Service fee', amount: terms.serviceFee / 100 },
    { name: 'Small order fee', amount: terms.smallOrderFee / 100 },
  ].filter((fee) => fee.amount > 0);
}

/** The receipt's lines: the price and each fee. */
export const paymentLinesOf = (terms: Pick<Terms, 'price' | 'serviceFee' | 'smallOrderFee'>) =>
  [
    { name: 'Price', amount: terms.price },
    { name: 'Service fee', amount: terms.serviceFee },
    { name: 'Small order fee', amount: terms.smallOrderFee },
  ].filter((line) => line.name === 'Price' || line.amount > 0);

/**
 * How the money held for an order is split when it ends: `refund` goes back to the buyer, the
 * rest is kept for the work. The kept part carries its share of the service fees (to the
 * marketplace), and of the price the seller's commission; the seller earns the remainder.
 */
export function settlementOf(terms: Terms, refund: number) {
  if (!Number.isInteger(refund) || refund < 0 || refund > terms.total)
    throw new Error(`a refund of ${refund} cents is outside 0–${terms.total}`);
  const kept = terms.total - refund;
  const fees = terms.serviceFee + terms.smallOrderFee;
  // In BigInt: fees × kept may pass 2^53 for the largest prices a package may have.
  const feesKept =
    terms.total === 0
      ? 0
      : Number(
          (BigInt(fees) * BigInt(kept) * 2n + BigInt(terms.total)) / (2n * BigInt(terms.total)),
        );
  const priceKept = kept - feesKept;
  const commission = shareOf(priceKept, terms.commissionBp);
  return { refund, platform: feesKept + commission, seller: priceKept - commission };
}

/** A movement's postings, with the zero lines left out (an entry is never zero). */
const nonZero = (postings: Posting[]) => postings.filter((posting) => posting.amount !== 0);

export const postingsOf = {
  /** A card payment taken: held in escrow until the order ends. */
  capture: (total: number): Posting[] => [
    { account: { kind: 'card_payments' }, amount: -total },
    { account: { kind: 'escrow' }, amount: total },
  ],
  /** The order ended: escrow pays the refund, the marketplace's share and the seller's pending. */
  settle: (total: number, split: ReturnType<typeof settlementOf>, sellerId: number): Posting[] =>
    nonZero([
      { account: { kind: 'escrow' }, amount: -total },
      { account: { kind: 'refunds' }, amount: split.refund },
      { account: { kind: 'platform_fees' }, amount: split.platform },
      { account: { kind: 'seller_pending', sellerId }, amount: split.seller },
    ]),
  /** A settlement undone (an admin reopened the order): its postings the other way. */
  reverse: (settled: Posting[]): Posting[] =>
    settled.map((posting) => ({ ...posting, amount: -posting.amount })),
  /** The clearing period is over: pending earnings become available. */
  clear: (amount: number, sellerId: number): Posting[] => [
    { account: { kind: 'seller_pending', sellerId }, amount: -amount },
    { account: { kind: 'seller_available', sellerId }, amount },
  ],
  withdraw: (amount: number, sellerId: number): Posting[] => [
    { account: { kind: 'seller_available', sellerId }, amount: -amount },
    { account: { kind: 'payouts_in_transit' }, amount },
  ],
  withdrawalReturn: (amount: number, sellerId: number): Posting[] => [
    { account: { kind: 'payouts_in_transit' }, amount: -amount },
    { account: { kind: 'seller_available', sellerId }, amount },
  ],
  payout: (amount: number): Posting[] => [
    { account: { kind: 'payouts_in_transit' }, amount: -amount },
    { account: { kind: 'payouts' }, amount },
  ],
};

/** Postings balance: their amounts sum to zero. */
export const isBalanced = (postings: readonly Posting[]) =>
  postings.reduce((sum, posting) => sum + posting.amount, 0) === 0;

const conflict = (reason: string) => new HttpError(409, reason, serverText.conflict);

/**
 * The order's moves that may move its money: completing it releases the escrow, cancelling it
 * refunds, reopening it reverses a release. Starting, delivering and revisions move none.
 */
export const movesMoney = (move: Transition) =>
  move === 'accept' ||
  move === 'auto_complete' ||
  move === 'complete' ||
  move === 'cancel' ||
  move === 'withdraw' ||
  move === 'accept_cancellation' ||
  move === 'lapse_cancellation' ||
  move === 'release_dispute' ||
  move === 'refund_dispute' ||
  move === 'reopen';

/** A paid payment's receipt number: GLR and its id. */
export const receiptNumberOf = (paymentId: number) => `GLR${String(paymentId).padStart(6, '0')}`;

/** An order's money as its page shows it. */
export function moneyStateOf(facts: {
  terms: boolean;
  payment: PaymentStatus | null;
  settled: { refund: number; total: number } | null;
}): OrderMoneyState {
  if (!facts.terms) return 'arranged';
  if (facts.settled)
    return facts.settled.refund === 0
      ? 'released'
      : facts.settled.refund === facts.settled.total
        ? 'refunded'
        : 'partially_refunded';
  if (facts.payment === 'succeeded') return 'held';
  if (facts.payment === 'requires_confirmation') return 'requires_confirmation';
  return 'due';
}

/** The buyer may pay while the order is placed and its money is due; 409 naming why not. */
export function assertMayPay(state: OrderState, money: OrderMoneyState): void {
  if (money === 'arranged')
    throw conflict('payment: this order is paid outside Giglane (arranged with the seller)');
  if (money === 'requires_confirmation')
    throw conflict('payment: the payment waits for its confirmation step; confirm it');
  if (money !== 'due') throw conflict('payment: the order is already paid');
  if (state !== 'placed')
    throw conflict(`state: the order is ${state.replace('_', ' ')}; only a placed order is paid`);
}

/** Where an admin may give back part: after a delivery, and deciding a dispute (decision 056). */
const PART_REFUND_FROM: readonly OrderState[] = ['delivered', 'revision_requested', 'disputed'];

/**
 * What a cancel refunds of a paid order: all of it before a delivery; after one (an admin's
 * cancel or a dispute's decision), the part the admin gives, all when they give none.
 */
export function refundOf(before: OrderState, total: number, asked: number | undefined): number {
  if (asked === undefined) return total;
  if (asked > total)
    throw invalid('refund', `must be at most the ${formatCents(total)} the buyer paid`);
  if (!PART_REFUND_FROM.includes(before) && asked !== total)
    throw invalid(
      'refund',
      'must be the whole total: an order cancelled before a delivery is refunded in full',
    );
  return asked;
}

/** A withdrawal the seller may ask for: at least the minimum, at most what is available. */
export function assertMayWithdraw(
  amount: number,
  facts: { available: number; minimum: number; open: boolean },
): void {
  if (facts.open)
    throw conflict('withdrawal: a withdrawal is already open; wait until it is paid or rejected');
  if (amount < facts.minimum)
    throw invalid('amount', `must be at least the minimum withdrawal of ${facts.minimum} cents`);
  if (amount > facts.available)
    throw conflict(`amount: only ${facts.available} cents are available`);
}

/** A withdrawal's moves by an admin: from which statuses, to which. */
export const withdrawalMoves = {
  approve: { from: ['requested'], to: 'approved' },
  markPaid: { from: ['approved'], to: 'paid' },
  reject: { from: OPEN_WITHDRAWAL_STATUSES, to: 'rejected' },
} as const satisfies Record<string, { from: readonly WithdrawalStatus[]; to: WithdrawalStatus }>;
export type WithdrawalMove = keyof typeof withdrawalMoves;

/** 409 naming the status when the withdrawal cannot make the move now. */
export function assertWithdrawalMove(status: WithdrawalStatus, move: WithdrawalMove): void {
  const from: readonly WithdrawalStatus[] = withdrawalMoves[move].from;
  if (!from.includes(status))
    throw conflict(
      `status: the withdrawal is ${status}; this can be done only while it is ${from.join(' or ')}`,
    );
}

/** The Finance page's flows of one calendar month (UTC, `2026-11`), in cents. */
export type MonthlyFlow = {
  month: string;
  paidIn: number;
  fees: number;
  refunds: number;
  payouts: number;
};

/**
 * The last `count` calendar months up to `now`'s (UTC), oldest first, each with what the books
 * moved in it: cards taken (entries to card payments are negative: money came in), fees earned
 * (less any reversed), refunds and payouts. A month nothing moved in reads zero.
 */
export function monthlyFlowsOf(
  sums: readonly { month: string; kind: AccountKind; amount: number }[],
  now: Date,
  count: number,
): MonthlyFlow[] {
  const months: MonthlyFlow[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    const month = first.toISOString().slice(0, 7);
    months.push({ month, paidIn: 0, fees: 0, refunds: 0, payouts: 0 });
  }
  const byMonth = new Map(months.map((flow) => [flow.month, flow]));
  for (const { month, kind, amount } of sums) {
    const flow = byMonth.get(month);
    if (!flow) continue;
    if (kind === 'card_payments') flow.paidIn -= amount;
    if (kind === 'platform_fees') flow.fees += amount;
    if (kind === 'refunds') flow.refunds += amount;
    if (kind === 'payouts') flow.payouts += amount;
  }
  return months;
}

/** The first instant of the earliest of the last `count` months up to `now`'s (UTC). */
export const monthsSince = (now: Date, count: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1), 1));
