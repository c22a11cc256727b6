import { AsyncLocalStorage } from 'node:async_hooks';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { outboxEvents } from '../db/outbox-schema';
import type { LivePayload } from './live-payload';

/** The channel a transaction that records events wakes the workers on, at commit (migration 0025). */
export const OUTBOX_CHANNEL = 'giglane_outbox';

/** Every topic of the outbox and what it carries, declared once (decision 037). */
export type OutboxTopics = {
  /** A live event for open pages (decision 024), sent with pg_notify. */
  live: LivePayload;
  /** One round of folding the row counts' changes, one row a table (decision 063). */
  'row-counts.fold': Record<string, never>;
  /** One round of completing the delivered orders their buyers left alone (decision 023). */
  'orders.complete-due': { afterMs: number };
  /** One round of telling the parties of orders that passed their due time (decision 049). */
  'orders.mail-late': Record<string, never>;
  /** A cancellation request's answer time is up: accepted unless it was answered (decision 052). */
  'orders.cancellation-due': { requestId: number };
  /** One round of publishing the two-way reviews whose window closed (decision 054). */
  'reviews.publish-due': { windowMs: number };
  /** Recomputing the seller's level from their record, or every seller's (decision 054). */
  'sellers.levels-due': { sellerId?: number };
  /** A refund recorded with its order's cancel, sent to the processor (decision 045). */
  'payments.refund': { refundId: number };
  /** An approved withdrawal's payout, sent to the processor. */
  'payments.payout': { withdrawalId: number };
  /** One round of making sellers' cleared earnings available. */
  'payments.clear-due': Record<string, never>;
  /** A Stripe PaymentIntent whose payment was cancelled with its order: cancel it, or refund it. */
  'payments.void-intent': { paymentId: number };
  /** A verified webhook event of the payment provider, followed after its commit (decision 046). */
  'payments.provider-event': { type: string; objectId: string };
  /** A recorded mail, rendered and sent (decision 047). */
  'mail.send': { mailId: number };
  /** A member's unread messages of a conversation, mailed unless read or connected (decision 050). */
  'messages.mail-unread': { conversationId: number; userId: number };
};
export type OutboxTopic = keyof OutboxTopics;

export type OutboxEvent = {
  [T in OutboxTopic]: {
    topic: T;
    payload: OutboxTopics[T];
    /** At most one unhandled event per key: a second one is not recorded. */
    dedupeKey?: string;
    /** Due this long after the commit rather than at once: a job for later. */
    delayMs?: number;
  };
}[OutboxTopic];

/**
 * What the worker does with a topic's events, in its transaction, which marks them handled: an
 * effect that commits with it (pg_notify, a row) happens exactly once.
 */
export type OutboxHandler<P> =
  | {
      /**
       * Performs one event, alone in a savepoint: its failure puts back only it. An effect outside
       * the database happens at least once: `id` is its idempotency key.
       */
      each: (tx: Transaction, payload: P, event: { id: number }) => Promise<void>;
    }
  | {
      /**
       * Performs every event of the topic a batch took, in their order, in one go (a statement,
       * not one per event). When it fails, the batch is taken again and each event performed
       * alone, as `each` would: a failing event waits and never holds the others back.
       */
      batch: (tx: Transaction, payloads: P[]) => Promise<void>;
    };

export type OutboxHandlers = { [T in OutboxTopic]: OutboxHandler<OutboxTopics[T]> };

/** The ids of the events recorded within a `collectRecorded` call's work. */
const recording = new AsyncLocalStorage<number[]>();

/**
 * Runs `work` noting in `ids` every event `recordEvents` records within it (its awaited calls
 * included): a request's reply then waits for those events alone.
 */
export function collectRecorded<T>(ids: number[], work: () => T): T {
  return recording.run(ids, work);
}

/**
 * Notes events a repository recorded in a statement of its own (a row and its event in one), as
 * `recordEvents` notes its own: a request's reply waits for them.
 */
export function noteRecorded(ids: readonly number[]) {
  recording.getStore()?.push(...ids);
}

/**
 * Records events in the caller's transaction: they are handled if, and only if, it commits. A live
 * event is recorded once per transaction, as NOTIFY sends one payload once per transaction. A
 * delayed event is no part of what a request's reply waits for.
 */
export async function recordEvents(tx: Transaction | Database, events: readonly OutboxEvent[]) {
  if (events.length === 0) return;
  const recorded = await tx
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
        availableAt: event.delayMs
          ? sql`now() + make_interval(secs => ${event.delayMs / 1000})`
          : undefined,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: outboxEvents.id, later: sql<boolean>`${outboxEvents.availableAt} > now()` });
  recording.getStore()?.push(...recorded.filter((row) => !row.later).map((row) => row.id));
}

/** Events taken per transaction. */
const BATCH = 50;
/** A failed event waits this long times its attempts before it is tried again, at most an hour. */
const RETRY_MS = 1_000;
const RETRY_MOST_MS = 3_600_000;
/** Handled events are kept this long (for a look after an incident), then pruned. */
const KEEP_HANDLED = '1 day';

/** How many ids of the latest batches a worker remembers having taken. */
const REMEMBERED = 1_000;

type Taken = { id: number; topic: string; payload: unknown; attempts: number };

/** A batch's handler failed: its events are performed again one at a time. */
class BatchFailed extends Error {
  constructor(
    readonly topic: string,
    readonly ids: number[],
    readonly failure: unknown,
  ) {
    super(`the batch of ${topic} failed`);
  }
}

