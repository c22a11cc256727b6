import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serverText } from '@giglane/contract/server-text';
import { HttpError } from '../lib/errors';

export type LoadSheddingOptions = {
  /** How far behind (ms) the server may run before an API request is refused rather than served. */
  maxWaitMs: number;
};

/** Seconds a refused client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 1;

/** How often the server notes that it is keeping up; the finest delay it can see. */
const TICK_MS = 10;

/**
 * Refuses API requests the server cannot serve in time (decision 013). The embedded PGlite runs
 * each query synchronously on the event loop, so requests do not overlap: a burst waits as
 * unread sockets, one event-loop turn serving them one after the other, and under 200 clients a
 * turn grew past a client's 10 s timeout. That waiting line is invisible to a count of requests in
 * progress, but its length in time is how late the loop is running: a timer noted each turn's
 * start, and a request reaching the server more than `maxWaitMs` after it is answered at once
 * with 503 and Retry-After. A refusal costs no query, so the turn shortens and the line drains.
 */
export default fp(
  async (app: FastifyInstance, options: LoadSheddingOptions) => {
    let turnStartedAt = performance.now();
    const ticker = setInterval(() => (turnStartedAt = performance.now()), TICK_MS);
    // The timer alone never keeps the process alive.
    ticker.unref();
    app.addHook('onClose', async () => clearInterval(ticker));

    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      if (performance.now() - turnStartedAt <= options.maxWaitMs) return;
      void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      throw new HttpError(503, `Retry-After: ${RETRY_AFTER_SECONDS}`, serverText.serverBusy);
    });
  },
  { name: 'load-shedding' },
);
