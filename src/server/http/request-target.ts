/** `http://` or `https://` and the authority after it, any case: a request target's absolute form. */
const SCHEME_AND_AUTHORITY = /^https?:\/\/[^/?#]*/i;

/**
 * The request target as a path (`/api/x?y`). A client may write the whole URL in the request line
 * (`POST http://host/api/x HTTP/1.1`, RFC 9112 §3.2.2); the router routes that by its path, so
 * every check that reads `request.url` (the same-origin guard, JSON only, the rate limits) must
 * see the same path. Other targets (`*`, another scheme) are left as they are: no route takes them.
 */
export function originForm(target: string): string {
  if (target.charCodeAt(0) === 47) return target; // '/': already a path, nearly every request
  const schemeAndAuthority = SCHEME_AND_AUTHORITY.exec(target);
  if (!schemeAndAuthority) return target;
  const rest = target.slice(schemeAndAuthority[0].length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}
