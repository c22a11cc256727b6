/**
 * The wire's plain values and date formats, without zod: pages that only show or send dates and
 * numbers import these, so the schema library stays out of their chunks. The schemas that
 * validate with them are in `./wire`.
 */

/** Whole numbers are stored as 32-bit integers. */
export const INT_MAX = 2_147_483_647;

/** `dd/mm/yyyy`, `dd-mm-yyyy` or `dd.mm.yyyy`, one separator throughout, days and months of 1 or 2 digits. */
const DAY_FIRST = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/;
/** `yyyy-mm-dd`, `yyyy/mm/dd` or `yyyy.mm.dd`, likewise. */
const YEAR_FIRST = /^(\d{4})([/.-])(\d{1,2})\2(\d{1,2})$/;
/** What `new Date().toISOString()` and other ISO 8601 writers send: a date, a time, an offset. */
const ISO_DATE_TIME =
  /^(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})T(?<hour>\d{2}):(?<minute>\d{2})(?::(?<second>\d{2})(?:\.\d{1,9})?)?(?:(?<utc>Z)|(?<sign>[+-])(?<offsetHours>\d{2}):?(?<offsetMinutes>\d{2}))?$/i;

/**
 * Parses the dates people type (`dd/mm/yyyy`, `dd-mm-yyyy`, `dd.mm.yyyy`, `yyyy-mm-dd`,
 * `yyyy/mm/dd`, days and months of one or two digits) or an ISO 8601 date-time (surrounding
 * spaces allowed) into `yyyy-mm-dd`. A day-first date is always day first, never month first. A date-time with an offset is an instant: it keeps the date it falls
 * on in `timeZone` (by default the process's, the `TZ` variable), so "today" from a browser
 * east of UTC is not stored as yesterday. Without an offset it is a local time: its date stays.
 */
export function parseWireDate(text: string, timeZone?: string): string | null {
  const trimmed = text.trim();
  const dateTime = ISO_DATE_TIME.exec(trimmed);
  if (dateTime) return parseDateTime(dateTime.groups!, timeZone);
  const dayFirst = DAY_FIRST.exec(trimmed);
  if (dayFirst) return calendarDate(Number(dayFirst[4]), Number(dayFirst[3]), Number(dayFirst[1]));
  const yearFirst = YEAR_FIRST.exec(trimmed);
  if (yearFirst)
    return calendarDate(Number(yearFirst[1]), Number(yearFirst[3]), Number(yearFirst[4]));
  return null;
}

/**
 * A date as a client sent it: the `yyyy-mm-dd` it names, which everything Giglane does with the
 * date reads, and its text, which is answered back unchanged: the original API stored the text
 * it was given, and its clients parse the reply expecting the form they sent.
 */
export type SentDate = { date: string; text: string };

/** A date as the wire answers it: as its client sent it, else Giglane's own `dd/mm/yyyy`. */
export function answeredDate(date: string, sentText: string | null): string {
  return sentText ?? formatWireDate(date);
}

function parseDateTime(fields: Record<string, string | undefined>, timeZone: string | undefined) {
  const n = (name: string) => Number(fields[name] ?? 0);
  const [year, month, day, hour, minute, second] = [
    n('year'),
    n('month'),
    n('day'),
    n('hour'),
    n('minute'),
    n('second'),
  ];
  if (hour > 23 || minute > 59 || second > 59 || n('offsetHours') > 23 || n('offsetMinutes') > 59)
    return null;
  const date = calendarDate(year, month, day);
  if (date === null || (!fields.utc && !fields.sign)) return date;
  const offset = (fields.sign === '-' ? -1 : 1) * (n('offsetHours') * 60 + n('offsetMinutes'));
  const instant = Date.UTC(year, month - 1, day, hour, minute, second) - offset * 60_000;
  return dateIn(instant, timeZone);
}

/** The `yyyy-mm-dd` of a real calendar date, or null for 31/02 and the like. */
function calendarDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 31/02 over into March; a real calendar date survives the round trip.
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

/** The `yyyy-mm-dd` an instant falls on in a time zone. */
function dateIn(instant: number, timeZone: string | undefined): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value);
  return `${String(part('year')).padStart(4, '0')}-${pad(part('month'))}-${pad(part('day'))}`;
}

/** Formats a `yyyy-mm-dd` date (or a Date, taken in UTC) as the wire's `dd/mm/yyyy`. */
export function formatWireDate(value: string | Date): string {
  const iso = typeof value === 'string' ? value : value.toISOString().slice(0, 10);
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/** Today's date as the wire's `dd/mm/yyyy`, in the caller's time zone. */
export function todayWireDate(now = new Date()): string {
  return `${pad(now.getDate())}/${pad(now.getMonth() + 1)}/${now.getFullYear()}`;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
