// `npm run bench`: how the public reads hold a surge on this machine. Starts the real server
// (production mode, a throwaway embedded database, the per-address API limit raised through
// API_RATE_LIMIT_PER_MINUTE) and, for each endpoint, a bare node:http server answering the same
// bytes from memory; loads them in turn with autocannon over loopback and prints our throughput
// as a ratio of the bare server's, then our p99 latency at a fixed request rate.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { PROJECT_ROOT, startServer } from '../tests/support/server-process.ts';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const FIXED_RATE = Number(process.env.BENCH_RATE ?? 500);
const ENDPOINTS = ['/api/news', '/api/faqs', '/api/document-templates'];
/** Sent with every request, as a browser would. */
const REQUEST_HEADERS = { 'accept-encoding': process.env.BENCH_ACCEPT_ENCODING ?? 'identity' };
// BENCH_NICE=-10 (as root): this process (autocannon), our server and the bare servers run at that
// priority, so other work on a shared machine disturbs the measure less (both sides alike).
const NICE = process.env.BENCH_NICE ? Number(process.env.BENCH_NICE) : undefined;
const prioritize = (pid: number | undefined) => {
  if (NICE !== undefined && pid !== undefined) os.setPriority(pid, NICE);
};
prioritize(process.pid);

async function startBareServer(file: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'bench/bare-server.ts'), file], { stdio: ['ignore', 'pipe', 'inherit'] });
  prioritize(child.pid);
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout!.once('data', (data) => resolve(String(data).trim()));
    child.once('exit', (code) => reject(new Error(`the bare server stopped (exit ${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

/** Our answer's bytes and the headers that describe them, for the bare server to send. */
async function captureAnswer(url: string, file: string): Promise<number> {
  const response = await fetch(url, { headers: REQUEST_HEADERS });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = { 'content-type': response.headers.get('content-type') ?? 'application/json' };
  const encoding = response.headers.get('content-encoding');
  if (encoding) headers['content-encoding'] = encoding;
  fs.writeFileSync(file, JSON.stringify({ body: body.toString('base64'), headers }));
  return body.length;
}

async function throughput(url: string): Promise<{ rps: number; p99: number; failed: number }> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: REQUEST_HEADERS });
  return { rps: result.requests.total / DURATION_S, p99: result.latency.p99, failed: result.non2xx + result.errors + result.timeouts };
}

const atFixedRate = (url: string) => autocannon({ url, connections: 10, overallRate: FIXED_RATE, duration: DURATION_S, headers: REQUEST_HEADERS });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bsh-bench-'));
const answerFile = path.join(dataDir, 'answer.json');
// The benchmark is one client address: lift the per-address API limit for it. Logging as in
// production (LOG_LEVEL's default, one line per request), not the test servers' `warn`, into a
// file, as a process manager keeps it.
const server = await startServer({
  command: 'server',
  env: { DATA_DIR: dataDir, NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true', API_RATE_LIMIT_PER_MINUTE: '1000000', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info' },
  logFile: path.join(dataDir, 'server.log'),
});
prioritize(server.child.pid);
try {
  console.log(`${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}, ${CONNECTIONS} connections, ${DURATION_S} s per measure, ${ROUNDS} alternating rounds, accept-encoding: ${REQUEST_HEADERS['accept-encoding']}, log level: ${process.env.BENCH_LOG_LEVEL ?? 'info'}${NICE === undefined ? '' : `, nice ${NICE}`}`);
  console.log('endpoint                  bytes   ours req/s   bare req/s   ratio   ours p99 ms   p99 ms at ' + FIXED_RATE + '/s   bare p99 ms   failed');
  for (const endpoint of ENDPOINTS) {
    const bytes = await captureAnswer(`${server.url}${endpoint}`, answerFile);
    const bare = await startBareServer(answerFile);
    const ours: Array<Awaited<ReturnType<typeof throughput>>> = [];
    const theirs: Array<Awaited<ReturnType<typeof throughput>>> = [];
    let fixed: Result;
    let bareFixed: Result;
    try {
      for (let round = 0; round < ROUNDS; round++) {
        ours.push(await throughput(`${server.url}${endpoint}`));
        theirs.push(await throughput(`${bare.url}${endpoint}`));
      }
      // The bare server's p99 at the same rate: how much of ours is this machine's own delay.
      fixed = await atFixedRate(`${server.url}${endpoint}`);
      bareFixed = await atFixedRate(`${bare.url}${endpoint}`);
    } finally {
      bare.child.kill('SIGTERM');
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const oursRps = mean(ours.map((r) => r.rps));
    const bareRps = mean(theirs.map((r) => r.rps));
    const failed = [...ours, ...theirs].reduce((sum, r) => sum + r.failed, 0) + fixed.non2xx + fixed.errors + bareFixed.non2xx + bareFixed.errors;
    console.log(
      [
        endpoint.padEnd(24),
        String(bytes).padStart(7),
        oursRps.toFixed(0).padStart(12),
        bareRps.toFixed(0).padStart(12),
        (oursRps / bareRps).toFixed(2).padStart(7),
        Math.max(...ours.map((r) => r.p99)).toFixed(1).padStart(13),
        fixed.latency.p99.toFixed(1).padStart(17),
        bareFixed.latency.p99.toFixed(1).padStart(12),
        String(failed).padStart(8),
      ].join(' '),
    );
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
