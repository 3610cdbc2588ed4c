/**
 * The unique constraint a failed write broke, or null for any other error. Drizzle wraps the
 * driver's error (node-postgres and PGlite alike carry `code` and `constraint`) in `cause`.
 */
export function violatedUniqueConstraint(error: unknown): string | null {
  const driverError = (error instanceof Error && error.cause) || error;
  if (typeof driverError !== 'object' || driverError === null) return null;
  const { code, constraint } = driverError as { code?: unknown; constraint?: unknown };
  return code === '23505' && typeof constraint === 'string' ? constraint : null;
}

/**
 * The foreign key a failed write broke (a row still referenced, or a missing one), or null for any
 * other error. A key declared ON DELETE RESTRICT reports a deleted row still referenced as 23001.
 */
export function violatedForeignKey(error: unknown): string | null {
  const driverError = (error instanceof Error && error.cause) || error;
  if (typeof driverError !== 'object' || driverError === null) return null;
  const { code, constraint } = driverError as { code?: unknown; constraint?: unknown };
  return (code === '23503' || code === '23001') && typeof constraint === 'string' ? constraint : null;
}
