import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Listen } from '../db/client';
import { createOutboxWorker, OUTBOX_CHANNEL, type OutboxHandlers } from '../lib/outbox';

export type OutboxWorkerOptions = {
  db: Database;
  /** The database handle's LISTEN: committed events wake the worker at once. Left out, it polls. */
  listen?: Listen;
  handlers: OutboxHandlers;
  /** How often it looks without being woken: events of a lost wake-up, retries, scheduled ones. */
  pollMs?: number;
};

const POLL_MS = 1_000;
/** Handled events are pruned about once an hour on each instance. */
const PRUNE_EVERY_MS = 3_600_000;

declare module 'fastify' {
  interface FastifyInstance {
    outbox: {
      /** Makes the worker look now (or once more after the round it is in). */
      wake(): void;
    };
  }
}

/**
 * The outbox's worker on this instance (decision 037): started when the app is ready, woken by
 * the commit of any transaction that recorded events (on every instance) and by a poll; one round
 * at a time; stopped, after its round, when the app closes.
 */
export default fp(
  async (app: FastifyInstance, options: OutboxWorkerOptions) => {
    const worker = createOutboxWorker(options.db, options.handlers, (error, event) =>
      app.log.error({ err: error, event: event.id, topic: event.topic }, 'outbox: an event failed'),
    );
    let round: Promise<void> | null = null;
    let again = false;
    let stopped = false;
    let lastPrune = 0;
    let timer: NodeJS.Timeout | undefined;
    let unlisten: (() => Promise<void>) | undefined;

    async function run() {
      do {
        again = false;
        await worker.drain();
      } while (again && !stopped);
      if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = Date.now();
        await worker.prune();
      }
    }

    function wake() {
      if (stopped) return;
      if (round) {
        again = true;
        return;
      }
      round = run()
        .catch((error: unknown) => app.log.error({ err: error }, 'outbox: a round failed'))
        .finally(() => {
          round = null;
        });
    }

    app.decorate('outbox', { wake });

    app.addHook('onReady', async () => {
      unlisten = await options.listen?.(OUTBOX_CHANNEL, wake, wake);
      timer = setInterval(wake, options.pollMs ?? POLL_MS);
      timer.unref();
      wake();
    });
    app.addHook('onClose', async () => {
      stopped = true;
      clearInterval(timer);
      await unlisten?.();
      await round;
    });
  },
  { name: 'outbox-worker' },
);
