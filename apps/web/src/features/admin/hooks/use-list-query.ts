import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { listPageHref, readListQuery, writeListQuery, type ListChange } from './list-query-state';

export { PAGE_SIZES } from './list-query-state';

/**
 * The list's page, size, keyword and sort live in the address (list-query-state.ts): a list can be
 * bookmarked or shared, and the back button walks through them.
 */
export function useListQuery<Sort extends string>(sortable: readonly Sort[]) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();

  const query = useMemo(() => readListQuery(params, sortable), [params, sortable]);

  /** A new keyword, size or sort starts again at page 1. */
  const update = useCallback(
    (change: ListChange<Sort>, options: { replace?: boolean } = {}) => {
      const search = writeListQuery(query, change, params);
      // Asked twice before the router re-rendered (a search on Enter and on a pause), the same
      // address must not become a second history entry.
      if (`?${search}` === window.location.search || (!search.size && !window.location.search))
        return;
      setParams(search, options);
    },
    [params, query, setParams],
  );

  const hrefOf = useCallback(
    (page: number) => listPageHref(pathname, params, page),
    [params, pathname],
  );

  return { query, update, hrefOf };
}
