import type { Paging, PagingQuery } from '@giglane/contract/paging';

/** `%keyword%` for ILIKE, with the pattern characters of the keyword itself escaped. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

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
