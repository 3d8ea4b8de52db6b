import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding to answer in, from the request's Accept-Encoding: Brotli before gzip, `q=0` refuses
 * one, `*` stands for both; undefined means the body goes out as it is.
 */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  // Browsers send one of a handful of values: each is read once.
  if (answers.has(header)) return answers.get(header);
  const answer = readAcceptEncoding(header);
  if (answers.size >= MAX_REMEMBERED_HEADERS) answers.clear();
  answers.set(header, answer);
  return answer;
}

const MAX_REMEMBERED_HEADERS = 64;
const answers = new Map<string, ContentEncoding | undefined>();

function readAcceptEncoding(header: string): ContentEncoding | undefined {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(token.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: ContentEncoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return undefined;
}

/** Compresses a whole body: quickly for a body made per request, harder for one kept and sent many times. */
export function compressBody(body: Buffer, encoding: ContentEncoding, effort: 'quick' | 'kept'): Buffer {
  if (encoding === 'br') {
    const quality = effort === 'quick' ? 4 : 9;
    return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  }
  return gzipSync(body, { level: effort === 'quick' ? 6 : 9 });
}

/** Appends Accept-Encoding to the reply's Vary header (once). */
export function varyOnEncoding(reply: FastifyReply): void {
  const current = String(reply.getHeader('vary') ?? '');
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return;
  reply.header('vary', current ? `${current}, accept-encoding` : 'accept-encoding');
}

/** Sends `body` compressed in the request's preferred encoding, or as it is (handlers outside routes: the not-found handler). */
export function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: string, minBytes: number): FastifyReply {
  const buffer = Buffer.from(body);
  varyOnEncoding(reply);
  const encoding = buffer.length >= minBytes ? preferredEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(buffer);
  return reply.header('content-encoding', encoding).send(compressBody(buffer, encoding, 'quick'));
}
