import { z } from 'zod';

/**
 * Wire primitives. Clients of the original API send numbers as JSON numbers or as digit strings
 * (form inputs), booleans as booleans or "true"/"false", and dates in several day-first formats;
 * we accept all of those, and nothing else.
 */

const DIGITS = /^\s*-?\d+\s*$/;

/** Whole numbers are stored as 32-bit integers. */
export const INT_MAX = 2_147_483_647;

/** A whole number, given as a JSON number or a string of digits. */
export const wireInt = z
  .union([z.number(), z.string().regex(DIGITS, 'must be a whole number').transform(Number)], {
    error: 'must be a whole number',
  })
  .pipe(
    z
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(-INT_MAX, 'is out of range')
      .max(INT_MAX, 'is out of range'),
  );

export const wireBool = z.union(
  [z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')],
  { error: 'must be true or false' },
);

/** A record id in a path or a query string: a positive whole number. */
export const idParam = z.coerce
  .number({ error: 'must be a positive whole number' })
  .int('must be a positive whole number')
  .positive('must be a positive whole number')
  .max(INT_MAX, 'is out of range');

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

export const DATE_RULE = 'must be a date as dd/mm/yyyy or yyyy-mm-dd';

/** A date in one of the accepted formats, parsed to `yyyy-mm-dd`. */
export const wireDate = z.string({ error: DATE_RULE }).transform((text, ctx) => {
  const parsed = parseWireDate(text);
  if (parsed === null) {
    ctx.addIssue({ code: 'custom', message: DATE_RULE });
    return z.NEVER;
  }
  return parsed;
});

/** A date that may be cleared: `""` and null mean "no date". Absent stays absent (updates keep it). */
export const nullableWireDate = z
  .union([z.literal(''), z.null(), wireDate], { error: DATE_RULE })
  .transform((value) => value || null);

/** A date that may be left out: `""`, null or absent all mean "not given". */
export const optionalWireDate = nullableWireDate.optional().transform((value) => value ?? null);

/** Text that must hold something other than spaces; stored trimmed. */
export const requiredText = (max = 10_000) =>
  z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'must not be blank')
    .max(max, `must be at most ${max} characters`);

export const textList = z.array(z.string().trim().min(1).max(200)).max(100);

/** The reply's date format. */
export const wireDateOut = z.string().describe('dd/mm/yyyy');
