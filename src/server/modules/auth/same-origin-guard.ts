import type { FastifyInstance } from 'fastify';
import { AppError } from '#shared/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that another site's page sent (cross-site request forgery).
 * Browsers say where a request came from in Sec-Fetch-Site and Origin; requests without either
 * (server-to-server, like payment webhooks) are not from a browser page and pass.
 */
export function registerSameOriginGuard(app: FastifyInstance, options: { publicUrl: string; guardedPrefixes: string[] }): void {
  const allowedOrigin = new URL(options.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const url = request.url;
    if (!options.guardedPrefixes.some((prefix) => url.startsWith(prefix))) return;
    // Modern browsers always say where a request came from; that answer is the most reliable.
    const fetchSite = request.headers['sec-fetch-site'];
    if (typeof fetchSite === 'string') {
      if (fetchSite === 'same-origin' || fetchSite === 'none') return;
      throw new AppError('FORBIDDEN', 'This request came from another website and was refused.');
    }
    const origin = request.headers.origin;
    if (typeof origin !== 'string') return;
    const sameHost = `${request.protocol}://${request.host}`;
    if (origin !== allowedOrigin && origin !== sameHost) {
      throw new AppError('FORBIDDEN', 'This request came from another website and was refused.');
    }
  });
}
