import { describe, expect, it } from 'vitest';
import { dayLabel, rowTime, sameDay } from './message-times';

// Local times, so the tests read the same in any time zone.
const now = new Date(2026, 10, 24, 15, 30);
const at = (month: number, day: number, hour = 9, year = 2026) =>
  new Date(year, month, day, hour, 5).toISOString();

describe('times in a conversation', () => {
  it('names the days between messages as a reader says them', () => {
    expect(dayLabel(at(10, 24), now)).toBe('Today');
    expect(dayLabel(at(10, 23, 23), now)).toBe('Yesterday');
    expect(dayLabel(at(10, 20), now)).toBe('Friday');
    expect(dayLabel(at(10, 2), now)).toBe('Nov 2, 2026');
  });

  it("shows an inbox row's time by how long ago it was", () => {
    expect(rowTime(at(10, 24, 9), now)).toBe('9:05 AM');
    expect(rowTime(at(10, 23), now)).toBe('Yesterday');
    expect(rowTime(at(9, 2), now)).toBe('Oct 2');
    expect(rowTime(at(11, 30, 9, 2025), now)).toBe('Dec 30, 2025');
  });

  it('tells whether two messages fall on the same day', () => {
    expect(sameDay(at(10, 24, 1), at(10, 24, 23))).toBe(true);
    expect(sameDay(at(10, 23, 23), at(10, 24, 1))).toBe(false);
  });
});
