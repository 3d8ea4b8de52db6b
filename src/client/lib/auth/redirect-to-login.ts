import { toast, whenToasterOnScreen } from '#client/hooks/use-toast.ts';
import { t } from '#client/i18n/i18n.ts';

export const LOGIN_PATH = '/api/login';
export const LOGOUT_PATH = '/api/logout';

/** Redirect delays of spec 9. */
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;
export const SIGN_IN_PROMPT_REDIRECT_DELAY_MS = 1000;
/**
 * Longest wait for the notification area's code before the countdown starts anyway (its download
 * failed, say). 3 s was too short on a slow phone or a loaded machine: the page left for sign-in
 * before the toast saying why had ever shown (a browser test on CI, twice).
 */
export const TOASTER_LOAD_WAIT_MS = 10_000;

/** Path, query and hash of the page the browser is on. */
export function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** Sign-in URL that brings the user back to `returnTo` (a same-site path) afterwards. */
export function loginUrl(returnTo: string = currentPath()): string {
  return `${LOGIN_PATH}?returnTo=${encodeURIComponent(returnTo)}`;
}

export interface UnauthorizedRedirectOptions {
  /** Toast title; default 'Unauthorized'. */
  title?: string;
  /** Toast text; default 'You are logged out. Logging in again...'. */
  description?: string;
  /** Wait before leaving the page, so the toast can be read; default 500 ms. */
  delayMs?: number;
  /** Replaces the browser navigation (tests). */
  navigate?: (url: string) => void;
}

let pendingRedirect: (() => void) | null = null;

/**
 * The shared "you need to sign in" flow (spec 8): shows a destructive toast, then sends the
 * browser to sign-in with the current path as the return address. The delay counts from when
 * the toast is on screen (the notification area loads lazily), so it can always be read.
 * Several failing requests at once lead to one redirect. Returns a function that cancels it.
 *
 * Examples: `notifyUnauthorizedAndRedirect()` after a 401 from a mutation;
 * `notifyUnauthorizedAndRedirect({ title: 'Please sign in', description, delayMs: SIGN_IN_PROMPT_REDIRECT_DELAY_MS })`.
 */
export function notifyUnauthorizedAndRedirect(options: UnauthorizedRedirectOptions = {}): () => void {
  const {
    title = t('auth.unauthorizedTitle'),
    description = t('auth.unauthorizedDescription'),
    delayMs = UNAUTHORIZED_REDIRECT_DELAY_MS,
    navigate = (url: string) => {
      window.location.href = url;
    },
  } = options;

  toast({ variant: 'destructive', title, description });

  if (pendingRedirect === null) {
    const target = loginUrl();
    let countdown: ReturnType<typeof setTimeout> | undefined;
    const stopWaiting = whenToasterOnScreen(() => {
      countdown = setTimeout(() => {
        pendingRedirect = null;
        navigate(target);
      }, delayMs);
    }, TOASTER_LOAD_WAIT_MS);
    pendingRedirect = () => {
      stopWaiting();
      clearTimeout(countdown);
    };
  }

  return () => {
    if (pendingRedirect !== null) {
      pendingRedirect();
      pendingRedirect = null;
    }
  };
}
