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
    /** Callers waiting for a round that starts after they asked. */
    let waiting: (() => void)[] = [];
    let stopped = false;
    let lastPrune = 0;
    let timer: NodeJS.Timeout | undefined;
    let unlisten: (() => Promise<void>) | undefined;

    async function run() {
      do {
        again = false;
        const served = waiting;
        waiting = [];
        try {
          await worker.drain();
        } finally {
          for (const resolve of served) resolve();
        }
      } while ((again || waiting.length > 0) && !stopped);
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

    /** Resolves once a round that started after the call has ended (at once when stopped). */
    function flush(): Promise<void> {
      if (stopped) return Promise.resolve();
      return new Promise((resolve) => {
        waiting.push(resolve);
        wake();
      });
    }

    app.decorate('outbox', { wake });

    // A write's reply waits for this instance's worker to send the events it committed: a client
    // that hears of its own write is told after its reply, and events on the live channel keep
    // the order of the writes (decision 028). Events another instance's worker holds are sent by it.
    app.addHook('onSend', async (request, _reply, payload) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') await flush();
      return payload;
    });

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
      for (const resolve of waiting.splice(0)) resolve();
    });
  },
  { name: 'outbox-worker' },
);
