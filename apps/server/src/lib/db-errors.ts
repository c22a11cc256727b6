/** The SQLSTATE of a database error, whether the driver's error or drizzle's wrapper around it. */
export function sqlState(error: unknown): string | undefined {
  for (let current = error; current && typeof current === 'object';) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';
export const isDeadlock = (error: unknown) => sqlState(error) === '40P01';
/** RESTRICT is reported as restrict_violation (23001) by PostgreSQL 18 (PGlite), 23503 by older servers. */
export const isForeignKeyViolation = (error: unknown) =>
  ['23503', '23001'].includes(sqlState(error) ?? '');

/** The constraint a database error names, on the driver's error or drizzle's wrapper around it. */
export function violatedConstraint(error: unknown): string | undefined {
  for (let current = error; current && typeof current === 'object';) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
