import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Listen } from '../db/client';
import {
  collectRecorded,
  createOutboxWorker,
  OUTBOX_CHANNEL,
  type OutboxHandlers,
} from '../lib/outbox';

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

/** A reply waiting for the events its request recorded. */
type Waiter = { ids: readonly number[]; after: number; resolve: () => void };

/**
 * The outbox's worker on this instance (decision 037): started when the app is ready, woken by
 * the commit of any transaction that recorded events (on every instance) and by a poll; one round
 * at a time; stopped, after its round, when the app closes.
 */
export default fp(
  async (app: FastifyInstance, options: OutboxWorkerOptions) => {
    const worker = createOutboxWorker(options.db, options.handlers, (error, events) =>
      app.log.error(
        { err: error, events: events.ids, topic: events.topic },
        'outbox: an event failed',
      ),
    );
    let round: Promise<void> | null = null;
    /** Something asked for another drain once the one in progress ends (a poll, a wake). */
    let wanted = false;
    /** The newest ids of commits announced during the drain in progress, which it may have missed. */
    let announced: number[] = [];
    let waiting: Waiter[] = [];
    /** Drains begun so far: a waiter is served by one begun after it asked. */
    let drains = 0;
    let stopped = false;
    let lastPrune = 0;
    let timer: NodeJS.Timeout | undefined;
    let unlisten: (() => Promise<void>) | undefined;

    /** Serves the waiters whose events are settled, or whom a drain begun after they asked saw. */
    function serve(drain: number) {
      waiting = waiting.filter((waiter) => {
        const served = waiter.after < drain || waiter.ids.every(worker.settled);
        if (served) waiter.resolve();
        return !served;
      });
    }

    /** Whether something asked for a drain that the last one may not have served. */
    const more = () => wanted || waiting.length > 0 || announced.some((id) => !worker.took(id));

    async function run() {
      do {
        wanted = false;
        announced = [];
        const drain = ++drains;
        try {
          await worker.drain();
        } finally {
          serve(drain);
        }
        if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
          lastPrune = Date.now();
          await worker.prune();
        }
      } while (!stopped && more());
    }

    /** Starts a round unless one is running; one asked for as it ended starts after it. */
    function start() {
      if (stopped || round) return;
      round = run().then(
        () => {
          round = null;
          if (more()) start();
        },
        // Left for the next wake-up or poll, rather than retried at once against a failing database.
        (error: unknown) => {
          round = null;
          app.log.error({ err: error }, 'outbox: a round failed');
        },
      );
    }

    function wake() {
      wanted = true;
      start();
    }

    /**
     * A commit's announcement names the newest event it recorded: one this worker took already
     * (its own writes' events, taken before their announcement arrives) asks for nothing.
     */
    function announce(text: string) {
      const newest = Number(text);
      if (!Number.isSafeInteger(newest) || newest <= 0) wake();
      else if (worker.took(newest)) return;
      else if (round) announced.push(newest);
      else start();
    }

    /** Resolves once these events are settled here, or a drain begun after the call has ended. */
    function flush(ids: readonly number[]): Promise<void> {
      if (stopped || ids.every(worker.settled)) return Promise.resolve();
      return new Promise((resolve) => {
        waiting.push({ ids, after: drains, resolve });
        start();
      });
    }

    app.decorate('outbox', { wake });

    // A reply waits for this instance's worker to send the events its request recorded: a client
    // that hears of its own write is told after its reply, and events on the live channel keep
    // the order of the writes (decision 028). Events another instance's worker holds are sent by
    // it. The ids are collected from the last hook before the handler: the body has been read by
    // then, whose stream events would run outside the collection.
    const recorded = new WeakMap<FastifyRequest, number[]>();
    app.addHook('preHandler', (request, _reply, done) => {
      const ids: number[] = [];
      recorded.set(request, ids);
      collectRecorded(ids, done);
    });
    // A callback hook: most requests record nothing and need no promise.
    app.addHook('onSend', (request, _reply, payload, done) => {
      const ids = recorded.get(request);
      if (!ids || ids.length === 0) return done(null, payload);
      void flush(ids).then(() => done(null, payload));
    });

    app.addHook('onReady', async () => {
      unlisten = await options.listen?.(OUTBOX_CHANNEL, announce, wake);
      timer = setInterval(wake, options.pollMs ?? POLL_MS);
      timer.unref();
      wake();
    });
    app.addHook('onClose', async () => {
      stopped = true;
      clearInterval(timer);
      await unlisten?.();
      await round;
      for (const waiter of waiting.splice(0)) waiter.resolve();
    });
  },
  { name: 'outbox-worker' },
);
