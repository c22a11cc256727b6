import { useEffect, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ListQuery, Page } from '../../../lib/api/paging';
import { refusalOf } from '../../../lib/refusal';
import { DataTable, type Column } from './data-table';
import { Icon } from '../../../components/icon';
import { KeywordBox } from './keyword-box';
import { ListFooter } from './list-footer';

type ListControls<Sort extends string> = {
  query: ListQuery<Sort>;
  update: (
    change: Partial<Omit<ListQuery<Sort>, 'sortBy'>> & { sortBy?: Sort | null },
    options?: { replace?: boolean },
  ) => void;
  hrefOf: (page: number) => string;
};

/**
 * The card of an admin list: the keyword box, the table of one server page, and the pagination;
 * with skeleton rows while loading and a friendly line when nothing matches or the load failed.
 */
export function ListCard<Row, Sort extends string>({
  caption,
  noun,
  searchLabel,
  searchPlaceholder,
  list,
  result,
  columns,
  rowKey,
  defaultSort,
  minWidth,
  filter,
}: {
  /** The table's accessible name. */
  caption: string;
  /** The rows, plural and lower case: "job types". */
  noun: string;
  searchLabel: string;
  searchPlaceholder: string;
  list: ListControls<Sort>;
  result: UseQueryResult<Page<Row>>;
  columns: Column<Row, Sort>[];
  rowKey: (row: Row) => number;
  defaultSort: Sort;
  /** Below this width the table scrolls sideways in the card (a Tailwind min-w class). */
  minWidth: string;
  /** A screen's own filter, beside the keyword box. */
  filter?: ReactNode;
}) {
  const { query, update, hrefOf } = list;
  const page = result.data;
  const lastPage = page ? Math.max(1, Math.ceil(page.total / query.size)) : 1;

  // Past the last page (the last row of it deleted, or an old link): show the last page instead.
  const beyond = !result.isPlaceholderData && page !== undefined && query.page > lastPage;
  useEffect(() => {
    if (beyond) update({ ...query, page: lastPage }, { replace: true });
  }, [beyond, lastPage, query, update]);

  const onSort = (column: Sort) => {
    const active = query.sortBy ?? defaultSort;
    const order = query.sortBy ? query.sortOrder : 'asc';
    update({
      sortBy: column,
      sortOrder: column === active && order === 'asc' ? 'desc' : 'asc',
    });
  };

  return (
    <>
      <div className="flex flex-col gap-3 border-b border-slate-200 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-1 flex-col gap-3 sm:flex-row sm:items-center">
          <KeywordBox
            keyword={query.keyword}
            label={searchLabel}
            placeholder={searchPlaceholder}
            onSearch={(keyword) => update({ keyword })}
          />
          {filter}
        </div>
        {result.isFetching && !result.isPending && (
          <p className="flex items-center gap-2 text-xs font-medium text-slate-500" role="status">
            <span className="size-3 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600" />
            Updating…
          </p>
        )}
      </div>
      <DataTable
        caption={caption}
        columns={columns}
        rows={page?.rows}
        rowKey={rowKey}
        loading={result.isPending}
        refreshing={result.isPlaceholderData}
        skeletonRows={Math.min(query.size, 10)}
        sortBy={query.sortBy}
        defaultSort={defaultSort}
        sortOrder={query.sortOrder}
        onSort={onSort}
        minWidth={minWidth}
        placeholder={
          result.isError ? (
            <LoadFailed
              reason={refusalOf(result.error)}
              noun={noun}
              onRetry={() => void result.refetch()}
            />
          ) : (
            <NothingFound
              noun={noun}
              keyword={query.keyword}
              onClear={() => update({ keyword: '' })}
            />
          )
        }
      />
      <ListFooter
        page={query.page}
        size={query.size}
        total={page?.total ?? 0}
        hrefOf={hrefOf}
        onSize={(size) => update({ size })}
        noun={noun}
      />
    </>
  );
}

function NothingFound({
  noun,
  keyword,
  onClear,
}: {
  noun: string;
  keyword: string;
  onClear: () => void;
}) {
  return (
    <div className="mx-auto flex max-w-sm flex-col items-center text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <Icon name="search" />
      </span>
      <p className="mt-3 font-semibold text-slate-900">
        {keyword ? `No ${noun} match “${keyword}”` : `No ${noun} yet`}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {keyword
          ? 'Try another word, or clear the search.'
          : 'Add the first one with the button above.'}
      </p>
      {keyword && (
        <button
          type="button"
          onClick={onClear}
          className="mt-4 rounded-lg border border-slate-300 px-3.5 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          Clear search
        </button>
      )}
    </div>
  );
}

function LoadFailed({
  noun,
  reason,
  onRetry,
}: {
  noun: string;
  reason: string | null;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="mx-auto flex max-w-sm flex-col items-center text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-rose-50 text-rose-600">
        <Icon name="alert" />
      </span>
      <p className="mt-3 font-semibold text-slate-900">{`The ${noun} could not be loaded`}</p>
      <p className="mt-1 text-sm text-slate-600">
        {reason ?? 'Check your connection and try again.'}
      </p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-4 inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3.5 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
      >
        <Icon name="refresh" className="size-4" />
        Try again
      </button>
    </div>
  );
}
