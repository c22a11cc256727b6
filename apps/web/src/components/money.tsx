import type { PaymentMode } from '@giglane/contract/payment-values';
import type { ReactNode } from 'react';
import {
  formatCents,
  type OrderMoneyState,
  type WithdrawalStatus,
} from '@giglane/contract/payment-values';
import { Icon, type IconName } from './icon';

/**
 * What every screen that shows money says while the test processor runs ("Test mode: no real
 * money moves"), in the server's words; nothing when payments are off.
 */
export function TestModeNotice({
  mode,
  notice,
  children,
  className = '',
}: {
  mode: PaymentMode;
  notice: string;
  children?: ReactNode;
  className?: string;
}) {
  if (mode !== 'test') return null;
  return (
    <div
      className={`flex items-start gap-2.5 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2.5 text-sm text-amber-950 print:border-slate-400 print:bg-white ${className}`}
    >
      <Icon name="alert" className="mt-0.5 size-4 shrink-0 text-amber-700" />
      <div className="min-w-0">
        <p className="font-bold">{notice}</p>
        {children}
      </div>
    </div>
  );
}

/** A card as the receipt and the order page name it: "Visa •••• 4242". */
export function cardLabel({ brand, last4 }: { brand: string; last4: string }) {
  const names: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'Amex' };
  return `${names[brand] ?? 'Card'} •••• ${last4}`;
}

/** Where an order's money is, as the buyer, the seller and admins read it. */
export const moneyStateLabels: Record<OrderMoneyState, string> = {
  arranged: 'Arranged with the seller',
  due: 'Payment due',
  requires_confirmation: 'Awaiting confirmation',
  held: 'Paid',
  released: 'Paid',
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
};

const moneyTones: Record<OrderMoneyState, string> = {
  arranged: 'bg-slate-100 text-slate-700 ring-slate-200',
  due: 'bg-amber-50 text-amber-800 ring-amber-200',
  requires_confirmation: 'bg-amber-50 text-amber-800 ring-amber-200',
  held: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  released: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  refunded: 'bg-slate-100 text-slate-700 ring-slate-200',
  partially_refunded: 'bg-slate-100 text-slate-700 ring-slate-200',
};

export function MoneyStateBadge({ state }: { state: OrderMoneyState }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${moneyTones[state]}`}
    >
      {moneyStateLabels[state]}
    </span>
  );
}

/** One line of an amounts table: a name and its amount, the total in bold. */
export function AmountLine({
  term,
  cents,
  total = false,
}: {
  term: ReactNode;
  cents: number;
  total?: boolean;
}) {
  return (
    <div
      className={`flex justify-between gap-4 ${total ? 'border-t border-slate-200 pt-3 text-base font-bold text-slate-900' : ''}`}
    >
      <dt className={total ? '' : 'text-slate-500'}>{term}</dt>
      <dd className={`text-right tabular-nums ${total ? '' : 'font-semibold text-slate-800'}`}>
        {formatCents(cents)}
      </dd>
    </div>
  );
}

/** A quote's amount in US$ with cents (158.25) as the money pages write it. */
export const formatDollars = (amount: number) => formatCents(Math.round(amount * 100));

/** A seller's withdrawal's states as people read them. */
export const withdrawalStatusLabels: Record<WithdrawalStatus, string> = {
  requested: 'Requested',
  approved: 'Approved: on its way',
  paid: 'Paid',
  rejected: 'Rejected',
};

const withdrawalTones: Record<WithdrawalStatus, string> = {
  requested: 'bg-amber-50 text-amber-800 ring-amber-200',
  approved: 'bg-sky-50 text-sky-800 ring-sky-200',
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  rejected: 'bg-rose-50 text-rose-800 ring-rose-200',
};

/** A withdrawal's state as a badge, for its seller and for admins. */
export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${withdrawalTones[status]}`}
    >
      {withdrawalStatusLabels[status]}
    </span>
  );
}

/** One sum on a money dashboard: what it is, the amount, a line on where it comes from. */
export function MoneyFigure({
  icon,
  label,
  cents,
  note,
  strong = false,
}: {
  icon: IconName;
  label: string;
  cents: number;
  note: string;
  /** The sum the page is about (what a seller may withdraw now), drawn in the brand's colour. */
  strong?: boolean;
}) {
  return (
    <div
      className={`rounded-xl border p-4 shadow-sm sm:p-5 ${strong ? 'border-brand-200 bg-brand-50/60' : 'border-slate-200 bg-white'}`}
    >
      <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-slate-500">
        <Icon name={icon} className="size-4" />
        {label}
      </p>
      <p className="mt-2 text-xl font-bold tabular-nums text-slate-900 sm:text-2xl">
        {formatCents(cents)}
      </p>
      <p className="mt-1 text-xs text-slate-500">{note}</p>
    </div>
  );
}
