import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimitsRepository } from './rate-limits-repository';

/** How many hits one instance counts between two sweeps of ended windows. */
const SWEEP_EVERY = 1000;

type Incr = FastifyRateLimitStore['incr'];

/**
 * A @fastify/rate-limit store that counts in the database, so a limit holds across every server
 * instance sharing it (many stateless instances, one PostgreSQL) instead of per process. Each
 * route keeps its own counts, as the library's Redis store does.
 */
export function databaseRateLimitStore(repo: RateLimitsRepository): FastifyRateLimitStoreCtor {
  let hitsSinceSweep = 0;
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    prefix = '';

    incr(...[key, callback, timeWindow]: Parameters<Incr>) {
      hitsSinceSweep += 1;
      if (hitsSinceSweep >= SWEEP_EVERY) {
        hitsSinceSweep = 0;
        void repo.deleteEnded().catch(() => {});
      }
      repo.hit(this.prefix + key, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      const store = new DatabaseRateLimitStore();
      const { method, url } =
        (routeOptions as { routeInfo?: { method?: unknown; url?: string } }).routeInfo ?? {};
      store.prefix = `${String(method)} ${url} `;
      return store;
    }
  };
}
