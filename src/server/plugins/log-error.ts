import { sqlStateOf } from '../db/errors.ts';

export type LoggedError = {
  type: string;
  /** Always this placeholder, so a reader of the log knows the message exists and why it is missing. */
  message: typeof MESSAGE_WITHHELD;
  code?: string;
  statusCode?: number;
  stack: string;
  cause?: LoggedError;
};

export const MESSAGE_WITHHELD = '(withheld: error messages can hold personal data)';

/** Error codes are identifiers (PostgreSQL SQLSTATE, FST_…, ECONNREFUSED), never free text. */
const IDENTIFIER_CODE = /^[A-Z0-9_]{2,64}$/;

/**
 * How an error appears in the log: its class, its code and where it was thrown. Never its message,
 * detail, query or parameters: a failed insert's message carries the row (names, emails, message
 * text, password hashes), and so does a mail server's reply.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (typeof error !== 'object' || error === null) return { type: typeof error, message: MESSAGE_WITHHELD, stack: '' };
  // The first line of a stack is the message; the frames below it only say where.
  const frames = 'stack' in error && typeof error.stack === 'string' ? error.stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
  const logged: LoggedError = { type: error.constructor?.name ?? 'Object', message: MESSAGE_WITHHELD, stack: frames.join('\n') };
  const code = sqlStateOf(error) ?? ('code' in error ? error.code : undefined);
  if (typeof code === 'string' && IDENTIFIER_CODE.test(code)) logged.code = code;
  if ('statusCode' in error && typeof error.statusCode === 'number') logged.statusCode = error.statusCode;
  if ('cause' in error && error.cause !== undefined && depth < 3) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}