/**
 * Takes due events batch by batch with FOR UPDATE SKIP LOCKED: any number of workers on one
 * database never take the same event, and an event whose transaction dies (a crash, kill -9) is
 * still unhandled when the next worker looks. A batch is taken and marked handled in one
 * statement; a topic that batches performs all its events in one go, any other each event alone
 * in a savepoint. An event that fails is put back with its error and a later time, and the
 * others go on.
 */
export function createOutboxWorker(
  db: Database,
  handlers: OutboxHandlers,
  onError: (error: unknown, events: { topic: string; ids: number[] }) => void,
) {
  const handlerOf = (topic: string) =>
    handlers[topic as OutboxTopic] as OutboxHandler<unknown> | undefined;
  /** Ids taken by the batch in progress, then remembered once it ends, newest last. */
  let inBatch = new Set<number>();
  const ended = new Set<number>();

  /** Takes up to a batch of due events and marks them handled, in one statement. */
  async function take(tx: Transaction): Promise<Taken[]> {
    const due = tx
      .select({ id: outboxEvents.id })
      .from(outboxEvents)
      .where(and(isNull(outboxEvents.handledAt), lte(outboxEvents.availableAt, sql`now()`)))
      .orderBy(asc(outboxEvents.availableAt), asc(outboxEvents.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const taken = await tx
      .update(outboxEvents)
      .set({ handledAt: sql`now()`, attempts: sql`${outboxEvents.attempts} + 1`, lastError: null })
      .where(inArray(outboxEvents.id, due))
      .returning({
        id: outboxEvents.id,
        topic: outboxEvents.topic,
        payload: outboxEvents.payload,
        attempts: outboxEvents.attempts,
        availableAt: outboxEvents.availableAt,
      });
    // In the order they became due, as the batch was chosen: live events keep the writes' order.
    taken.sort((a, b) => a.availableAt.getTime() - b.availableAt.getTime() || a.id - b.id);
    inBatch = new Set(taken.map((event) => event.id));
    return taken;
  }

  /** Performs one event in a savepoint; a failure puts it back to be tried later. */
  async function performAlone(tx: Transaction, event: Taken) {
    try {
      const handler = handlerOf(event.topic);
      if (!handler) throw new Error(`no handler for the topic ${event.topic}`);
      await tx.transaction((inner) =>
        'each' in handler
          ? handler.each(inner, event.payload, { id: event.id })
          : handler.batch(inner, [event.payload]),
      );
    } catch (error) {
      onError(error, { topic: event.topic, ids: [event.id] });
      const wait = Math.min(RETRY_MS * event.attempts, RETRY_MOST_MS);
      await tx
        .update(outboxEvents)
        .set({
          handledAt: null,
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
          availableAt: sql`now() + ${`${wait} milliseconds`}::interval`,
        })
        .where(eq(outboxEvents.id, event.id));
    }
  }

  /** One batch: each batching topic's events at once, unless `alone`, then the rest one by one. */
  async function handleBatch(alone: boolean): Promise<number> {
    return db.transaction(async (tx) => {
      const taken = await take(tx);
      const byTopic = new Map<
        string,
        { batch: (tx: Transaction, payloads: unknown[]) => Promise<void>; events: Taken[] }
      >();
      const oneByOne: Taken[] = [];
      for (const event of taken) {
        const handler = handlerOf(event.topic);
        if (alone || !handler || !('batch' in handler)) oneByOne.push(event);
        else {
          const group = byTopic.get(event.topic) ?? { batch: handler.batch, events: [] };
          group.events.push(event);
          byTopic.set(event.topic, group);
        }
      }
      // Before any event alone: a failure here rolls back nothing but the batch's taking.
      for (const [topic, { batch, events }] of byTopic) {
        try {
          await batch(
            tx,
            events.map((event) => event.payload),
          );
        } catch (error) {
          throw new BatchFailed(
            topic,
            events.map((event) => event.id),
            error,
          );
        }
      }
      for (const event of oneByOne) await performAlone(tx, event);
      return taken.length;
    });
  }

  /** A batch, taken again with every event alone when a batching topic's handler fails. */
  async function handleNext(): Promise<number> {
    try {
      const taken = await handleBatch(false).catch((error: unknown) => {
        if (!(error instanceof BatchFailed)) throw error;
        onError(error.failure, { topic: error.topic, ids: error.ids });
        return handleBatch(true);
      });
      // Only a batch that committed is remembered: a failed one's events are still due.
      for (const id of inBatch) ended.add(id);
      for (const id of ended) {
        if (ended.size <= REMEMBERED) break;
        ended.delete(id);
      }
      return taken;
    } finally {
      inBatch = new Set();
    }
  }

  return {
    /**
     * Handles what is due, a batch at a time, until a batch comes back short; answers how many.
     * Outside any request's collection, though a reply's wait may start it: what a handler records
     * is the worker's.
     */
    drain: () =>
      recording.exit(async () => {
        let handled = 0;
        for (;;) {
          const taken = await handleNext();
          handled += taken;
          if (taken < BATCH) return handled;
        }
      }),

    /** Whether one of this worker's latest batches took the event, ended or not. */
    took: (id: number) => inBatch.has(id) || ended.has(id),

    /** Whether one of this worker's latest batches took the event and ended: sent or put back. */
    settled: (id: number) => ended.has(id),

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
