import { orderNumber, type OrderState } from '@giglane/contract/order-values';
import type { QuoteFee } from '@giglane/contract/orders';
import type { PagingQuery } from '@giglane/contract/paging';
import {
  CURRENCY,
  DECLINE_MESSAGES,
  PAYMENT_ARRANGED_NOTICE,
  STRIPE_NOTICE,
  TEST_CARDS,
  TEST_MODE_NOTICE,
  type DeclineCode,
  type PaymentMode,
  type WithdrawalStatus,
} from '@giglane/contract/payment-values';
import type {
  BillingHistory,
  Earnings,
  FinanceSummary,
  OrderPayment,
  PaymentIntent,
  PaymentSettings,
  PayoutAccount,
  PayoutOnboarding,
  ProviderEventReceipt,
  Reconciliation,
  Withdrawal,
} from '@giglane/contract/payments';
import { serverText } from '@giglane/contract/server-text';
import type { Database, Transaction } from '../../db/client';
import { assertAdmin, type SessionUser } from '../../lib/access-rules';
import { forbidden, HttpError, invalid, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { recordEvents } from '../../lib/outbox';
import { mailPayoutStep, mailPaymentReceived } from './payment-mails';
import { pageOf } from '../../lib/paging';
import type { OrderMoney } from '../orders/order-money';
import type { LockedOrder } from '../orders/orders-repository';
import { assertMaySee, type Actor, type Transition } from '../orders/orders-rules';
import { takesCards, type Card, type PaymentProvider } from './payment-providers';
import type { Intent, StripeGateway } from './stripe-provider';
import type { PaymentsRepository, StoredWithdrawal } from './payments-repository';
import {
  assertMayPay,
  assertMayWithdraw,
  assertWithdrawalMove,
  moneyStateOf,
  monthlyFlowsOf,
  monthsSince,
  movesMoney,
  paymentLinesOf,
  postingsOf,
  receiptNumberOf,
  quoteFeesOf,
  refundOf,
  settlementOf,
  termsOf,
  withdrawalMoves,
  type FeeSchedule,
  type Terms,
  type WithdrawalMove,
} from './payments-rules';

/** How money is configured (README): the mode, the fees, the smallest withdrawal. */
export type PaymentsSettings = {
  mode: PaymentMode;
  fees: FeeSchedule;
  /** US cents. */
  withdrawalMinimum: number;
};

/** Settlements cleared per transaction: a backlog goes in short transactions. */
export const CLEARING_BATCH = 100;

/** The months the Finance page charts. */
const FINANCE_MONTHS = 12;

const noticeOf = (mode: PaymentMode) =>
  mode === 'test' ? TEST_MODE_NOTICE : mode === 'stripe' ? STRIPE_NOTICE : PAYMENT_ARRANGED_NOTICE;
const conflict = (reason: string) => new HttpError(409, reason, serverText.conflict);

/**
 * What the orders' service asks of money, inside its own transactions (decision 045): the fees a
 * quote shows, the terms fixed at placing, whether an order still waits for its payment, and the
 * ledger's movement for each move of the state machine.
 */
export function createOrderMoney(repo: PaymentsRepository, settings: PaymentsSettings): OrderMoney {
  /** Settles the money held for an order: a refund to the buyer, the rest to the work. */
  async function settle(
    tx: Transaction,
    order: { id: number; sellerId: number },
    terms: Terms,
    paymentId: number,
    refund: number,
    now: Date,
  ) {
    const split = settlementOf(terms, refund);
    const refundId =
      refund > 0
        ? await repo.insertRefund(tx, { paymentId, orderId: order.id, amount: refund })
        : undefined;
    await repo.post(
      tx,
      {
        kind: 'settle',
        orderId: order.id,
        paymentId,
        refundId,
        clearsAt:
          split.seller > 0 ? new Date(now.getTime() + terms.clearingSeconds * 1000) : undefined,
      },
      postingsOf.settle(terms.total, split, order.sellerId),
    );
    // The card is refunded after the commit, by the worker, keyed by the event (decision 037).
    if (refundId !== undefined)
      await recordEvents(tx, [{ topic: 'payments.refund', payload: { refundId } }]);
  }

  return {
    /** The buyer's fees a checkout quotes for a price in US$; none when payments are off. */
    quoteFees(priceDollars: number): QuoteFee[] {
      return settings.mode === 'off' ? [] : quoteFeesOf(termsOf(priceDollars, settings.fees));
    },

    /** Fixes the order's terms at placing, from the same schedule its quote showed. */
    async fixTerms(tx: Transaction, orderId: number, priceDollars: number) {
      if (settings.mode === 'off') return;
      await repo.insertTerms(tx, orderId, termsOf(priceDollars, settings.fees));
    },

    /** Whether the order waits for its payment before it may start. */
    async isDue(on: Database | Transaction, orderId: number): Promise<boolean> {
      if (!(await repo.findTerms(on, orderId))) return false;
      return (await repo.findLivePayment(on, orderId))?.status !== 'succeeded';
    },

    /** 409 when an admin would delete the record of an order that holds the buyer's money. */
    async assertMayDelete(tx: Transaction, orderId: number) {
      const live = await repo.findLivePayment(tx, orderId);
      if (live?.status === 'succeeded' && !(await repo.findSettlement(tx, orderId)))
        throw conflict(
          "payment: the order holds the buyer's payment; cancel it to refund them first",
        );
    },

    /**
     * The ledger's side of a move, in the move's transaction: completion releases the money held,
     * a cancel refunds it (in part only after a delivery), a reopen reverses the release while
     * the seller's earnings have not cleared.
     */
    async afterMove(
      tx: Transaction,
      order: { id: number; sellerId: number; before: OrderState },
      move: Transition,
      context: { now: Date; refund?: number },
    ) {
      if (!movesMoney(move)) return;
      const terms = await repo.findTerms(tx, order.id);
      if (!terms) {
        if (context.refund !== undefined)
          throw invalid('refund', 'must be left out: the order holds no payment');
        return;
      }
      const live = await repo.findLivePayment(tx, order.id);
      const held = live?.status === 'succeeded' && !(await repo.findSettlement(tx, order.id));
      switch (move) {
        case 'accept':
        case 'auto_complete':
        case 'complete':
        case 'release_dispute':
          if (held) await settle(tx, order, terms, live.id, 0, context.now);
          return;
        // A cancellation agreed (or left unanswered) is a cancel before a delivery: in full. A
        // dispute's refund is an admin's cancel: in full, or the part given.
        case 'cancel':
        case 'withdraw':
        case 'accept_cancellation':
        case 'lapse_cancellation':
        case 'refund_dispute':
          if (held) {
            const refund = refundOf(order.before, terms.total, context.refund);
            await settle(tx, order, terms, live.id, refund, context.now);
          } else if (context.refund !== undefined)
            throw invalid('refund', 'must be left out: the order holds no payment');
          if (live?.status === 'requires_confirmation') {
            await repo.setPaymentStatus(tx, live.id, 'cancelled', context.now);
            // A PaymentIntent waiting at Stripe could still be paid from an open tab: void it.
            if (live.provider === 'stripe')
              await recordEvents(tx, [
                { topic: 'payments.void-intent', payload: { paymentId: live.id } },
              ]);
          }
          return;
        case 'reopen': {
          const settlement = await repo.findSettlement(tx, order.id);
          if (!settlement) return;
          await repo.lockSettlement(tx, settlement.id);
          if ((await repo.findSettlement(tx, order.id))?.cleared)
            throw conflict(
              "payment: the seller's earnings of this order have cleared; it can no longer be reopened",
            );
          await repo.post(
            tx,
            { kind: 'reverse', orderId: order.id, followsId: settlement.id },
            postingsOf.reverse(settlement.postings),
          );
          return;
        }
        default:
          return;
      }
    },
  };
}

/** What paying needs of orders: the order under its lock, and its start once paid. */
export type PaidOrders = {
  lockOrder(tx: Transaction, id: number): Promise<LockedOrder | null>;
  findFacts(id: number): Promise<LockedOrder | null>;
  startPaid(tx: Transaction, order: LockedOrder, now: Date): Promise<void>;
};

/**
 * Money's use cases (decision 045): paying an order, the order's payment page, a seller's
 * earnings and withdrawals, the admin's books. Each write is one transaction; provider calls
 * after a commit (refunds, payouts) are outbox events.
 */
export function createPaymentsService(
  db: Database,
  repo: PaymentsRepository,
  orders: PaidOrders,
  settings: PaymentsSettings,
  providers: Record<string, PaymentProvider>,
  /** Stripe, when PAYMENTS is stripe (decision 046); also `providers.stripe`, for its refunds. */
  stripe?: StripeGateway,
) {
  const providerFor = (name: string) => {
    const provider = providers[name];
    if (!provider) throw new Error(`no payment provider ${name}`);
    return provider;
  };

  /** Stripe, or 409 saying this server takes no payments through it. */
  const stripeOr409 = (what: string) => {
    if (settings.mode !== 'stripe' || !stripe)
      throw conflict(`${what}: this server does not take payments through Stripe`);
    return stripe;
  };

  /** The order's money as the user may see it: 404 for a stranger, the seller's side for its seller. */
  async function paymentView(user: SessionUser, order: LockedOrder): Promise<OrderPayment> {
    const actors = assertMaySee(order, user);
    const terms = await repo.findTerms(db, order.id);
    const live = await repo.findLivePayment(db, order.id);
    const shown = live ?? (await repo.findLatestPayment(db, order.id));
    const settlement = await repo.findSettlement(db, order.id);
    const refunds = await repo.listRefunds(db, order.id);
    const state = moneyStateOf({
      terms: terms !== null,
      payment: live?.status ?? null,
      settled: settlement && terms ? { refund: settlement.refund, total: terms.total } : null,
    });
    const mayPay = actors.includes('buyer') && order.state === 'placed' && settings.mode !== 'off';
    const sellerSide = actors.some((actor) => actor === 'seller' || actor === 'admin');
    return {
      orderId: order.id,
      number: orderNumber(order.id),
      state,
      mode: settings.mode,
      notice: terms
        ? settings.mode === 'stripe'
          ? STRIPE_NOTICE
          : TEST_MODE_NOTICE
        : PAYMENT_ARRANGED_NOTICE,
      currency: CURRENCY,
      lines: terms ? paymentLinesOf(terms) : [],
      total: terms?.total ?? 0,
      payment: shown && {
        id: shown.id,
        status: shown.status,
        provider: shown.provider,
        brand: shown.brand,
        last4: shown.last4,
        reference: shown.reference,
        decline:
          shown.declineCode === null
            ? null
            : {
                code: shown.declineCode,
                message: DECLINE_MESSAGES[shown.declineCode as DeclineCode] ?? shown.declineCode,
              },
        at: shown.createdAt.toISOString(),
        paidAt: shown.paidAt?.toISOString() ?? null,
        receiptNumber: shown.paidAt ? receiptNumberOf(shown.id) : null,
      },
      refunds: refunds.map((refund) => ({ ...refund, at: refund.at.toISOString() })),
      refunded: refunds.reduce((sum, refund) => sum + refund.amount, 0),
      seller:
        terms && sellerSide
          ? {
              commission: terms.commission,
              earnings: terms.sellerEarnings,
              clearsAt: settlement?.clearsAt?.toISOString() ?? null,
            }
          : null,
      actions:
        mayPay && state === 'due'
          ? ['pay']
          : mayPay && state === 'requires_confirmation'
            ? // A Stripe payment waits in the browser's Payment Element: it may go on there.
              shown?.provider === 'stripe'
              ? ['pay', 'confirm']
              : ['confirm']
            : [],
    };
  }

  async function viewOf(user: SessionUser, orderId: number) {
    const order = await orders.findFacts(orderId);
    if (!order) throw notFound();
    return paymentView(user, order);
  }

  /** The order under its lock for its buyer's payment step: 404 for strangers, 403 for others. */
  async function lockForBuyer(tx: Transaction, user: SessionUser, orderId: number) {
    const order = await orders.lockOrder(tx, orderId);
    if (!order) throw notFound();
    const actors: Actor[] = assertMaySee(order, user);
    if (!actors.includes('buyer')) throw forbidden(serverText.notOwner);
    if (settings.mode === 'off')
      throw conflict(
        'payment: payments are off on this server; payment is arranged with the seller',
      );
    return order;
  }

  /** Takes the money into escrow and starts the order, in the payment's transaction. */
  async function capture(
    tx: Transaction,
    order: LockedOrder,
    paymentId: number,
    total: number,
    now: Date,
  ) {
    await repo.post(
      tx,
      { kind: 'capture', orderId: order.id, paymentId },
      postingsOf.capture(total),
    );
    await orders.startPaid(tx, order, now);
    await mailPaymentReceived(tx, order, total);
  }

  /**
   * Records what Stripe says of a PaymentIntent, whoever brought the news: its webhook or the
   * buyer's browser coming back. Only a payment still waiting changes: a succeeded one is paid
   * once (the ledger's capture and the order's start, as the test processor's path), a failed
   * try keeps its reason and the payment waits for another card; a payment already paid or
   * cancelled changes no more, so a late, replayed or out-of-order event does nothing.
   */
  async function applyIntent(tx: Transaction, intent: Intent, now: Date) {
    const found = await repo.findPaymentByReference(tx, 'stripe', intent.id);
    if (!found) return;
    // The order's lock first, as every payment step takes it, then the payment read under it.
    const order = await orders.lockOrder(tx, found.orderId);
    const payment = await repo.findPaymentByReference(tx, 'stripe', intent.id);
    if (!order || payment?.status !== 'requires_confirmation') return;
    if (intent.status === 'succeeded') {
      // The amount is the server's: a PaymentIntent that took anything else is not this payment.
      if (
        intent.amount !== payment.amount ||
        intent.currency !== CURRENCY.toLowerCase() ||
        intent.orderId !== payment.orderId
      )
        throw new HttpError(
          502,
          "payment provider: Stripe's PaymentIntent does not match this order's total; nothing was recorded",
          serverText.serverBusy,
        );
      await repo.writeOutcome(tx, payment.id, {
        brand: intent.card?.brand ?? 'card',
        last4: intent.card?.last4 ?? '',
        declineCode: null,
      });
      await repo.setPaymentStatus(tx, payment.id, 'succeeded', now);
      await capture(tx, order, payment.id, payment.amount, now);
    } else if (intent.declineCode !== payment.declineCode)
      await repo.writeOutcome(tx, payment.id, { declineCode: intent.declineCode });
  }

  const withdrawalToWire = (row: StoredWithdrawal): Withdrawal => ({
    id: row.id,
    seller: { id: row.sellerId, name: row.sellerName },
    amount: row.amount,
    currency: CURRENCY,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    rejectedAt: row.rejectedAt?.toISOString() ?? null,
    note: row.note,
    reference: row.reference,
  });

  /** An admin's move of a withdrawal under its lock: 404 when there is none, 409 when not now. */
  async function moveWithdrawal(
    user: SessionUser,
    id: number,
    move: WithdrawalMove,
    write: (tx: Transaction, found: StoredWithdrawal, now: Date) => Promise<void>,
  ): Promise<Withdrawal> {
    assertAdmin(user);
    const now = new Date();
    await db.transaction(async (tx) => {
      const found = await repo.lockWithdrawal(tx, id);
      if (!found) throw notFound();
      assertWithdrawalMove(found.status, move);
      await write(tx, found, now);
      const to: WithdrawalStatus = withdrawalMoves[move].to;
      await repo.writeWithdrawal(tx, id, { status: to });
    });
    return withdrawalToWire((await repo.findWithdrawal(id))!);
  }

  return {
    settings(): PaymentSettings {
      const { fees } = settings;
      return {
        mode: settings.mode,
        currency: CURRENCY,
        notice: noticeOf(settings.mode),
        serviceFeePercent: fees.serviceFeeBp / 100,
        smallOrderFee: fees.smallOrderFee,
        smallOrderBelow: fees.smallOrderBelow,
        commissionPercent: fees.commissionBp / 100,
        clearingDays: fees.clearingSeconds / 86_400,
        withdrawalMinimum: settings.withdrawalMinimum,
        testCards: settings.mode === 'test' ? [...TEST_CARDS] : [],
      };
    },

    view: viewOf,

    /**
     * The buyer pays the order's total with a card. Under the order's lock, so of parallel
     * payments one is taken and the others find the order paid. A decline is recorded and
     * answered 402 with the network's reason; a card that asks for a confirmation step waits.
     */
    async pay(user: SessionUser, orderId: number, card: Card): Promise<OrderPayment> {
      const now = new Date();
      const declined = await db.transaction(async (tx) => {
        const order = await lockForBuyer(tx, user, orderId);
        const terms = await repo.findTerms(tx, orderId);
        const live = await repo.findLivePayment(tx, orderId);
        assertMayPay(
          order.state,
          moneyStateOf({ terms: terms !== null, payment: live?.status ?? null, settled: null }),
        );
        const provider = providerFor(settings.mode);
        if (!takesCards(provider))
          throw conflict(
            'card: card details go to Stripe from the browser, never to this server; start the payment with POST /api/orders/{id}/payment/intent',
          );
        const attempt = (await repo.countAttempts(tx, orderId)) + 1;
        const result = await provider.charge({
          key: `order-${orderId}-attempt-${attempt}`,
          amount: terms!.total,
          card,
          now,
        });
        const payment = {
          orderId,
          buyerId: user.id,
          provider: provider.name,
          amount: terms!.total,
          brand: result.brand,
          last4: result.last4,
        };
        if (result.status === 'declined') {
          await repo.insertPayment(tx, {
            ...payment,
            status: 'declined',
            reference: null,
            declineCode: result.code,
          });
          return result;
        }
        const paymentId = await repo.insertPayment(tx, {
          ...payment,
          status: result.status,
          reference: result.reference,
          declineCode: null,
          ...(result.status === 'succeeded' ? { paidAt: now } : {}),
        });
        if (result.status === 'succeeded') await capture(tx, order, paymentId, terms!.total, now);
        return null;
      });
      if (declined)
        throw new HttpError(402, `${declined.code}: ${declined.message}`, declined.message);
      return viewOf(user, orderId);
    },

    /**
     * The buyer completes the confirmation step of a payment that asked for one. With Stripe, the
     * browser is back from the Payment Element: the server asks Stripe for the PaymentIntent and
     * records what it says (its webhook may have done so first: the payment is then as it was).
     */
    async confirm(user: SessionUser, orderId: number): Promise<OrderPayment> {
      const now = new Date();
      if (settings.mode === 'stripe') {
        const gateway = stripeOr409('payment');
        const waiting = await db.transaction(async (tx) => {
          await lockForBuyer(tx, user, orderId);
          return repo.findLatestPayment(tx, orderId);
        });
        if (waiting?.provider !== 'stripe' || waiting.reference === null)
          throw conflict('payment: no Stripe payment of this order was started');
        // Asked outside any transaction: a slow answer holds no lock and no connection.
        const intent = await gateway.retrieveIntent(waiting.reference);
        await db.transaction((tx) => applyIntent(tx, intent, now));
        return viewOf(user, orderId);
      }
      await db.transaction(async (tx) => {
        const order = await lockForBuyer(tx, user, orderId);
        const live = await repo.findLivePayment(tx, orderId);
        if (live?.status !== 'requires_confirmation')
          throw conflict('payment: no payment of this order waits for a confirmation step');
        const provider = providerFor(live.provider);
        if (!takesCards(provider))
          throw conflict('payment: the payment waits at a provider this server no longer uses');
        await provider.confirm({
          key: `payment-${live.id}-confirm`,
          reference: live.reference!,
        });
        await repo.setPaymentStatus(tx, live.id, 'succeeded', now);
        await capture(tx, order, live.id, live.amount, now);
      });
      return viewOf(user, orderId);
    },

    /**
     * The buyer starts paying with Stripe: a PaymentIntent for the order's total as its terms
     * fixed it, named by the order and the attempt's number (a retry after a crash is the same
     * PaymentIntent). While one waits, the same one is answered: an order has one at a time.
     */
    async startIntent(user: SessionUser, orderId: number): Promise<PaymentIntent> {
      const gateway = stripeOr409('payment');
      const intent = await db.transaction(async (tx) => {
        const order = await lockForBuyer(tx, user, orderId);
        const terms = await repo.findTerms(tx, orderId);
        const live = await repo.findLivePayment(tx, orderId);
        if (live?.status === 'requires_confirmation' && live.provider === 'stripe')
          return gateway.retrieveIntent(live.reference!);
        assertMayPay(
          order.state,
          moneyStateOf({ terms: terms !== null, payment: live?.status ?? null, settled: null }),
        );
        const attempt = (await repo.countAttempts(tx, orderId)) + 1;
        const made = await gateway.startIntent({
          key: `order-${orderId}-attempt-${attempt}`,
          orderId,
          amount: terms!.total,
        });
        await repo.insertPayment(tx, {
          orderId,
          buyerId: user.id,
          provider: gateway.name,
          status: 'requires_confirmation',
          amount: terms!.total,
          brand: '',
          last4: '',
          reference: made.id,
          declineCode: null,
        });
        return made;
      });
      return {
        orderId,
        intentId: intent.id,
        clientSecret: intent.clientSecret,
        publishableKey: gateway.publishableKey,
        amount: intent.amount,
        currency: CURRENCY,
      };
    },

    /**
     * Takes a Stripe webhook: its signature verified over the raw body (400 when it does not, and
     * nothing is written), its id recorded once, and the events Giglane follows handed to the
     * outbox in the same transaction, so a crash after the reply loses none.
     */
    async receiveEvent(body: Buffer, signature: string | undefined): Promise<ProviderEventReceipt> {
      if (settings.mode !== 'stripe' || !stripe) throw notFound();
      const event = stripe.verifyEvent(body, signature);
      const fresh = await db.transaction(async (tx) => {
        const recorded = await repo.insertProviderEvent(tx, { ...event, provider: 'stripe' });
        if (recorded && FOLLOWED_EVENTS.has(event.type))
          await recordEvents(tx, [
            {
              topic: 'payments.provider-event',
              payload: { type: event.type, objectId: event.objectId },
            },
          ]);
        return recorded;
      });
      return { received: true, duplicate: !fresh };
    },

    /**
     * Performs a webhook event after its commit, in the worker's transaction. The event says
     * which object changed; what it is now is asked of Stripe, so events that arrive late, twice
     * or out of order all apply the same, current state.
     */
    async followProviderEvent(tx: Transaction, event: { type: string; objectId: string }) {
      if (!stripe) throw new Error('a Stripe event waits, but this server has no Stripe keys');
      if (event.type.startsWith('payment_intent.'))
        await applyIntent(tx, await stripe.retrieveIntent(event.objectId), new Date());
      else if (event.type === 'account.updated')
        await repo.setPayoutsEnabled(
          tx,
          'stripe',
          event.objectId,
          await stripe.payoutsEnabled(event.objectId),
        );
    },

    /**
     * Voids the PaymentIntent of a payment cancelled with its order, after the commit: Stripe
     * cancels it, so it can no longer be paid; when the buyer paid it first (the cancel is then
     * refused), the money never entered the books and goes back whole. Tried again until one of
     * the two holds, each keyed by the outbox event.
     */
    async voidIntent(tx: Transaction, paymentId: number, key: string) {
      const payment = await repo.findPayment(tx, paymentId);
      if (payment?.status !== 'cancelled' || payment.provider !== 'stripe' || !payment.reference)
        return;
      if (!stripe)
        throw new Error('a Stripe payment waits to be voided, but this server has no Stripe keys');
      const intent = await stripe.retrieveIntent(payment.reference);
      if (intent.status === 'succeeded')
        await stripe.refund({ key: `${key}-refund`, reference: intent.id, amount: intent.amount });
      else if (intent.status !== 'canceled')
        await stripe.cancelIntent({ key: `${key}-cancel`, reference: intent.id });
    },

    /** Where the caller's payouts go. */
    async payoutAccount(user: SessionUser): Promise<PayoutAccount> {
      const account = await repo.findPayoutAccount(db, user.id);
      return {
        mode: settings.mode,
        connected: account !== null,
        payoutsEnabled: account?.payoutsEnabled ?? false,
      };
    },

    /**
     * A seller sets up or continues their payouts: their Stripe Express account, made once (the
     * key makes two racing requests one account), and a fresh link to Stripe's onboarding.
     */
    async startOnboarding(
      user: SessionUser,
      pages: { refreshUrl: string; returnUrl: string },
    ): Promise<PayoutOnboarding> {
      const gateway = stripeOr409('payouts');
      let account = await repo.findPayoutAccount(db, user.id);
      if (!account) {
        const accountId = await gateway.createAccount({
          key: `seller-${user.id}-account`,
          sellerId: user.id,
        });
        await db.transaction((tx) =>
          repo.insertPayoutAccount(tx, { sellerId: user.id, provider: 'stripe', accountId }),
        );
        account = (await repo.findPayoutAccount(db, user.id))!;
      }
      const link = await gateway.onboardingLink({ account: account.accountId, ...pages });
      return {
        url: link.url,
        expiresAt: link.expiresAt.toISOString(),
        payoutsEnabled: account.payoutsEnabled,
      };
    },

    /** Sends a refund recorded with its cancel back to the card; once, whoever retries. */
    async sendRefund(tx: Transaction, refundId: number, key: string) {
      const refund = await repo.lockPendingRefund(tx, refundId);
      if (!refund) return;
      const sent = await providerFor(refund.provider).refund({
        key,
        reference: refund.reference,
        amount: refund.amount,
      });
      await repo.markRefunded(tx, refundId, sent.reference, new Date());
    },

    /** Sends an approved withdrawal's payout; its reference is kept for the admin to see. */
    async sendPayout(tx: Transaction, withdrawalId: number, key: string) {
      const found = await repo.lockWithdrawal(tx, withdrawalId);
      if (!found || found.reference !== null || found.status !== 'approved') return;
      const destination = await repo.findPayoutAccount(tx, found.sellerId);
      const sent = await providerFor(settings.mode === 'off' ? 'test' : settings.mode).payout({
        key,
        sellerId: found.sellerId,
        amount: found.amount,
        destination: destination?.accountId,
      });
      await repo.writeWithdrawal(tx, withdrawalId, { reference: sent.reference });
    },

    /**
     * Makes the earnings of settlements past their clearing time available, in the worker's
     * transaction, a batch at most; a full batch records another round at once.
     */
    async clearDue(tx: Transaction, now = new Date()): Promise<number> {
      const due = await repo.lockDueSettlements(tx, now, CLEARING_BATCH);
      for (const settled of due)
        await repo.post(
          tx,
          { kind: 'clear', orderId: settled.orderId ?? undefined, followsId: settled.id },
          postingsOf.clear(settled.amount, settled.sellerId!),
        );
      if (due.length === CLEARING_BATCH)
        await recordEvents(tx, [{ topic: 'payments.clear-due', payload: {} }]);
      return due.length;
    },

    // ── A seller's earnings ──

    /** The caller's billing history: the orders they bought, each with its money as its page says. */
    async pageBilling(
      user: SessionUser,
      query: Omit<PagingQuery, 'keyword'>,
    ): Promise<BillingHistory> {
      const paging = { ...query, keyword: null };
      const { totalRow, rows } = await repo.pageBilling(user.id, paging);
      return pageOf(
        paging,
        totalRow,
        rows.map((row) => {
          const paid = row.paymentStatus === 'succeeded' && row.paidAt !== null;
          return {
            orderId: row.orderId,
            number: orderNumber(row.orderId),
            gig: { id: row.gigId, name: row.gigName },
            orderedAt: row.placedAt.toISOString(),
            state: moneyStateOf({
              terms: row.total !== null,
              payment: row.paymentStatus,
              settled:
                row.settledRefund === null || row.total === null
                  ? null
                  : { refund: row.settledRefund, total: row.total },
            }),
            total: row.total ?? 0,
            refunded: row.refunded,
            card: paid ? { brand: row.brand!, last4: row.last4! } : null,
            paidAt: paid ? row.paidAt!.toISOString() : null,
            receiptNumber: paid ? receiptNumberOf(row.paymentId!) : null,
          };
        }),
      );
    },

    async earnings(user: SessionUser): Promise<Earnings> {
      return {
        currency: CURRENCY,
        notice: noticeOf(settings.mode),
        ...(await repo.earningsOf(user.id)),
        clearingDays: settings.fees.clearingSeconds / 86_400,
        withdrawalMinimum: settings.withdrawalMinimum,
      };
    },

    earningsHistory: (user: SessionUser, query: Omit<PagingQuery, 'keyword'>) =>
      repo.pageEarnings(user.id, { ...query, keyword: null }),

    async pageWithdrawals(
      user: SessionUser,
      query: Omit<PagingQuery, 'keyword'> & { status?: WithdrawalStatus },
      everyone: boolean,
    ) {
      if (everyone) assertAdmin(user);
      const page = await repo.pageWithdrawals(
        { ...query, keyword: null },
        everyone ? null : user.id,
      );
      return { ...page, data: page.data.map(withdrawalToWire) };
    },

    /**
     * The seller asks for `amount` cents of their available balance: at least the minimum, one
     * open request at a time, taken from the balance at once (into payouts in transit).
     */
    async requestWithdrawal(user: SessionUser, amount: number): Promise<Withdrawal> {
      const now = new Date();
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          await repo.lockSeller(tx, user.id);
          if (
            settings.mode === 'stripe' &&
            !(await repo.findPayoutAccount(tx, user.id))?.payoutsEnabled
          )
            throw conflict(
              'withdrawal: payouts go to your Stripe account, which is not set up for payouts yet; set up payouts first (POST /api/payouts/onboarding)',
            );
          assertMayWithdraw(amount, {
            available: await repo.balanceOf(tx, { kind: 'seller_available', sellerId: user.id }),
            minimum: settings.withdrawalMinimum,
            open: (await repo.hasOpenWithdrawal(tx, user.id)) !== null,
          });
          const made = await repo.insertWithdrawal(tx, user.id, amount, now);
          await repo.post(
            tx,
            { kind: 'withdraw', withdrawalId: made },
            postingsOf.withdraw(amount, user.id),
          );
          await mailPayoutStep(tx, { sellerId: user.id, amount }, 'requested');
          return made;
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict(
            'withdrawal: a withdrawal is already open; wait until it is paid or rejected',
          );
        throw error;
      }
      return withdrawalToWire((await repo.findWithdrawal(id))!);
    },

    /** An admin approves a request: the payout leaves through the outbox. */
    approveWithdrawal: (user: SessionUser, id: number) =>
      moveWithdrawal(user, id, 'approve', async (tx, _found, now) => {
        await repo.writeWithdrawal(tx, id, { approvedAt: now });
        await recordEvents(tx, [{ topic: 'payments.payout', payload: { withdrawalId: id } }]);
      }),

    /** An admin marks an approved withdrawal paid: the money leaves the books. */
    markWithdrawalPaid: (user: SessionUser, id: number) =>
      moveWithdrawal(user, id, 'markPaid', async (tx, found, now) => {
        await repo.post(tx, { kind: 'payout', withdrawalId: id }, postingsOf.payout(found.amount));
        await repo.writeWithdrawal(tx, id, { paidAt: now });
        await mailPayoutStep(tx, found, 'paid');
      }),

    /** An admin rejects an open withdrawal: its money is available again. */
    rejectWithdrawal: (user: SessionUser, id: number, reason: string) =>
      moveWithdrawal(user, id, 'reject', async (tx, found, now) => {
        await repo.post(
          tx,
          { kind: 'withdrawal_return', withdrawalId: id },
          postingsOf.withdrawalReturn(found.amount, found.sellerId),
        );
        await repo.writeWithdrawal(tx, id, { rejectedAt: now, note: reason });
      }),

    // ── The admin's books ──

    async financeSummary(user: SessionUser): Promise<FinanceSummary> {
      assertAdmin(user);
      const balances = await repo.balances();
      const open = await repo.openCounts();
      const now = new Date();
      const flows = await repo.monthlyFlows(monthsSince(now, FINANCE_MONTHS));
      return {
        currency: CURRENCY,
        mode: settings.mode,
        notice: noticeOf(settings.mode),
        balances: {
          cardPayments: balances.card_payments,
          escrow: balances.escrow,
          platformFees: balances.platform_fees,
          sellersPending: balances.seller_pending,
          sellersAvailable: balances.seller_available,
          payoutsInTransit: balances.payouts_in_transit,
          payouts: balances.payouts,
          refunds: balances.refunds,
        },
        heldOrders: open.held,
        openWithdrawals: open.withdrawals,
        pendingRefunds: open.refunds,
        months: monthlyFlowsOf(flows, now, FINANCE_MONTHS),
      };
    },

    async reconcile(user: SessionUser): Promise<Reconciliation> {
      assertAdmin(user);
      return reconcileBooks(repo);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/** The webhook events Giglane follows; any other is recorded and left alone. */
const FOLLOWED_EVENTS = new Set([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'account.updated',
]);

/**
 * The checks that prove the books balance, each comparing the ledger with rows it was not
 * derived from: the command (`npm run db:reconcile`) and the admin endpoint run the same.
 */
export async function reconcileBooks(repo: PaymentsRepository): Promise<Reconciliation> {
  const figures = await repo.reconciliationFigures();
  const sellers = await repo.sellerFigures();
  const settlements = await repo.settlementsWithTerms();
  const check = (name: string, expected: number, actual: number, detail: string | null = null) => ({
    name,
    ok: expected === actual,
    expected,
    actual,
    detail: expected === actual ? null : detail,
  });
  const offSellers = sellers.filter((seller) => seller.balance !== seller.expected);
  const negative = sellers.filter((seller) => seller.lowest < 0);
  const offSplits = settlements.filter((settled) => {
    if (!settled.terms) return true;
    const split = settlementOf(settled.terms, settled.split.refund);
    return split.platform !== settled.split.platform || split.seller !== settled.split.seller;
  });
  const ids = (rows: { sellerId?: number; id?: number }[]) =>
    rows
      .slice(0, 20)
      .map((row) => row.sellerId ?? row.id)
      .join(', ');
  const checks = [
    check('entries sum to zero', 0, figures.entries_sum!),
    check(
      'every transaction sums to zero',
      0,
      figures.unbalanced!,
      'transactions whose entries do not',
    ),
    check('escrow equals the open paid orders', figures.open_paid!, figures.escrow!),
    check('cards taken equal the succeeded payments', figures.paid!, figures.taken!),
    check('refunds equal the refunds recorded', figures.refund_rows!, figures.refunded!),
    check(
      'payouts in transit equal the open withdrawals',
      figures.open_withdrawals!,
      figures.in_transit!,
    ),
    check('payouts equal the paid withdrawals', figures.paid_withdrawals!, figures.paid_out!),
    check(
      "each seller's balance equals their earnings less their withdrawals",
      sellers.reduce((sum, seller) => sum + seller.expected, 0),
      sellers.reduce((sum, seller) => sum + seller.balance, 0),
      `sellers ${ids(offSellers)}`,
    ),
    check(
      'sellers whose balance differs from their entries',
      0,
      offSellers.length,
      `sellers ${ids(offSellers)}`,
    ),
    check('sellers with a balance below zero', 0, negative.length, `sellers ${ids(negative)}`),
    check(
      'settlements that differ from their order terms',
      0,
      offSplits.length,
      `ledger transactions ${ids(offSplits)}`,
    ),
  ];
  return { balanced: checks.every((item) => item.ok), checkedAt: new Date().toISOString(), checks };
}
