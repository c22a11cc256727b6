const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const count = (value: number, unit: string) => `${value} ${unit}${value === 1 ? '' : 's'}`;

/** A span as its two largest units: "3 days, 4 hours", "5 hours, 12 minutes", "7 minutes". */
function span(ms: number): string {
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (days > 0)
    return hours > 0 ? `${count(days, 'day')}, ${count(hours, 'hour')}` : count(days, 'day');
  if (hours > 0)
    return minutes > 0
      ? `${count(hours, 'hour')}, ${count(minutes, 'minute')}`
      : count(hours, 'hour');
  return count(Math.max(1, minutes), 'minute');
}

/**
 * How long until an order is due, or how long past it: "3 days, 4 hours left", "2 hours, 5 minutes
 * late". Whether the order is late is the server's to say; this only words the clock.
 */
export function timeLeft(dueAt: string, now: Date): { past: boolean; text: string } {
  const ms = new Date(dueAt).getTime() - now.getTime();
  return ms >= 0
    ? { past: false, text: `${span(ms)} left` }
    : { past: true, text: `${span(-ms)} late` };
}
