import type { Database } from '../db/client';
import { notifyLive } from '../lib/live-payload';
import type { OutboxHandlers } from '../lib/outbox';
import { foldRowCounts } from '../lib/row-counts';
import { createAccountRecoveryService } from './accounts/account-recovery-service';
import { createAccountsService } from './accounts/accounts-service';
import { createPageHeads } from './crawling/page-heads';
import { createMailService, type MailSettings } from './mail/mail-service';
import { createMessagesService } from './messaging/messages-service';
import { createOrdersService } from './orders/orders-service';
import { paymentProviders, type PaymentProvider } from './payments/payment-providers';
import type { StripeGateway } from './payments/stripe-provider';
import {
  createOrderMoney,
  createPaymentsService,
  type PaymentsSettings,
} from './payments/payments-service';
import type { Repositories } from './repositories';
import { createReviewsService } from './reviews/reviews-service';
import { createAppealsService } from './trust/appeals-service';
import { createReportsService } from './trust/reports-service';
import { createSellerGigsService } from './gigs/seller-gigs-service';

/**
 * The services (decision 038): each of their functions owns one transaction. Money moves inside
 * the orders' transactions (decision 045); `providers` are the payment processors by name, and
 * `stripe` is Stripe when PAYMENTS is stripe (decision 046). Mail leaves as `mail` says (decision 047).
 */
export function createServices(
  db: Database,
  repos: Repositories,
  payments: PaymentsSettings,
  mail: MailSettings,
  orderTimes: { cancellationAnswerMs: number },
  providers: Record<string, PaymentProvider> = paymentProviders,
  stripe?: StripeGateway,
) {
  const accountRecovery = createAccountRecoveryService({
    db,
    users: repos.users,
    tokens: repos.accountTokens,
    rateLimits: repos.rateLimits,
  });
  const orders = createOrdersService(
    db,
    repos.orders,
    createOrderMoney(repos.payments, payments),
    orderTimes,
  );
  return {
    accounts: createAccountsService(
      db,
      repos.users,
      repos.profiles,
      accountRecovery.sendConfirmation,
    ),
    accountRecovery,
    orders,
    payments: createPaymentsService(
      db,
      repos.payments,
      {
        lockOrder: repos.orders.lockOrder,
        findFacts: (id) => repos.orders.findFacts(id),
        startPaid: (tx, order, now) => orders.startPaid(tx, order, now),
      },
      payments,
      stripe ? { ...providers, stripe } : providers,
      stripe,
    ),
    reviews: createReviewsService(db, repos.reviews, repos.orders, repos.sellerLevels),
    sellerGigs: createSellerGigsService(db, repos.sellerGigs, repos.gigs, repos.sellers),
    messages: createMessagesService(db, repos.messages, {
      unreadMailDelayMs: mail.unreadMailDelayMs,
    }),
    mail: createMailService(db, repos.mail, mail),
    pageHeads: createPageHeads(repos),
    reports: createReportsService(db, repos.reports, repos.appeals, {
      users: repos.users,
      gigs: repos.gigs,
      messages: repos.messages,
      reviews: repos.reviews,
    }),
    appeals: createAppealsService(db, repos.appeals, repos.reports, repos.users),
  };
}

export type Services = ReturnType<typeof createServices>;

/** What the outbox's worker does for each topic (decision 037). */
export function outboxHandlers(services: Services): OutboxHandlers {
  return {
    // A batch's live events leave in one statement.
    live: { batch: (tx, payloads) => notifyLive(tx, ...payloads) },
    'row-counts.fold': { each: (tx) => foldRowCounts(tx) },
    'orders.complete-due': {
      each: async (tx, { afterMs }) => {
        await services.orders.completeDue(tx, afterMs);
      },
    },
    'orders.mail-late': {
      each: async (tx) => {
        await services.orders.mailLate(tx);
      },
    },
    'orders.cancellation-due': {
      each: (tx, { requestId }) => services.orders.lapseCancellation(tx, requestId),
    },
    'reviews.publish-due': {
      each: async (tx, { windowMs }) => {
        await services.reviews.publishDue(tx, windowMs);
      },
    },
    'sellers.levels-due': {
      each: async (tx, { sellerId }) => {
        await services.reviews.recomputeLevels(tx, sellerId);
      },
    },
    // Calls to the processor, each alone, keyed by its event.
    'payments.refund': {
      each: (tx, { refundId }, event) =>
        services.payments.sendRefund(tx, refundId, `outbox-${event.id}`),
    },
    'payments.payout': {
      each: (tx, { withdrawalId }, event) =>
        services.payments.sendPayout(tx, withdrawalId, `outbox-${event.id}`),
    },
    'payments.void-intent': {
      each: (tx, { paymentId }, event) =>
        services.payments.voidIntent(tx, paymentId, `outbox-${event.id}`),
    },
    'payments.provider-event': {
      each: (tx, event) => services.payments.followProviderEvent(tx, event),
    },
    'payments.clear-due': {
      each: async (tx) => {
        await services.payments.clearDue(tx);
      },
    },
    // Each mail alone: one that fails waits and retries without holding the others back.
    'mail.send': { each: (tx, { mailId }) => services.mail.send(tx, mailId) },
    'messages.mail-unread': {
      each: (tx, { conversationId, userId }) =>
        services.messages.mailUnread(tx, conversationId, userId),
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
