import { describe, expect, it } from 'vitest';
import { timeLeft } from './time-left';

const now = new Date('2026-11-24T10:00:00.000Z');
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('the time an order has left', () => {
  it('counts days and hours while more than a day is left', () => {
    expect(timeLeft(at(3 * DAY + 4 * HOUR + 20 * MINUTE), now)).toEqual({
      past: false,
      text: '3 days, 4 hours left',
    });
    expect(timeLeft(at(DAY), now)).toEqual({ past: false, text: '1 day left' });
  });

  it('counts hours and minutes on the last day, and minutes in the last hour', () => {
    expect(timeLeft(at(5 * HOUR + 12 * MINUTE), now).text).toBe('5 hours, 12 minutes left');
    expect(timeLeft(at(HOUR), now).text).toBe('1 hour left');
    expect(timeLeft(at(7 * MINUTE + 30_000), now).text).toBe('7 minutes left');
    expect(timeLeft(at(20_000), now).text).toBe('1 minute left');
  });

  it('says how late once the due time has passed', () => {
    expect(timeLeft(at(-(2 * HOUR + 5 * MINUTE)), now)).toEqual({
      past: true,
      text: '2 hours, 5 minutes late',
    });
    expect(timeLeft(at(-(2 * DAY)), now)).toEqual({ past: true, text: '2 days late' });
  });
});
