import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { askForRounds } from '../../lib/outbox-rounds';

/**
 * Completes delivered orders whose buyer neither accepted nor asked for a revision within the
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
  },
  { name: 'order-completion', dependencies: ['outbox-worker'] },
);
