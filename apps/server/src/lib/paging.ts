import { asc, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, SubqueryWithSelection } from 'drizzle-orm/pg-core';
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

/** A list's paging query; lists that cannot be sorted have no `sortBy`. */
type ListQuery = PagingQuery & { sortBy?: string; sortOrder?: SortOrder };

/** What each sort column of a list orders by. */
type SortColumns = Record<string, AnyPgColumn | SQL.Aliased | SQL>;

/**
 * The order of a list page. Without `sortBy`, the id order clients of the original rely on. With
 * it, the id breaks ties in the same direction as the column, so one `(column, id)` index read
 * forwards or backwards serves both directions, and equal values never swap places between pages.
 * `reversed`: the same order from its other end.
 */
function pageOrder(query: ListQuery, columns: SortColumns, id: AnyPgColumn, reversed = false) {
  const column = query.sortBy === undefined ? undefined : columns[query.sortBy];
  const direction =
    (query.sortBy !== undefined && query.sortOrder === 'desc') !== reversed ? desc : asc;
  return column === undefined || column === id
    ? [direction(id)]
    : [direction(column), direction(id)];
}

/**
 * Matches counted one by one up to here; past it `totalRow` is the planner's estimate. Counting
 * stops at the limit, so a list of a whole large table costs a bounded number of index entries.
 */
export const EXACT_TOTAL_MAX = 10_000;

/**
 * What a caller already knows of a list's matches: their exact number (it read their ids), or
 * that they are more than EXACT_TOTAL_MAX (it stopped reading there).
 */
export type KnownTotal = number | 'beyond-exact';

/**
 * The `totalRow` of a page of `matches` (a select of the matching rows, unordered): the caller's
 * exact number when it has one; else exact up to EXACT_TOTAL_MAX, then the planner's estimate of
 * the matches from the table statistics (kept by autovacuum on a PostgreSQL server; PGlite has
 * none, so there only the seed's ANALYZE and the table's current size), never below the exact
 * count.
 */
async function totalOf(db: Database, matches: SQLWrapper, known?: KnownTotal): Promise<number> {
  if (typeof known === 'number') return known;
  // A caller that has already seen more than EXACT_TOTAL_MAX matches is not made to count them again.
  const exact =
    known === 'beyond-exact'
      ? EXACT_TOTAL_MAX + 1
      : (
          await queryRows<{ n: number }>(
            db,
            sql`select count(*)::int as n from (${matches} limit ${EXACT_TOTAL_MAX + 1}) as matches`,
          )
        )[0]!.n;
  if (exact <= EXACT_TOTAL_MAX) return exact;
  const [explained] = await queryRows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    db,
    sql`explain (format json) ${matches}`,
  );
  return Math.max(exact, Math.round(explained!['QUERY PLAN'][0].Plan['Plan Rows']));
}

/**
 * A keyword's matches, looked up once: `found` reads at most `limit` ids of matching rows, each
 * once. When they are no more than EXACT_TOTAL_MAX, the page is read from those ids alone, sent as
 * one array parameter (as a list of thousands of parameters, building and parsing the statement
 * cost more than running it), and their number is the exact total, with no second count. Past
 * that, the page walks its sort's index testing `where` row by row and stops at its last row, and
 * the total is the planner's estimate. So no statement reads every match of a common keyword (a
 * count or a union of them all did: 0.8–1.6 s for "great").
 */
export async function lookedUpOnce(
  id: AnyPgColumn,
  where: SQL,
  found: (limit: number) => Promise<{ id: number }[]>,
): Promise<{ where: SQL; total: KnownTotal }> {
  const ids = (await found(EXACT_TOTAL_MAX + 1)).map((row) => row.id);
  return ids.length <= EXACT_TOTAL_MAX
    ? { where: sql`${id} = any(${sql.param(ids)}::int[])`, total: ids.length }
    : { where, total: 'beyond-exact' };
}

/** A select of the ids (`{ id }`) of a list's matching rows. */
type MatchingIds = PgSelect<string, { id: AnyPgColumn }, 'partial'>;

/** The ids of one page, in its order, for the query of the page's rows to join. */
export type PageIds<M extends MatchingIds> = SubqueryWithSelection<
  M['_']['selectedFields'],
  'page_ids'
>;

/**
 * One page of a list and its total. The filter, the sort and the skip read only the ids of the
 * matches (narrow `(column, id)` index entries); `rows` then reads the page's own rows whole,
 * joined to those ids and in the page's order. The total counts the same matches (`totalOf`)
 * unless the caller knows it.
 */
export async function pagedByIds<M extends MatchingIds, Row>(
  db: Database,
  query: ListQuery,
  list: {
    /** The matching rows' ids, unordered: a fresh select on every call. */
    matches: () => M;
    /** The list's id column: the order without `sortBy`, and the tie-breaker with it. */
    id: AnyPgColumn;
    /** What each sort column orders by; a list without it is in id order. */
    sortable?: SortColumns;
    rows: (ids: PageIds<M>, order: SQL[]) => Promise<Row[]>;
    /**
     * What the caller knows of the matches' number (`lookedUpOnce`, or a whole table's `rowCount`):
     * no count for it to repeat, and with an exact number, pages walked from the nearer end.
     */
    total?: KnownTotal;
  },
): Promise<Paging<Row>> {
  const sortable = list.sortable ?? {};
  const order = pageOrder(query, sortable, list.id);
  const offset = offsetOf(query);
  const exact = typeof list.total === 'number' ? list.total : undefined;
  if (exact !== undefined && offset >= exact) return pageOf(query, exact, []);
  // Knowing the exact total, a page nearer the list's end walks from there (decision 063): the
  // skip reads at most half of the matches' index entries, and the last page only its own.
  const left = exact === undefined ? undefined : exact - offset;
  const ids = (
    left !== undefined && left - query.pageSize < offset
      ? list
          .matches()
          .orderBy(...pageOrder(query, sortable, list.id, true))
          .limit(Math.min(query.pageSize, left))
          .offset(Math.max(0, left - query.pageSize))
      : list
          .matches()
          .orderBy(...order)
          .limit(query.pageSize)
          .offset(offset)
  ).as('page_ids');
  const [rows, total] = await Promise.all([
    list.rows(ids, order),
    totalOf(db, list.matches(), list.total),
  ]);
  return pageOf(query, total, rows);
}
