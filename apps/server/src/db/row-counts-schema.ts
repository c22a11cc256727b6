import { bigint, bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The exact row counts of the tables the admin lists page whole (migration 0050, decision 063):
 * every statement that inserts or deletes rows of one appends its change here (sql/row-counts.sql),
 * without a lock another writer waits on, and a round of the outbox folds each table's changes
 * into one row. A table's count is the sum of its rows.
 */
export const rowCountDeltas = pgTable(
  'row_count_deltas',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tableName: text('table_name').notNull(),
    delta: bigint('delta', { mode: 'number' }).notNull(),
  },
  (t) => [index('row_count_deltas_table_idx').on(t.tableName)],
);
