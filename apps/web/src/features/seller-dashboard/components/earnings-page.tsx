import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { formatCents } from '@giglane/contract/payment-values';
import { pagePaths } from '@giglane/contract/page-paths';
import { BarChart } from '../../../components/bar-chart';
import { FormField } from '../../../components/form-field';
import { Icon } from '../../../components/icon';
import { LoadError } from '../../../components/load-failed';
import {
  MoneyFigure,
  TestModeNotice,
  WithdrawalStatusBadge,
  withdrawalStatusLabels,
} from '../../../components/money';
import { useNotifications } from '../../../components/notifications';
import { SectionCard } from '../../../components/section-card';
import { RowsSkeleton } from '../../../components/rows-skeleton';
import {
  paymentQueries,
  useRequestWithdrawal,
  useStartPayoutOnboarding,
  type Earnings,
  type Withdrawal,
} from '../../../lib/api/payments';
import { readableInstant } from '../../../lib/dates';
import { centsAsDollars, dollarsAsCents } from '../../../lib/money-input';
import { refusalOf } from '../../../lib/refusal';
import { useContractForm } from '../../../lib/use-contract-form';
import { earningKindLabels, earningsCsv, monthlyEarnings } from '../utils/earnings';

const PAGE_SIZE = 10;

/**
 * The seller's Earnings: the balances (pending clearance, available, in a withdrawal, withdrawn),
 * a chart of the last twelve months, every movement of their money with a CSV export, and
 * withdrawals with their states.
 */
export function EarningsPage() {
  const earnings = useQuery(paymentQueries.earnings());
  return (
    <div className="min-h-full bg-slate-50">
      <title>Earnings | Giglane</title>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
          Seller dashboard
        </p>
        <h1 className="mt-1 text-3xl font-bold text-slate-900">Earnings</h1>
        <p className="mt-1.5 text-slate-600">
          What your orders earned, when it can be withdrawn, and what you have withdrawn.
        </p>
        {earnings.isPending ? (
          <RowsSkeleton label="Loading your earnings…" className="mt-8" />
        ) : earnings.isError ? (
          <LoadError what="Your earnings" error={earnings.error} onRetry={earnings.refetch} />
        ) : (
          <EarningsBody earnings={earnings.data} />
        )}
      </div>
    </div>
  );
}

function EarningsBody({ earnings }: { earnings: Earnings }) {
  const settings = useQuery(paymentQueries.settings());
  return (
    <>
      {settings.data && (
        <TestModeNotice mode={settings.data.mode} notice={earnings.notice} className="mt-5" />
      )}
      <section
        aria-label="Balances"
        className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4"
      >
        <MoneyFigure
          icon="checkCircle"
          label="Available"
          cents={earnings.available}
          note="Ready to withdraw"
          strong
        />
        <MoneyFigure
          icon="clock"
          label="Pending clearance"
          cents={earnings.pending}
          note={`Available ${clearing(earnings.clearingDays)}`}
        />
        <MoneyFigure
          icon="refresh"
          label="In withdrawal"
          cents={earnings.withdrawing}
          note="Requested or on its way"
        />
        <MoneyFigure
          icon="download"
          label="Withdrawn"
          cents={earnings.withdrawn}
          note="Paid out so far"
        />
      </section>
      <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <MonthlyChart />
          <History />
        </div>
        <div className="space-y-6">
          {settings.data?.mode === 'stripe' && <PayoutSetup />}
          <WithdrawPanel earnings={earnings} />
          <Withdrawals />
        </div>
      </div>
    </>
  );
}

/** When earnings clear, as a sentence ends: "14 days after an order completes". */
const clearing = (days: number) =>
  days === 0
    ? 'as soon as an order completes'
    : `${days} ${days === 1 ? 'day' : 'days'} after an order completes`;

function MonthlyChart() {
  const all = useQuery(paymentQueries.allEarnings());
  const months = monthlyEarnings(all.data ?? [], new Date());
  const total = months.reduce((sum, month) => sum + month.cents, 0);
  return (
    <SectionCard
      title="Earnings by month"
      aside={
        <p className="text-sm text-slate-600">
          Last 12 months:{' '}
          <strong className="tabular-nums text-slate-900">{formatCents(total)}</strong>
        </p>
      }
    >
      {all.isPending ? (
        <div className="h-52 animate-pulse rounded-lg bg-slate-100" />
      ) : all.isError ? (
        <LoadError what="The chart" error={all.error} onRetry={all.refetch} />
      ) : (
        <BarChart
          title="What your orders earned in each of the last 12 months"
          bars={months.map((month) => ({
            key: month.month,
            label: month.label,
            name: month.name,
            value: month.cents,
            text: formatCents(month.cents),
          }))}
        />
      )}
    </SectionCard>
  );
}

