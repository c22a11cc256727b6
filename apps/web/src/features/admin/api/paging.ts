import type { Paging, SortOrder } from '@giglane/contract/paging';
import { api } from '../../../lib/api/client';

/** What an admin list asks for: the page, its size, the keyword and an optional sort. */
export type ListQuery<Sort extends string = string> = {
  page: number;
  size: number;
  keyword: string;
  sortBy?: Sort;
  sortOrder: SortOrder;
};

/** One page of a `phan-trang-tim-kiem` endpoint, with the query in the names the server reads. */
export function fetchPage<T>(path: string, query: ListQuery, signal: AbortSignal) {
  const search = new URLSearchParams({
    pageIndex: String(query.page),
    pageSize: String(query.size),
  });
  if (query.keyword) search.set('keyword', query.keyword);
  if (query.sortBy) {
    search.set('sortBy', query.sortBy);
    search.set('sortOrder', query.sortOrder);
  }
  return api<Paging<T>>('GET', `${path}?${search}`, { signal });
}
