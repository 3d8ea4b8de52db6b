// `npm run bench`: throughput and latency of the public read endpoints on this machine.
// Starts the real server on a throwaway embedded database, loads it from this process over
// loopback for a fixed time per endpoint (bounded), and prints requests/s and latency percentiles.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../tests/support/server-process.ts';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const ENDPOINTS = ['/api/health', '/api/faqs', '/api/news', '/api/document-templates'];

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function load(url: string) {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + DURATION_MS;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        try {
          const res = await fetch(url);
          await res.arrayBuffer();
          if (!res.ok) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, errors, latencies };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bsh-bench-'));
// The benchmark itself is one client address; lift the per-address API limit for it.
const server = await startServer({ command: 'server', env: { DATA_DIR: dataDir, API_RATE_LIMIT_PER_MINUTE: '1000000' } });
try {
  console.log(`embedded database, ${CONCURRENCY} concurrent clients, ${DURATION_MS} ms per endpoint`);
  console.log('endpoint                   req/s     p50 ms   p95 ms   p99 ms   errors');
  for (const endpoint of ENDPOINTS) {
    const { requests, errors, latencies } = await load(`${server.url}${endpoint}`);
    const row = [
      endpoint.padEnd(24),
      (requests / (DURATION_MS / 1000)).toFixed(0).padStart(7),
      percentile(latencies, 50).toFixed(1).padStart(9),
      percentile(latencies, 95).toFixed(1).padStart(8),
      percentile(latencies, 99).toFixed(1).padStart(8),
      String(errors).padStart(8),
    ];
    console.log(row.join(' '));
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
