import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { formatCents } from '@giglane/contract/payment-values';
import { pagePaths } from '@giglane/contract/page-paths';
import { Icon } from '../../../components/icon';
import { cardLabel, MoneyStateBadge, TestModeNotice } from '../../../components/money';
import { Pagination } from '../../../components/pagination';
import { RowsSkeleton } from '../../../components/rows-skeleton';
import { paymentQueries, type BillingEntry } from '../../../lib/api/payments';
import { readableInstant } from '../../../lib/dates';
import { refusalOf } from '../../../lib/refusal';

const PAGE_SIZE = 10;

/**
 * The buyer's billing history: every order they placed, newest first, with what it cost, how it
 * was paid, any refund and its receipt, a page at a time as the server pages it.
 */
export function BillingHistory() {
  const [params] = useSearchParams();
  const asked = Number(params.get('page'));
  const page = Number.isInteger(asked) && asked > 0 ? asked : 1;
  const billing = useQuery(paymentQueries.billing(page, PAGE_SIZE));
  const settings = useQuery(paymentQueries.settings());
  const rows = billing.data?.data ?? [];
  const pageCount = Math.max(1, Math.ceil((billing.data?.totalRow ?? 0) / PAGE_SIZE));

  return (
    <div className="min-h-full bg-slate-50">
      <title>Billing | Giglane</title>
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:py-12">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Buying</p>
        <h1 className="mt-1 text-3xl font-bold text-slate-900">Billing</h1>
        <p className="mt-1.5 text-slate-600">
          What you paid for each order, with its receipt. Cancelled orders show their refunds.
        </p>
        {settings.data && (
          <TestModeNotice
            mode={settings.data.mode}
            notice={settings.data.notice}
            className="mt-5"
          />
        )}

        {billing.isPending ? (
          <RowsSkeleton label="Loading your billing history…" className="mt-6" />
        ) : billing.isError ? (
          <div
            role="alert"
            className="mt-6 rounded-xl border border-rose-200 bg-white p-8 text-center"
          >
            <p className="font-semibold text-slate-900">Your billing history could not load.</p>
            <p className="mt-1 text-sm text-slate-600">
              {refusalOf(billing.error) ?? 'Check your connection and try again.'}
            </p>
            <button
              type="button"
              onClick={() => void billing.refetch()}
              className="mt-5 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
            >
              Try again
            </button>
          </div>
        ) : billing.data.totalRow === 0 ? (
          <div className="mt-6 flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
              <Icon name="receipt" />
            </span>
            <p className="mt-4 font-semibold text-slate-900">No payments yet</p>
            <p className="mt-1 text-sm text-slate-600">The orders you pay for show here.</p>
          </div>
        ) : (
          <>
            <div className="mt-6 overflow-hidden rounded-xl border border-slate-200 bg-white">
              <div
                aria-hidden
                className="hidden grid-cols-[8rem_minmax(0,1fr)_10rem_8rem_7rem] gap-4 border-b border-slate-200 bg-slate-50 px-5 py-2.5 text-xs font-semibold uppercase tracking-wide text-slate-500 md:grid"
              >
                <span>Date</span>
                <span>Order</span>
                <span>Status</span>
                <span className="text-right">Amount</span>
                <span className="text-right">Receipt</span>
              </div>
              <ul aria-label="Payments" className="divide-y divide-slate-200">
                {rows.map((row) => (
                  <BillingRow key={row.orderId} row={row} />
                ))}
              </ul>
            </div>
            <div className="mt-6">
              <Pagination
                page={page}
                pageCount={pageCount}
                hrefFor={(number) =>
                  number > 1 ? `${pagePaths.billing()}?page=${number}` : pagePaths.billing()
                }
              />
            </div>
          </>
        )}
      </div>
    </div>
  );
}

function BillingRow({ row }: { row: BillingEntry }) {
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1.5 px-4 py-4 text-sm md:grid-cols-[8rem_minmax(0,1fr)_10rem_8rem_7rem] md:items-center md:px-5">
      <p className="col-span-2 text-xs text-slate-500 md:col-span-1 md:text-sm md:text-slate-700">
        {readableInstant(row.paidAt ?? row.orderedAt)}
      </p>
      <div className="min-w-0">
        <Link
          to={pagePaths.order(row.orderId)}
          className="line-clamp-1 font-semibold text-slate-900 hover:text-brand-700 hover:underline"
        >
          {row.gig.name}
        </Link>
        <p className="mt-0.5 text-xs text-slate-500">
          <span className="font-mono">{row.number}</span>
          {row.card && <> · {cardLabel(row.card)}</>}
        </p>
      </div>
      <div className="row-start-3 md:row-start-auto">
        <MoneyStateBadge state={row.state} />
      </div>
      <p className="col-start-2 row-start-2 text-right font-semibold tabular-nums text-slate-900 md:col-start-auto md:row-start-auto">
        {row.state !== 'arranged' ? formatCents(row.total) : '—'}
        {row.refunded > 0 && (
          <span className="block text-xs font-medium text-slate-500">
            {formatCents(row.refunded)} refunded
          </span>
        )}
      </p>
      <p className="col-start-2 row-start-3 text-right md:col-start-auto md:row-start-auto">
        {row.receiptNumber ? (
          <Link
            to={pagePaths.receipt(row.orderId)}
            className="font-semibold text-brand-700 hover:underline"
            aria-label={`Receipt ${row.receiptNumber} of order ${row.number}`}
          >
            {row.receiptNumber}
          </Link>
        ) : (
          <span className="text-slate-400">—</span>
        )}
      </p>
    </li>
  );
}
