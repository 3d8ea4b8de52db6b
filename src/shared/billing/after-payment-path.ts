import { safeReturnPath } from '../navigation/return-path.ts';

/** Where a new member goes when no page to return to was given (spec 4: the premium tools). */
export const PREMIUM_HOME_PATH = '/resources';
/** Where a package buyer goes when no page to return to was given: the packages. */
export const PACKAGES_PATH = '/documents?tab=premium-tools';

/** The checkout's own pages: returning there after paying would start the checkout again. */
const CHECKOUT_PATHS = new Set(['/subscribe', '/subscribe-success']);

/**
 * The page to bring someone back to after paying for the membership: the same-site path they
 * came from (`safeReturnPath`'s rules: relative, no other host, no /api), else the premium tools.
 * The server answers with it; the client applies it again to what it reads from its own URL.
 */
export function afterPaymentPath(value: unknown, fallback: string = PREMIUM_HOME_PATH): string {
  const safe = safeReturnPath(value);
  // safeReturnPath answers '/' for anything it refuses; only a real '/' means the home page.
  if (safe === '/' && value !== '/') return fallback;
  const pathname = safe.split(/[?#]/, 1)[0]!.replace(/\/+$/, '') || '/';
  return CHECKOUT_PATHS.has(pathname) ? fallback : safe;
}
