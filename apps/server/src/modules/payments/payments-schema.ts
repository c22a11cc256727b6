import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/*
 * Money (migration 0032, decision 045). Amounts are integer US cents. The ledger's rows are never
 * updated or deleted (db/sql/payments.sql); balances are sums of entries. These tables name
 * orders and users by id without foreign keys: the books outlive the records they mention.
 */

const cents = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** The ledger's accounts; a seller has a pending and an available one, made when first used. */
export const paymentAccounts = pgTable(
  'payment_accounts',
  {
    id: serial('id').primaryKey(),
    /** One of ACCOUNT_KINDS (payments-rules.ts). */
    kind: text('kind').notNull(),
    sellerId: integer('seller_id'),
  },
  (t) => [uniqueIndex('payment_accounts_kind_idx').on(t.kind, sql`coalesce(${t.sellerId}, 0)`)],
);

/** One movement of money: its entries sum to zero. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** One of LEDGER_KINDS (payments-rules.ts). */
    kind: text('kind').notNull(),
    orderId: integer('order_id'),
    paymentId: integer('payment_id'),
    refundId: integer('refund_id'),
    withdrawalId: integer('withdrawal_id'),
    /** The settlement a clearing or a reversal follows; each is followed once. */
    followsId: bigint('follows_id', { mode: 'number' }).references(
      (): AnyPgColumn => ledgerTransactions.id,
    ),
    /** A settlement's: when the seller's earnings become available. */
    clearsAt: at('clears_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_follows_idx').on(t.followsId),
    uniqueIndex('ledger_transactions_capture_idx')
      .on(t.paymentId)
      .where(sql`${t.kind} = 'capture'`),
    index('ledger_transactions_order_idx')
      .on(t.orderId, t.id)
      .where(sql`${t.orderId} IS NOT NULL`),
    index('ledger_transactions_clearing_idx')
      .on(t.clearsAt)
      .where(sql`${t.kind} = 'settle'`),
    /** The Finance page's months (migration 0034). */
    index('ledger_transactions_created_idx').on(t.createdAt),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => paymentAccounts.id),
    /** Signed: what the movement adds to the account's balance. */
    amount: cents('amount').notNull(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    check('ledger_entries_amount_check', sql`${t.amount} <> 0`),
  ],
);

/** What an order costs, fixed when it was placed and never recomputed from later settings. */
export const orderTerms = pgTable('order_terms', {
  orderId: integer('order_id').primaryKey(),
  currency: text('currency').notNull().default('USD'),
  price: cents('price').notNull(),
  serviceFee: cents('service_fee').notNull(),
  smallOrderFee: cents('small_order_fee').notNull(),
  /** What the buyer pays: the price and the fees. */
  total: cents('total').notNull(),
  /** The seller's commission in basis points (1/100 of a percent), for a partial settlement. */
  commissionBp: integer('commission_bp').notNull(),
  commission: cents('commission').notNull(),
  sellerEarnings: cents('seller_earnings').notNull(),
  clearingSeconds: integer('clearing_seconds').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** A card payment of an order: only the card's brand and last four are kept. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    buyerId: integer('buyer_id').notNull(),
    provider: text('provider').notNull(),
    /** One of PAYMENT_STATUSES. */
    status: text('status').notNull(),
    amount: cents('amount').notNull(),
    currency: text('currency').notNull().default('USD'),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    /** The processor's; null for a declined attempt. */
    reference: text('reference'),
    declineCode: text('decline_code'),
    createdAt: at('created_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
    cancelledAt: at('cancelled_at'),
  },
  (t) => [
    uniqueIndex('payments_order_idx')
      .on(t.orderId)
      .where(sql`${t.status} in ('requires_confirmation', 'succeeded')`),
    index('payments_buyer_idx').on(t.buyerId, t.id),
    index('payments_reference_idx')
      .on(t.reference)
      .where(sql`${t.reference} IS NOT NULL`),
  ],
);

/** Money going back to a payment's card: recorded with the cancel, sent by the outbox's worker. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    orderId: integer('order_id').notNull(),
    amount: cents('amount').notNull(),
    /** One of REFUND_STATUSES. */
    status: text('status').notNull().default('pending'),
    reference: text('reference'),
    createdAt: at('created_at').notNull().defaultNow(),
    refundedAt: at('refunded_at'),
  },
  (t) => [index('refunds_payment_idx').on(t.paymentId)],
);

/** A seller's request to be paid their available balance. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    sellerId: integer('seller_id').notNull(),
    amount: cents('amount').notNull(),
    currency: text('currency').notNull().default('USD'),
    /** One of WITHDRAWAL_STATUSES. */
    status: text('status').notNull().default('requested'),
    requestedAt: at('requested_at').notNull().defaultNow(),
    approvedAt: at('approved_at'),
    paidAt: at('paid_at'),
    rejectedAt: at('rejected_at'),
    note: text('note'),
    reference: text('reference'),
  },
  (t) => [
    uniqueIndex('withdrawals_open_idx')
      .on(t.sellerId)
      .where(sql`${t.status} in ('requested', 'approved')`),
    index('withdrawals_seller_idx').on(t.sellerId, t.id),
    index('withdrawals_status_idx').on(t.status, t.id),
  ],
);

/** A seller's account at the provider that pays them out (migration 0033, decision 046). */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    sellerId: integer('seller_id').primaryKey(),
    provider: text('provider').notNull(),
    /** Stripe's connected account, `acct_…`, made once per seller. */
    accountId: text('account_id').notNull(),
    /** Whether the provider says the account may receive payouts (`account.updated`). */
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payout_accounts_account_idx').on(t.provider, t.accountId)],
);

/** Every webhook event the provider sent, once: a replay finds its id and changes nothing. */
export const providerEvents = pgTable('provider_events', {
  /** The provider's event id, `evt_…`. */
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  /** What the event is about: a PaymentIntent or a connected account. */
  objectId: text('object_id').notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
});
