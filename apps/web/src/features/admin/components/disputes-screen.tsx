import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { formatPrice } from '../../../lib/packages';
import { orderQueries, type DisputeQueueRow } from '../../../lib/api/orders';
import { readableInstant } from '../../../lib/dates';
import { QUEUE_PAGE_SIZE, QueueHeading, QueueList } from './queue-screen';

/**
 * The Disputes queue (decision 056): every order a party asked an admin to decide, the longest
 * waiting first, with who opened it and why; each opens the order to read and decide.
 */
export function DisputeQueueScreen() {
  const [page, setPage] = useState(1);
  const queue = useQuery(orderQueries.disputes(page, QUEUE_PAGE_SIZE));
  return (
    <div className="mx-auto max-w-7xl">
      <title>Disputes | Giglane Admin</title>
      <QueueHeading title="Disputes">
        Orders whose buyer and seller cannot agree, the longest waiting first. Each is on hold until
        you decide: release it to the seller, or refund the buyer in full or in part, with a
        decision both of them read.
      </QueueHeading>
      <QueueList
        noun="disputes"
        empty="No open disputes. Every one has been decided."
        queue={queue}
        page={page}
        onPage={setPage}
        keyOf={(row) => row.id}
      >
        {(row) => <QueueRow row={row} />}
      </QueueList>
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
