import { createHash } from 'node:crypto';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Where the server-rendering bundle of a client build lives (src/client/entry-server.tsx, built
 * by src/build/prerender.ts): beside the default build, or in a folder named after another build's
 * directory (CLIENT_DIST_DIR). Inside the project even when the client build is not, so the
 * bundle's imports of react and friends resolve from this project's node_modules. The server reads
 * it too, to render pages whose content changes (/news) the way the prerender did.
 */
export function serverEntryDir(clientDir: string): string {
  return clientDir === path.join(ROOT, 'dist/client')
    ? path.join(ROOT, 'dist/server-entry')
    : path.join(ROOT, 'dist', `server-entry-${createHash('sha256').update(clientDir).digest('hex').slice(0, 12)}`);
}

/** The bundle's file in `serverEntryDir(clientDir)`. */
export function serverEntryFile(clientDir: string): string {
  return path.join(serverEntryDir(clientDir), 'entry-server.js');
}
