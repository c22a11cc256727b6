import { asc, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Paging, PagingQuery, SortOrder } from '@giglane/contract/paging';
import { queryRows, type Database } from '../db/client';

/** `%keyword%` for ILIKE, with the pattern characters of the keyword itself escaped. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** pg_trgm can look a keyword up only when it holds a run of three letters or digits. */
export const hasTrigram = (keyword: string) => /[\p{L}\p{N}]{3}/u.test(keyword);

export const offsetOf = (query: PagingQuery) => (query.pageIndex - 1) * query.pageSize;

export function pageOf<T>(query: PagingQuery, totalRow: number, data: T[]): Paging<T> {
  return {
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
    totalRow,
    keywords: query.keyword,
    data,
  };
}

/**
 * The order of a list page. Without `sortBy`, the id order clients of the original rely on. With
 * it, the id breaks ties in the same direction as the column, so one `(column, id)` index read
 * forwards or backwards serves both directions, and equal values never swap places between pages.
 */
export function pageOrder(
  query: { sortBy?: string; sortOrder: SortOrder },
  columns: Record<string, AnyPgColumn | SQL.Aliased | SQL>,
  id: AnyPgColumn,
): SQL[] {
  const column = query.sortBy === undefined ? undefined : columns[query.sortBy];
  if (column === undefined || column === id) {
    return [query.sortBy === undefined || query.sortOrder === 'asc' ? asc(id) : desc(id)];
  }
  const direction = query.sortOrder === 'desc' ? desc : asc;
  return [direction(column), direction(id)];
}

/**
 * Matches counted one by one up to here; past it `totalRow` is the planner's estimate. Counting
 * stops at the limit, so a list of a whole large table costs a bounded number of index entries.
 */
export const EXACT_TOTAL_MAX = 10_000;

/**
 * The `totalRow` of a page of `matches` (a select of the matching rows, unordered): exact up to
 * EXACT_TOTAL_MAX, then the planner's estimate of the matches from the table statistics (kept by
 * autovacuum on a PostgreSQL server; PGlite has none, so there only the seed's ANALYZE and the
 * table's current size), never below the exact count.
 */
export async function totalOf(db: Database, matches: SQLWrapper): Promise<number> {
  const [counted] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${matches} limit ${EXACT_TOTAL_MAX + 1}) as matches`,
  );
  const exact = counted!.n;
  if (exact <= EXACT_TOTAL_MAX) return exact;
  const [explained] = await queryRows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    db,
    sql`explain (format json) ${matches}`,
  );
  return Math.max(exact, Math.round(explained!['QUERY PLAN'][0].Plan['Plan Rows']));
}
