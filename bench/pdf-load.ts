/**
 * npm run bench:pdf-load — does one member's long preview hold up everyone else? Six members preview
 * their own 450-debt case at once (each a different document, so the preview cache does not help)
 * while a health check is sent every 100 ms; prints the health checks' latency (p50, p99, max, from
 * the moment each was due), each preview's time and the process's peak memory.
 * Target: health p99 under 200 ms. `BENCH_PDF_IN_THREAD=1` draws on the request thread, as before
 * the worker pool, for comparison. Server in this process (production mode, throwaway embedded
 * database), over loopback.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/database.ts';
import { sessions, users } from '#server/db/schema/index.ts';
import { seedDatabase } from '#server/db/seed.ts';
import { inThreadRenderer } from '#server/adapters/pdf/render-pool/render-pool.ts';
import { tokenDigest } from '#server/security/tokens.ts';
import { CASE_FILE_SECTIONS } from '#shared/case-file/index.ts';
import { jointCoupleWithManyDebts } from '#shared/case-file/fixtures/many-creditors.ts';

const PREVIEWS = Number(process.env.BENCH_PREVIEWS ?? 6);
const DEBTS = Number(process.env.BENCH_DEBTS ?? 450);
const HEALTH_EVERY_MS = 100;
const IN_THREAD = process.env.BENCH_PDF_IN_THREAD === '1';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bsh-bench-pdf-'));
const database = await openDatabase({ kind: 'pglite', dataDir });
await database.migrate();
await seedDatabase(database.db);
const port = 20_000 + Math.floor(Math.random() * 20_000);
const base = `http://127.0.0.1:${port}`;
const config = loadConfig({ ...process.env, NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true', DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: base, LOG_LEVEL: 'warn', API_RATE_LIMIT_PER_MINUTE: '1000000' });
const app = await buildApp(config, { database, ...(IN_THREAD ? { pdfRenderer: inThreadRenderer() } : {}) });
await app.listen({ port, host: '127.0.0.1' });

/** Health checks at a steady rate until `until` settles: their latency and the request thread's event loop delay. */
async function measureHealth(until: Promise<unknown>) {
  const latencies: number[] = [];
  let failed = 0;
  let peakRss = process.memoryUsage.rss();
  let running = true;
  void until.finally(() => (running = false));
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const pending: Promise<void>[] = [];
  for (let due = performance.now(); running; due += HEALTH_EVERY_MS) {
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const sentDue = due;
    // A check that fails (a connection that timed out) counts with the time it took to fail.
    const check = fetch(`${base}/api/health`).then(async (r) => void (await r.arrayBuffer(), r.ok || (failed += 1)));
    pending.push(check.catch(() => void (failed += 1)).finally(() => void latencies.push(performance.now() - sentDue)));
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }
  await Promise.all(pending);
  loopDelay.disable();
  const sorted = latencies.sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const ms = (ns: number) => (ns / 1e6).toFixed(0);
  return {
    peakRss,
    summary: `${sorted.length} checks (${failed} failed), p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms; request thread's event loop delay p99 ${ms(loopDelay.percentile(99))} ms, max ${ms(loopDelay.max)} ms`,
  };
}

try {
  // Members and sessions are written directly (sign-in speed is not measured); premium through the test processor.
  const members: { cookie: string; documentId: string }[] = [];
  const caseFile = jointCoupleWithManyDebts(DEBTS);
  for (let i = 0; i < PREVIEWS; i++) {
    const id = randomUUID();
    const token = randomBytes(32).toString('base64url');
    await database.db.insert(users).values({ id, issuer: 'bench', subject: id, email: `bench${i}@example.com`, firstName: 'Bench', lastName: `Member${i}` });
    await database.db.insert(sessions).values({ id: tokenDigest(token), userId: id, expiresAt: new Date(Date.now() + 86_400_000) });
    const cookie = `bsh_session=${token}`;
    const call = async (method: string, url: string, body?: unknown) => {
      const res = await fetch(`${base}${url}`, { method, headers: { cookie, origin: base, 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<Record<string, unknown>>;
    };
    const { clientSecret } = await call('POST', '/api/create-subscription');
    await call('POST', '/api/test-payments/confirm', { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', zip: '60601' });
    const documentId = (await call('POST', '/api/start-document', { templateId: 'chapter7-complete' })).id as string;
    for (const section of CASE_FILE_SECTIONS.filter((s) => caseFile[s] !== undefined)) await call('PUT', `/api/documents/${documentId}/sections/${section}`, caseFile[section]);
    members.push({ cookie, documentId });
  }

  // The render workers start on the first render: one warm-up preview (a document of its own), then the measure.
  const warm = members.pop()!;
  const warmStart = performance.now();
  await fetch(`${base}/api/documents/${warm.documentId}/preview.pdf`, { headers: { cookie: warm.cookie } }).then((r) => r.arrayBuffer());
  console.log(`warm-up preview (workers starting): ${(performance.now() - warmStart).toFixed(0)} ms`);
  members.push(warm);
  // Its preview is now cached: draw the six measured ones from a fresh fingerprint (one more save each).
  for (const member of members) {
    await fetch(`${base}/api/documents/${member.documentId}/sections/filing`, { method: 'PUT', headers: { cookie: member.cookie, origin: base, 'content-type': 'application/json' }, body: JSON.stringify({ ...caseFile.filing, plannedFilingDate: '2026-12-16' }) });
  }

  const quiet = await measureHealth(new Promise((resolve) => setTimeout(resolve, 3_000)));
  const started = performance.now();
  const previews = Promise.all(
    members.map(async ({ cookie, documentId }) => {
      const res = await fetch(`${base}/api/documents/${documentId}/preview.pdf`, { headers: { cookie } });
      const bytes = (await res.arrayBuffer()).byteLength;
      return { status: res.status, ms: performance.now() - started, kB: bytes / 1024 };
    }),
  );
  const loaded = await measureHealth(previews);
  const drawn = await previews;
  console.log(`${os.availableParallelism()} cores, load average ${os.loadavg()[0]!.toFixed(1)}; ${IN_THREAD ? 'rendering on the request thread (as before)' : 'rendering in the worker pool'}`);
  console.log(`${PREVIEWS} concurrent previews of a ${DEBTS}-debt case: ${drawn.map((p) => `${p.status} in ${(p.ms / 1000).toFixed(1)} s`).join(', ')} (${drawn[0]!.kB.toFixed(0)} kB each)`);
  console.log(`/api/health every ${HEALTH_EVERY_MS} ms, latency from the moment each was due (target: p99 under 200 ms while the previews are drawn):`);
  console.log(`  3 s before the previews: ${quiet.summary}`);
  console.log(`  while they are drawn:    ${loaded.summary}`);
  console.log(`memory (RSS): ${(quiet.peakRss / 1048576).toFixed(0)} MB before, ${(loaded.peakRss / 1048576).toFixed(0)} MB at the peak`);
} finally {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
