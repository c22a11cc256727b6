import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Database } from '../db/client';

/** The tables whose rows are counted as they change (sql/row-counts.sql, decision 063). */
export const COUNTED_TABLES = ['users', 'jobs', 'hires', 'comments'] as const;
type CountedTable = (typeof COUNTED_TABLES)[number];

/** How often an instance asks the outbox to fold the counts' changes, one row a table. */
export const ROW_COUNTS_FOLD_EVERY_MS = 60_000;

/**
 * The exact number of rows of a counted table, from the changes its statements appended: a few
 * rows to sum since the last fold, where a count(*) reads every row of the table.
 */
export async function rowCount(
  db: Database,
  table: PgTable & { _: { name: CountedTable } },
): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(sum(delta), 0)::int as n from row_count_deltas
         where table_name = ${getTableName(table)}`,
  );
  return row!.n;
}

/** Folds each table's appended changes into one row: a round of the outbox. */
export async function foldRowCounts(tx: Database): Promise<void> {
  await tx.execute(sql`select fold_row_counts()`);
}
