import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { askForRounds } from '../../lib/outbox-rounds';

/**
 * The orders' timed jobs. Completes delivered orders whose buyer neither accepted nor asked for a revision within the
 * delay (decision 023) as a job of the outbox (decision 037): every `autoCompleteEveryMs` this
 * instance asks for a round. Each order, taken with FOR UPDATE SKIP LOCKED in the worker's
 * transaction, completes once across instances.
 */
export default fp(
  async (
    app: FastifyInstance,
    options: { db: Database; autoCompleteAfterMs: number; autoCompleteEveryMs: number },
  ) => {
    askForRounds(
      app,
      options.db,
      {
        topic: 'orders.complete-due',
        payload: { afterMs: options.autoCompleteAfterMs },
        dedupeKey: 'orders.complete-due',
      },
      options.autoCompleteEveryMs,
    );
    // Orders that passed their due time: their parties are told, once (decision 049). Asked at
    // start too, so an order that became late while no instance ran is told then.
    askForRounds(
      app,
      options.db,
      { topic: 'orders.mail-late', payload: {}, dedupeKey: 'orders.mail-late' },
      options.autoCompleteEveryMs,
    );
  },
  { name: 'order-completion', dependencies: ['outbox-worker'] },
);