/** Saves every movement as a CSV file, read in full when asked. */
function ExportCsv() {
  const all = useQuery({ ...paymentQueries.allEarnings(), enabled: false });
  const { notify } = useNotifications();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    const read = await all.refetch();
    setBusy(false);
    if (!read.data) {
      notify('The history could not be exported: try again', 'error');
      return;
    }
    const url = URL.createObjectURL(new Blob([earningsCsv(read.data)], { type: 'text/csv' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `giglane-earnings-${new Date().toISOString().slice(0, 10)}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <button
      type="button"
      onClick={() => void save()}
      disabled={busy}
      aria-busy={busy}
      className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60"
    >
      <Icon name="download" className="size-4" />
      Export CSV
    </button>
  );
}

function History() {
  const [page, setPage] = useState(1);
  const history = useQuery(paymentQueries.history(page, PAGE_SIZE));
  const pageCount = history.data ? Math.max(1, Math.ceil(history.data.totalRow / PAGE_SIZE)) : 1;
  return (
    <SectionCard title="History" aside={<ExportCsv />}>
      {history.isPending ? (
        <RowsSkeleton label="Loading your history…" />
      ) : history.isError ? (
        <LoadError what="Your history" error={history.error} onRetry={history.refetch} />
      ) : history.data.data.length === 0 ? (
        <p className="rounded-lg bg-slate-50 px-4 py-8 text-center text-sm text-slate-600">
          Your earnings show here once an order of yours is completed.
        </p>
      ) : (
        <>
          <table className="w-full text-sm">
            <caption className="sr-only">Every movement of your earnings, newest first</caption>
            <thead className="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-500">
              <tr>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Date
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Movement
                </th>
                <th scope="col" className="hidden py-2 pr-3 font-semibold sm:table-cell">
                  Balance
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {history.data.data.map((entry) => (
                <tr key={entry.id}>
                  <td className="whitespace-nowrap py-2.5 pr-3 text-slate-600">
                    {readableInstant(entry.at)}
                  </td>
                  <td className="py-2.5 pr-3">
                    <span className="font-medium text-slate-900">
                      {earningKindLabels[entry.kind]}
                    </span>
                    {entry.orderId !== null && (
                      <Link
                        to={pagePaths.order(entry.orderId)}
                        className="ml-1.5 font-mono text-xs text-brand-700 hover:underline"
                      >
                        {entry.orderNumber}
                      </Link>
                    )}
                  </td>
                  <td className="hidden py-2.5 pr-3 capitalize text-slate-600 sm:table-cell">
                    {entry.balance}
                  </td>
                  <td
                    className={`py-2.5 text-right font-semibold tabular-nums ${entry.amount < 0 ? 'text-rose-700' : 'text-emerald-700'}`}
                  >
                    {entry.amount > 0 ? '+' : ''}
                    {formatCents(entry.amount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {pageCount > 1 && (
            <PagerButtons page={page} pageCount={pageCount} onPage={setPage} label="History" />
          )}
        </>
      )}
    </SectionCard>
  );
}

/** Previous and next for a list inside a page, which keeps its place out of the address. */
function PagerButtons({
  page,
  pageCount,
  onPage,
  label,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const button =
    'rounded-lg border border-slate-300 px-3 py-1.5 font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-40';
  return (
    <nav aria-label={`${label} pages`} className="mt-4 flex items-center justify-between text-sm">
      <button
        type="button"
        className={button}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Newer
      </button>
      <span className="text-slate-600">
        Page {page} of {pageCount}
      </span>
      <button
        type="button"
        className={button}
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        Older
      </button>
    </nav>
  );
}

/**
 * With Stripe, withdrawals are paid to the seller's Stripe account: "Set up payouts" opens
 * Stripe's onboarding, which sends the seller back here; Stripe tells the server when the account
 * may receive payouts.
 */
export function PayoutSetup() {
  const account = useQuery(paymentQueries.payoutAccount());
  const onboarding = useStartPayoutOnboarding();
  const [refusal, setRefusal] = useState<string>();
  const start = async () => {
    setRefusal(undefined);
    try {
      const { url } = await onboarding.mutateAsync();
      window.location.assign(url);
    } catch (error) {
      setRefusal(refusalOf(error) ?? 'Stripe could not be reached: try again.');
    }
  };
  if (account.isPending) return null;
  const enabled = account.data?.payoutsEnabled ?? false;
  return (
    <SectionCard title="Payouts">
      <p className="text-sm text-slate-600">
        {enabled
          ? 'Your withdrawals are paid to your Stripe account.'
          : account.data?.connected
            ? 'Stripe needs a few more details before it can pay you.'
            : 'Withdrawals are paid through Stripe. Set up your payouts to withdraw.'}
      </p>
      {refusal && (
        <p role="alert" className="mt-3 text-sm text-rose-800">
          {refusal}
        </p>
      )}
      {!enabled && (
        <button
          type="button"
          onClick={() => void start()}
          disabled={onboarding.isPending}
          aria-busy={onboarding.isPending}
          className="mt-4 inline-flex h-11 w-full items-center justify-center rounded-lg bg-brand-700 px-5 text-sm font-bold text-white shadow-sm hover:bg-brand-800 disabled:opacity-60"
        >
          {account.data?.connected ? 'Continue payout setup' : 'Set up payouts'}
        </button>
      )}
    </SectionCard>
  );
}

function WithdrawPanel({ earnings }: { earnings: Earnings }) {
  const request = useRequestWithdrawal();
  const { notify } = useNotifications();
  const { available, withdrawalMinimum } = earnings;
  const [schema] = useState(() =>
    z.object({
      amount: dollarsAsCents.pipe(
        z
          .number()
          .min(withdrawalMinimum, `must be at least ${formatCents(withdrawalMinimum)}`)
          .max(available, `must be at most your available ${formatCents(available)}`),
      ),
    }),
  );
  const {
    register,
    onSubmit,
    formState: { errors },
  } = useContractForm({
    schema,
    defaultValues: { amount: centsAsDollars(available) },
    submit: async ({ amount }) => {
      await request.mutateAsync(amount);
      notify(`Withdrawal of ${formatCents(amount)} requested`, 'success');
    },
  });
  const open = earnings.openWithdrawal !== null;
  const tooLittle = available < withdrawalMinimum;
  return (
    <SectionCard title="Withdraw">
      {open ? (
        <p className="text-sm text-slate-600">
          Your withdrawal is on its way. You can ask for another once it is paid or rejected.
        </p>
      ) : tooLittle ? (
        <p className="text-sm text-slate-600">
          You can withdraw from {formatCents(withdrawalMinimum)} available. Earnings become
          available {clearing(earnings.clearingDays)}.
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField
            label="Amount (US$)"
            inputMode="decimal"
            hint={`From ${formatCents(withdrawalMinimum)} up to ${formatCents(available)}`}
            error={errors.amount?.message}
            {...register('amount')}
          />
          {errors.root?.server && !errors.amount && (
            <p role="alert" className="rounded-lg bg-rose-50 px-3 py-2.5 text-sm text-rose-800">
              {errors.root.server.message}
            </p>
          )}
          <button
            type="submit"
            disabled={request.isPending}
            aria-busy={request.isPending}
            className="inline-flex h-11 w-full items-center justify-center rounded-lg bg-brand-700 px-5 text-sm font-bold text-white shadow-sm hover:bg-brand-800 disabled:opacity-60"
          >
            {request.isPending ? 'Requesting…' : 'Request withdrawal'}
          </button>
          <p className="text-xs text-slate-500">
            An admin approves each withdrawal; the payout is then sent to you.
          </p>
        </form>
      )}
    </SectionCard>
  );
}

function Withdrawals() {
  const [page, setPage] = useState(1);
  const list = useQuery(paymentQueries.withdrawals(page, PAGE_SIZE));
  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.totalRow / PAGE_SIZE)) : 1;
  return (
    <SectionCard title="Withdrawals">
      {list.isPending ? (
        <RowsSkeleton label="Loading your withdrawals…" />
      ) : list.isError ? (
        <LoadError what="Your withdrawals" error={list.error} onRetry={list.refetch} />
      ) : list.data.data.length === 0 ? (
        <p className="text-sm text-slate-600">No withdrawals yet.</p>
      ) : (
        <>
          <ul aria-label="Your withdrawals" className="divide-y divide-slate-100">
            {list.data.data.map((withdrawal) => (
              <WithdrawalRow key={withdrawal.id} withdrawal={withdrawal} />
            ))}
          </ul>
          {pageCount > 1 && (
            <PagerButtons page={page} pageCount={pageCount} onPage={setPage} label="Withdrawals" />
          )}
        </>
      )}
    </SectionCard>
  );
}

/** When a withdrawal last moved, as its state reads. */
function lastMove(withdrawal: Withdrawal): string {
  const at =
    withdrawal.paidAt ?? withdrawal.rejectedAt ?? withdrawal.approvedAt ?? withdrawal.requestedAt;
  return readableInstant(at);
}

function WithdrawalRow({ withdrawal }: { withdrawal: Withdrawal }) {
  return (
    <li className="py-3 text-sm">
      <div className="flex items-center justify-between gap-3">
        <span className="font-bold tabular-nums text-slate-900">
          {formatCents(withdrawal.amount)}
        </span>
        <WithdrawalStatusBadge status={withdrawal.status} />
      </div>
      <p className="mt-1 text-xs text-slate-500">
        Requested {readableInstant(withdrawal.requestedAt)}
        {withdrawal.status !== 'requested' &&
          ` · ${withdrawalStatusLabels[withdrawal.status]} ${lastMove(withdrawal)}`}
      </p>
      {withdrawal.note && <p className="mt-1 text-xs text-rose-800">Reason: {withdrawal.note}</p>}
    </li>
  );
}
