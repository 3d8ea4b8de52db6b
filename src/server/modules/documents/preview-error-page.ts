/**
 * The preview PDF is opened by the browser itself (the Generate step's frame, or a new tab), not by
 * the app's code, so an error there must be a page a person can read: a JSON body would show as
 * raw text, and the error handler's `frame-ancestors 'none'` would show a broken frame instead.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '#shared/errors.ts';
import { escapeHtml } from '../../adapters/identity/embedded/html.ts';
import { allowFramingBySelf } from '../../plugins/security-headers.ts';

/** Seconds before a frame refused while the person's other PDF is drawn asks again by itself. */
export const PREVIEW_RETRY_SECONDS = 5;

/** A request the browser made to show the preview (a frame or a tab), rather than the app's own fetch. */
export const isPreviewNavigation = (request: FastifyRequest): boolean => ['iframe', 'frame', 'document'].includes(String(request.headers['sec-fetch-dest'] ?? ''));

export function sendPreviewErrorPage(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const known = error instanceof AppError ? error : undefined;
  if (!known) request.log.error({ err: error }, 'preview failed');
  const status = known?.status ?? 500;
  const busy = known?.code === 'RATE_LIMITED';
  const message = busy
    ? `We are still making another PDF for you. This preview tries again by itself in ${PREVIEW_RETRY_SECONDS} seconds.`
    : (known?.message ?? 'Something went wrong on our side. Please try again.');
  const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${busy ? `<meta http-equiv="refresh" content="${PREVIEW_RETRY_SECONDS}">` : ''}
<title>Your preview is not shown</title>
<style>body{font:1.125rem/1.5 system-ui,sans-serif;margin:1.5rem;color:#1f2937;background:#fff}h1{font-size:1.25rem}a{color:#1d4ed8}</style>
</head>
<body>
<main>
<h1>${busy ? 'Your preview is waiting its turn' : 'We could not show your preview'}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="">Try again</a></p>
</main>
</body>
</html>
`;
  if (busy) reply.header('retry-after', String(PREVIEW_RETRY_SECONDS));
  return allowFramingBySelf(reply).status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
}
