import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api/client';
import { fieldOfWire, type WireNames } from './api/wire-names';

/** The server's reason for refusing a write (its 4xx content), or null when it gave none. */
export function refusalOf(error: unknown): string | null {
  return error instanceof ApiError && error.status < 500 && typeof error.content === 'string'
    ? error.content
    : null;
}

const FIELD_RULE = /^([\w.]+): (.+)$/;

/**
 * The rules of a refusal that reads "field: rule; field: rule", each with its field (undefined for
 * a part that names none) and starting with a capital, as a sentence beside a control reads.
 */
export function refusalRules(text: string): { field?: string; rule: string }[] {
  return text.split('; ').map((part) => {
    const [, field, rule = part] = FIELD_RULE.exec(part) ?? [];
    return { field, rule: rule.charAt(0).toUpperCase() + rule.slice(1) };
  });
}

/**
 * Shows why the server refused a form: a 400 reads "field: rule; field: rule", and each rule goes
 * under its field when the form has one; the whole text goes in the form's banner (`root.server`).
 * The server names fields by their wire names: `wireNames`, the shape's table in the API layer,
 * gives the form's field for each.
 */
export function showRefusal<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
  wireNames?: WireNames,
) {
  const text = refusalOf(error);
  if (!text) return;
  for (const { field: wireField, rule } of refusalRules(text)) {
    const field = wireNames && wireField ? fieldOfWire(wireNames, wireField) : wireField;
    const known = fields.find((name) => name === field);
    if (known) setError(known, { message: rule });
  }
  setError('root.server', { message: text });
}
