import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { LEGAL_FIGURE_TOKENS, resolveLegalFigure } from '../src/shared/law/legal-text.ts';
import { PUBLIC_SITE_ENV, readPublicOrigin } from '../src/shared/site-config.ts';
import { PREMIUM_PRICE_SCHEDULE, premiumMonthlyCentsOn, type PremiumPriceStep } from '../src/shared/billing/catalog.ts';

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

/**
 * What the build depends on: every input file's content, the public settings baked into it, and
 * the legal figures and premium price in force today (pages print them as text, so a figure or
 * price whose new amount takes effect makes the next start rebuild).
 */
export function clientBuildFingerprint(env: NodeJS.ProcessEnv = process.env, today: Date = new Date(), priceSchedule: readonly PremiumPriceStep[] = PREMIUM_PRICE_SCHEDULE): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(listFiles).sort()) {
    hash.update(path.relative(ROOT, file));
    hash.update(fs.readFileSync(file));
  }
  for (const name of Object.values(PUBLIC_SITE_ENV)) hash.update(`${name}=${env[name] ?? ''}`);
  hash.update(`CHECK_API_RESPONSES=${env.CHECK_API_RESPONSES ?? ''}`);
  for (const token of LEGAL_FIGURE_TOKENS) hash.update(`${token}=${resolveLegalFigure(token, today).text}`);
  hash.update(`premiumMonthlyCents=${premiumMonthlyCentsOn(today, priceSchedule)}`);
  return hash.digest('hex');
}

export function isClientBuildCurrent(env: NodeJS.ProcessEnv = process.env): boolean {
  const file = fingerprintFile(env);
  return fs.existsSync(file) && fs.readFileSync(file, 'utf8') === clientBuildFingerprint(env);
}

/**
 * Builds the client when it is missing or older than its sources, then prerenders the public
 * pages (src/build/prerender.ts); when only PUBLIC_URL changed, prerenders again without
 * rebuilding (canonical URLs and the sitemap carry the origin). Returns whether it did anything.
 */
export function ensureClientBuild(env: NodeJS.ProcessEnv = process.env): boolean {
  const run = (args: string[], what: string) => {
    const result = spawnSync(process.execPath, args, { cwd: ROOT, env, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`${what} failed (see the output above).`);
  };
  const prerender = (extra: string[] = []) =>
    run(['--import', 'tsx', path.join(ROOT, 'src/build/prerender.ts'), ...extra], 'Prerendering the public pages');
  const originFile = path.join(clientDistDir(env), '.prerender-origin');
  const origin = readPublicOrigin(env);

  if (isClientBuildCurrent(env)) {
    if (fs.existsSync(originFile) && fs.readFileSync(originFile, 'utf8') === origin) return false;
    process.stdout.write(`Prerendering the public pages for ${origin}...\n`);
    prerender(['--skip-ssr-build']);
    return true;
  }
  process.stdout.write('Building the web client (first start or sources changed)...\n');
  run([path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', clientDistDir(env)], 'The web client build');
  prerender();
  fs.writeFileSync(fingerprintFile(env), clientBuildFingerprint(env));
  return true;
}
