import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { recordEvents } from '../../lib/outbox';

/**
 * Completes delivered orders whose buyer neither accepted nor asked for a revision within the
 * delay (decision 023) as a job of the outbox (decision 037): every `autoCompleteEveryMs` this
 * instance records a round, at most one waiting however many instances ask, and wakes its
 * worker. The round is handled in the worker's transaction, so a crash loses nothing and each
 * order, taken with FOR UPDATE SKIP LOCKED, completes once across instances.
 */
export default fp(
  async (
    app: FastifyInstance,
    options: { db: Database; autoCompleteAfterMs: number; autoCompleteEveryMs: number },
  ) => {
    let timer: NodeJS.Timeout | undefined;
    let asking: Promise<void> | null = null;

    function ask() {
      asking ??= recordEvents(options.db, [
        {
          topic: 'orders.complete-due',
          payload: { afterMs: options.autoCompleteAfterMs },
          dedupeKey: 'orders.complete-due',
        },
      ])
        .then(() => app.outbox.wake())
        .catch((error: unknown) =>
          app.log.error({ err: error }, 'asking for a round of order completion failed'),
        )
        .finally(() => {
          asking = null;
        });
    }

    app.addHook('onReady', async () => {
      ask();
      timer = setInterval(ask, options.autoCompleteEveryMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await asking;
    });
  },
  { name: 'order-completion', dependencies: ['outbox-worker'] },
);
