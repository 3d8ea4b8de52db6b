/**
 * A readable, non-secret cookie that only says "this browser signed in": set with the session
 * cookie at sign-in, cleared at sign-out and account deletion. The client asks
 * GET /api/auth/user only when it is present, so a visitor who never signed in makes no request
 * that is bound to answer 401 (and no console error on every page). It grants nothing: the API
 * still decides from the HttpOnly session cookie, and answers 401 without one.
 */
export const SIGNED_IN_HINT_COOKIE = 'bsh_signed_in';
/** Over HTTPS the name carries the `__Host-` prefix, as the session cookie's does. */
export const SIGNED_IN_HINT_COOKIE_HTTPS = `__Host-${SIGNED_IN_HINT_COOKIE}`;

/** Whether a `document.cookie` string holds the hint (under either name). */
export function hasSignedInHint(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((part) => {
    const name = part.trim().split('=', 1)[0];
    return name === SIGNED_IN_HINT_COOKIE || name === SIGNED_IN_HINT_COOKIE_HTTPS;
  });
}
