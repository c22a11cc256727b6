/** A calendar month of the reader's: its key (2026-11), axis label (Nov) and name (November 2026). */
export type Month = { month: string; label: string; name: string };

const monthKey = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;

/**
 * The last `count` months up to `now`'s, oldest first, each with the sum of the `amount` of the
 * items that fell in it, in the reader's own calendar. Items outside them are left out.
 */
export function sumByMonth<Item>(
  items: readonly Item[],
  now: Date,
  count: number,
  at: (item: Item) => string | null,
  amount: (item: Item) => number,
): (Month & { cents: number })[] {
  const months: (Month & { cents: number })[] = [];
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
  for (const item of items) {
    const when = at(item);
    const month = when === null ? undefined : byKey.get(monthKey(new Date(when)));
    if (month) month.cents += amount(item);
  }
  return months;
}
