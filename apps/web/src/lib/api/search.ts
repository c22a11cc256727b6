import { queryOptions } from '@tanstack/react-query';
import type {
  SearchFacets as WireSearchFacets,
  SearchGig,
  SearchReply,
  SearchSort,
} from '@giglane/contract/search';
import { call } from './client';
import { gigCardFromWire, gigKeys, type Gig, type GigCard } from './gigs';

/** A result card: a gig card with what the filters work on. */
export type SearchCard = GigCard & {
  gig: Gig & {
    /** The fastest package's delivery time, which the delivery filter reads. */
    deliveryDays: number;
    pro: boolean;
  };
  /** The seller's country, or empty. */
  country: string;
  /** The seller is online now. */
  online: boolean;
};

/**
 * What choosing each option of a filter would give: each facet counts the gigs that match every
 * filter but its own.
 */
export type SearchFacets = {
  subcategories: { id: number; name: string; count: number }[];
  sellerLevels: { level: number; count: number }[];
  /** The cheapest and dearest match in US$; null without matches. */
  priceRange: { min: number | null; max: number | null };
  deliveryTimes: { days: number; count: number }[];
  styles: { style: string; count: number }[];
};

/**
 * One page of results: the number of matches over all pages (an estimate when `estimated`: past a
 * few thousand matches the server counts a sample), the page's cards, the facets.
 */
export type SearchResults = {
  total: number;
  estimated: boolean;
  cards: SearchCard[];
  facets: SearchFacets;
};

/** A search: where it looks, its filters, its sort and its page. Unset fields filter nothing. */
export type SearchRequest = {
  keyword?: string;
  /** Only gigs of this subcategory (the /categories/{id} page). */
  subcategoryId?: number;
  /** Only gigs of this category's subcategories (the /jobtype/{id} page). */
  categoryId?: number;
  /** The Category filter: gigs of any of these subcategories. */
  subcategories?: number[];
  /** "Logo Option": gigs whose name holds any of these words. */
  styles?: string[];
  sellerLevels?: number[];
  /** US$, included. */
  minPrice?: number;
  maxPrice?: number;
  /** Delivered within at most this many days. */
  deliveryDays?: number;
  pro?: boolean;
  /** Sellers in the visitor's country only. */
  local?: boolean;
  online?: boolean;
  sort?: SearchSort;
  /** 1-based. */
  page?: number;
  pageSize?: number;
};

function searchCardFromWire(wire: SearchGig): SearchCard {
  const card = gigCardFromWire(wire);
  return {
    ...card,
    gig: { ...card.gig, deliveryDays: wire.congViec.deliveryDays, pro: wire.congViec.pro },
    country: wire.country,
    online: wire.online,
  };
}

function searchFacetsFromWire(wire: WireSearchFacets): SearchFacets {
  return {
    subcategories: wire.categories.map(({ id, tenChiTiet, count }) => ({
      id,
      name: tenChiTiet,
      count,
    })),
    sellerLevels: wire.sellerLevels,
    priceRange: wire.priceRange,
    deliveryTimes: wire.deliveryTimes,
    styles: wire.styles,
  };
}

const searchResultsFromWire = (wire: SearchReply): SearchResults => ({
  total: wire.totalRow,
  estimated: wire.totalIsEstimate,
  cards: wire.data.map(searchCardFromWire),
  facets: searchFacetsFromWire(wire.facets),
});

const text = (value: number | undefined) => (value === undefined ? undefined : String(value));
/** A list as one comma-separated value, as the address of a results page writes it; none: left out. */
const list = (items: readonly (string | number)[] | undefined) => items?.join(',') || undefined;
/** A toggle that is off is left out of the query: the server reads no toggle as off. */
const toggle = (on: boolean | undefined) => on || undefined;

function searchQueryToWire(request: SearchRequest) {
  return {
    keyword: request.keyword,
    maChiTietLoaiCongViec: text(request.subcategoryId),
    maLoaiCongViec: text(request.categoryId),
    category: list(request.subcategories),
    style: list(request.styles),
    sellerLevel: list(request.sellerLevels),
    minPrice: text(request.minPrice),
    maxPrice: text(request.maxPrice),
    deliveryDays: text(request.deliveryDays),
    pro: toggle(request.pro),
    local: toggle(request.local),
    online: toggle(request.online),
    sort: request.sort,
    pageIndex: text(request.page),
    pageSize: text(request.pageSize),
  };
}

/** Whether two searches look in the same place, differing only in filters, sort or page. */
const sameScope = (a: SearchRequest, b: SearchRequest) =>
  a.keyword === b.keyword && a.subcategoryId === b.subcategoryId && a.categoryId === b.categoryId;

/** Results show gigs with their ratings: a change to gigs refreshes them too. */
export const searchKeys = { all: [...gigKeys.all, 'search'] as const };

export const searchQueries = {
  /**
   * One page of results with its facets, filtered, sorted and paged by the server. While another
   * page or filter of the same search loads, the last results stay on screen; a search elsewhere
   * starts from the loading state.
   */
  results: (request: SearchRequest) =>
    queryOptions({
      queryKey: [...searchKeys.all, request] as const,
      queryFn: async ({ signal }) =>
        searchResultsFromWire(
          await call('searchGigs', { query: searchQueryToWire(request), signal }),
        ),
      placeholderData: (previous, previousQuery) =>
        previousQuery && sameScope(previousQuery.queryKey[2], request) ? previous : undefined,
    }),
};
