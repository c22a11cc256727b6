/**
 * The wire's name of each field of a flat English record. One table per shape serves both
 * directions: the reply's record in English, the English record as a body, and the form field a
 * 400 reply names by its wire name.
 */
export type WireNames = Readonly<Record<string, string>>;

/** The English record of `wire`: each field of `names` read from its wire field. */
export function fromWire<
  const Names extends WireNames,
  Wire extends { [K in Names[keyof Names]]: unknown },
>(wire: Wire, names: Names): { -readonly [K in keyof Names]: Wire[Names[K]] } {
  const record: Record<string, unknown> = {};
  for (const [field, wireField] of Object.entries(names))
    record[field] = (wire as Record<string, unknown>)[wireField];
  return record as { -readonly [K in keyof Names]: Wire[Names[K]] };
}

/** The wire record of the English `values`: each given field under its wire name. */
export function toWire<
  const Names extends WireNames,
  Values extends { [K in keyof Names]?: unknown },
>(values: Values, names: Names): { [K in keyof Values & keyof Names as Names[K]]: Values[K] } {
  const record: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values))
    if (field in names) record[names[field]!] = value;
  return record as { [K in keyof Values & keyof Names as Names[K]]: Values[K] };
}

/** The English field that `wireField` names, if the shape has one. */
export function fieldOfWire<const Names extends WireNames>(
  names: Names,
  wireField: string,
): (keyof Names & string) | undefined {
  return Object.keys(names).find((field) => names[field] === wireField);
}
