import { safeReturnPath } from '../navigation/return-path.ts';

/** Where a new member goes when no page to return to was given (spec 4: the premium tools). */
export const PREMIUM_HOME_PATH = '/resources';

/** The checkout's own pages: returning there after paying would start the checkout again. */
const CHECKOUT_PATHS = new Set(['/subscribe', '/subscribe-success']);

/**
 * The page to bring someone back to after paying for the membership: the same-site path they
 * came from (`safeReturnPath`'s rules: relative, no other host, no /api), else the premium tools.
 * The server answers with it; the client applies it again to what it reads from its own URL.
 */
export function afterPaymentPath(value: unknown): string {
  const safe = safeReturnPath(value);
  // safeReturnPath answers '/' for anything it refuses; only a real '/' means the home page.
  if (safe === '/' && value !== '/') return PREMIUM_HOME_PATH;
  const pathname = safe.split(/[?#]/, 1)[0]!.replace(/\/+$/, '') || '/';
  return CHECKOUT_PATHS.has(pathname) ? PREMIUM_HOME_PATH : safe;
}
