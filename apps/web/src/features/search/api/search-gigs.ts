import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { limits } from '@giglane/contract/ui-text';
import type { SearchReply } from '@giglane/contract/search';
import { api } from '../../../lib/api/client';
import { searchRequest, type SearchScope, type SearchState } from '../utils/search-state';

const scopeKey = (scope: SearchScope) =>
  'keyword' in scope ? `keyword:${scope.keyword}` : `detail:${scope.detailId}`;

/**
 * One page of results with its facets, filtered, sorted and paged by the server. While another
 * page or filter of the same search loads, the last results stay on screen (dimmed by the page);
 * a different keyword or detail type starts from the loading state.
 */
export function useSearchGigs(scope: SearchScope, state: SearchState) {
  const request = searchRequest(scope, state, limits.cardPageSize);
  const scopeId = scopeKey(scope);
  return useQuery({
    queryKey: ['search', scopeId, request],
    queryFn: ({ signal }) =>
      api<SearchReply>('GET', `/api/cong-viec/tim-kiem?${request}`, { signal }),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === scopeId ? keepPreviousData(previous) : undefined,
  });
}
