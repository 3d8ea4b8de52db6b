// `npm run bench:pages`: Lighthouse (mobile preset: an emulated mid-range phone on a slow 4G
// connection, simulated throttling) on every public page of the built site. Builds the client when
// stale, starts the server (production mode, a throwaway embedded database, payments in test mode
// as `npm start` does on a fresh start), then audits each prerendered page in Debian's Chromium
// and prints the four category scores, LCP and TBT. BENCH_PAGES_ONLY=/,/news limits the pages; BENCH_PAGES_RUNS=3 audits each page three times
// (round by round) and prints the medians;
// BENCH_PAGES_DETAILS=1 also prints what Lighthouse says delays each page.
// BENCH_PAGES_BASELINE=/tmp/dist-before compares with another client build (made by
// `CLIENT_DIST_DIR=/tmp/dist-before npm run build` on the earlier commit): a second server serves
// it, and each page is audited on both in alternation (the order flips each round), so a slow
// moment of the machine touches both alike; two tables follow, before and after.
// Chromium's debugging port is shared with the browser tests: run it as
// `flock /tmp/e2e.lock npm run bench:pages`.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { Launcher } from 'chrome-launcher';
import { APP_ROUTES } from '../src/shared/routes.ts';
import { ensureClientBuild } from '../scripts/client-build.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/chromium.ts';
import { freePort, startServer } from '../tests/support/server-process.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const only = process.env.BENCH_PAGES_ONLY?.split(',').map((p) => p.trim());
const pages = APP_ROUTES.filter((route) => route.prerender && (!only || only.includes(route.path))).map((route) => route.path);
const showDetails = process.env.BENCH_PAGES_DETAILS === '1';

/**
 * Lighthouse's own launcher's flags (chrome-launcher: no extensions, no translation, no background
 * throttling...) and the browser's address-bar popup turned off: this Chromium starts that popup's
 * own renderer (a WebUI page) with each new tab, and its 1–2 s of CPU during the audited page's
 * load, on a 2-core machine, was counted as the page's (the page's main thread measured 1,065 ms
 * of CPU with it, 690–770 ms without, the same build).
 */
function chromiumFlags(): string[] {
  const browserUi = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];
  const flags = Launcher.defaultFlags().map((flag) => (flag.startsWith('--disable-features=') ? `${flag},${browserUi.join(',')}` : flag));
  return [...new Set([...CHROMIUM_ARGS, ...flags])];
}

/** Starts Chromium with a debugging port and returns the port Lighthouse connects to. */
async function startChromium(profileDir: string): Promise<{ port: number; child: ChildProcess }> {
  const executable = chromiumPath();
  if (!executable) throw new Error('No Chromium found: install Debian’s chromium or set CHROMIUM_PATH.');
  const child = spawn(executable, [...chromiumFlags(), '--remote-debugging-port=0', `--user-data-dir=${profileDir}`, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] });
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
// BENCH_PAGES_NICE=-10 (as root): the server, Chromium and Lighthouse run at that priority (children
// inherit it), so on a machine shared with other work the audits measure the page more than the queue.
const nice = process.env.BENCH_PAGES_NICE ? Number(process.env.BENCH_PAGES_NICE) : undefined;
if (nice !== undefined) os.setPriority(nice);
const server = await startServer({ command: 'server', port, env });
const baselineDir = process.env.BENCH_PAGES_BASELINE ? path.resolve(process.env.BENCH_PAGES_BASELINE) : undefined;
const baselinePort = baselineDir ? await freePort() : undefined;
const baseline = baselineDir
  ? await startServer({ command: 'server', port: baselinePort!, env: { ...env, DATA_DIR: path.join(dataDir, 'baseline'), PORT: String(baselinePort), PUBLIC_URL: `http://127.0.0.1:${baselinePort}`, CLIENT_DIST_DIR: baselineDir } })
  : undefined;
