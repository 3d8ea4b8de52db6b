// `npm run bench:chat`: live chat delivery latency with N clients (default 200) connected across
// two server instances sharing one PostgreSQL database. Messages are sent at a steady rate through
// both instances; each client measures the time from send to arrival. Bounded in time; loopback only.
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { tokenDigest } from '../src/server/security/tokens.ts';
import { startServer, type RunningServer } from '../tests/support/server-process.ts';
import { openSse } from '../tests/integration/support/sse-client.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const MESSAGES_PER_SECOND_PER_ROOM = Number(process.env.BENCH_RATE ?? 4);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const dbName = `bsh_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`create database ${dbName}`);
const url = new URL(ADMIN_URL);
url.pathname = `/${dbName}`;
const databaseUrl = url.toString();

const servers: RunningServer[] = [];
const streams: Array<{ close(): void }> = [];
try {
  // Two instances on the same database (the first migrates and seeds, the second waits its turn).
  for (let i = 0; i < 2; i++) {
    servers.push(await startServer({ command: 'server', env: { DATABASE_URL: databaseUrl, API_RATE_LIMIT_PER_MINUTE: '1000000' } }));
  }

  // Members and sessions are written directly: sign-up speed is not what this measures.
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const senders = Math.max(40, Math.ceil((MESSAGES_PER_SECOND_PER_ROOM * 4 * 10) / 8));
  const cookies: string[] = [];
  for (let i = 0; i < CLIENTS + senders; i++) {
    const id = randomUUID();
    const token = randomBytes(32).toString('base64url');
    await db.query('insert into users (id, issuer, subject, email, first_name, last_name) values ($1, $2, $3, $4, $5, $6)', [id, 'bench', id, `bench${i}@example.com`, 'Bench', `User${i}`]);
    await db.query("insert into sessions (id, user_id, expires_at) values ($1, $2, now() + interval '1 day')", [tokenDigest(token), id]);
    cookies.push(`bsh_session=${token}`);
  }
  const rooms = (await db.query<{ id: number }>('select id from chat_rooms where not is_archived order by id')).rows.map((r) => r.id);
  await db.end();

  const latencies: number[] = [];
  let delivered = 0;
  for (let i = 0; i < CLIENTS; i++) {
    const server = servers[i % 2]!;
    const room = rooms[i % rooms.length]!;
    const stream = await openSse(`${server.url}/api/chat-events?roomId=${room}`, { cookie: cookies[i]! });
    await stream.waitFor((e) => e.event === 'ready', 30_000);
    const seen = stream.events;
    let read = 0;
    const poll = setInterval(() => {
      for (; read < seen.length; read++) {
        const e = seen[read]!;
        if (e.event !== 'message') continue;
        const text = (JSON.parse(e.data) as { message: string }).message;
        const sentAt = Number(text.split(':')[1]);
        if (Number.isFinite(sentAt)) {
          latencies.push(performance.timeOrigin + performance.now() - sentAt);
          delivered++;
        }
      }
    }, 5);
    streams.push({ close: () => (clearInterval(poll), stream.close()) });
  }
  // Clients compute latency from a 5 ms poll; subtract nothing, so figures are slightly pessimistic.

  const interval = 1000 / (MESSAGES_PER_SECOND_PER_ROOM * rooms.length);
  const senderCookies = cookies.slice(CLIENTS);
  let sent = 0;
  let failed = 0;
  const started = Date.now();
  while (Date.now() - started < DURATION_MS) {
    const n = sent + failed;
    const server = servers[n % 2]!;
    const room = rooms[n % rooms.length]!;
    const body = JSON.stringify({ roomId: room, message: `bench:${performance.timeOrigin + performance.now()}` });
    void fetch(`${server.url}/api/chat-messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: senderCookies[n % senderCookies.length]!, origin: server.url },
      body,
    }).then((r) => (r.ok ? sent++ : failed++));
    await new Promise((r) => setTimeout(r, interval));
  }
  await new Promise((r) => setTimeout(r, 2000));

  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  const expected = sent * (CLIENTS / rooms.length);
  console.log(`clients ${CLIENTS} across 2 instances, ${rooms.length} rooms, ${MESSAGES_PER_SECOND_PER_ROOM} msg/s per room, ${DURATION_MS} ms`);
  console.log(`messages sent ${sent} (failed ${failed}), deliveries ${delivered} of ${expected} expected`);
  console.log(`deliveries per second ${(delivered / (DURATION_MS / 1000)).toFixed(0)}`);
  console.log(`delivery latency ms  p50 ${pct(50).toFixed(1)}  p95 ${pct(95).toFixed(1)}  p99 ${pct(99).toFixed(1)}  max ${(latencies.at(-1) ?? NaN).toFixed(1)}`);
} finally {
  for (const s of streams) s.close();
  for (const s of servers) await s.stop();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
