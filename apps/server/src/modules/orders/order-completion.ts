import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Step } from './orders-rules';

/** Orders completed per transaction: a backlog goes in short transactions, one after another. */
const BATCH = 100;

const byTheMarketplace: Step[] = [{ move: 'auto_complete', actors: ['system'], actorId: null }];

/**
 * Completes delivered orders whose buyer neither accepted nor asked for a revision within the
 * delay (decision 023). What is due is read from the database on every round, so nothing is lost
 * when the server stops; rows are taken with FOR UPDATE SKIP LOCKED, so several instances sharing
 * a database never complete one order twice.
 */
export default fp(
  async (
    app: FastifyInstance,
    options: { autoCompleteAfterMs: number; autoCompleteEveryMs: number },
  ) => {
    let round: Promise<void> | null = null;
    let timer: NodeJS.Timeout | undefined;

    async function completeDue() {
      for (;;) {
        const completed = await app.repos.orders.completeDelivered(
          options.autoCompleteAfterMs,
          BATCH,
          () => byTheMarketplace,
        );
        if (completed > 0) app.log.info(`completed ${completed} delivered orders on their own`);
        if (completed < BATCH) return;
      }
    }

    /** One round at a time per instance; a round that fails is retried on the next tick. */
    function tick() {
      round ??= completeDue()
        .catch((error: unknown) =>
          app.log.error({ err: error }, 'completing delivered orders failed'),
        )
        .finally(() => {
          round = null;
        });
    }

    app.addHook('onReady', async () => {
      tick();
      timer = setInterval(tick, options.autoCompleteEveryMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await round;
    });
  },
  { name: 'order-completion' },
);
