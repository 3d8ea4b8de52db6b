export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A non-successful HTTP response. The message follows the specification's format,
 * `"<status>: <body text or status text>"`, so callers may match on it; `status` and `body`
 * are there so they do not have to parse it.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  let body = '';
  try {
    body = await res.text();
  } catch {
    // A body that cannot be read is reported with the status text.
  }
  throw new ApiError(res.status, res.statusText, body);
}

export interface ApiRequestOptions {
  signal?: AbortSignal;
}

/**
 * Calls our API with the session cookie for an answer whose body is not read (204s, deletes).
 * `data`, when given, is sent as JSON. Resolves with the response when it is OK; otherwise throws
 * an `ApiError`. Calls that read a body use `apiJson(schema)` (`lib/api/api-json.ts`).
 */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  data?: unknown,
  options: ApiRequestOptions = {},
): Promise<Response> {
  const hasBody = data !== undefined;
  const res = await fetch(url, {
    method,
    headers: hasBody ? { 'Content-Type': 'application/json' } : {},
    body: hasBody ? JSON.stringify(data) : undefined,
    credentials: 'include',
    signal: options.signal,
  });
  await throwIfResNotOk(res);
  return res;
}

/** True for the error our API gives when nobody is signed in. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('401: ') && error.message.includes('Unauthorized');
}
