import { and, asc, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { OPEN_ORDER_STATES, orderNumber } from '@giglane/contract/order-values';
import type { Paging, PagingQuery } from '@giglane/contract/paging';
import {
  OPEN_WITHDRAWAL_STATUSES,
  type EarningKind,
  type PaymentStatus,
  type RefundStatus,
  type WithdrawalStatus,
} from '@giglane/contract/payment-values';
import { queryRows, type Database, type Transaction } from '../../db/client';
import { users } from '../accounts/accounts-schema';
import { gigs } from '../gigs/gigs-schema';
import { orders } from '../orders/orders-schema';
import { offsetOf, pageOf } from '../../lib/paging';
import {
  isBalanced,
  type AccountKind,
  type AccountRef,
  type LedgerKind,
  type Posting,
  type Terms,
} from './payments-rules';
import {
  ledgerEntries,
  ledgerTransactions,
  orderTerms,
  paymentAccounts,
  payments,
  payoutAccounts,
  providerEvents,
  refunds,
  withdrawals,
} from './payments-schema';

type Db = Database | Transaction;

/** A sum of cents as a number: bigint sums arrive as text from the drivers. */
const total = (amount: SQL | typeof ledgerEntries.amount) =>
  sql<string>`coalesce(sum(${amount}), 0)::bigint`.mapWith(Number);

const sellerIdOf = (ref: AccountRef) => ('sellerId' in ref ? ref.sellerId : null);

/** The account's id, made the first time a seller's account is used. */
async function accountId(tx: Db, ref: AccountRef): Promise<number> {
  const sellerId = sellerIdOf(ref);
  const where = and(
    eq(paymentAccounts.kind, ref.kind),
    sellerId === null ? isNull(paymentAccounts.sellerId) : eq(paymentAccounts.sellerId, sellerId),
  );
  const [found] = await tx.select({ id: paymentAccounts.id }).from(paymentAccounts).where(where);
  if (found) return found.id;
  await tx.insert(paymentAccounts).values({ kind: ref.kind, sellerId }).onConflictDoNothing();
  const [made] = await tx.select({ id: paymentAccounts.id }).from(paymentAccounts).where(where);
  return made!.id;
}

/** What a ledger transaction is about, beside its entries. */
export type LedgerMeta = {
  kind: LedgerKind;
  orderId?: number;
  paymentId?: number;
  refundId?: number;
  withdrawalId?: number;
  followsId?: number;
  clearsAt?: Date;
};

/**
 * Writes one balanced movement: the transaction and its entries, in one statement each (the
 * database refuses an unbalanced one too, db/sql/payments.sql). Answers the transaction's id.
 */
async function post(tx: Transaction, meta: LedgerMeta, postings: Posting[]): Promise<number> {
  if (postings.length === 0 || !isBalanced(postings))
    throw new Error(`an unbalanced ${meta.kind} movement was refused`);
  const [row] = await tx
    .insert(ledgerTransactions)
    .values(meta)
    .returning({ id: ledgerTransactions.id });
  const values = [];
  for (const posting of postings)
    values.push({
      transactionId: row!.id,
      accountId: await accountId(tx, posting.account),
      amount: posting.amount,
    });
  await tx.insert(ledgerEntries).values(values);
  return row!.id;
}

/** The balance of an account: the sum of its entries. */
async function balanceOf(tx: Db, ref: AccountRef): Promise<number> {
  const sellerId = sellerIdOf(ref);
  const [row] = await tx
    .select({ balance: total(ledgerEntries.amount) })
    .from(ledgerEntries)
    .innerJoin(paymentAccounts, eq(paymentAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(paymentAccounts.kind, ref.kind),
        sellerId === null
          ? isNull(paymentAccounts.sellerId)
          : eq(paymentAccounts.sellerId, sellerId),
      ),
    );
  return row!.balance;
}

export type StoredPayment = {
  id: number;
  orderId: number;
  buyerId: number;
  provider: string;
  status: PaymentStatus;
  amount: number;
  brand: string;
  last4: string;
  reference: string | null;
  declineCode: string | null;
  createdAt: Date;
  paidAt: Date | null;
};

const paymentColumns = {
  id: payments.id,
  orderId: payments.orderId,
  buyerId: payments.buyerId,
  provider: payments.provider,
  status: sql<PaymentStatus>`${payments.status}`,
  amount: payments.amount,
  brand: payments.brand,
  last4: payments.last4,
  reference: payments.reference,
  declineCode: payments.declineCode,
  createdAt: payments.createdAt,
  paidAt: payments.paidAt,
};

/** An order's settlement still in force (not reversed), with its postings and its clearing. */
export type Settlement = {
  id: number;
  refund: number;
  seller: number;
  clearsAt: Date | null;
  cleared: boolean;
  postings: Posting[];
};

const followers = alias(ledgerTransactions, 'followers');

/** A settlement of the order in force: one no reversal followed. */
const settledOrder = (orderId: SQL) =>
  sql`select 1 from ${ledgerTransactions} s
       where s.order_id = ${orderId} and s.kind = 'settle'
         and not exists (select 1 from ${ledgerTransactions} r
                          where r.follows_id = s.id and r.kind = 'reverse')`;

/** A billing row as the database answers it: sums as text, times as the driver gives them. */
type BillingRow = {
  orderId: number;
  gigId: number;
  gigName: string;
  placedAt: Date | string;
  total: string | number | null;
  paymentId: number | null;
  paymentStatus: PaymentStatus | null;
  brand: string | null;
  last4: string | null;
  paidAt: Date | string | null;
  settledRefund: string | number | null;
  refunded: string | number;
};

export type StoredWithdrawal = {
  id: number;
  sellerId: number;
  sellerName: string;
  amount: number;
  status: WithdrawalStatus;
  requestedAt: Date;
  approvedAt: Date | null;
  paidAt: Date | null;
  rejectedAt: Date | null;
  note: string | null;
  reference: string | null;
};

const withdrawalColumns = {
  id: withdrawals.id,
  sellerId: withdrawals.sellerId,
  sellerName: sql<string>`coalesce(nullif(${users.displayName}, ''), ${users.name}, '')`,
  amount: withdrawals.amount,
  status: sql<WithdrawalStatus>`${withdrawals.status}`,
  requestedAt: withdrawals.requestedAt,
  approvedAt: withdrawals.approvedAt,
  paidAt: withdrawals.paidAt,
  rejectedAt: withdrawals.rejectedAt,
  note: withdrawals.note,
  reference: withdrawals.reference,
};

async function findWithdrawal(tx: Db, id: number, lock = false): Promise<StoredWithdrawal | null> {
  const query = tx
    .select(withdrawalColumns)
    .from(withdrawals)
    .leftJoin(users, eq(users.id, withdrawals.sellerId))
    .where(eq(withdrawals.id, id));
  const [row] = lock ? await query.for('update', { of: withdrawals }) : await query;
  return row ?? null;
}

/** Money's queries and writes (decision 045); the writes take the service's transaction. */
export function createPaymentsRepository(db: Database) {
  return {
    post,
    balanceOf,

    async insertTerms(tx: Transaction, orderId: number, terms: Terms) {
      await tx.insert(orderTerms).values({ orderId, ...terms });
    },

    async findTerms(tx: Db, orderId: number): Promise<Terms | null> {
      const [row] = await tx
        .select({
          price: orderTerms.price,
          serviceFee: orderTerms.serviceFee,
          smallOrderFee: orderTerms.smallOrderFee,
          total: orderTerms.total,
          commissionBp: orderTerms.commissionBp,
          commission: orderTerms.commission,
          sellerEarnings: orderTerms.sellerEarnings,
          clearingSeconds: orderTerms.clearingSeconds,
        })
        .from(orderTerms)
        .where(eq(orderTerms.orderId, orderId));
      return row ?? null;
    },

    /** The order's payment in force: waiting for its confirmation, or succeeded. */
    async findLivePayment(tx: Db, orderId: number): Promise<StoredPayment | null> {
      const [row] = await tx
        .select(paymentColumns)
        .from(payments)
        .where(
          and(
            eq(payments.orderId, orderId),
            inArray(payments.status, ['requires_confirmation', 'succeeded']),
          ),
        );
      return row ?? null;
    },

    /** How many payments were tried for the order: the next attempt's number is one more. */
    async countAttempts(tx: Db, orderId: number): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(payments)
        .where(eq(payments.orderId, orderId));
      return row!.n;
    },

    /** The order's latest payment, whatever became of it. */
    async findLatestPayment(tx: Db, orderId: number): Promise<StoredPayment | null> {
      const [row] = await tx
        .select(paymentColumns)
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(desc(payments.id))
        .limit(1);
      return row ?? null;
    },

    async insertPayment(
      tx: Transaction,
      payment: Omit<StoredPayment, 'id' | 'createdAt' | 'paidAt'> & { paidAt?: Date },
    ): Promise<number> {
      const [row] = await tx.insert(payments).values(payment).returning({ id: payments.id });
      return row!.id;
    },

    async findPayment(tx: Db, id: number): Promise<StoredPayment | null> {
      const [row] = await tx.select(paymentColumns).from(payments).where(eq(payments.id, id));
      return row ?? null;
    },

    /** The payment a provider's reference names (a Stripe PaymentIntent), whatever its status. */
    async findPaymentByReference(
      tx: Db,
      provider: string,
      reference: string,
    ): Promise<StoredPayment | null> {
      const [row] = await tx
        .select(paymentColumns)
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.reference, reference)));
      return row ?? null;
    },

    /** What the provider said of a payment still waiting: the card that paid, or why a try failed. */
    async writeOutcome(
      tx: Transaction,
      id: number,
      outcome: { brand?: string; last4?: string; declineCode: string | null },
    ) {
      await tx.update(payments).set(outcome).where(eq(payments.id, id));
    },

    async setPaymentStatus(tx: Transaction, id: number, status: PaymentStatus, now: Date) {
      await tx
        .update(payments)
        .set({
          status,
          ...(status === 'succeeded' ? { paidAt: now } : {}),
          ...(status === 'cancelled' ? { cancelledAt: now } : {}),
        })
        .where(eq(payments.id, id));
    },

    /** The order's settlement in force, or null while its money is held (or was never paid). */
    async findSettlement(tx: Db, orderId: number): Promise<Settlement | null> {
      const [settled] = await tx
        .select({
          id: ledgerTransactions.id,
          clearsAt: ledgerTransactions.clearsAt,
          follower: followers.kind,
        })
        .from(ledgerTransactions)
        .leftJoin(followers, eq(followers.followsId, ledgerTransactions.id))
        .where(and(eq(ledgerTransactions.orderId, orderId), eq(ledgerTransactions.kind, 'settle')))
        .orderBy(desc(ledgerTransactions.id))
        .limit(1);
      if (!settled || settled.follower === 'reverse') return null;
      const entries = await tx
        .select({
          kind: sql<AccountKind>`${paymentAccounts.kind}`,
          sellerId: paymentAccounts.sellerId,
          amount: ledgerEntries.amount,
        })
        .from(ledgerEntries)
        .innerJoin(paymentAccounts, eq(paymentAccounts.id, ledgerEntries.accountId))
        .where(eq(ledgerEntries.transactionId, settled.id))
        .orderBy(asc(ledgerEntries.id));
      const postings = entries.map((entry): Posting => ({
        account: (entry.sellerId === null
          ? { kind: entry.kind }
          : { kind: entry.kind, sellerId: entry.sellerId }) as AccountRef,
        amount: entry.amount,
      }));
      const amountOf = (kind: AccountKind) =>
        postings.find((posting) => posting.account.kind === kind)?.amount ?? 0;
      return {
        id: settled.id,
        refund: amountOf('refunds'),
        seller: amountOf('seller_pending'),
        clearsAt: settled.clearsAt,
        cleared: settled.follower === 'clear',
        postings,
      };
    },

    /** Locks a settlement's row, so a clearing and a reopen never both follow it. */
    async lockSettlement(tx: Transaction, id: number) {
      await tx
        .select({ id: ledgerTransactions.id })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.id, id))
        .for('update');
    },

    /**
     * Settlements whose clearing time has come and that nothing followed yet, at most `limit`,
     * locked, skipping those another transaction holds: across instances each clears once.
     */
    async lockDueSettlements(tx: Transaction, now: Date, limit: number) {
      return tx
        .select({
          id: ledgerTransactions.id,
          orderId: ledgerTransactions.orderId,
          sellerId: paymentAccounts.sellerId,
          amount: ledgerEntries.amount,
        })
        .from(ledgerTransactions)
        .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
        .innerJoin(
          paymentAccounts,
          and(
            eq(paymentAccounts.id, ledgerEntries.accountId),
            eq(paymentAccounts.kind, 'seller_pending'),
          ),
        )
        .where(
          and(
            eq(ledgerTransactions.kind, 'settle'),
            lte(ledgerTransactions.clearsAt, now),
            sql`not exists (select 1 from ${ledgerTransactions} ${followers}
                             where ${followers.followsId} = ${ledgerTransactions.id})`,
          ),
        )
        .orderBy(asc(ledgerTransactions.clearsAt))
        .limit(limit)
        .for('update', { of: ledgerTransactions, skipLocked: true });
    },

    async insertRefund(
      tx: Transaction,
      refund: { paymentId: number; orderId: number; amount: number },
    ): Promise<number> {
      const [row] = await tx.insert(refunds).values(refund).returning({ id: refunds.id });
      return row!.id;
    },

    /** A refund with its payment's processor and reference, locked; null when done or gone. */
    async lockPendingRefund(tx: Transaction, id: number) {
      const [row] = await tx
        .select({
          id: refunds.id,
          amount: refunds.amount,
          provider: payments.provider,
          reference: sql<string>`${payments.reference}`,
        })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
        .for('update', { of: refunds });
      return row ?? null;
    },

    async markRefunded(tx: Transaction, id: number, reference: string, now: Date) {
      await tx
        .update(refunds)
        .set({ status: 'succeeded', reference, refundedAt: now })
        .where(eq(refunds.id, id));
    },

    async listRefunds(tx: Db, orderId: number) {
      return tx
        .select({
          id: refunds.id,
          amount: refunds.amount,
          status: sql<RefundStatus>`${refunds.status}`,
          at: refunds.createdAt,
        })
        .from(refunds)
        .where(eq(refunds.orderId, orderId))
        .orderBy(asc(refunds.id));
    },

    /**
     * A page of the orders the buyer placed, newest first, each with what its money's state is
     * made of: its terms' total, the payment in force (or else the latest attempt), the refund of
     * its settlement in force, and the refunds recorded. One statement, read by the buyer's index.
     */
    async pageBilling(buyerId: number, query: PagingQuery) {
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(eq(orders.buyerId, buyerId));
      const rows = await queryRows<BillingRow>(
        db,
        sql`select o.id as "orderId", o.job_id as "gigId", g.name as "gigName",
                   o.placed_at as "placedAt", t.total, p.id as "paymentId",
                   p.status as "paymentStatus", p.brand, p.last4, p.paid_at as "paidAt",
                   s.refund as "settledRefund",
                   (select coalesce(sum(r.amount), 0) from ${refunds} r
                     where r.order_id = o.id)::bigint as refunded
              from ${orders} o
              join ${gigs} g on g.id = o.job_id
              left join ${orderTerms} t on t.order_id = o.id
              left join lateral (
                select id, status, brand, last4, paid_at from ${payments}
                 where order_id = o.id
                 order by status in ('requires_confirmation', 'succeeded') desc, id desc
                 limit 1) p on true
              left join lateral (
                select coalesce((select sum(e.amount) from ${ledgerEntries} e
                                   join ${paymentAccounts} a on a.id = e.account_id
                                  where e.transaction_id = x.id and a.kind = 'refunds'), 0)::bigint as refund
                  from ${ledgerTransactions} x
                 where x.order_id = o.id and x.kind = 'settle'
                   and not exists (select 1 from ${ledgerTransactions} f
                                    where f.follows_id = x.id and f.kind = 'reverse')
                 order by x.id desc
                 limit 1) s on true
             where o.hirer_id = ${buyerId}
             order by o.id desc
             limit ${query.pageSize} offset ${offsetOf(query)}`,
      );
      return {
        totalRow: count!.n,
        rows: rows.map((row) => ({
          ...row,
          total: row.total === null ? null : Number(row.total),
          refunded: Number(row.refunded),
          settledRefund: row.settledRefund === null ? null : Number(row.settledRefund),
          placedAt: new Date(row.placedAt),
          paidAt: row.paidAt === null ? null : new Date(row.paidAt),
        })),
      };
    },

    // ── The provider's side: webhook events, sellers' connected accounts ──

    /** Records a webhook event's id; false when it was recorded before (a replay). */
    async insertProviderEvent(
      tx: Transaction,
      event: { id: string; provider: string; type: string; objectId: string },
    ): Promise<boolean> {
      const made = await tx
        .insert(providerEvents)
        .values(event)
        .onConflictDoNothing()
        .returning({ id: providerEvents.id });
      return made.length === 1;
    },

    async findPayoutAccount(tx: Db, sellerId: number) {
      const [row] = await tx
        .select({
          accountId: payoutAccounts.accountId,
          payoutsEnabled: payoutAccounts.payoutsEnabled,
        })
        .from(payoutAccounts)
        .where(eq(payoutAccounts.sellerId, sellerId));
      return row ?? null;
    },

    /** Keeps a seller's first account: a second, made by a request racing it, is not stored. */
    async insertPayoutAccount(
      tx: Transaction,
      account: { sellerId: number; provider: string; accountId: string },
    ) {
      await tx.insert(payoutAccounts).values(account).onConflictDoNothing();
    },

    async setPayoutsEnabled(
      tx: Transaction,
      provider: string,
      accountId: string,
      enabled: boolean,
    ) {
      await tx
        .update(payoutAccounts)
        .set({ payoutsEnabled: enabled, updatedAt: sql`now()` })
        .where(and(eq(payoutAccounts.provider, provider), eq(payoutAccounts.accountId, accountId)));
    },

    // ── Withdrawals ──

    /** Locks the seller's available balance: their withdrawals are asked one at a time. */
    async lockSeller(tx: Transaction, sellerId: number) {
      const id = await accountId(tx, { kind: 'seller_available', sellerId });
      await tx
        .select({ id: paymentAccounts.id })
        .from(paymentAccounts)
        .where(eq(paymentAccounts.id, id))
        .for('update');
    },

    async hasOpenWithdrawal(tx: Db, sellerId: number): Promise<number | null> {
      const [row] = await tx
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(
          and(
            eq(withdrawals.sellerId, sellerId),
            inArray(withdrawals.status, [...OPEN_WITHDRAWAL_STATUSES]),
          ),
        );
      return row?.id ?? null;
    },

    async insertWithdrawal(tx: Transaction, sellerId: number, amount: number, now: Date) {
      const [row] = await tx
        .insert(withdrawals)
        .values({ sellerId, amount, requestedAt: now })
        .returning({ id: withdrawals.id });
      return row!.id;
    },

    findWithdrawal: (id: number) => findWithdrawal(db, id),
    lockWithdrawal: (tx: Transaction, id: number) => findWithdrawal(tx, id, true),

    async writeWithdrawal(
      tx: Transaction,
      id: number,
      changes: Partial<
        Pick<
          StoredWithdrawal,
          'status' | 'approvedAt' | 'paidAt' | 'rejectedAt' | 'note' | 'reference'
        >
      >,
    ) {
      await tx.update(withdrawals).set(changes).where(eq(withdrawals.id, id));
    },

    /** A seller's withdrawals (or everyone's), newest first, or oldest open first for admins. */
    async pageWithdrawals(
      query: PagingQuery & { status?: WithdrawalStatus },
      sellerId: number | null,
    ): Promise<Paging<StoredWithdrawal>> {
      const where = and(
        sellerId === null ? undefined : eq(withdrawals.sellerId, sellerId),
        query.status ? eq(withdrawals.status, query.status) : undefined,
      );
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(withdrawals)
        .where(where);
      const rows = await db
        .select(withdrawalColumns)
        .from(withdrawals)
        .leftJoin(users, eq(users.id, withdrawals.sellerId))
        .where(where)
        .orderBy(sellerId === null ? asc(withdrawals.id) : desc(withdrawals.id))
        .limit(query.pageSize)
        .offset(offsetOf(query));
      return pageOf(query, count!.n, rows);
    },

    // ── Reads for people ──

    /** A seller's balances: pending, available, in open withdrawals, paid out. */
    async earningsOf(sellerId: number) {
      const [sums] = await db
        .select({
          withdrawing: total(
            sql`${withdrawals.amount}) filter (where ${withdrawals.status} in ('requested', 'approved')`,
          ),
          withdrawn: total(
            sql`${withdrawals.amount}) filter (where ${withdrawals.status} = 'paid'`,
          ),
        })
        .from(withdrawals)
        .where(eq(withdrawals.sellerId, sellerId));
      return {
        pending: await balanceOf(db, { kind: 'seller_pending', sellerId }),
        available: await balanceOf(db, { kind: 'seller_available', sellerId }),
        withdrawing: sums!.withdrawing,
        withdrawn: sums!.withdrawn,
        openWithdrawal: await this.hasOpenWithdrawal(db, sellerId),
      };
    },

    /** Every entry of a seller's two accounts, newest first. */
    async pageEarnings(sellerId: number, query: PagingQuery) {
      const where = eq(paymentAccounts.sellerId, sellerId);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(ledgerEntries)
        .innerJoin(paymentAccounts, eq(paymentAccounts.id, ledgerEntries.accountId))
        .where(where);
      const rows = await db
        .select({
          id: ledgerEntries.id,
          account: sql<AccountKind>`${paymentAccounts.kind}`,
          ledgerKind: sql<LedgerKind>`${ledgerTransactions.kind}`,
          amount: ledgerEntries.amount,
          orderId: ledgerTransactions.orderId,
          withdrawalId: ledgerTransactions.withdrawalId,
          at: ledgerTransactions.createdAt,
        })
        .from(ledgerEntries)
        .innerJoin(paymentAccounts, eq(paymentAccounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(where)
        .orderBy(desc(ledgerEntries.id))
        .limit(query.pageSize)
        .offset(offsetOf(query));
      return pageOf(
        query,
        count!.n,
        rows.map((row) => ({
          id: row.id,
          kind: earningKindOf(row.ledgerKind),
          amount: row.amount,
          balance: row.account === 'seller_pending' ? ('pending' as const) : ('available' as const),
          orderId: row.orderId,
          orderNumber: row.orderId === null ? null : orderNumber(row.orderId),
          withdrawalId: row.withdrawalId,
          at: row.at.toISOString(),
        })),
      );
    },

    /** Every account kind's balance, the sellers' summed. */
    async balances(): Promise<Record<AccountKind, number>> {
      const rows = await db
        .select({
          kind: sql<AccountKind>`${paymentAccounts.kind}`,
          balance: total(ledgerEntries.amount),
        })
        .from(paymentAccounts)
        .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, paymentAccounts.id))
        .groupBy(paymentAccounts.kind);
      const found = Object.fromEntries(rows.map((row) => [row.kind, row.balance]));
      return {
        card_payments: 0,
        escrow: 0,
        platform_fees: 0,
        refunds: 0,
        payouts: 0,
        payouts_in_transit: 0,
        seller_pending: 0,
        seller_available: 0,
        ...found,
      };
    },

    /**
     * What moved through the books in each calendar month (UTC) from `since`: the cents of each
     * account kind the Finance page charts, as the sum of its entries in the month.
     */
    async monthlyFlows(
      since: Date,
    ): Promise<{ month: string; kind: AccountKind; amount: number }[]> {
      const month = sql<string>`to_char(date_trunc('month', ${ledgerTransactions.createdAt} at time zone 'UTC'), 'YYYY-MM')`;
      return db
        .select({
          month,
          kind: sql<AccountKind>`${paymentAccounts.kind}`,
          amount: total(ledgerEntries.amount),
        })
        .from(ledgerTransactions)
        .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
        .innerJoin(paymentAccounts, eq(paymentAccounts.id, ledgerEntries.accountId))
        .where(
          and(
            gte(ledgerTransactions.createdAt, since),
            inArray(paymentAccounts.kind, ['card_payments', 'platform_fees', 'refunds', 'payouts']),
          ),
        )
        .groupBy(month, paymentAccounts.kind);
    },

    async openCounts() {
      const [row] = await queryRows<{ held: number; withdrawals: number; refunds: number }>(
        db,
        sql`select
              (select count(*)::int from ${payments} p
                where p.status = 'succeeded' and not exists (${settledOrder(sql`p.order_id`)})) as held,
              (select count(*)::int from ${withdrawals}
                where status in ('requested', 'approved')) as withdrawals,
              (select count(*)::int from ${refunds} where status = 'pending') as refunds`,
      );
      return row!;
    },

    // ── Reconciliation ──

    /** The figures the books are checked with, each pair computed from different rows. */
    async reconciliationFigures(): Promise<Record<string, number>> {
      const kindSum = (kind: AccountKind) =>
        sql`(select coalesce(sum(e.amount), 0) from ${ledgerEntries} e
               join ${paymentAccounts} a on a.id = e.account_id where a.kind = ${kind})`;
      const [row] = await queryRows<Record<string, string | number>>(
        db,
        sql`select
              (select coalesce(sum(amount), 0) from ${ledgerEntries})::bigint as entries_sum,
              (select count(*)::int from (
                 select t.id from ${ledgerTransactions} t
                   left join ${ledgerEntries} e on e.transaction_id = t.id
                  group by t.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) = 0) u) as unbalanced,
              ${kindSum('escrow')}::bigint as escrow,
              (select coalesce(sum(p.amount), 0) from ${payments} p
                 join ${orders} o on o.id = p.order_id
                where p.status = 'succeeded'
                  and o.state in (${sql.join(
                    OPEN_ORDER_STATES.map((state) => sql`${state}`),
                    sql`, `,
                  )}))::bigint as open_paid,
              ${kindSum('payouts_in_transit')}::bigint as in_transit,
              (select coalesce(sum(amount), 0) from ${withdrawals}
                where status in ('requested', 'approved'))::bigint as open_withdrawals,
              ${kindSum('payouts')}::bigint as paid_out,
              (select coalesce(sum(amount), 0) from ${withdrawals} where status = 'paid')::bigint as paid_withdrawals,
              ${kindSum('refunds')}::bigint as refunded,
              (select coalesce(sum(amount), 0) from ${refunds})::bigint as refund_rows,
              (-${kindSum('card_payments')})::bigint as taken,
              (select coalesce(sum(amount), 0) from ${payments} where status = 'succeeded')::bigint as paid`,
      );
      return Object.fromEntries(Object.entries(row!).map(([key, value]) => [key, Number(value)]));
    },

    /**
     * Each seller's balance (pending and available) beside what their other rows say it should
     * be: what settlements gave them less what reversals took back, less what their withdrawals
     * hold or paid out; and the lower of their two balances, never below zero.
     */
    async sellerFigures() {
      const rows = await queryRows<{
        seller_id: number;
        balance: string;
        expected: string;
        lowest: string;
      }>(
        db,
        sql`select a.seller_id,
                   coalesce(sum(e.amount), 0)::bigint as balance,
                   (coalesce(sum(e.amount) filter (where t.kind in ('settle', 'reverse')), 0)
                    - (select coalesce(sum(w.amount), 0) from ${withdrawals} w
                        where w.seller_id = a.seller_id and w.status <> 'rejected'))::bigint as expected,
                   least(coalesce(sum(e.amount) filter (where a.kind = 'seller_pending'), 0),
                         coalesce(sum(e.amount) filter (where a.kind = 'seller_available'), 0))::bigint as lowest
              from ${paymentAccounts} a
              left join ${ledgerEntries} e on e.account_id = a.id
              left join ${ledgerTransactions} t on t.id = e.transaction_id
             where a.seller_id is not null
             group by a.seller_id
             order by a.seller_id`,
      );
      return rows.map((row) => ({
        sellerId: Number(row.seller_id),
        balance: Number(row.balance),
        expected: Number(row.expected),
        lowest: Number(row.lowest),
      }));
    },

    /** Every settlement in force with its order's terms, to check each split against them. */
    async settlementsWithTerms() {
      const rows = await queryRows<Record<string, string | number>>(
        db,
        sql`select t.id,
                   coalesce(sum(e.amount) filter (where a.kind = 'refunds'), 0)::bigint as refund,
                   coalesce(sum(e.amount) filter (where a.kind = 'platform_fees'), 0)::bigint as platform,
                   coalesce(sum(e.amount) filter (where a.kind = 'seller_pending'), 0)::bigint as seller,
                   o.price, o.service_fee, o.small_order_fee, o.total, o.commission_bp, o.commission,
                   o.seller_earnings, o.clearing_seconds
              from ${ledgerTransactions} t
              join ${ledgerEntries} e on e.transaction_id = t.id
              join ${paymentAccounts} a on a.id = e.account_id
              left join ${orderTerms} o on o.order_id = t.order_id
             where t.kind = 'settle'
             group by t.id, o.order_id`,
      );
      return rows.map((row) => ({
        id: Number(row.id),
        split: {
          refund: Number(row.refund),
          platform: Number(row.platform),
          seller: Number(row.seller),
        },
        terms:
          row.total === null
            ? null
            : {
                price: Number(row.price),
                serviceFee: Number(row.service_fee),
                smallOrderFee: Number(row.small_order_fee),
                total: Number(row.total),
                commissionBp: Number(row.commission_bp),
                commission: Number(row.commission),
                sellerEarnings: Number(row.seller_earnings),
                clearingSeconds: Number(row.clearing_seconds),
              },
      }));
    },
  };
}

/** A seller's history names each movement of their money by what it meant to them. */
function earningKindOf(kind: LedgerKind): EarningKind {
  switch (kind) {
    case 'settle':
      return 'earned';
    case 'reverse':
      return 'reversed';
    case 'clear':
      return 'cleared';
    case 'withdrawal_return':
      return 'withdrawal_returned';
    default:
      return 'withdrawal';
  }
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
