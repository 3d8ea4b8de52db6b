/** PostgreSQL's SQLSTATE for a row that refers to one that does not exist. */
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * SQLSTATEs of values the database refuses because of what a request sent: 22P05 (a character
 * the encoding cannot hold, like NUL in text), 22021 (invalid byte sequence), 22003 (a number
 * outside its column's range). The contracts refuse these first; this is the safety net.
 */
const BAD_INPUT_SQL_STATES: ReadonlySet<string> = new Set(['22P05', '22021', '22003']);

const sqlState = (error: unknown): unknown => (typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined);
const causeOf = (error: unknown): unknown => (typeof error === 'object' && error !== null && 'cause' in error ? error.cause : undefined);

/** The SQLSTATE of a failed query, whether the driver's error or Drizzle's wrapper (the driver's error is its `cause`). */
export function sqlStateOf(error: unknown): string | undefined {
  for (const candidate of [error, causeOf(error)]) {
    const state = sqlState(candidate);
    if (typeof state === 'string' && /^[0-9A-Z]{5}$/.test(state)) return state;
  }
  return undefined;
}

/** True when a query failed on a foreign key. */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlStateOf(error) === FOREIGN_KEY_VIOLATION;
}

/** True when the database refused a value the request carried (see BAD_INPUT_SQL_STATES). */
export function isBadInputForDatabase(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== undefined && BAD_INPUT_SQL_STATES.has(state);
}
