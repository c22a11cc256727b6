import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { formatPrice } from '../../../lib/packages';
import { orderQueries, type DisputeQueueRow } from '../../../lib/api/orders';
import { readableInstant } from '../../../lib/dates';

const PAGE_SIZE = 20;

/**
 * The Disputes queue (decision 056): every order a party asked an admin to decide, the longest
 * waiting first, with who opened it and why; each opens the order to read and decide.
 */
export function DisputeQueueScreen() {
  const [page, setPage] = useState(1);
  const queue = useQuery(orderQueries.disputes(page, PAGE_SIZE));
  const pages = queue.data ? Math.max(1, Math.ceil(queue.data.totalRow / PAGE_SIZE)) : 1;
  return (
    <div className="mx-auto max-w-7xl">
      <title>Disputes | Giglane Admin</title>
      <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">Dashboard</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-[1.75rem]">
        Disputes
      </h1>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">
        Orders whose buyer and seller cannot agree, the longest waiting first. Each is on hold until
        you decide: release it to the seller, or refund the buyer in full or in part, with a
        decision both of them read.
      </p>
      <section aria-label="Open disputes" className="mt-6">
        {queue.isPending ? (
          <p role="status" className="text-sm text-slate-500">
            Loading the disputes…
          </p>
        ) : queue.isError ? (
          <p role="alert" className="text-sm text-red-700">
            The disputes could not be loaded.
          </p>
        ) : queue.data.data.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-sm text-slate-600">
            No open disputes. Every one has been decided.
          </p>
        ) : (
          <ul className="space-y-3">
            {queue.data.data.map((row) => (
              <li key={row.id}>
                <QueueRow row={row} />
              </li>
            ))}
          </ul>
        )}
        {pages > 1 && (
          <nav aria-label="Pages of disputes" className="mt-4 flex items-center gap-4 text-sm">
            <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </button>
            <span className="text-slate-600">
              Page {page} of {pages}
            </span>
            <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Next
            </button>
          </nav>
        )}
      </section>
    </div>
  );
}

function QueueRow({ row }: { row: DisputeQueueRow }) {
  const href = pagePaths.adminDispute(row.id);
  const opener = row.dispute.by === 'buyer' ? row.buyer.name : row.seller.name;
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <Link to={href} className="font-semibold text-slate-900 hover:underline">
            Order {row.number}
          </Link>
          <span className="min-w-0 break-words text-sm text-slate-600">{row.gig.title}</span>
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {row.buyer.name} (buyer) and {row.seller.name} (seller) · {formatPrice(row.total)} ·
          opened by the {row.dispute.by}, {opener},{' '}
          {readableInstant(row.dispute.openedAt, { time: true })}
        </p>
        <p className="mt-2 line-clamp-2 break-words rounded-md bg-orange-50 px-2 py-1 text-sm text-orange-950 ring-1 ring-orange-200">
          {row.dispute.reason}
        </p>
      </div>
      <Link
        to={href}
        aria-label={`Decide the dispute on order ${row.number}`}
        className="self-start rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 sm:self-center"
      >
        Decide
      </Link>
    </article>
  );
}
