import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, startServer } from '../support/server-process.ts';
import { testDriver } from './support/test-database.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bsh-crash-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// The embedded database lives on local disk; a server database has its own crash recovery.
describe.runIf(testDriver() === 'pglite')('embedded database after a crash', () => {
  it('keeps every acknowledged write when killed with SIGKILL mid-write, and the site starts again', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/integration/support/write-loop.ts'], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
    });
    const acknowledged = new Set<string>();
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += String(d)));
    await new Promise<void>((resolve, reject) => {
      let buffer = '';
      child.stdout.on('data', (chunk) => {
        buffer += String(chunk);
        const lines = buffer.split('\n');
        buffer = lines.pop() ?? '';
        for (const line of lines) {
          if (line.startsWith('ack ')) acknowledged.add(`crash-${line.slice(4)}`);
        }
        if (acknowledged.size >= 60 && child.exitCode === null) {
          child.kill('SIGKILL');
          resolve();
        }
      });
      child.on('exit', (code, signal) => {
        if (signal !== 'SIGKILL') reject(new Error(`writer exited early (${code}): ${stderr}`));
      });
    });
    await new Promise((r) => child.once('exit', r));
    // The dead writer left its lock file behind; the server must take it over.
    expect(fs.existsSync(path.join(dataDir, 'bankruptcy-site.lock'))).toBe(true);

    const server = await startServer({ command: 'server', env: { DATA_DIR: dataDir } });
    try {
      const health = await fetch(`${server.url}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'up' });
      const articles = (await (await fetch(`${server.url}/api/news`)).json()) as Array<{ slug: string }>;
      const stored = new Set(articles.map((a) => a.slug));
      const missing = [...acknowledged].filter((slug) => !stored.has(slug));
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
      expect(secondErr).toContain(`The database in ${dataDir} is already open in another process`);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    // A clean SIGTERM releases the lock.
    expect(fs.existsSync(path.join(dataDir, 'bankruptcy-site.lock'))).toBe(false);
  });
});
