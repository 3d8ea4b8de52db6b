import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../support/server-process.ts';
import { testDriver } from './support/test-database.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bsh-log-output-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

type Line = { level: number; msg: string; req?: { id: string; path: string }; res?: { statusCode: number } };
const lines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Line);

// Standard output is written in batches (plugins/logging.ts): a quiet server's lines still show
// within a moment, and what is left is written when it stops. The process uses its embedded
// database whichever database the suite runs on: once is enough.
describe.runIf(testDriver() === 'pglite')('the server process', () => {
  it('writes one line per request to standard output soon after it, the early answers too, and the rest on shutdown', { timeout: 180_000 }, async () => {
    const server = await startServer({ command: 'server', env: { DATA_DIR: dataDir, LOG_LEVEL: 'info' } });
    try {
      expect((await fetch(`${server.url}/api/news`)).status).toBe(200);
      expect((await fetch(`${server.url}/api/news`)).status).toBe(200);
      const newsLines = () => lines(server.output()).filter((line) => line.msg === 'request completed' && line.req?.path === '/api/news');
      await expect.poll(() => newsLines().map((line) => ({ early: line.req!.id.startsWith('early-'), status: line.res?.statusCode })), { timeout: 2000 }).toEqual([
        { early: false, status: 200 },
        { early: true, status: 200 },
      ]);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(lines(server.output()).map((line) => line.msg)).toContain('shutting down: finishing in-flight requests');
  });
});
