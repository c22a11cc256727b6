import type { SearchSort } from '@giglane/contract/search';

/**
 * Everything a results page shows besides its keyword or detail type lives in the address's query
 * string: a page of results can be shared, reloaded, and the back button returns to the filters
 * before. The names are the API's, so the address reads like the request it makes.
 */
export type SearchState = {
  category: number[];
  /** Logo Option: style words the gig names must contain (any of them). */
  style: string[];
  sellerLevel: number[];
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
    category: numbersOf(params.get('category'), 1, 2_147_483_647),
    style: [...new Set(listOf(params.get('style')))],
    sellerLevel: numbersOf(params.get('sellerLevel'), 0, 3),
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
  if (state.category.length > 0) params.set('category', state.category.join(','));
  if (state.style.length > 0) params.set('style', state.style.join(','));
  if (state.sellerLevel.length > 0) params.set('sellerLevel', state.sellerLevel.join(','));
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
  category: [],
  style: [],
  sellerLevel: [],
  minPrice: undefined,
  maxPrice: undefined,
  deliveryDays: undefined,
  pro: false,
  local: false,
  online: false,
};

export function hasFilters(state: SearchState): boolean {
  return (
    state.category.length > 0 ||
    state.style.length > 0 ||
    state.sellerLevel.length > 0 ||
    state.minPrice !== undefined ||
    state.maxPrice !== undefined ||
    state.deliveryDays !== undefined ||
    state.pro ||
    state.local ||
    state.online
  );
}

/** The scope of a results page: its keyword (/search) or its detail type (/categories). */
export type SearchScope = { keyword: string } | { detailId: number };

/** The API request of a page of results. */
export function searchRequest(scope: SearchScope, state: SearchState, pageSize: number): string {
  const params = writeSearchState(state);
  params.delete('page');
  if ('keyword' in scope) params.set('keyword', scope.keyword);
  else params.set('maChiTietLoaiCongViec', String(scope.detailId));
  params.set('pageIndex', String(state.page));
  params.set('pageSize', String(pageSize));
  return params.toString();
}
