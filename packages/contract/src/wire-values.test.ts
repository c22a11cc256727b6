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

  it.each([
    ['2026-11-23T20:57:36.374Z', 'UTC', '2026-11-23'],
    ['2026-11-23T20:57:36.374Z', 'Asia/Ho_Chi_Minh', '2026-11-24'],
    ['2026-11-23T20:57:36.374z', 'America/New_York', '2026-11-23'],
    ['2026-11-23T23:30:00-05:00', 'UTC', '2026-11-24'],
    ['2026-11-23T23:30:00-0500', 'America/New_York', '2026-11-23'],
    ['2026-11-24T01:15+07:00', 'UTC', '2026-11-23'],
    ['2026-11-24T01:15:00', 'UTC', '2026-11-24'],
    [' 2024-02-29T00:00:00Z ', 'UTC', '2024-02-29'],
  ])('reads the date-time %j in %s as %s', (text, timeZone, iso) => {
    expect(parseWireDate(text, timeZone)).toBe(iso);
  });

  it.each([
    '2026-02-30T10:00:00Z',
    '2026-11-23T24:00:00Z',
    '2026-11-23T20:60:00Z',
    '2026-11-23T20:57:60Z',
    '2026-11-23T20:57:36+24:00',
    '2026-11-23 20:57:36Z',
    '2026-11-23T20Z',
    '2026-11-23T20:57:36.Z',
  ])('refuses the date-time %j', (text) => {
    expect(parseWireDate(text, 'UTC')).toBeNull();
  });

  it('writes dates as dd/mm/yyyy', () => {
    expect(formatWireDate('2026-03-02')).toBe('02/03/2026');
    expect(todayWireDate(new Date(2026, 0, 5))).toBe('05/01/2026');
  });
});
