import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, isUnauthorizedError } from './api-request.ts';

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends JSON with a content type and the session cookie when data is given', async () => {
    const fetchMock = stubFetch(new Response('{"ok":true}', { status: 200 }));
    const res = await apiRequest('POST', '/api/questions', { title: 'Q', content: 'Q', category: 'general' });
    expect(await res.json()).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/questions');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"title":"Q","content":"Q","category":"general"}',
    });
  });

  it('sends no body and no content type without data', async () => {
    const fetchMock = stubFetch(new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/start-assessment');
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBeUndefined();
    expect(init.headers).toEqual({});
    expect(init.credentials).toBe('include');
  });

  it('throws "<status>: <body>" for a failed response', async () => {
    stubFetch(new Response('{"message":"Unauthorized","code":"UNAUTHORIZED"}', { status: 401, statusText: 'Unauthorized' }));
    const error = await apiRequest('POST', '/api/user-stories', { title: 'User Story', content: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: {"message":"Unauthorized","code":"UNAUTHORIZED"}');
    expect((error as ApiError).status).toBe(401);
    expect(isUnauthorizedError(error)).toBe(true);
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/news')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('isUnauthorizedError', () => {
  it('recognises only 401 errors that say Unauthorized', () => {
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(true);
    expect(isUnauthorizedError(new Error('401: Session expired'))).toBe(false);
    expect(isUnauthorizedError(new Error('403: Unauthorized'))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
  });
});
