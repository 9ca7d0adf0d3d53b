/**
 * Whether a failed query broke a unique constraint (SQLSTATE 23505). node-postgres and PGlite both
 * set `code`; drizzle wraps driver errors, so the cause is looked at too.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
