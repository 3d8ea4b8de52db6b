import * as React from 'react';
import { apiJson } from '#client/lib/api/api-json.ts';
import { hasSignedInHint } from '#shared/auth/signed-in-hint.ts';

// Type-only: the contract's schema is loaded lazily below, so no validation code reaches first paint.
import type { AuthUser } from '#shared/contracts/auth.ts';

export type { AuthUser };

export const AUTH_USER_PATH = '/api/auth/user';
/** The current user is cached this long (spec 9). */
export const AUTH_USER_CACHE_MS = 60_000;

// A loader: every page asks who is signed in, and none should download the validation library for it.
const getAuthUser = apiJson(() => import('#shared/contracts/auth.ts').then((c) => c.authUserSchema));

/** GET /api/auth/user: the user, or null for a visitor (401). Other failures throw. */
export function fetchAuthUser(signal?: AbortSignal) {
  return getAuthUser(AUTH_USER_PATH, { signal, on401: 'returnNull' });
}

export interface AuthState {
  user: AuthUser | null;
  /** True only while the first answer is outstanding (a 401 ends it). */
  isLoading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
}

const LOADING: AuthState = { user: null, isLoading: true, isAuthenticated: false, isAdmin: false };

function stateFor(user: AuthUser | null): AuthState {
  return { user, isLoading: false, isAuthenticated: user !== null, isAdmin: user?.isAdmin === true };
}

/**
 * The current user, fetched once and kept for AUTH_USER_CACHE_MS (spec 4: no retry, no refetch
 * on focus or mount). A small store of its own rather than a query, so every page's first
 * JavaScript stays free of the data-fetching library.
 */
/**
 * The user, asked of the server only when this browser holds the signed-in hint cookie (set at
 * sign-in beside the session): a visitor is known to be signed out without a request that would
 * answer 401. The server keeps the hint in step with the session, and decides from the session alone.
 */
export function fetchAuthUserIfHinted(cookies: string = typeof document === 'undefined' ? '' : document.cookie): Promise<AuthUser | null> {
  return hasSignedInHint(cookies) ? fetchAuthUser() : Promise.resolve(null);
}

export function createAuthStore(fetchUser: () => Promise<AuthUser | null> = () => fetchAuthUserIfHinted()) {
  let state: AuthState = LOADING;
  let fetchedAt = -Infinity;
  let inFlight: Promise<void> | null = null;
  const listeners = new Set<() => void>();

  const set = (next: AuthState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  const refresh = (): Promise<void> => {
    inFlight ??= fetchUser()
      // Until the sign-in backend exists the endpoint may answer 404 or fail otherwise: every
      // error is treated as "not signed in", never shown.
      .catch(() => null)
      .then((user) => {
        fetchedAt = Date.now();
        set(stateFor(user));
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  return {
    getSnapshot: (): AuthState => state,
    /** Prerendered HTML and hydration always show the visitor's (loading) view. */
    getServerSnapshot: (): AuthState => LOADING,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Fetches the user unless a fresh answer is cached or a request is under way. */
    ensureFresh(): Promise<void> {
      if (inFlight) return inFlight;
      if (Date.now() - fetchedAt < AUTH_USER_CACHE_MS) return Promise.resolve();
      return refresh();
    },
    /** Fetches the user again now (after something changed the session). */
    refresh,
  };
}

export const authStore = createAuthStore();

/** Who is signed in (spec 4). A 401 means a visitor; while loading, the visitor's view is shown. */
export function useAuth(): AuthState {
  const state = React.useSyncExternalStore(authStore.subscribe, authStore.getSnapshot, authStore.getServerSnapshot);
  React.useEffect(() => {
    void authStore.ensureFresh();
  }, []);
  return state;
}

/**
 * One field of `useAuth()`, for components that need no more (the layout, public pages): they
 * render again only when that field changes. When the first answer arrives for a visitor,
 * `isAuthenticated` and `isAdmin` stay false, so the layout and page just hydrated are not drawn
 * again in a long task (as a new `useAuth()` object, with `isLoading` false, would make them).
 */
export function useAuthField<K extends keyof AuthState>(field: K): AuthState[K] {
  const value = React.useSyncExternalStore(
    authStore.subscribe,
    () => authStore.getSnapshot()[field],
    () => authStore.getServerSnapshot()[field],
  );
  React.useEffect(() => {
    void authStore.ensureFresh();
  }, []);
  return value;
}
