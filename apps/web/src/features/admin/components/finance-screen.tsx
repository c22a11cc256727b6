import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { rejectWithdrawalBody } from '@giglane/contract/payments';
import { formatCents, type WithdrawalStatus } from '@giglane/contract/payment-values';
import { BarChart } from '../../../components/bar-chart';
import { Icon } from '../../../components/icon';
import { LoadError } from '../../../components/load-failed';
import { Modal } from '../../../components/modal';
import { MoneyFigure, TestModeNotice, WithdrawalStatusBadge } from '../../../components/money';
import { SectionCard } from '../../../components/section-card';
import { useNotifications } from '../../../components/notifications';
import { TextAreaField } from '../../../components/text-area-field';
import {
  paymentQueries,
  useMoveWithdrawal,
  type FinanceSummary,
  type Withdrawal,
} from '../../../lib/api/payments';
import { readableInstant } from '../../../lib/dates';
import { refusalOf } from '../../../lib/refusal';
import { useContractForm } from '../../../lib/use-contract-form';

const PAGE_SIZE = 10;

/**
 * Finance: where the marketplace's money is (in escrow, fees earned, refunds, paid out), what
 * moved in each month, the withdrawals to approve, mark paid or reject, and the books' reconciliation.
 */
export function FinanceScreen() {
  const summary = useQuery(paymentQueries.summary());
  return (
    <div className="mx-auto max-w-7xl">
      <title>Finance | Giglane Admin</title>
      <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">Dashboard</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-[1.75rem]">
        Finance
      </h1>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">
        The money held for orders, the marketplace&apos;s fees, refunds and sellers&apos; payouts,
        and the proof that the books balance.
      </p>
      {summary.isPending ? (
        <div role="status" className="mt-6 h-28 animate-pulse rounded-xl bg-slate-200/60">
          <span className="sr-only">Loading the books…</span>
        </div>
      ) : summary.isError ? (
        <LoadError what="The books" error={summary.error} onRetry={summary.refetch} />
      ) : (
        <Figures summary={summary.data} />
      )}
      <div className="mt-6 space-y-6">
        <Withdrawals />
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <MoneyByMonth months={summary.data?.months} />
          <Reconciliation />
        </div>
      </div>
    </div>
  );
}

function Figures({ summary }: { summary: FinanceSummary }) {
  const { balances } = summary;
  return (
    <>
      <TestModeNotice mode={summary.mode} notice={summary.notice} className="mt-5" />
      <section
        aria-label="Balances"
        className="mt-5 grid grid-cols-2 gap-3 md:grid-cols-4 lg:gap-4"
      >
        <MoneyFigure
          icon="clock"
          label="In escrow"
          cents={balances.escrow}
          note={`${summary.heldOrders} paid ${summary.heldOrders === 1 ? 'order' : 'orders'} open`}
        />
        <MoneyFigure
          icon="checkCircle"
          label="Fees earned"
          cents={balances.platformFees}
          note="Service fees and commissions"
        />
        <MoneyFigure
          icon="refresh"
          label="Refunds"
          cents={balances.refunds}
          note={`${summary.pendingRefunds} on ${summary.pendingRefunds === 1 ? 'its' : 'their'} way`}
        />
        <MoneyFigure
          icon="download"
          label="Paid out"
          cents={balances.payouts}
          note={`${formatCents(balances.payoutsInTransit)} in ${summary.openWithdrawals} open ${summary.openWithdrawals === 1 ? 'withdrawal' : 'withdrawals'}`}
        />
      </section>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
        <Fact term="Taken from cards" cents={-balances.cardPayments} />
        <Fact term="Sellers' pending" cents={balances.sellersPending} />
        <Fact term="Sellers' available" cents={balances.sellersAvailable} />
      </dl>
    </>
  );
}

function Fact({ term, cents }: { term: string; cents: number }) {
  return (
    <div className="flex gap-1.5">
      <dt>{term}</dt>
      <dd className="font-semibold tabular-nums text-slate-900">{formatCents(cents)}</dd>
    </div>
  );
}

/** The filters of the list, the open withdrawals first: they wait for an admin. */
const tabs: Record<WithdrawalStatus | 'all', string> = {
  requested: 'Requested',
  approved: 'Approved',
  paid: 'Paid',
  rejected: 'Rejected',
  all: 'All',
};

