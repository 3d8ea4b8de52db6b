// `npm test`: everything, in order: typecheck, lint, unit + integration (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), client build, browser tests. Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromiumPath } from '../tests/support/chromium.ts';
import { ensureClientBuild } from './client-build.ts';
import { E2E_SITE_ENV } from '../tests/support/e2e-site-env.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const RESULTS = path.join(ROOT, 'test-results');
fs.mkdirSync(RESULTS, { recursive: true });
const isCi = process.env.CI === 'true' || process.env.CI === '1';

let passed = 0;
let failed = 0;
let skipped = 0;
const failures: string[] = [];

function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  process.stdout.write(`\n=== ${title} ===\n`);
  const result = spawnSync(command, args, { cwd: ROOT, env, stdio: 'inherit' });
  const ok = result.status === 0;
  if (!ok) failures.push(title);
  return ok;
}

const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);

if (run('Typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'])) passed++;
else failed++;
if (run('Lint', bin('eslint'), ['.', '--max-warnings=0'])) passed++;
else failed++;

if (!process.env.TEST_DATABASE_URL) {
  process.stdout.write('\nNote: TEST_DATABASE_URL is not set, so integration tests run on embedded PGlite only.\n');
}
const vitestReport = path.join(RESULTS, 'vitest.json');
fs.rmSync(vitestReport, { force: true });
run('Unit and integration tests (vitest)', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
if (fs.existsSync(vitestReport)) {
  const report = JSON.parse(fs.readFileSync(vitestReport, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
} else {
  failed++;
}

process.stdout.write('\n=== Client build ===\n');
try {
  ensureClientBuild({ ...process.env, ...E2E_SITE_ENV });
  process.stdout.write('Client build is current.\n');
} catch (error) {
  failed++;
  failures.push(`Client build: ${(error as Error).message}`);
}

const browser = chromiumPath();
if (!browser) {
  const message = [
    '',
    '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
    '!! BROWSER TESTS SKIPPED: Chromium was not found at /usr/bin/chromium.',
    '!! Install it with:  sudo apt-get update && sudo apt-get install -y chromium',
    '!! (or set CHROMIUM_PATH to a Chromium binary).',
    '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
    '',
  ].join('\n');
  process.stdout.write(message);
  if (isCi) {
    failed++;
    failures.push('Browser tests: Chromium is missing under CI');
  } else {
    skipped++;
  }
} else {
  const playwrightReport = path.join(RESULTS, 'playwright.json');
  fs.rmSync(playwrightReport, { force: true });
  run('Browser tests (Playwright + Chromium)', bin('playwright'), ['test'], {
    ...process.env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  });
  if (fs.existsSync(playwrightReport)) {
    const report = JSON.parse(fs.readFileSync(playwrightReport, 'utf8')) as {
      stats: { expected: number; unexpected: number; skipped: number; flaky: number };
    };
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  } else {
    failed++;
  }
}

process.stdout.write('\n');
if (failures.length > 0) process.stdout.write(`Failed steps: ${failures.join('; ')}\n`);
process.stdout.write(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
process.exit(failed > 0 || failures.length > 0 ? 1 : 0);
