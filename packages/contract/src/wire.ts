import { z } from 'zod';
import { INT_MAX, parseWireDate, type SentDate } from './wire-values';

/**
 * Wire primitives. Clients of the original API send numbers as JSON numbers or as digit strings
 * (form inputs), text as strings or JSON numbers (number inputs), booleans as booleans or
 * "true"/"false", and dates in several formats; we accept all of those, and nothing else. The
 * plain values and date formats behind these schemas are in `./wire-values`, which pages import
 * without zod.
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

const ID_RULE = 'must be a positive whole number';

/**
 * A record id in a path or a query string: digits only. Number() would also read `0x1`, `1e0`,
 * ` 1` and `1.0` as 1, and a fuzzer's `PUT /api/cong-viec/%20%201` rewrote job 1.
 */
export const idText = (rule = ID_RULE) =>
  z
    .string({ error: rule })
    .regex(/^[0-9]+$/, rule)
    .transform(Number)
    .pipe(z.number().min(1, rule).max(INT_MAX, 'is out of range'));

export const idParam = idText();

/** A list given as repeated keys (`a=1&a=2`), comma-separated (`a=1,2`), or both. */
export const queryList = <T extends z.ZodType<unknown, string>>(item: T, max = 100) =>
  z
    .union([z.string(), z.array(z.string())], { error: 'must be a list of values' })
    .optional()
    .transform((value) =>
      (value === undefined ? [] : [value].flat())
        .flatMap((text) => text.split(','))
        .map((text) => text.trim())
        .filter((text) => text !== ''),
    )
    .pipe(z.array(item).max(max, `must list at most ${max} values`))
    .transform((items) => [...new Set(items)]);

/** The `:id` of a path. */
export const idParams = z.object({ id: idParam });

/**
 * A user id where 0, a form's "not set" (and Swagger's example), means not given, as `id: 0`
 * does: the caller on a create, the stored value on an edit.
 */
export const userIdOrUnset = wireInt
  .pipe(z.number().min(0, 'must be a user id'))
  .transform((id) => id || undefined);

export const DATE_RULE =
  'must be a date as dd/mm/yyyy, dd-mm-yyyy, dd.mm.yyyy, yyyy-mm-dd, yyyy/mm/dd or an ISO 8601 date-time';

/** A date in one of the accepted formats: the date it names and the text it was sent as. */
export const wireDate = z.string({ error: DATE_RULE }).transform((text, ctx): SentDate => {
  const date = parseWireDate(text);
  if (date === null) {
    ctx.addIssue({ code: 'custom', message: DATE_RULE });
    return z.NEVER;
  }
  return { date, text: text.trim() };
});

/** A date that may be cleared: `""` and null mean "no date". Absent stays absent (updates keep it). */
export const nullableWireDate = z
  .union([z.literal(''), z.null(), wireDate], { error: DATE_RULE })
  .transform((value) => value || null);

/** A date that may be left out: `""`, null or absent all mean "not given". */
export const optionalWireDate = nullableWireDate.optional().transform((value) => value ?? null);

/** A number stands for its decimal text, without the exponent String() gives from 1e21 on. */
const numberText = (value: number) =>
  Number.isInteger(value) ? BigInt(value).toString() : String(value);

/** Text, also given as a JSON number (a number input sends `"phone": 84987654321`). */
export const wireText = z.union([z.string(), z.number().transform(numberText)], {
  error: (issue) => (issue.input === undefined ? 'is required' : 'must be text'),
});

/** Text of at most `max` characters, stored trimmed. */
export const boundedText = (max: number) =>
  wireText.pipe(z.string().trim().max(max, `must be at most ${max} characters`));

/** Text that must hold something other than spaces; stored trimmed. */
export const requiredText = (max = 10_000) =>
  boundedText(max).pipe(z.string().min(1, 'must not be blank'));

/**
 * A list of texts. The original's JSON reader took `""` for an empty list, and its forms send
 * `[""]` for an empty input: blank entries are dropped, not refused.
 */
export const textList = z.preprocess(
  (value) => (value === '' ? [] : value),
  z
    .array(boundedText(200), { error: 'must be a list of texts' })
    .max(100, 'must have at most 100 entries')
    .transform((entries) => entries.filter((entry) => entry !== '')),
);

/** The reply's date: as its client sent it, or `dd/mm/yyyy` when Giglane set it. */
export const wireDateOut = z
  .string()
  .describe('as the client sent it (e.g. 1995-11-23, 23/11/1995); dd/mm/yyyy when Giglane set it');
