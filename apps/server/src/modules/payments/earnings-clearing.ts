import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { askForRounds } from '../../lib/outbox-rounds';

/**
 * Makes sellers' earnings available once their clearing period is over (decision 045), as a job
 * of the outbox: every `everyMs` this instance asks for a round. Each settlement, taken with FOR
 * UPDATE SKIP LOCKED in the worker's transaction, clears once across instances.
 */
export default fp(
  async (app: FastifyInstance, options: { db: Database; everyMs: number }) => {
    askForRounds(
      app,
      options.db,
      { topic: 'payments.clear-due', payload: {}, dedupeKey: 'payments.clear-due' },
      options.everyMs,
    );
  },
  { name: 'earnings-clearing', dependencies: ['outbox-worker'] },
);