function Withdrawals() {
  const [tab, setTab] = useState<WithdrawalStatus | 'all'>('requested');
  const [page, setPage] = useState(1);
  const status = tab === 'all' ? undefined : tab;
  const list = useQuery(paymentQueries.allWithdrawals(status, page, PAGE_SIZE));
  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.totalRow / PAGE_SIZE)) : 1;
  const [rejecting, setRejecting] = useState<Withdrawal | null>(null);
  return (
    <SectionCard title="Withdrawals">
      <div role="group" aria-label="Show withdrawals" className="flex flex-wrap gap-2">
        {(Object.keys(tabs) as (keyof typeof tabs)[]).map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={tab === name}
            onClick={() => {
              setTab(name);
              setPage(1);
            }}
            className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 transition ${
              tab === name
                ? 'bg-brand-700 text-white ring-brand-700'
                : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
            }`}
          >
            {tabs[name]}
          </button>
        ))}
      </div>
      <div className="mt-4">
        {list.isPending ? (
          <div className="h-32 animate-pulse rounded-lg bg-slate-100" />
        ) : list.isError ? (
          <LoadError what="The withdrawals" error={list.error} onRetry={list.refetch} />
        ) : list.data.data.length === 0 ? (
          <p className="rounded-lg bg-slate-50 px-4 py-8 text-center text-sm text-slate-600">
            No {tab === 'all' ? '' : `${tabs[tab].toLowerCase()} `}withdrawals.
          </p>
        ) : (
          <>
            <table className="hidden w-full text-sm sm:table">
              <caption className="sr-only">Sellers&apos; withdrawals, oldest open first</caption>
              <thead className="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Seller
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-semibold">
                    Amount
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Requested
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Status
                  </th>
                  <th scope="col" className="py-2 text-right font-semibold">
                    Action
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {list.data.data.map((withdrawal) => (
                  <WithdrawalRow
                    key={withdrawal.id}
                    withdrawal={withdrawal}
                    onReject={() => setRejecting(withdrawal)}
                  />
                ))}
              </tbody>
            </table>
            {/* A phone has no room for five columns: each withdrawal is a card of its own. */}
            <ul aria-label="Sellers' withdrawals" className="divide-y divide-slate-100 sm:hidden">
              {list.data.data.map((withdrawal) => (
                <WithdrawalCard
                  key={withdrawal.id}
                  withdrawal={withdrawal}
                  onReject={() => setRejecting(withdrawal)}
                />
              ))}
            </ul>
          </>
        )}
        {pageCount > 1 && (
          <nav
            aria-label="Withdrawal pages"
            className="mt-4 flex items-center justify-between text-sm"
          >
            <button
              type="button"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
              className="rounded-lg border border-slate-300 px-3 py-1.5 font-semibold text-slate-700 disabled:opacity-40"
            >
              Previous
            </button>
            <span className="text-slate-600">
              Page {page} of {pageCount}
            </span>
            <button
              type="button"
              disabled={page >= pageCount}
              onClick={() => setPage(page + 1)}
              className="rounded-lg border border-slate-300 px-3 py-1.5 font-semibold text-slate-700 disabled:opacity-40"
            >
              Next
            </button>
          </nav>
        )}
      </div>
      <RejectModal withdrawal={rejecting} onClose={() => setRejecting(null)} />
    </SectionCard>
  );
}

const actionButton =
  'rounded-md px-2.5 py-1.5 text-xs font-semibold transition disabled:cursor-wait disabled:opacity-50';

type WithdrawalProps = { withdrawal: Withdrawal; onReject: () => void };

function WithdrawalRow({ withdrawal, onReject }: WithdrawalProps) {
  return (
    <tr>
      <td className="py-3 pr-3 font-medium text-slate-900">{withdrawal.seller.name}</td>
      <td className="py-3 pr-3 text-right font-semibold tabular-nums text-slate-900">
        {formatCents(withdrawal.amount)}
      </td>
      <td className="whitespace-nowrap py-3 pr-3 text-slate-600">
        {readableInstant(withdrawal.requestedAt, { time: true })}
      </td>
      <td className="py-3 pr-3">
        <WithdrawalState withdrawal={withdrawal} />
      </td>
      <td className="py-3 text-right">
        <WithdrawalActions withdrawal={withdrawal} onReject={onReject} />
      </td>
    </tr>
  );
}

/** A withdrawal as a phone shows it: who and how much, when, its status and its actions. */
function WithdrawalCard({ withdrawal, onReject }: WithdrawalProps) {
  return (
    <li className="py-3 text-sm">
      <div className="flex items-baseline justify-between gap-3">
        <p className="min-w-0 break-words font-medium text-slate-900">{withdrawal.seller.name}</p>
        <p className="shrink-0 font-semibold tabular-nums text-slate-900">
          {formatCents(withdrawal.amount)}
        </p>
      </div>
      <p className="mt-0.5 text-xs text-slate-600">
        Requested {readableInstant(withdrawal.requestedAt, { time: true })}
      </p>
      <div className="mt-2 flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <WithdrawalState withdrawal={withdrawal} />
        </div>
        <WithdrawalActions withdrawal={withdrawal} onReject={onReject} />
      </div>
    </li>
  );
}

function WithdrawalState({ withdrawal }: { withdrawal: Withdrawal }) {
  return (
    <>
      <WithdrawalStatusBadge status={withdrawal.status} />
      {withdrawal.note && (
        <span className="mt-1 block text-xs text-slate-500">Reason: {withdrawal.note}</span>
      )}
      {withdrawal.reference && (
        <span className="mt-1 block break-all font-mono text-xs text-slate-500">
          {withdrawal.reference}
        </span>
      )}
    </>
  );
}

/** What an admin may do with an open withdrawal: approve, mark paid, or reject. */
function WithdrawalActions({ withdrawal, onReject }: WithdrawalProps) {
  const move = useMoveWithdrawal();
  const { confirm, notify } = useNotifications();
  const amount = formatCents(withdrawal.amount);
  const run = async (kind: 'approve' | 'markPaid') => {
    const asked =
      kind === 'approve'
        ? await confirm(`Approve ${amount} to ${withdrawal.seller.name}?`, {
            detail: 'The payout is sent to the seller.',
            yes: 'Approve',
          })
        : await confirm(`Mark ${amount} to ${withdrawal.seller.name} paid?`, {
            detail: 'Do this once the payout has reached the seller.',
            yes: 'Mark paid',
          });
    if (!asked) return;
    move.mutate(
      { move: kind, id: withdrawal.id },
      {
        onSuccess: () =>
          notify(kind === 'approve' ? 'Withdrawal approved' : 'Withdrawal marked paid', 'success'),
        onError: (error) =>
          notify(refusalOf(error) ?? 'The withdrawal could not be changed', 'error'),
      },
    );
  };
  const open = withdrawal.status === 'requested' || withdrawal.status === 'approved';
  if (!open) return null;
  return (
    <span className="inline-flex flex-wrap justify-end gap-1.5">
      {withdrawal.status === 'requested' ? (
        <button
          type="button"
          disabled={move.isPending}
          onClick={() => void run('approve')}
          aria-label={`Approve ${amount} to ${withdrawal.seller.name}`}
          className={`${actionButton} bg-brand-700 text-white hover:bg-brand-800`}
        >
          Approve
        </button>
      ) : (
        <button
          type="button"
          disabled={move.isPending}
          onClick={() => void run('markPaid')}
          aria-label={`Mark ${amount} to ${withdrawal.seller.name} paid`}
          className={`${actionButton} bg-brand-700 text-white hover:bg-brand-800`}
        >
          Mark paid
        </button>
      )}
      <button
        type="button"
        disabled={move.isPending}
        onClick={onReject}
        aria-label={`Reject ${amount} to ${withdrawal.seller.name}`}
        className={`${actionButton} text-rose-700 ring-1 ring-rose-200 hover:bg-rose-50`}
      >
        Reject
      </button>
    </span>
  );
}

function RejectModal({
  withdrawal,
  onClose,
}: {
  withdrawal: Withdrawal | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={withdrawal !== null}
      onClose={onClose}
      title="Reject this withdrawal"
      description={
        withdrawal &&
        `${formatCents(withdrawal.amount)} to ${withdrawal.seller.name}: the money is available to them again.`
      }
      formId="reject-withdrawal"
      submitLabel="REJECT"
    >
      {withdrawal && <RejectForm withdrawal={withdrawal} onDone={onClose} />}
    </Modal>
  );
}

function RejectForm({ withdrawal, onDone }: { withdrawal: Withdrawal; onDone: () => void }) {
  const move = useMoveWithdrawal();
  const { notify } = useNotifications();
  const {
    register,
    onSubmit,
    formState: { errors },
  } = useContractForm({
    schema: rejectWithdrawalBody,
    defaultValues: { reason: '' },
    submit: async ({ reason }) => {
      await move.mutateAsync({ move: 'reject', id: withdrawal.id, reason });
      notify('Withdrawal rejected', 'success');
      onDone();
    },
  });
  return (
    <form id="reject-withdrawal" onSubmit={onSubmit} noValidate className="space-y-3">
      <TextAreaField
        label="Reason, shown to the seller"
        rows={3}
        error={errors.reason?.message}
        {...register('reason')}
      />
      {errors.root?.server && !errors.reason && (
        <p role="alert" className="text-sm text-rose-700">
          {errors.root.server.message}
        </p>
      )}
    </form>
  );
}

/** The series the month chart can show, as the books name them. */
const FLOWS = [
  { key: 'fees', label: 'Fees earned', title: 'Service fees and commissions earned' },
  { key: 'paidIn', label: 'Paid in', title: "Taken from buyers' cards" },
  { key: 'refunds', label: 'Refunds', title: 'Returned to buyers' },
  { key: 'payouts', label: 'Payouts', title: 'Paid out to sellers' },
] as const;

type Flow = (typeof FLOWS)[number]['key'];

/** A UTC calendar month (2026-11) as the axis (Nov) and a reader (November 2026) name it. */
function monthNames(month: string) {
  const first = new Date(`${month}-01T00:00:00Z`);
  const name = (options: Intl.DateTimeFormatOptions) =>
    first.toLocaleString('en-US', { ...options, timeZone: 'UTC' });
  return { label: name({ month: 'short' }), name: name({ month: 'long', year: 'numeric' }) };
}

/** What moved through the books in each of the last 12 months, one series at a time. */
function MoneyByMonth({ months }: { months: FinanceSummary['months'] | undefined }) {
  const [shown, setShown] = useState<Flow>('fees');
  const flow = FLOWS.find((option) => option.key === shown)!;
  return (
    <SectionCard
      title="Money by month"
      aside={
        <fieldset className="flex rounded-lg border border-slate-300 p-0.5">
          <legend className="sr-only">Show</legend>
          {FLOWS.map((option) => (
            <label
              key={option.key}
              className="cursor-pointer whitespace-nowrap rounded-md px-2 py-1 text-xs font-medium text-slate-600 sm:px-2.5 sm:text-sm has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 has-[:focus-visible]:ring-offset-1"
            >
              <input
                type="radio"
                name="finance-flow"
                value={option.key}
                checked={shown === option.key}
                onChange={() => setShown(option.key)}
                className="sr-only"
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      }
    >
      {months === undefined ? (
        <div className="h-52 animate-pulse rounded-lg bg-slate-100" />
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {flow.title}:{' '}
            <span className="font-semibold tabular-nums text-slate-900">
              {formatCents(months.reduce((sum, month) => sum + month[shown], 0))}
            </span>{' '}
            in the last 12 months
          </p>
          <div className="mt-4">
            <BarChart
              title={`${flow.title}, in each of the last 12 months`}
              bars={months.map((month) => ({
                key: month.month,
                ...monthNames(month.month),
                value: month[shown],
                text: formatCents(month[shown]),
              }))}
            />
          </div>
        </>
      )}
    </SectionCard>
  );
}

function Reconciliation() {
  const books = useQuery(paymentQueries.reconciliation());
  return (
    <SectionCard
      title="Reconciliation"
      aside={
        <button
          type="button"
          onClick={() => void books.refetch()}
          disabled={books.isFetching}
          aria-busy={books.isFetching}
          className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60"
        >
          <Icon name="refresh" className="size-4" />
          Check again
        </button>
      }
    >
      {books.isPending ? (
        <div className="h-40 animate-pulse rounded-lg bg-slate-100" />
      ) : books.isError ? (
        <LoadError what="The reconciliation" error={books.error} onRetry={books.refetch} />
      ) : (
        <>
          <p
            className={`flex items-center gap-2 rounded-lg px-3 py-2.5 text-sm font-bold ${
              books.data.balanced ? 'bg-emerald-50 text-emerald-900' : 'bg-rose-50 text-rose-900'
            }`}
          >
            <Icon name={books.data.balanced ? 'checkCircle' : 'alert'} className="size-5" />
            {books.data.balanced ? 'The books balance' : 'The books do not balance'}
          </p>
          <p className="mt-2 text-xs text-slate-500">
            Checked {readableInstant(books.data.checkedAt, { time: true })}
          </p>
          <ul aria-label="Checks" className="mt-3 divide-y divide-slate-100 text-sm">
            {books.data.checks.map((check) => (
              <li key={check.name} className="flex items-start gap-2.5 py-2.5">
                <Icon
                  name={check.ok ? 'check' : 'cross'}
                  className={`mt-0.5 size-4 shrink-0 ${check.ok ? 'text-emerald-600' : 'text-rose-600'}`}
                />
                <span className="min-w-0">
                  <span className="block text-slate-800">{check.name}</span>
                  <span className="sr-only">{check.ok ? 'holds' : 'fails'}</span>
                  {check.detail && (
                    <span className="mt-0.5 block text-xs text-rose-700">{check.detail}</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </SectionCard>
  );
}
