import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** The heading of an admin's work page: its area, its title and what it is for. */
export function QueueHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">Dashboard</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-[1.75rem]">
        {title}
      </h1>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">{children}</p>
    </>
  );
}

/** How many items a queue shows at once. */
export const QUEUE_PAGE_SIZE = 20;

/**
 * An admin's queue (Reports, Disputes): one page of the open items as cards, with Previous and
 * Next when there are more, or what it says while it loads, when it fails and when nothing is
 * open. `noun` names the items in the plural ("disputes").
 */
export function QueueList<Row>({
  noun,
  empty,
  queue,
  page,
  onPage,
  keyOf,
  children,
}: {
  noun: string;
  empty: string;
  queue: UseQueryResult<{ data: Row[]; totalRow: number }>;
  page: number;
  onPage: (page: number) => void;
  keyOf: (row: Row) => string | number;
  children: (row: Row) => ReactNode;
}) {
  const pages = queue.data ? Math.max(1, Math.ceil(queue.data.totalRow / QUEUE_PAGE_SIZE)) : 1;
  return (
    <section aria-label={`Open ${noun}`} className="mt-6">
      {queue.isPending ? (
        <p role="status" className="text-sm text-slate-500">
          Loading the {noun}…
        </p>
      ) : queue.isError ? (
        <p role="alert" className="text-sm text-red-700">
          The {noun} could not be loaded.
        </p>
      ) : queue.data.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-sm text-slate-600">
          {empty}
        </p>
      ) : (
        <ul className="space-y-3">
          {queue.data.data.map((row) => (
            <li key={keyOf(row)}>{children(row)}</li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={`Pages of ${noun}`} className="mt-4 flex items-center gap-4 text-sm">
          <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </button>
          <span className="text-slate-600">
            Page {page} of {pages}
          </span>
          <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next
          </button>
        </nav>
      )}
    </section>
  );
}
