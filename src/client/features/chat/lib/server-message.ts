import { ApiError } from '#client/lib/api-request.ts';

/** The `message` of our API's JSON error body (`{ message, code }`), when there is one. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const body = JSON.parse(error.body) as { message?: unknown };
    return typeof body.message === 'string' && body.message.trim() ? body.message : null;
  } catch {
    return null;
  }
}
