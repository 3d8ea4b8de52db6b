import type { ZodType, ZodTypeDef } from 'zod';
import { ApiError, type HttpMethod } from '#client/lib/api-request.ts';

/** A response's shared contract schema, or a loader of it (public pages keep Zod out of their first load). */
export type ResponseSchema<T> = ZodType<T, ZodTypeDef, unknown> | (() => Promise<ZodType<T, ZodTypeDef, unknown>>);

export interface ApiJsonRequest {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** 'returnNull': a 401 (nobody signed in) resolves to null instead of failing. */
  on401?: 'throw' | 'returnNull';
}

/** A response that broke its contract: the server and client disagree, a bug to fix, not a user error. */
export class ApiContractError extends Error {
  constructor(url: string, detail: string) {
    super(`The response of ${url} does not match its contract: ${detail}`);
    this.name = 'ApiContractError';
  }
}

/**
 * Whether responses are checked against their schemas. Development and tests check every
 * response; production builds trust the server (no Zod to download), unless built with
 * CHECK_API_RESPONSES=true, as the browser tests' build is.
 */
export const isCheckingResponses: boolean = typeof __CHECK_API_RESPONSES__ === 'undefined' ? true : __CHECK_API_RESPONSES__;

async function failure(res: Response): Promise<ApiError> {
  let body = '';
  try {
    body = await res.text();
  } catch {
    // A body that cannot be read is reported with the status text.
  }
  return new ApiError(res.status, res.statusText, body);
}

async function checked<T>(schema: ResponseSchema<T>, url: string, data: unknown): Promise<T> {
  if (!isCheckingResponses) return data as T;
  const resolved = typeof schema === 'function' ? await schema() : schema;
  const result = resolved.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ApiContractError(url, issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'invalid');
  }
  return result.data;
}

/**
 * The one way to call our API for JSON: same-origin cookies, JSON bodies, `ApiError` ("<status>:
 * <body>") on failure, and the answer checked against its shared contract (see
 * `isCheckingResponses`). A 204 or empty body reads as undefined, so the schema must allow it.
 *
 *     const getFaqs = apiJson(faqListSchema);
 *     await getFaqs('/api/faqs', { signal });
 */
export function apiJson<T>(schema: ResponseSchema<T>) {
  function call(url: string, request?: ApiJsonRequest & { on401?: 'throw' }): Promise<T>;
  function call(url: string, request: ApiJsonRequest & { on401: 'returnNull' }): Promise<T | null>;
  async function call(url: string, request: ApiJsonRequest = {}): Promise<T | null> {
    const hasBody = request.body !== undefined;
    const res = await fetch(url, {
      method: request.method ?? 'GET',
      headers: hasBody ? { 'Content-Type': 'application/json' } : {},
      body: hasBody ? JSON.stringify(request.body) : undefined,
      credentials: 'include',
      // Public reads may be kept by proxies for a minute; the browser asks again each time (a 304
      // when unchanged), so someone who just changed something sees it at once.
      cache: 'no-cache',
      signal: request.signal,
    });
    if (request.on401 === 'returnNull' && res.status === 401) {
      // Read the answer to its end: an unread body keeps the request open in the browser.
      await res.text().catch(() => undefined);
      return null;
    }
    if (!res.ok) throw await failure(res);
    const text = res.status === 204 ? '' : await res.text();
    let data: unknown;
    try {
      data = text === '' ? undefined : JSON.parse(text);
    } catch {
      throw new ApiContractError(url, 'the body is not JSON');
    }
    return checked(schema, url, data);
  }
  return call;
}
