import { parseWireDate } from '@giglane/contract/wire-values';

const display = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A wire date (`dd/mm/yyyy`) as "Nov 2, 2026" and its ISO form for `<time>`. */
export function readableDate(wire: string): { iso: string; text: string } {
  const iso = parseWireDate(wire);
  if (!iso) return { iso: '', text: wire };
  return { iso, text: display.format(new Date(`${iso}T00:00:00Z`)) };
}
