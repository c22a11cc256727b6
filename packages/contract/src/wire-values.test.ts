import { describe, expect, it } from 'vitest';
import { formatWireDate, parseWireDate, todayWireDate } from './wire-values';

describe('wire dates', () => {
  it.each([
    ['22/11/2026', '2026-11-22'],
    ['22/11/2026 ', '2026-11-22'],
    ['2/3/2026', '2026-03-02'],
    ['02/03/2026', '2026-03-02'],
    ['2026-03-02', '2026-03-02'],
    ['29/02/2024', '2024-02-29'],
  ])('reads %j as %s', (text, iso) => {
    expect(parseWireDate(text)).toBe(iso);
  });

  it.each([
    '',
    'tomorrow',
    '2026/03/02',
    '31/02/2026',
    '29/02/2025',
    '2026-13-01',
    '1/1/26',
    '32/1/2026',
  ])('refuses %j', (text) => {
    expect(parseWireDate(text)).toBeNull();
  });

  it('writes dates as dd/mm/yyyy', () => {
    expect(formatWireDate('2026-03-02')).toBe('02/03/2026');
    expect(todayWireDate(new Date(2026, 0, 5))).toBe('05/01/2026');
  });
});
