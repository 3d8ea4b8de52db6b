/**
 * Build step after `vite build` and the prerender: writes a Brotli (`.br`) and a gzip (`.gz`)
 * copy beside every compressible file of the client build, at the strongest levels, so the server
 * sends them as they are (`preCompressed` in src/server/plugins/client-app.ts) instead of
 * compressing on every request. A copy newer than its file is kept; one that would not be smaller
 * is not written.
 *
 *   node --import tsx src/build/precompress.ts [dir]   (prerender.ts runs it on CLIENT_DIST_DIR)
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|xml|txt|webmanifest|map|ico)$/;
/** Files smaller than this are not worth a compressed copy (the server sends them as they are). */
export const PRECOMPRESS_MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) yield full;
  }
}

const ENCODERS = {
  br: (data: Buffer) =>
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
  gz: (data: Buffer) => gzipSync(data, { level: constants.Z_BEST_COMPRESSION }),
} as const;

/** Writes the missing or outdated `.br` and `.gz` copies under `dir`; returns how many it wrote. */
export function precompressDirectory(dir: string): { written: number; files: number } {
  let written = 0;
  let files = 0;
  for (const file of filesUnder(dir)) {
    const stat = fs.statSync(file);
    for (const [extension, encode] of Object.entries(ENCODERS)) {
      const copy = `${file}.${extension}`;
      const copyStat = fs.statSync(copy, { throwIfNoEntry: false });
      if (stat.size < PRECOMPRESS_MIN_BYTES) {
        if (copyStat) fs.rmSync(copy);
        continue;
      }
      if (copyStat && copyStat.mtimeMs >= stat.mtimeMs) continue;
      const compressed = encode(fs.readFileSync(file));
      if (compressed.length >= stat.size) {
        if (copyStat) fs.rmSync(copy);
        continue;
      }
      fs.writeFileSync(copy, compressed);
      written++;
    }
    files++;
  }
  return { written, files };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const dir = path.resolve(process.argv[2] ?? process.env.CLIENT_DIST_DIR ?? 'dist/client');
  const started = Date.now();
  const { written, files } = precompressDirectory(dir);
  process.stdout.write(`Precompressed ${files} files (${written} Brotli/gzip copies written) in ${Date.now() - started} ms.\n`);
}
