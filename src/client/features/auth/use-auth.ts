import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '#client/lib/api-request.ts';

/**
 * The signed-in user as the client needs it (spec 3: id and isAdmin). When the sign-in module
 * publishes its contract in src/shared/contracts, this type should come from there.
 */
export interface AuthUser {
  id: string;
  isAdmin: boolean;
}

export const AUTH_USER_PATH = '/api/auth/user';
/** The current user is cached this long (spec 9). */
export const AUTH_USER_CACHE_MS = 60_000;

export const authKeys = {
  user: [AUTH_USER_PATH] as const,
};

const fetchAuthUserJson = getQueryFn<unknown>({ on401: 'returnNull' });

/** Accepts the user object of the API; anything else counts as an error (and so as signed out). */
export function parseAuthUser(value: unknown): AuthUser | null {
  if (value === null) return null;
  if (typeof value !== 'object') throw new Error('Unexpected user response');
  const record = value as Record<string, unknown>;
  const id = record.id;
  if ((typeof id !== 'string' && typeof id !== 'number') || String(id).length === 0) {
    throw new Error('Unexpected user response');
  }
  return { ...record, id: String(id), isAdmin: record.isAdmin === true };
}

/** Query for the current user: null when nobody is signed in (401). Shared so others can read or invalidate it. */
export const authUserQueryOptions = queryOptions({
  queryKey: authKeys.user,
  queryFn: async (context): Promise<AuthUser | null> => parseAuthUser(await fetchAuthUserJson(context)),
  staleTime: AUTH_USER_CACHE_MS,
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnMount: false,
});

export interface AuthState {
  user: AuthUser | null;
  /** True only while the first answer is outstanding (a 401 ends it). */
  isLoading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
}

/**
 * Who is signed in (spec 4). A 401 means a visitor. Until the sign-in backend exists the endpoint
 * may answer 404 or fail otherwise: every error is treated as "not signed in", never shown.
 */
export function useAuth(): AuthState {
  const query = useQuery(authUserQueryOptions);
  const user = query.isError ? null : (query.data ?? null);
  return {
    user,
    isLoading: query.isPending,
    isAuthenticated: user !== null,
    isAdmin: user?.isAdmin === true,
  };
}
