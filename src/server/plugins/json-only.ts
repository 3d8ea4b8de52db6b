import type { FastifyInstance } from 'fastify';
import { AppError } from '#shared/errors.ts';

/**
 * The API reads JSON only. Form and text/plain bodies are what another site's page can send without
 * the browser asking first (a "simple" request), so refusing them backs up the same-origin guard;
 * the /idp sign-in pages, outside /api, keep taking their form posts.
 */
export function registerJsonOnlyApi(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const contentType = request.headers['content-type'];
    if (contentType === undefined) return;
    // No body, nothing to read: the header's sign-out is a plain form POST with an empty body.
    const length = request.headers['content-length'];
    const hasBody = (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
    if (!hasBody) return;
    const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
    if (mediaType !== 'application/json') throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request as JSON.');
  });
}
