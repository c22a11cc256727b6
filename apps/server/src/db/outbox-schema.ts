import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** What transactions decided should happen outside them, for the worker (decision 037). */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').notNull(),
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_events_pending_idx')
      .on(t.availableAt, t.id)
      .where(sql`${t.handledAt} IS NULL`),
    index('outbox_events_handled_idx')
      .on(t.handledAt)
      .where(sql`${t.handledAt} IS NOT NULL`),
    uniqueIndex('outbox_events_dedupe_idx')
      .on(t.dedupeKey)
      .where(sql`${t.handledAt} IS NULL`),
  ],
);
