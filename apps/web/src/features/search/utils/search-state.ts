import type { SearchSort } from '@giglane/contract/search';
import type { SearchRequest } from '../../../lib/api/search';

/**
 * Everything a results page shows besides its keyword or subcategory lives in the address's query
 * string: a page of results can be shared, reloaded, and the back button returns to the filters
 * before. The address names the filters as the API's query does (`category` for subcategories,
 * `style`, `sellerLevel`), so it reads like the request it makes.
 */
export type SearchState = {
  /** The Category filter: subcategory ids. */
  subcategories: number[];
  /** Logo Option: style words the gig names must contain (any of them). */
  styles: string[];
  sellerLevels: number[];
  minPrice?: number;
  maxPrice?: number;
  deliveryDays?: number;
  pro: boolean;
  local: boolean;
  online: boolean;
  sort: SearchSort;
  page: number;
};

export const SORT_OPTIONS: readonly { value: SearchSort; label: string }[] = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'best-selling', label: 'Best Selling' },
  { value: 'newest', label: 'New Arrivals' },
];

export type Toggle = 'pro' | 'local' | 'online';

const wholeNumber = (text: string | null, min: number, max: number) => {
  if (text === null || !/^\d+$/.test(text.trim())) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
};

const listOf = (text: string | null) =>
  (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

const numbersOf = (text: string | null, min: number, max: number) => [
  ...new Set(
    listOf(text)
      .map((item) => wholeNumber(item, min, max))
      .filter((value) => value !== undefined),
  ),
];

/**
 * The state in an address. A hand-edited value that cannot be right (a page "abc", a level 9) is
 * dropped here rather than sent to be refused.
 */
export function readSearchState(params: URLSearchParams): SearchState {
  const sort = params.get('sort');
  let minPrice = wholeNumber(params.get('minPrice'), 0, 2_147_483_647);
  let maxPrice = wholeNumber(params.get('maxPrice'), 0, 2_147_483_647);
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    subcategories: numbersOf(params.get('category'), 1, 2_147_483_647),
    styles: [...new Set(listOf(params.get('style')))],
    sellerLevels: numbersOf(params.get('sellerLevel'), 0, 3),
    minPrice,
    maxPrice,
    deliveryDays: wholeNumber(params.get('deliveryDays'), 1, 60),
    pro: params.get('pro') === 'true',
    local: params.get('local') === 'true',
    online: params.get('online') === 'true',
    sort: SORT_OPTIONS.some((option) => option.value === sort) ? (sort as SearchSort) : 'relevance',
    page: wholeNumber(params.get('page'), 1, 2_147_483_647) ?? 1,
  };
}

/** The query string of a state; defaults are left out so addresses stay short. */
export function writeSearchState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.subcategories.length > 0) params.set('category', state.subcategories.join(','));
  if (state.styles.length > 0) params.set('style', state.styles.join(','));
  if (state.sellerLevels.length > 0) params.set('sellerLevel', state.sellerLevels.join(','));
  if (state.minPrice !== undefined) params.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== undefined) params.set('maxPrice', String(state.maxPrice));
  if (state.deliveryDays !== undefined) params.set('deliveryDays', String(state.deliveryDays));
  for (const toggle of ['pro', 'local', 'online'] as const)
    if (state[toggle]) params.set(toggle, 'true');
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** A change of any filter starts again at page 1. */
export function withFilters(state: SearchState, change: Partial<SearchState>): SearchState {
  return { ...state, ...change, page: 1 };
}

export const EMPTY_FILTERS: Omit<SearchState, 'sort' | 'page'> = {
  subcategories: [],
  styles: [],
  sellerLevels: [],
  minPrice: undefined,
  maxPrice: undefined,
  deliveryDays: undefined,
  pro: false,
  local: false,
  online: false,
};

export function hasFilters(state: SearchState): boolean {
  return (
    state.subcategories.length > 0 ||
    state.styles.length > 0 ||
    state.sellerLevels.length > 0 ||
    state.minPrice !== undefined ||
    state.maxPrice !== undefined ||
    state.deliveryDays !== undefined ||
    state.pro ||
    state.local ||
    state.online
  );
}

/** The scope of a results page: its keyword (/search) or its subcategory (/categories). */
export type SearchScope = { keyword: string } | { subcategoryId: number };

/** The search of a page of results. */
export function searchRequest(
  scope: SearchScope,
  state: SearchState,
  pageSize: number,
): SearchRequest {
  return { ...scope, ...state, pageSize };
}
