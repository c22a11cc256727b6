import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { ListQuery } from '../api/paging';

export const PAGE_SIZES = [10, 20, 50] as const;
const DEFAULT_SIZE = PAGE_SIZES[0];

type Change<Sort extends string> = Partial<Omit<ListQuery<Sort>, 'sortBy'>> & {
  sortBy?: Sort | null;
};

/**
 * The list's page, size, keyword and sort live in the address (`?page=2&size=20&keyword=logo&sort=
 * name&order=desc`): a list can be bookmarked or shared, and the back button walks through them.
 * Anything else than a listed sort column or a positive number is read as the default.
 */
export function useListQuery<Sort extends string>(sortable: readonly Sort[]) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();

  const query = useMemo((): ListQuery<Sort> => {
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
  }, [params, sortable]);

  /** A new keyword, size or sort starts again at page 1. */
  const update = useCallback(
    (change: Change<Sort>, options: { replace?: boolean } = {}) => {
      const next = { ...query, page: 1, ...change };
      const sortBy = change.sortBy === null ? undefined : (change.sortBy ?? query.sortBy);
      const search = new URLSearchParams();
      if (next.page > 1) search.set('page', String(next.page));
      if (next.size !== DEFAULT_SIZE) search.set('size', String(next.size));
      if (next.keyword) search.set('keyword', next.keyword);
      if (sortBy) {
        search.set('sort', sortBy);
        if (next.sortOrder === 'desc') search.set('order', 'desc');
      }
      // Asked twice before the router re-rendered (a search on Enter and on a pause), the same
      // address must not become a second history entry.
      if (`?${search}` === window.location.search || (!search.size && !window.location.search))
        return;
      setParams(search, options);
    },
    [query, setParams],
  );

  /** The address of another page of the same list, for the pagination links. */
  const hrefOf = useCallback(
    (page: number) => {
      const search = new URLSearchParams(params);
      if (page > 1) search.set('page', String(page));
      else search.delete('page');
      const text = search.toString();
      return text ? `${pathname}?${text}` : pathname;
    },
    [params, pathname],
  );

  return { query, update, hrefOf };
}
