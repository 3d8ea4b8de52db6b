import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { authUserQueryOptions, parseAuthUser } from './use-auth.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFetch(response: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response),
  );
}

describe('current user query', () => {
  it('follows the specification: 60 s cache, no retry, no refetch on focus or mount', () => {
    expect(authUserQueryOptions.queryKey).toEqual(['/api/auth/user']);
    expect(authUserQueryOptions.staleTime).toBe(60_000);
    expect(authUserQueryOptions.retry).toBe(false);
    expect(authUserQueryOptions.refetchOnWindowFocus).toBe(false);
    expect(authUserQueryOptions.refetchOnMount).toBe(false);
  });

  it('gives null for a visitor (401)', async () => {
    stubFetch(new Response('{"message":"Unauthorized"}', { status: 401 }));
    await expect(new QueryClient().fetchQuery(authUserQueryOptions)).resolves.toBeNull();
  });

  it('gives the user when signed in', async () => {
    stubFetch(new Response('{"id":"u1","isAdmin":true}', { status: 200 }));
    await expect(new QueryClient().fetchQuery(authUserQueryOptions)).resolves.toMatchObject({ id: 'u1', isAdmin: true });
  });

  it('fails (and so counts as signed out) while the endpoint does not exist', async () => {
    stubFetch(new Response('{"message":"Not found"}', { status: 404 }));
    await expect(new QueryClient().fetchQuery(authUserQueryOptions)).rejects.toThrow(/^404: /);
  });
});

describe('parseAuthUser', () => {
  it('accepts numeric ids and defaults isAdmin to false', () => {
    expect(parseAuthUser({ id: 7 })).toMatchObject({ id: '7', isAdmin: false });
  });

  it('rejects anything without an id', () => {
    expect(() => parseAuthUser({ isAdmin: true })).toThrow();
    expect(() => parseAuthUser('<html>')).toThrow();
  });
});
