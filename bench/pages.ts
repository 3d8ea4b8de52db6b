// `npm run bench:pages`: Lighthouse (mobile preset: an emulated mid-range phone on a slow 4G
// connection, simulated throttling) on every public page of the built site. Builds the client when
// stale, starts the server (production mode, a throwaway embedded database, payments in test mode
// as `npm start` does on a fresh start), then audits each prerendered page in Debian's Chromium
// and prints the four category scores, LCP and TBT. BENCH_PAGES_ONLY=/,/news limits the pages;
// BENCH_PAGES_DETAILS=1 also prints what Lighthouse says delays each page.
// Chromium's debugging port is shared with the browser tests: run it as
// `flock /tmp/e2e.lock npm run bench:pages`.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { APP_ROUTES } from '../src/shared/routes.ts';
import { ensureClientBuild } from '../scripts/client-build.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/chromium.ts';
import { freePort, startServer } from '../tests/support/server-process.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const only = process.env.BENCH_PAGES_ONLY?.split(',').map((p) => p.trim());
const pages = APP_ROUTES.filter((route) => route.prerender && (!only || only.includes(route.path))).map((route) => route.path);
const showDetails = process.env.BENCH_PAGES_DETAILS === '1';

/** Starts Chromium with a debugging port and returns the port Lighthouse connects to. */
async function startChromium(profileDir: string): Promise<{ port: number; child: ChildProcess }> {
  const executable = chromiumPath();
  if (!executable) throw new Error('No Chromium found: install Debian’s chromium or set CHROMIUM_PATH.');
  const child = spawn(executable, [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profileDir}`, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stderr!.on('data', (data) => {
      output += String(data);
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`Chromium stopped (exit ${code}):\n${output}`)));
  });
  return { port, child };
}

const ms = (value: number | undefined) => (value === undefined ? '-' : `${Math.round(value)}`);

/** The audits that cost this page time or points, as Lighthouse words them, for BENCH_PAGES_DETAILS. */
function details(lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']): string[] {
  const lines: string[] = [];
  for (const audit of Object.values(lhr.audits)) {
    const failing = audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable';
    const savings = audit.details && 'overallSavingsMs' in audit.details ? Number(audit.details.overallSavingsMs ?? 0) : 0;
    if (failing || savings > 50) lines.push(`    ${audit.id}: ${audit.displayValue ?? ''} (score ${audit.score ?? '-'})`);
    if (failing && audit.details && 'items' in audit.details) {
      for (const item of audit.details.items.slice(0, 5)) lines.push(`      ${JSON.stringify(item).slice(0, 300)}`);
    }
  }
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details;
  if (lcpElement) lines.push(`    LCP element: ${JSON.stringify(lcpElement).match(/"snippet":"(.*?)"/)?.[1] ?? '?'}`);
  const breakdown = JSON.stringify(lcpElement ?? {}).match(/"phase":"[^"]+","percent":"[^"]+","timing":[\d.]+/g);
  if (breakdown) lines.push(`    LCP phases: ${breakdown.join('; ')}`);
  return lines;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bsh-bench-pages-'));
const port = await freePort();
const env = { DATA_DIR: dataDir, NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true', API_RATE_LIMIT_PER_MINUTE: '100000', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` };
// Canonical links and the sitemap carry the site's origin, so the pages are prerendered for this port.
ensureClientBuild({ ...process.env, ...env });
const server = await startServer({ command: 'server', port, env });
const chromium = await startChromium(path.join(dataDir, 'chromium'));
try {
  console.log(`Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, ${os.cpus().length} CPUs`);
  console.log('page                          perf   a11y   best    seo   LCP ms   TBT ms');
  for (const page of pages) {
    const audit = () => lighthouse(`${server.url}${page}`, { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    let result = await audit();
    // A run now and then fails to see the navigation start (NO_NAVSTART): one more try.
    if (result?.lhr.runtimeError) result = await audit();
    if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
    const { lhr } = result;
    const score = (id: (typeof CATEGORIES)[number]) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100)).padStart(6);
    console.log(
      [
        page.padEnd(28),
        ...CATEGORIES.map(score),
        ms(lhr.audits['largest-contentful-paint']?.numericValue).padStart(8),
        ms(lhr.audits['total-blocking-time']?.numericValue).padStart(8),
        lhr.runtimeError ? `  ${lhr.runtimeError.code}` : '',
      ].join(' '),
    );
    if (showDetails) console.log(details(lhr).join('\n'));
    if (process.env.BENCH_PAGES_SAVE) fs.writeFileSync(path.join(process.env.BENCH_PAGES_SAVE, `${page === '/' ? 'home' : page.slice(1).replace(/\W+/g, '_')}.json`), JSON.stringify(lhr));
  }
} finally {
  chromium.child.kill('SIGTERM');
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
