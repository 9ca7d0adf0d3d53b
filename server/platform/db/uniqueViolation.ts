/**
 * Whether a failed query broke a unique constraint (SQLSTATE 23505), and which. node-postgres and
 * PGlite both set `code` and `constraint`; drizzle wraps driver errors, so the causes are looked at too.
 */
function violation(error: unknown): { constraint?: unknown } | undefined {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return current as { constraint?: unknown };
  }
  return undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return violation(error) !== undefined;
}

/** The name of the unique index or constraint the failed query broke, if it broke one. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  const constraint = violation(error)?.constraint;
  return typeof constraint === 'string' ? constraint : undefined;
}
