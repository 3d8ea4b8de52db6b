/** A path on this site that is safe to redirect to as it stands (checked before and after normalizing). */
function isSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return false;
  return !value.startsWith('/api/');
}

/**
 * Where to send someone after sign-in: only a path on this site. Anything else (another host,
 * a scheme, `//host`, backslashes, control characters) falls back to the home page. The
 * normalized result is checked again, because dot segments can turn `/..//host` into `//host`:
 * so the answer is always a fixed point (safeReturnPath(safeReturnPath(x)) === safeReturnPath(x)).
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return '/';
  if (!isSitePath(value)) return '/';
  try {
    const parsed = new URL(value, 'http://site.invalid');
    if (parsed.origin !== 'http://site.invalid') return '/';
    const normalized = `${parsed.pathname}${parsed.search}${parsed.hash}`;
    return isSitePath(normalized) ? normalized : '/';
  } catch {
    return '/';
  }
}
