import type { EarningKind } from '@giglane/contract/payment-values';
import type { EarningEntry } from '../../../lib/api/payments';
import { sumByMonth } from '../../../lib/months';

/** Each movement of a seller's money as the history names it. */
export const earningKindLabels: Record<EarningKind, string> = {
  earned: 'Earned',
  reversed: 'Reversed',
  cleared: 'Cleared',
  withdrawal: 'Withdrawal',
  withdrawal_returned: 'Withdrawal returned',
};

/**
 * What the seller earned in each of the last `count` months, oldest first, in the reader's own
 * calendar: the earnings of completed orders less those reversed. Clearing and withdrawals move
 * money already earned, so they do not count.
 */
export const monthlyEarnings = (entries: readonly EarningEntry[], now: Date, count = 12) =>
  sumByMonth(
    entries.filter((entry) => entry.kind === 'earned' || entry.kind === 'reversed'),
    now,
    count,
    (entry) => entry.at,
    (entry) => entry.amount,
  );

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
