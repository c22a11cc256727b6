import type { Paging } from '@giglane/contract/paging';
import type { SearchFacets, SearchGig, SearchQuery, SearchReply } from '@giglane/contract/search';

/**
 * A search in the glossary's names: the subcategory or category whose page it is, and the
 * subcategories of the "Category" menu.
 */
export type GigSearch = Omit<
  SearchQuery,
  'maChiTietLoaiCongViec' | 'maLoaiCongViec' | 'category'
> & {
  subcategoryId: number | undefined;
  categoryId: number | undefined;
  subcategoryIds: number[];
};

/** One page of the matches in the search's order, with their total (an estimate past a bound). */
export type SearchPage = Paging<SearchGig> & { totalIsEstimate: boolean };

/**
 * The search as a subsystem: everything the routes know of it. Today's engine reads PostgreSQL's
 * own tables and indexes (`search-repository.ts`, the read paths of README.md); a dedicated engine
 * would implement the same call (decision 040).
 */
export interface SearchEngine {
  query(search: GigSearch): Promise<{ page: SearchPage; facets: SearchFacets }>;
}

/** The wire reply of `GET /api/cong-viec/tim-kiem`: the page with the facets beside its rows. */
export const searchReplyOf = ({
  page,
  facets,
}: Awaited<ReturnType<SearchEngine['query']>>): SearchReply => ({ ...page, facets });
