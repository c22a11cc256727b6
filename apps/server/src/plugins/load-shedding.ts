import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serverText } from '@giglane/contract/server-text';
import { HttpError } from '../lib/errors';

export type LoadSheddingOptions = {
  /** API requests served at once. */
  maxActive: number;
  /** API requests that may wait for a turn; one more is answered 503 at once. */
  maxQueued: number;
};

/** Seconds a refused client is asked to wait: the queue drains in well under that. */
export const RETRY_AFTER_SECONDS = 1;

/**
 * Bounds the API requests in the process (decision 013). The embedded PGlite runs one query at a
 * time on the event loop, so past a few dozen requests more concurrency only lengthens every
 * request until clients time out: a burst of 200 clients timed out one request in nine. Requests
 * beyond `maxActive` wait in a queue of at most `maxQueued`, first come first served; the rest are
 * answered at once with 503 and Retry-After, which a client can act on, instead of a timeout.
 */
export default fp(
  async (app: FastifyInstance, options: LoadSheddingOptions) => {
    let active = 0;
    const queue = new Set<() => void>();

    /** Hands the finished request's turn to the longest-waiting request, if any. */
    const finish = () => {
      const [next] = queue;
      if (next) {
        queue.delete(next);
        next();
      } else active -= 1;
    };

    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      if (active >= options.maxActive && queue.size >= options.maxQueued) {
        void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        throw new HttpError(503, `Retry-After: ${RETRY_AFTER_SECONDS}`, serverText.serverBusy);
      }
      let state: 'waiting' | 'active' | 'done' = 'active';
      if (active < options.maxActive) active += 1;
      else {
        state = 'waiting';
        await new Promise<void>((admit) => {
          const take = () => {
            state = 'active';
            admit();
          };
          queue.add(take);
          // A client that gives up while waiting leaves the queue: nobody reads its reply.
          reply.raw.once('close', () => {
            if (state === 'waiting') queue.delete(take);
          });
        });
      }
      // 'close' follows every reply, sent or cut short, so each turn is handed on exactly once.
      reply.raw.once('close', () => {
        if (state !== 'active') return;
        state = 'done';
        finish();
      });
    });
  },
  { name: 'load-shedding' },
);
