/** PostgreSQL's SQLSTATE for a row that refers to one that does not exist. */
const FOREIGN_KEY_VIOLATION = '23503';

const sqlState = (error: unknown): unknown => (typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined);

/** True when a query failed on a foreign key; Drizzle wraps the driver's error as its `cause`. */
export function isForeignKeyViolation(error: unknown): boolean {
  if (sqlState(error) === FOREIGN_KEY_VIOLATION) return true;
  const cause = typeof error === 'object' && error !== null && 'cause' in error ? error.cause : undefined;
  return sqlState(cause) === FOREIGN_KEY_VIOLATION;
}
