import { describe, expect, it } from 'vitest';
import {
  DATE_RULE,
  formatWireDate,
  nullableWireDate,
  parseWireDate,
  todayWireDate,
  wireBool,
  wireInt,
} from './wire';

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

describe('wire whole numbers', () => {
  it('takes numbers and digit strings, and nothing else', () => {
    expect(wireInt.parse(25)).toBe(25);
    expect(wireInt.parse(' 25 ')).toBe(25);
    expect(wireInt.safeParse('2.5').success).toBe(false);
    expect(wireInt.safeParse(2.5).success).toBe(false);
    expect(wireInt.safeParse('abc').success).toBe(false);
    expect(wireInt.safeParse(2 ** 31).success).toBe(false);
  });
});

describe('wire rule messages', () => {
  it('name the rule, not just "Invalid input"', () => {
    expect(wireInt.safeParse('abc').error?.issues[0]?.message).toBe('must be a whole number');
    expect(wireBool.safeParse('yes').error?.issues[0]?.message).toBe('must be true or false');
    expect(nullableWireDate.safeParse('31/02/2026').error?.issues[0]?.message).toBe(DATE_RULE);
    expect(nullableWireDate.safeParse('tomorrow').error?.issues[0]?.message).toBe(DATE_RULE);
  });
});