/** The servers audited, by the name their table carries. */
const targets = baseline ? [{ name: `before (${baselineDir})`, url: baseline.url }, { name: 'after (this checkout)', url: server.url }] : [{ name: '', url: server.url }];
const chromium = await startChromium(path.join(dataDir, 'chromium'));
// Chromium sets its renderers' priority itself (background tabs lower): put them back now and then
// (one asynchronous `ps` a second, so Lighthouse's own work is not held up).
const renice = () => {
  const ps = spawn('ps', ['-eo', 'pid=,ppid='], { stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  ps.stdout.on('data', (data) => (out += String(data)));
  ps.once('close', () => {
    const children = new Map<number, number[]>();
    for (const line of out.trim().split('\n')) {
      const [pid, ppid] = line.trim().split(/\s+/).map(Number) as [number, number];
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    }
    const pending = [chromium.child.pid!];
    while (pending.length > 0) {
      for (const pid of children.get(pending.pop()!) ?? []) {
        pending.push(pid);
        try {
          if (os.getPriority(pid) !== nice) os.setPriority(pid, nice!);
        } catch {
          // gone already
        }
      }
    }
  });
};
const reniceTimer = nice === undefined ? undefined : setInterval(renice, 1000);
try {
  console.log(`Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, ${os.cpus().length} CPUs`);
  const runs = Math.max(1, Number(process.env.BENCH_PAGES_RUNS ?? 1));
  type Row = { scores: number[]; lcp: number; tbt: number; benchmarkIndex: number; error?: string };
  const rows = new Map<string, Row[]>(targets.flatMap((target) => pages.map((page) => [`${target.name}\t${page}`, []])));
  // With several runs, every page is audited once per round, so a busy moment of the machine
  // touches all pages alike; the table shows each figure's median over the rounds.
  for (let round = 1; round <= runs; round++) {
    if (runs > 1) console.log(`round ${round} of ${runs}`);
    for (const [page, target] of pages.flatMap((p) => (round % 2 ? targets : [...targets].reverse()).map((t) => [p, t] as const))) {
      const audit = () => lighthouse(`${target.url}${page}`, { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      let result = await audit();
      // A run now and then fails to see the navigation start (NO_NAVSTART): one more try.
      if (result?.lhr.runtimeError) result = await audit();
      if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
      const { lhr } = result;
      const row: Row = {
        scores: CATEGORIES.map((id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)),
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        benchmarkIndex: lhr.environment.benchmarkIndex,
        error: lhr.runtimeError?.code,
      };
      rows.get(`${target.name}\t${page}`)!.push(row);
      if (runs > 1 || baseline) console.log(`  ${target.name.split(' ')[0]!.padEnd(7)}${page.padEnd(26)} ${String(row.scores[0]).padStart(4)} ${ms(row.lcp).padStart(8)} ${ms(row.tbt).padStart(8)}   CPU ${row.benchmarkIndex}`);
      if (showDetails) console.log(details(lhr).join('\n'));
      const suffix = `${baseline ? `-${target.name.split(' ')[0]}` : ''}${runs > 1 ? `-${round}` : ''}`;
      const saveDir = process.env.BENCH_PAGES_SAVE;
      if (saveDir) {
        fs.mkdirSync(saveDir, { recursive: true });
        fs.writeFileSync(path.join(saveDir, `${page === '/' ? 'home' : page.slice(1).replace(/\W+/g, '_')}${suffix}.json`), JSON.stringify(lhr));
      }
    }
  }
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };
  // Lighthouse's own measure of this machine's CPU (higher is faster): TBT and the performance score
  // follow it, since the simulated phone is this CPU slowed down four times.
  const speeds = [...rows.values()].flat().map((r) => r.benchmarkIndex);
  console.log(`Lighthouse's CPU benchmark index over the runs: ${Math.min(...speeds)}–${Math.max(...speeds)} (median ${median(speeds)})`);
  console.log(runs > 1 ? `medians of ${runs} runs (performance of each run in brackets)` : '');
  console.log('page                          perf   a11y   best    seo   LCP ms   TBT ms');
  for (const [key, all] of rows) {
    const [name, page] = key.split('\t') as [string, string];
    if (name && page === pages[0]) console.log(name);
    // A run Lighthouse could not measure (NO_NAVSTART even after the retry) scores 0: left out of the medians.
    const measured = all.filter((r) => !r.error);
    const list = measured.length > 0 ? measured : all;
    console.log(
      [
        page.padEnd(28),
        ...CATEGORIES.map((_, i) => String(Math.round(median(list.map((r) => r.scores[i]!)))).padStart(6)),
        ms(median(list.map((r) => r.lcp))).padStart(8),
        ms(median(list.map((r) => r.tbt))).padStart(8),
        runs > 1 ? `  [${all.map((r) => r.error ?? r.scores[0]).join(', ')}]` : `  ${all[0]?.error ?? ''}`,
      ].join(' '),
    );
  }
} finally {
  clearInterval(reniceTimer);
  chromium.child.kill('SIGTERM');
  await server.stop();
  await baseline?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
