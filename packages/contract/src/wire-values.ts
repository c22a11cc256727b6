/**
 * The wire's plain values and date formats, without zod: pages that only show or send dates and
 * numbers import these, so the schema library stays out of their chunks. The schemas that
 * validate with them are in `./wire`.
 */

/** Whole numbers are stored as 32-bit integers. */
export const INT_MAX = 2_147_483_647;

const DAY_FIRST = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses `dd/mm/yyyy`, `d/m/yyyy` or `yyyy-mm-dd` (surrounding spaces allowed) into `yyyy-mm-dd`. */
export function parseWireDate(text: string): string | null {
  const trimmed = text.trim();
  let year: number, month: number, day: number;
  const dayFirst = DAY_FIRST.exec(trimmed);
  const iso = ISO_DATE.exec(trimmed);
  if (dayFirst) [day, month, year] = dayFirst.slice(1).map(Number) as [number, number, number];
  else if (iso) [year, month, day] = iso.slice(1).map(Number) as [number, number, number];
  else return null;
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
