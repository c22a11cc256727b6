import { describe, expect, it } from 'vitest';
import type { EarningEntry } from '../../../lib/api/payments';
import { earningsCsv, monthlyEarnings } from './earnings';

const entry = (fields: Partial<EarningEntry>): EarningEntry => ({
  id: 1,
  kind: 'earned',
  amount: 2_800,
  balance: 'pending',
  orderId: 12,
  orderNumber: 'GL000012',
  withdrawalId: null,
  at: '2026-11-10T12:00:00.000Z',
  ...fields,
});

describe("a seller's earnings by month", () => {
  it('sums what was earned less what was reversed, month by month, over the last twelve', () => {
    const months = monthlyEarnings(
      [
        entry({ amount: 2_800 }),
        entry({ amount: 7_200, at: '2026-11-20T12:00:00.000Z' }),
        entry({ kind: 'reversed', amount: -2_800, at: '2026-11-21T12:00:00.000Z' }),
        entry({ amount: 4_000, at: '2026-09-03T12:00:00.000Z' }),
        // Money already earned moving on, and a month out of the window: neither counts.
        entry({ kind: 'cleared', amount: 7_200, balance: 'available' }),
        entry({ kind: 'withdrawal', amount: -5_000, balance: 'available' }),
        entry({ amount: 9_900, at: '2025-10-15T12:00:00.000Z' }),
      ],
      new Date('2026-11-27T12:00:00.000Z'),
    );
    expect(months).toHaveLength(12);
    expect(months[0]!.month).toBe('2025-12');
    expect(months.at(-1)).toEqual({
      month: '2026-11',
      label: 'Nov',
      name: 'November 2026',
      cents: 7_200,
    });
    expect(months.find((month) => month.month === '2026-09')!.cents).toBe(4_000);
    expect(months.reduce((sum, month) => sum + month.cents, 0)).toBe(11_200);
  });
});

describe('the earnings CSV', () => {
  it('writes one line a movement, amounts in US$ with cents, quoting what needs it', () => {
    expect(
      earningsCsv([
        entry({ amount: 2_805 }),
        entry({ kind: 'withdrawal', amount: -5_000, balance: 'available', orderNumber: null }),
        entry({ kind: 'withdrawal_returned', orderNumber: 'GL,1' }),
      ]),
    ).toBe(
      'Date,Type,Order,Balance,Amount (USD)\r\n' +
        '2026-11-10T12:00:00.000Z,Earned,GL000012,pending,28.05\r\n' +
        '2026-11-10T12:00:00.000Z,Withdrawal,,available,-50.00\r\n' +
        '2026-11-10T12:00:00.000Z,Withdrawal returned,"GL,1",pending,28.00\r\n',
    );
  });
});
