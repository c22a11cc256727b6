import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The digest of the database code's source files last applied (migration 0028, decision 042): the
 * start step applies them again only when the files or the migrations changed. One row.
 */
export const sqlSources = pgTable(
  'sql_sources',
  {
    id: smallint('id').primaryKey().default(1),
    fingerprint: text('fingerprint').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('sql_sources_one_row_check', sql`${t.id} = 1`)],
);
