/**
 * What went wrong in a failed query, read the same way on PGlite and `pg` (both set `code` and
 * `constraint`; Drizzle wraps the driver's error in `cause`).
 */
type DriverError = { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };

function driverError(error: unknown): DriverError | undefined {
  for (let current = error as DriverError | undefined, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current;
    current = current.cause as DriverError | undefined;
  }
  return undefined;
}

/** PostgreSQL's SQLSTATE of a failed query, e.g. '23505'. */
export function sqlState(error: unknown): string | undefined {
  return driverError(error)?.code as string | undefined;
}

/** A unique violation, optionally of one constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = driverError(error);
  if (e?.code !== '23505') return false;
  return constraint === undefined || e.constraint === constraint || String(e.message).includes(constraint);
}
