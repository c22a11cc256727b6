import { z } from 'zod';
import { INT_MAX, parseWireDate } from './wire-values';

/**
 * Wire primitives. Clients of the original API send numbers as JSON numbers or as digit strings
 * (form inputs), booleans as booleans or "true"/"false", and dates in several day-first formats;
 * we accept all of those, and nothing else. The plain values and date formats behind these schemas
 * are in `./wire-values`, which pages import without zod.
 */

const DIGITS = /^\s*-?\d+\s*$/;

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
