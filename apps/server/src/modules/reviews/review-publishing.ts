import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { askForRounds } from '../../lib/outbox-rounds';

/**
 * Jobs of the outbox (decision 037) for trust (decision 054): every `publishEveryMs` this instance
 * asks for a round publishing the two-way reviews whose window has closed, and every
 * `levelsEveryMs` for a round recomputing the sellers' levels. Each round runs in the worker's
 * transaction: a restart loses none, and a window that closed while no server ran is published by
 * the first round after the start.
 */
export default fp(
  async (
    app: FastifyInstance,
    options: { db: Database; windowMs: number; publishEveryMs: number; levelsEveryMs: number },
  ) => {
    askForRounds(
      app,
      options.db,
      {
        topic: 'reviews.publish-due',
        payload: { windowMs: options.windowMs },
        dedupeKey: 'reviews.publish-due',
      },
      options.publishEveryMs,
    );
    askForRounds(
      app,
      options.db,
      { topic: 'sellers.levels-due', payload: {}, dedupeKey: 'sellers.levels-due' },
      options.levelsEveryMs,
    );
  },
  { name: 'review-publishing', dependencies: ['outbox-worker'] },
);
