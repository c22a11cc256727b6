import { parseWireDate } from '@giglane/contract/wire-values';

const display = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A wire date (`dd/mm/yyyy`) as "Nov 2, 2026" with its ISO form for `<time>`; else the raw text. */
export function readableDate(wire: string): { iso: string; text: string } {
  const iso = parseWireDate(wire);
  if (!iso) return { iso: '', text: wire.trim() };
  return { iso, text: display.format(new Date(`${iso}T00:00:00Z`)) };
}

/** A wire date as a date input's value (`yyyy-mm-dd`); empty when unknown. */
export function toInputDate(wire: string): string {
  return parseWireDate(wire) ?? '';
}
