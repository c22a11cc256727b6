import { parseWireDate } from '@giglane/contract/wire-values';

const display = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A wire date, in any form the API answers (a client's own, or `dd/mm/yyyy`), as "Nov 2, 2026"
 * with its ISO form for `<time>`; else the raw text.
 */
export function readableDate(wire: string): { iso: string; text: string } {
  const iso = parseWireDate(wire);
  if (!iso) return { iso: '', text: wire.trim() };
  return { iso, text: display.format(new Date(`${iso}T00:00:00Z`)) };
}

/** A wire date as a date input's value (`yyyy-mm-dd`); empty when unknown. */
export function toInputDate(wire: string): string {
  return parseWireDate(wire) ?? '';
}

const localDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const localMoment = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * An ISO instant as the reader's own calendar shows it: "Nov 2, 2026", or with `time`
 * "Nov 2, 2026, 3:05 PM".
 */
export function readableInstant(iso: string, { time = false } = {}): string {
  return (time ? localMoment : localDay).format(new Date(iso));
}

/** A duration in seconds as the pages say it: "3 days", "1 day", "12 hours", "30 minutes". */
export function spokenDuration(seconds: number): string {
  const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? '' : 's'}`;
  if (seconds >= 86_400 && seconds % 86_400 === 0) return unit(seconds / 86_400, 'day');
  if (seconds >= 3_600 && seconds % 3_600 === 0) return unit(seconds / 3_600, 'hour');
  if (seconds >= 60 && seconds % 60 === 0) return unit(seconds / 60, 'minute');
  return unit(seconds, 'second');
}
