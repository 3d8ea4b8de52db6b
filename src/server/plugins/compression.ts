import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli or gzip for every compressible answer (JSON, HTML, text) the browser accepts, made on the
 * fly at a quick level. Files the build compressed already (static assets, prerendered pages) and
 * cached public reads carry their own Content-Encoding and pass through untouched. Live chat streams
 * take over the raw response, so they are never compressed or held back.
 * Request bodies are not decompressed: the API takes plain JSON only.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    globalCompression: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
