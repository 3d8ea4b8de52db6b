import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { PUBLIC_SITE_ENV } from '../src/shared/site-config.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const INPUTS = ['src/client', 'src/shared', 'src/build', 'content', 'vite.config.ts', 'package-lock.json'];
/** Where the client is built; CLIENT_DIST_DIR lets parallel test runs keep separate builds. */
export function clientDistDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(ROOT, env.CLIENT_DIST_DIR || 'dist/client');
}
const fingerprintFile = (env: NodeJS.ProcessEnv) => path.join(clientDistDir(env), '.build-fingerprint');

function listFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!fs.existsSync(full)) return [];
  const stat = fs.statSync(full);
  if (stat.isFile()) return [full];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((d) => listFiles(path.join(entry, d.name)));
}

/** What the build depends on: every input file's content and the public settings baked into it. */
export function clientBuildFingerprint(env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(listFiles).sort()) {
    hash.update(path.relative(ROOT, file));
    hash.update(fs.readFileSync(file));
  }
  for (const name of Object.values(PUBLIC_SITE_ENV)) hash.update(`${name}=${env[name] ?? ''}`);
  return hash.digest('hex');
}

export function isClientBuildCurrent(env: NodeJS.ProcessEnv = process.env): boolean {
  const file = fingerprintFile(env);
  return fs.existsSync(file) && fs.readFileSync(file, 'utf8') === clientBuildFingerprint(env);
}

/** Builds the client when it is missing or older than its sources; returns whether it built. */
export function ensureClientBuild(env: NodeJS.ProcessEnv = process.env): boolean {
  if (isClientBuildCurrent(env)) return false;
  process.stdout.write('Building the web client (first start or sources changed)...\n');
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', clientDistDir(env)], {
    cwd: ROOT,
    env,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The web client build failed (see the output above).');
  fs.writeFileSync(fingerprintFile(env), clientBuildFingerprint(env));
  return true;
}
