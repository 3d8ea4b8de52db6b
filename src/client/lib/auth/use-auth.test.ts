import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_USER_CACHE_MS, createAuthStore, fetchAuthUser, fetchAuthUserIfHinted, type AuthUser } from './use-auth.ts';

const authUser = (fields: { id: string; isAdmin: boolean }): AuthUser => ({
  ...fields,
  email: 'pat@example.com',
  firstName: 'Pat',
  lastName: 'Doe',
  displayName: 'Pat D.',
  createdAt: '2026-01-05T15:04:00.000Z',
  canChangePassword: true,
  permissions: { subscriber: false, 'schedule-tool': false },
});
const user = (fields: { id: string; isAdmin: boolean }) => JSON.stringify(authUser(fields));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('fetchAuthUser', () => {
  it('asks GET /api/auth/user with the session cookie', async () => {
    const fetchMock = stubFetch(new Response(user({ id: 'u1', isAdmin: false }), { status: 200 }));
    await fetchAuthUser();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/user');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ credentials: 'include' });
  });

  it('gives null for a visitor (401)', async () => {
    stubFetch(new Response('{"message":"Unauthorized"}', { status: 401 }));
    await expect(fetchAuthUser()).resolves.toBeNull();
  });

  it('gives the user when signed in', async () => {
    stubFetch(new Response(user({ id: 'u1', isAdmin: true }), { status: 200 }));
    await expect(fetchAuthUser()).resolves.toMatchObject({ id: 'u1', isAdmin: true });
  });

  it('fails for an answer that is not a user (checked against the contract in tests)', async () => {
    stubFetch(new Response('{"isAdmin":true}', { status: 200 }));
    await expect(fetchAuthUser()).rejects.toThrow(/does not match its contract: id: Required/);
  });

  it('fails while the endpoint does not exist', async () => {
    stubFetch(new Response('{"message":"Not found"}', { status: 404 }));
    await expect(fetchAuthUser()).rejects.toThrow(/^404: /);
  });
});

describe('fetchAuthUserIfHinted', () => {
  it('asks only when the signed-in hint cookie is there', async () => {
    const fetchMock = stubFetch(new Response(user({ id: 'u1', isAdmin: false }), { status: 200 }));
    await expect(fetchAuthUserIfHinted('theme=dark')).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(fetchAuthUserIfHinted('theme=dark; bsh_signed_in=1')).resolves.toMatchObject({ id: 'u1' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('auth store', () => {
  it('starts loading, then shows the user; prerendering always sees the loading state', async () => {
    const store = createAuthStore(async () => authUser({ id: 'u1', isAdmin: true }));
    expect(store.getSnapshot()).toMatchObject({ isLoading: true, isAuthenticated: false });
    await store.ensureFresh();
    expect(store.getSnapshot()).toEqual({ user: authUser({ id: 'u1', isAdmin: true }), isLoading: false, isAuthenticated: true, isAdmin: true });
    expect(store.getServerSnapshot()).toMatchObject({ isLoading: true, user: null });
  });

  it('treats any failure as signed out, without retrying', async () => {
    const fetchUser = vi.fn(async () => {
      throw new Error('404: Not found');
    });
    const store = createAuthStore(fetchUser);
    await store.ensureFresh();
    expect(store.getSnapshot()).toMatchObject({ isLoading: false, isAuthenticated: false, user: null });
    await store.ensureFresh();
    expect(fetchUser).toHaveBeenCalledTimes(1);
  });

  it('keeps the answer for 60 s and shares a request under way', async () => {
    vi.useFakeTimers();
    const fetchUser = vi.fn(async () => null);
    const store = createAuthStore(fetchUser);
    await Promise.all([store.ensureFresh(), store.ensureFresh()]);
    expect(fetchUser).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(AUTH_USER_CACHE_MS - 1);
    await store.ensureFresh();
    expect(fetchUser).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2);
    await store.ensureFresh();
    expect(fetchUser).toHaveBeenCalledTimes(2);
  });

  it('notifies subscribers when the answer arrives', async () => {
    const store = createAuthStore(async () => null);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    await store.refresh();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
