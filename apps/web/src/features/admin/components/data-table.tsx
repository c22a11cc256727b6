import type { ReactNode } from 'react';
import type { SortOrder } from '@giglane/contract/paging';
import { Icon } from '../../../components/icon';

export type Column<Row, Sort extends string> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The server column this header sorts by, when it can. */
  sortBy?: Sort;
  /** Classes of the column's cells and header (width, alignment). */
  className?: string;
};

type Props<Row, Sort extends string> = {
  /** Names the table for screen readers. */
  caption: string;
  columns: Column<Row, Sort>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => number;
  /** True while a page loads with none shown yet: skeleton rows stand in. */
  loading: boolean;
  /** True while the shown page is being replaced by another. */
  refreshing: boolean;
  skeletonRows: number;
  sortBy: Sort | undefined;
  /** The column the server orders by when none is asked for. */
  defaultSort: Sort;
  sortOrder: SortOrder;
  onSort: (column: Sort) => void;
  /** Shown instead of the rows when there are none (empty list or failed load). */
  placeholder: ReactNode;
  /** Below this width the table scrolls sideways inside its card (a Tailwind min-w class). */
  minWidth: string;
};

/**
 * An admin table: sortable headers are buttons inside the `<th>` (with `aria-sort` on it), and it
 * scrolls sideways inside its card on a narrow screen instead of stretching the page.
 */
export function DataTable<Row, Sort extends string>({
  caption,
  columns,
  rows,
  rowKey,
  loading,
  refreshing,
  skeletonRows,
  sortBy,
  defaultSort,
  sortOrder,
  onSort,
  placeholder,
  minWidth,
}: Props<Row, Sort>) {
  const activeSort = sortBy ?? defaultSort;
  const activeOrder = sortBy ? sortOrder : 'asc';
  return (
    // `relative`: screen-reader-only text in the cells is absolutely placed, and must scroll with
    // the table instead of widening the page.
    <div className="relative overflow-x-auto">
      <table
        aria-busy={loading || refreshing || undefined}
        className={`w-full ${minWidth} border-collapse text-left text-sm transition-opacity ${
          refreshing ? 'opacity-60' : ''
        }`}
      >
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 bg-slate-50/80">
            {columns.map((column) => {
              const sorted = column.sortBy !== undefined && column.sortBy === activeSort;
              return (
                <th
                  key={column.header}
                  scope="col"
                  aria-sort={
                    sorted ? (activeOrder === 'desc' ? 'descending' : 'ascending') : undefined
                  }
                  className={`whitespace-nowrap px-3 py-3 text-xs font-semibold uppercase tracking-wide text-slate-500 first:pl-5 last:pr-5 ${column.className ?? ''}`}
                >
                  {column.sortBy ? (
                    <button
                      type="button"
                      onClick={() => onSort(column.sortBy!)}
                      className={`-mx-1.5 inline-flex items-center gap-1 rounded px-1.5 py-0.5 uppercase tracking-wide transition hover:bg-slate-200/70 hover:text-slate-900 ${
                        sorted ? 'text-slate-900' : ''
                      }`}
                    >
                      {column.header}
                      <SortMark state={sorted ? activeOrder : null} />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {loading ? (
            Array.from({ length: skeletonRows }, (_, index) => (
              <tr key={index} aria-hidden>
                {columns.map((column) => (
                  <td key={column.header} className="px-3 py-4 first:pl-5 last:pr-5">
                    <span className="block h-4 w-3/4 animate-pulse rounded bg-slate-200/80" />
                  </td>
                ))}
              </tr>
            ))
          ) : rows && rows.length > 0 ? (
            rows.map((row) => (
              <tr key={rowKey(row)} className="align-middle transition-colors hover:bg-slate-50/70">
                {columns.map((column) => (
                  <td
                    key={column.header}
                    className={`px-3 py-3 text-slate-700 first:pl-5 last:pr-5 ${column.className ?? ''}`}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={columns.length} className="px-5 py-14">
                {placeholder}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

function SortMark({ state }: { state: SortOrder | null }) {
  const name = state === 'asc' ? 'sortAscending' : state === 'desc' ? 'sortDescending' : 'sortNone';
  return <Icon name={name} className="h-3.5 w-2.5" />;
}
