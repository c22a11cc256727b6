import { and, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outboxEvents } from '../db/schema';

/**
 * Waits until every event is handled, retries included. A job recorded for later (an unread
 * message's mail) is waited for with `scheduled`; otherwise it is left for its time.
 */
export async function untilHandled(db: Database, { scheduled = false } = {}) {
  const left = scheduled
    ? isNull(outboxEvents.handledAt)
    : and(
        isNull(outboxEvents.handledAt),
        or(gt(outboxEvents.attempts, 0), lte(outboxEvents.availableAt, sql`now()`)),
      );
  for (;;) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(outboxEvents)
      .where(left);
    if (row!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
