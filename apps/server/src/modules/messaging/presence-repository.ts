import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { livePresence } from './messaging-schema';

/**
 * How long a presence row counts without its instance's heartbeat refreshing it: a few heartbeats
 * (every half of LIVE_IDLE_MS), so a slow tick never hides a connected user, and an instance that
 * died (kill -9) stops counting within this.
 */
export const PRESENCE_FRESH_SECONDS = 120;

/** Whether the user holds a live socket on any instance, as an SQL condition on a user id. */
export const isConnected = (userId: unknown) =>
  sql`exists (select 1 from ${livePresence}
               where ${livePresence.userId} = ${userId}
                 and ${livePresence.seenAt} > now() - make_interval(secs => ${PRESENCE_FRESH_SECONDS}))`;

/**
 * This instance's part of `live_presence` (decision 050): a row per user holding a socket here,
 * under an id of its own, so another instance's sockets are never touched. Writes run one after
 * the other, in the order the sockets opened and closed.
 */
export function createPresenceRepository(db: Database) {
  const instanceId = randomUUID();
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = (write: () => Promise<unknown>) => {
    const next = last.then(write);
    // A failed write does not block the ones after it; its caller hears of the failure.
    last = next.catch(() => {});
    return next.then(() => {});
  };

  return {
    /** The user's first socket here signed in (again: the row is refreshed). */
    enter: (userId: number) =>
      inTurn(() =>
        db
          .insert(livePresence)
          .values({ instanceId, userId })
          .onConflictDoUpdate({
            target: [livePresence.instanceId, livePresence.userId],
            set: { seenAt: sql`now()` },
          }),
      ),

    /** The user's last socket here closed. */
    leave: (userId: number) =>
      inTurn(() =>
        db
          .delete(livePresence)
          .where(and(eq(livePresence.instanceId, instanceId), eq(livePresence.userId, userId))),
      ),

    /** The heartbeat: every user with a socket here is still connected. */
    refresh: () =>
      inTurn(() =>
        db
          .update(livePresence)
          .set({ seenAt: sql`now()` })
          .where(eq(livePresence.instanceId, instanceId)),
      ),

    /** The instance stops: none of its sockets remain. */
    clear: () =>
      inTurn(() => db.delete(livePresence).where(eq(livePresence.instanceId, instanceId))),
  };
}

export type PresenceRepository = ReturnType<typeof createPresenceRepository>;
