import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { outboxEvents } from '../db/schema';
import type { LivePayload } from './live-payload';

/** The channel a transaction that records events wakes the workers on, at commit (migration 0025). */
export const OUTBOX_CHANNEL = 'giglane_outbox';

/** Every topic of the outbox and what it carries, declared once (decision 037). */
export type OutboxTopics = {
  /** A live event for open pages (decision 024), sent with pg_notify. */
  live: LivePayload;
  /** One round of completing the delivered orders their buyers left alone (decision 023). */
  'orders.complete-due': { afterMs: number };
  /** A refund recorded with its order's cancel, sent to the processor (decision 045). */
  'payments.refund': { refundId: number };
  /** An approved withdrawal's payout, sent to the processor. */
  'payments.payout': { withdrawalId: number };
  /** One round of making sellers' cleared earnings available. */
  'payments.clear-due': Record<string, never>;
};
export type OutboxTopic = keyof OutboxTopics;

export type OutboxEvent = {
  [T in OutboxTopic]: {
    topic: T;
    payload: OutboxTopics[T];
    /** At most one unhandled event per key: a second one is not recorded. */
    dedupeKey?: string;
  };
}[OutboxTopic];

/**
 * What the worker does for each topic, in its transaction: the event is marked handled in the same
 * one, so an effect that commits with it (pg_notify, a row) happens exactly once. An effect outside
 * the database passes the event's id on as its idempotency key.
 */
export type OutboxHandlers = {
  [T in OutboxTopic]: (
    tx: Transaction,
    payload: OutboxTopics[T],
    event: { id: number },
  ) => Promise<void>;
};

/**
 * Records events in the caller's transaction: they are handled if, and only if, it commits. A live
 * event is recorded once per transaction, as NOTIFY sends one payload once per transaction.
 */
export async function recordEvents(tx: Transaction | Database, events: readonly OutboxEvent[]) {
  if (events.length === 0) return;
  await tx
    .insert(outboxEvents)
    .values(
      events.map((event) => ({
        topic: event.topic,
        payload: event.payload,
        dedupeKey:
          event.dedupeKey ??
          (event.topic === 'live'
            ? sql`${'live '} || txid_current() || ${` ${JSON.stringify(event.payload)}`}`
            : null),
      })),
    )
    .onConflictDoNothing();
}

/** Events taken per transaction. */
const BATCH = 50;
/** A failed event waits this long times its attempts before it is tried again, at most an hour. */
const RETRY_MS = 1_000;
const RETRY_MOST_MS = 3_600_000;
/** Handled events are kept this long (for a look after an incident), then pruned. */
const KEEP_HANDLED = '1 day';

/**
 * Takes due events batch by batch with FOR UPDATE SKIP LOCKED: any number of workers on one
 * database never take the same event, and an event whose transaction dies (a crash, kill -9) is
 * still unhandled when the next worker looks. Each is handled in a savepoint: one that fails is
 * put back with its error and a later time, and the others go on.
 */
export function createOutboxWorker(
  db: Database,
  handlers: OutboxHandlers,
  onError: (error: unknown, event: { id: number; topic: string }) => void,
) {
  async function handleBatch(): Promise<number> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({
          id: outboxEvents.id,
          topic: outboxEvents.topic,
          payload: outboxEvents.payload,
          attempts: outboxEvents.attempts,
        })
        .from(outboxEvents)
        .where(and(isNull(outboxEvents.handledAt), lte(outboxEvents.availableAt, sql`now()`)))
        .orderBy(asc(outboxEvents.availableAt), asc(outboxEvents.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const event of due) {
        const attempts = event.attempts + 1;
        try {
          const handler = handlers[event.topic as OutboxTopic] as
            | ((tx: Transaction, payload: unknown, event: { id: number }) => Promise<void>)
            | undefined;
          if (!handler) throw new Error(`no handler for the topic ${event.topic}`);
          await tx.transaction((inner) => handler(inner, event.payload, { id: event.id }));
          await tx
            .update(outboxEvents)
            .set({ handledAt: sql`now()`, attempts, lastError: null })
            .where(eq(outboxEvents.id, event.id));
        } catch (error) {
          onError(error, event);
          const wait = Math.min(RETRY_MS * attempts, RETRY_MOST_MS);
          await tx
            .update(outboxEvents)
            .set({
              attempts,
              lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
              availableAt: sql`now() + ${`${wait} milliseconds`}::interval`,
            })
            .where(eq(outboxEvents.id, event.id));
        }
      }
      return due.length;
    });
  }

  return {
    /** Handles what is due, a batch at a time, until a batch comes back short; answers how many. */
    async drain(): Promise<number> {
      let handled = 0;
      for (;;) {
        const taken = await handleBatch();
        handled += taken;
        if (taken < BATCH) return handled;
      }
    },

    /** Removes events handled longer ago than they are kept. */
    async prune(): Promise<void> {
      await db.execute(sql`
        delete from ${outboxEvents}
         where ${outboxEvents.id} in (
           select ${outboxEvents.id} from ${outboxEvents}
            where ${outboxEvents.handledAt} < now() - ${KEEP_HANDLED}::interval
            limit 1000)`);
    },
  };
}
