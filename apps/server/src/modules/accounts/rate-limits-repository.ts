import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';

/** Windows that ended this long ago are deleted now and then, so addresses seen once don't pile up. */
const KEEP_ENDED_MS = 24 * 60 * 60 * 1000;

export function createRateLimitsRepository(db: Database) {
  return {
    /**
     * Counts one hit of `key` in its fixed window of `windowMs`, starting a new window when the
     * last one has ended; answers the hits so far and the milliseconds the window has left. One
     * statement, so concurrent hits from several instances are all counted.
     */
    async hit(key: string, windowMs: number): Promise<{ hits: number; ttlMs: number }> {
      const window = sql`(${windowMs} * interval '1 millisecond')`;
      const [row] = await queryRows<{ hits: number; ttlMs: number }>(
        db,
        sql`insert into rate_limits as r (key, window_start, hits) values (${key}, now(), 1)
          on conflict (key) do update set
            hits = case when r.window_start + ${window} <= now() then 1 else r.hits + 1 end,
            window_start = case when r.window_start + ${window} <= now() then now() else r.window_start end
          returning r.hits as "hits",
            greatest(0, ceil(extract(epoch from r.window_start + ${window} - now()) * 1000))::int as "ttlMs"`,
      );
      return row!;
    },

    async deleteEnded(): Promise<void> {
      await db.execute(
        sql`delete from rate_limits where window_start < now() - (${KEEP_ENDED_MS} * interval '1 millisecond')`,
      );
    },
  };
}

export type RateLimitsRepository = ReturnType<typeof createRateLimitsRepository>;
