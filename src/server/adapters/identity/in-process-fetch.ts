import type { FastifyInstance } from 'fastify';
import type { CustomFetch } from 'openid-client';

/**
 * Lets the relying party talk to the embedded provider inside this process (no network hop,
 * no dependence on the public address being reachable from the server itself). The Host header
 * keeps the public address so the provider builds the same URLs a browser sees.
 */
export function inProcessFetch(app: FastifyInstance, publicUrl: string): CustomFetch {
  const publicOrigin = new URL(publicUrl);
  return async (url, options) => {
    const target = new URL(url);
    if (target.origin !== publicOrigin.origin) return fetch(url, options as RequestInit);
    const headers: Record<string, string> = { ...options.headers, host: publicOrigin.host };
    if (publicOrigin.protocol === 'https:') headers['x-forwarded-proto'] = 'https';
    const response = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers,
      ...(options.body !== undefined && options.body !== null ? { payload: String(options.body) } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(v));
    }
    const hasBody = response.statusCode !== 204 && response.statusCode !== 304;
    return new Response(hasBody ? new Uint8Array(response.rawPayload) : null, { status: response.statusCode, headers: responseHeaders });
  };
}
