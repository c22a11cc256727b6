import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { limits } from '@giglane/contract/ui-text';
import { Pagination } from '../../../components/pagination';
import { SearchBox } from '../../../components/search-box';
import { searchQueries } from '../../../lib/api/search';
import {
  EMPTY_FILTERS,
  SORT_OPTIONS,
  hasFilters,
  readSearchState,
  searchRequest,
  withFilters,
  writeSearchState,
  type SearchScope,
  type SearchState,
} from '../utils/search-state';
import { ActiveFilters } from './active-filters';
import { FilterBar } from './filter-bar';
import { ResultsGrid } from './results-grid';

type ResultsViewProps = {
  scope: SearchScope;
  /** The page's h1. */
  heading: ReactNode;
  /** Above the heading: the category page's breadcrumb. */
  above?: ReactNode;
  /** Extra links under the Category menu's choices. */
  relatedSubcategories?: ReactNode;
};

/**
 * The results page of /search/:keyword and /categories/:id: heading, search box, filters, the
 * count and sort, the cards and the pagination. Its state is the address's query string.
 */
export function ResultsView({ scope, heading, above, relatedSubcategories }: ResultsViewProps) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const state = useMemo(() => readSearchState(params), [params]);
  const results = useQuery(searchQueries.results(searchRequest(scope, state, limits.cardPageSize)));
  const countId = useId();
  const sortId = useId();

  // Every change is a new history entry, so Back returns to the filters before it. The page stays
  // where it is: the visitor is looking at the filters they just used.
  const go = (next: SearchState) => setParams(writeSearchState(next), { preventScrollReset: true });
  const change = (filters: Partial<SearchState>) => go(withFilters(state, filters));
  const hrefFor = (page: number) => {
    const query = writeSearchState({ ...state, page }).toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  const found = results.data;
  const pageCount = found ? Math.ceil(found.total / limits.cardPageSize) : 0;
  const filtered = hasFilters(state);

  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 pt-6 sm:px-6 lg:pt-8">
      {above}
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl lg:text-4xl">
        {heading}
      </h1>
      <div className="mt-5 max-w-2xl">
        <SearchBox
          id="results-search"
          initial={'keyword' in scope ? scope.keyword : ''}
          placeholder="Search for any service…"
        />
      </div>

      <div className="mt-8 border-y border-slate-200 py-4">
        <FilterBar
          state={state}
          facets={found?.facets}
          onChange={change}
          related={relatedSubcategories}
        />
      </div>
      <ActiveFilters
        state={state}
        facets={found?.facets}
        onChange={change}
        onClearAll={() => change(EMPTY_FILTERS)}
      />

      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <p
          id={countId}
          aria-live="polite"
          className="min-h-6 text-sm font-medium text-slate-600 sm:text-base"
        >
          {found ? (
            <>
              {found.estimated && 'About '}
              <span className="font-bold text-slate-900">
                {found.total.toLocaleString('en-US')}
              </span>{' '}
              {found.total === 1 ? 'service available' : 'services available'}
            </>
          ) : results.isPending ? (
            <span className="inline-block h-4 w-40 animate-pulse rounded bg-slate-100 align-middle" />
          ) : null}
        </p>
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="text-sm font-medium text-slate-600">
            Sort by:
          </label>
          <select
            id={sortId}
            value={state.sort}
            onChange={(event) =>
              go({ ...state, sort: event.target.value as SearchState['sort'], page: 1 })
            }
            className="h-10 rounded-lg border border-slate-300 bg-white pl-3 pr-8 text-sm font-semibold text-slate-900 hover:border-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20"
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      <section aria-labelledby={countId} className="mt-5">
        <ResultsGrid
          results={results}
          page={state.page}
          pageCount={pageCount}
          filtered={filtered}
          lastPageHref={hrefFor(Math.max(1, pageCount))}
          clearHref={pathname}
          scope={scope}
        />
      </section>

      {found && found.cards.length > 0 && pageCount > 1 && (
        <div className="mt-12 border-t border-slate-200 pt-8">
          <Pagination page={state.page} pageCount={pageCount} hrefFor={hrefFor} />
        </div>
      )}
    </div>
  );
}
