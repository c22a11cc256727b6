import type { Database } from '../db/client';
import { notifyLive } from '../lib/live-payload';
import type { OutboxHandlers } from '../lib/outbox';
import { createAccountsService } from './accounts/accounts-service';
import { createMessagesService } from './messaging/messages-service';
import { createOrdersService } from './orders/orders-service';
import type { Repositories } from './repositories';
import { createReviewsService } from './reviews/reviews-service';
import { createSellerGigsService } from './gigs/seller-gigs-service';

/** The services (decision 038): each of their functions owns one transaction. */
export function createServices(db: Database, repos: Repositories) {
  return {
    accounts: createAccountsService(db, repos.users, repos.profiles),
    orders: createOrdersService(db, repos.orders),
    reviews: createReviewsService(db, repos.reviews, repos.orders),
    sellerGigs: createSellerGigsService(db, repos.sellerGigs, repos.gigs, repos.sellers),
    messages: createMessagesService(db, repos.messages),
  };
}

export type Services = ReturnType<typeof createServices>;

/** What the outbox's worker does for each topic (decision 037). */
export function outboxHandlers(services: Services): OutboxHandlers {
  return {
    // A batch's live events leave in one statement.
    live: { batch: (tx, payloads) => notifyLive(tx, ...payloads) },
    'orders.complete-due': {
      each: async (tx, { afterMs }) => {
        await services.orders.completeDue(tx, afterMs);
      },
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
