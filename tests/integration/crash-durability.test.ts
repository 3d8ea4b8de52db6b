import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/database.ts';
import { LOCK_FILE } from '#server/db/data-dir-lock.ts';
import { sessions, users } from '#server/db/schema/index.ts';
import { newToken, tokenDigest } from '#server/security/tokens.ts';
import { PROJECT_ROOT, startServer, type RunningServer } from '../support/server-process.ts';
import { testDriver } from './support/test-database.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bsh-crash-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const CYCLES = 20;
const WRITERS = 4;
const ACKS_PER_CYCLE = 12;
const SERVER_ENV = { DATA_DIR: dataDir, API_RATE_LIMIT_PER_MINUTE: '1000000' };

/** An admin with a live session, written before the first start, so writers need no sign-in. */
async function prepareAdminSession(): Promise<string> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await database.migrate();
    const token = newToken();
    const now = new Date();
    await database.db.insert(users).values({ id: 'crash-admin', issuer: 'test', subject: 'crash-admin', isAdmin: true });
    await database.db
      .insert(sessions)
      .values({ id: tokenDigest(token), userId: 'crash-admin', idToken: null, createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + 86_400_000) });
    return token;
  } finally {
    await database.close();
  }
}

/**
 * Several writers publish articles through HTTP; once `acks` of them are acknowledged (201), the
 * server's process group is killed with SIGKILL while the others are still in flight.
 */
async function writeUntilKilled(server: RunningServer, token: string, cycle: number, acknowledged: Set<number>): Promise<void> {
  let acksThisCycle = 0;
  let killed = false;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  const writer = async (w: number) => {
    for (let n = 0; !killed; n++) {
      let response: Response;
      try {
        response = await fetch(`${server.url}/api/news`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: `bsh_session=${token}`, origin: server.url },
          body: JSON.stringify({ title: `Crash ${cycle}-${w}-${n}`, content: 'x'.repeat(500), isPublished: true }),
        });
      } catch {
        return; // the server died with this request in flight: not acknowledged
      }
      if (response.status !== 201) throw new Error(`write answered ${response.status}: ${await response.text()}`);
      acknowledged.add(((await response.json()) as { id: number }).id);
      if (++acksThisCycle >= ACKS_PER_CYCLE && !killed) {
        killed = true;
        process.kill(-server.child.pid!, 'SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
  await exited;
}

// The embedded database lives on local disk; a server database has its own crash recovery.
describe.runIf(testDriver() === 'pglite')('embedded database after a crash', () => {
  it(`starts again at once after each of ${CYCLES} SIGKILLs mid-write, keeping every acknowledged write`, { timeout: 600_000 }, async () => {
    const token = await prepareAdminSession();
    const acknowledged = new Set<number>();
    const started = Date.now();

    for (let cycle = 0; cycle < CYCLES; cycle++) {
      // startServer fails if the process exits before it is healthy (a refused lock exits with 1).
      const server = await startServer({ command: 'server', env: SERVER_ENV });
      await writeUntilKilled(server, token, cycle, acknowledged);
      // The dead server's lock file names its pid, which may still look alive for a moment.
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);
    }

    const server = await startServer({ command: 'server', env: SERVER_ENV });
    try {
      const health = await fetch(`${server.url}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'up' });
      const articles = (await (await fetch(`${server.url}/api/admin/news`, { headers: { cookie: `bsh_session=${token}` } })).json()) as Array<{ id: number }>;
      const stored = new Set(articles.map((a) => a.id));
      const missing = [...acknowledged].filter((id) => !stored.has(id));
      expect(acknowledged.size).toBeGreaterThanOrEqual(CYCLES * ACKS_PER_CYCLE);
      expect(missing).toEqual([]);

      // A second process on the same data directory is refused with a clear message.
      const second = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        cwd: PROJECT_ROOT,
        env: { ...process.env, DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '' },
      });
      let secondErr = '';
      second.stderr.on('data', (d) => (secondErr += String(d)));
      const code = await new Promise((r) => second.once('exit', r));
      expect(code).toBe(1);
      expect(secondErr).toContain(
        `The database in ${dataDir} is already open in another process (pid ${server.child.pid}). Stop that process first, or set DATA_DIR to a different folder.`,
      );
    } finally {
      expect(await server.stop()).toBe(0);
    }
    // Reported by the run so the cost of this test stays visible.
    console.info(`crash test: ${CYCLES} kill/restart cycles, ${acknowledged.size} acknowledged writes, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
});
