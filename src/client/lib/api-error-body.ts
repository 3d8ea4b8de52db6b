import type { ErrorBody, FieldIssue } from '#shared/errors.ts';
import { ApiError } from './api-request.ts';

/** The JSON error body of a failed API call (`{ message, code, issues? }`), or null. */
export function apiErrorBody(error: unknown): Partial<ErrorBody> | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const body: unknown = JSON.parse(error.body);
    return body !== null && typeof body === 'object' ? (body as Partial<ErrorBody>) : null;
  } catch {
    return null;
  }
}

/**
 * The server's own explanation of a refused request (a 4xx other than 401), such as
 * 'This is the last admin. Make someone else an admin first.', for showing to the reader.
 * Server errors (5xx) and network failures give undefined: their text is not meant for people.
 */
export function apiErrorMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500 || error.status === 401) return undefined;
  const message = apiErrorBody(error)?.message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/** Field problems the server reported for a rejected form (400), if any. */
export function apiFieldIssues(error: unknown): FieldIssue[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const issues = apiErrorBody(error)?.issues;
  return Array.isArray(issues) ? issues.filter((issue) => typeof issue?.path === 'string' && typeof issue.message === 'string') : [];
}
