import type { Paging, SortOrder } from '@giglane/contract/paging';

/** What an admin list asks for: the page, its size, the keyword and an optional sort. */
export type ListQuery<Sort extends string = string> = {
  page: number;
  size: number;
  keyword: string;
  sortBy?: Sort;
  sortOrder: SortOrder;
};

/** One page of a list, with the number of rows that match over all pages. */
export type Page<Row> = { rows: Row[]; total: number };

/**
 * The query of a `phan-trang-tim-kiem` endpoint: the sort goes by its column's wire name, from the
 * shape's table of `wireNames`, and its direction only with it. Unset values stay out of the address.
 */
export function toPagingQuery<
  const Names extends Readonly<Record<string, string>>,
  Sort extends keyof Names & string,
>(query: ListQuery<Sort>, wireNames: Names) {
  return {
    pageIndex: query.page,
    pageSize: query.size,
    keyword: query.keyword || undefined,
    sortBy: query.sortBy && (wireNames[query.sortBy] as Names[Sort]),
    sortOrder: query.sortBy ? query.sortOrder : undefined,
  };
}

/** A page of the wire with its rows mapped. */
export function toPage<Wire, Row>(paging: Paging<Wire>, toRow: (wire: Wire) => Row): Page<Row> {
  return { rows: paging.data.map(toRow), total: paging.totalRow };
}
