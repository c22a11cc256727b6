const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long' });
const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const fullDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** Midnight of the reader's day holding `date`. */
const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());

/** Whole calendar days from `iso`'s day to `now`'s, in the reader's time zone. */
function daysAgo(iso: string, now: Date): number {
  return Math.round((startOfDay(now).getTime() - startOfDay(new Date(iso)).getTime()) / 86_400_000);
}

/** "3:05 PM": when a message was sent, under its bubble. */
export const messageTime = (iso: string) => clock.format(new Date(iso));

/** The line between two days of a conversation: "Today", "Yesterday", "Monday", "Nov 2, 2026". */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const days = daysAgo(iso, now);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return weekday.format(new Date(iso));
  return fullDay.format(new Date(iso));
}

/** An inbox row's time: "3:05 PM" today, "Yesterday", "Nov 2" this year, "Nov 2, 2025" before. */
export function rowTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const days = daysAgo(iso, now);
  if (days <= 0) return clock.format(date);
  if (days === 1) return 'Yesterday';
  return date.getFullYear() === now.getFullYear() ? monthDay.format(date) : fullDay.format(date);
}

/** Whether two instants fall on the same day of the reader's calendar. */
export const sameDay = (a: string, b: string) =>
  startOfDay(new Date(a)).getTime() === startOfDay(new Date(b)).getTime();
