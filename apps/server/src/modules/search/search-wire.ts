import type { SearchQuery } from '@giglane/contract/search';
import type { GigSearch } from './search-engine';

/** The query's wire names of the subcategory, the category and the "Category" menu's choices. */
export function searchFromQuery(query: SearchQuery): GigSearch {
  const { maChiTietLoaiCongViec, maLoaiCongViec, category, ...rest } = query;
  return {
    ...rest,
    subcategoryId: maChiTietLoaiCongViec,
    categoryId: maLoaiCongViec,
    subcategoryIds: category,
  };
}
