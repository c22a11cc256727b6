import type { ListQuery } from '../../../lib/api/paging';

export const PAGE_SIZES = [10, 20, 50] as const;
const DEFAULT_SIZE = PAGE_SIZES[0];

/** A change of the list; a sort of `null` goes back to the server's order. */
export type ListChange<Sort extends string> = Partial<Omit<ListQuery<Sort>, 'sortBy'>> & {
  sortBy?: Sort | null;
};

/**
 * The list's page, size, keyword and sort in an address (`?page=2&size=20&keyword=logo&sort=
 * name&order=desc`). Anything else than a listed sort column or a positive number is read as the
 * default.
 */
export function readListQuery<Sort extends string>(
  params: URLSearchParams,
  sortable: readonly Sort[],
): ListQuery<Sort> {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const sort = params.get('sort');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_SIZE,
    keyword: params.get('keyword')?.trim() ?? '',
    sortBy: sortable.find((column) => column === sort),
    sortOrder: params.get('order') === 'desc' ? 'desc' : 'asc',
  };
}

/** The parameters the list itself keeps in its address. */
const LIST_PARAMS = ['page', 'size', 'keyword', 'sort', 'order'];

/**
 * The address of a changed list, defaults left out; a new keyword, size or sort starts at page 1.
 * A screen's own filters in `current` (Manage Service's state) stay as they are.
 */
export function writeListQuery<Sort extends string>(
  query: ListQuery<Sort>,
  change: ListChange<Sort>,
  current = new URLSearchParams(),
): URLSearchParams {
  const next = { ...query, page: 1, ...change };
  const sortBy = change.sortBy === null ? undefined : (change.sortBy ?? query.sortBy);
  const search = new URLSearchParams([...current].filter(([name]) => !LIST_PARAMS.includes(name)));
  if (next.page > 1) search.set('page', String(next.page));
  if (next.size !== DEFAULT_SIZE) search.set('size', String(next.size));
  if (next.keyword) search.set('keyword', next.keyword);
  if (sortBy) {
    search.set('sort', sortBy);
    if (next.sortOrder === 'desc') search.set('order', 'desc');
  }
  return search;
}

/** The address of another page of the same list, for the pagination links. */
export function listPageHref(pathname: string, params: URLSearchParams, page: number): string {
  const search = new URLSearchParams(params);
  if (page > 1) search.set('page', String(page));
  else search.delete('page');
  const text = search.toString();
  return text ? `${pathname}?${text}` : pathname;
}
