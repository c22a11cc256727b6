import type { EarningKind } from '@giglane/contract/payment-values';
import type { EarningEntry } from '../../../lib/api/payments';

/** Each movement of a seller's money as the history names it. */
export const earningKindLabels: Record<EarningKind, string> = {
  earned: 'Earned',
  reversed: 'Reversed',
  cleared: 'Cleared',
  withdrawal: 'Withdrawal',
  withdrawal_returned: 'Withdrawal returned',
};

/** A month's total: its key (2026-11), its axis label (Nov), its full name (November 2026). */
export type MonthTotal = { month: string; label: string; name: string; cents: number };

const monthKey = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;

/**
 * What the seller earned in each of the last `count` months, oldest first, in the reader's own
 * calendar: the earnings of completed orders less those reversed. Clearing and withdrawals move
 * money already earned, so they do not count.
 */
export function monthlyEarnings(entries: readonly EarningEntry[], now: Date, count = 12) {
  const months: MonthTotal[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const first = new Date(now.getFullYear(), now.getMonth() - back, 1);
    months.push({
      month: monthKey(first),
      label: first.toLocaleString('en-US', { month: 'short' }),
      name: first.toLocaleString('en-US', { month: 'long', year: 'numeric' }),
      cents: 0,
    });
  }
  const byKey = new Map(months.map((month) => [month.month, month]));
  for (const entry of entries) {
    if (entry.kind !== 'earned' && entry.kind !== 'reversed') continue;
    const month = byKey.get(monthKey(new Date(entry.at)));
    if (month) month.cents += entry.amount;
  }
  return months;
}

/** A CSV field, quoted when it holds a comma, a quote or a line break. */
const field = (value: string) =>
  /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/** The history as a spreadsheet opens it: one movement a line, amounts in US$ with cents. */
export function earningsCsv(entries: readonly EarningEntry[]): string {
  const lines = [['Date', 'Type', 'Order', 'Balance', 'Amount (USD)']];
  for (const entry of entries)
    lines.push([
      entry.at,
      earningKindLabels[entry.kind],
      entry.orderNumber ?? '',
      entry.balance,
      (entry.amount / 100).toFixed(2),
    ]);
  return lines.map((line) => line.map(field).join(',')).join('\r\n') + '\r\n';
}
