import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '#server/app.ts';
import { loadConfig, type AppConfig } from '#server/config.ts';
import { suiteLogs } from './log-capture.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: TestDatabase;
  close(): Promise<void>;
}

const dataDirs: string[] = [];
process.once('exit', () => {
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * A throwaway DATA_DIR for one app: its database is in memory, but mail without an SMTP server
 * is written to DATA_DIR/mail, where the helpers read it as a person reads their mail.
 */
function newDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bsh-test-data-'));
  dataDirs.push(dir);
  return dir;
}

/**
 * Apps in tests log at 'debug', below production's 'info', into memory (suiteLogs), so every
 * request of the suite is also a check that no personal data reaches a log.
 */
export const TEST_LOG_LEVEL = 'debug';

export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: TEST_LOG_LEVEL, CLIENT_DIST_DIR: './dist/client', DATA_DIR: env.DATA_DIR ?? newDataDir(), ...env });
}

/** Writes each log line to the suite's capture and to the test's own stream. */
function alsoToSuiteLogs(own: NonNullable<AppDeps['logStream']>): Writable {
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      suiteLogs.stream.write(chunk);
      own.write(String(chunk));
      done();
    },
  });
}

/**
 * `buildApp` for tests: its logs go to the suite's capture (and to `deps.logStream` too, for a test
 * that reads them), never to the terminal. Tests build apps only through this or createTestApp
 * (ESLint refuses `#server/app.ts` elsewhere in tests).
 */
export function buildTestApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
  return buildApp(config, { ...deps, logStream: deps.logStream ? alsoToSuiteLogs(deps.logStream) : suiteLogs.stream });
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    clock?: () => Date;
    /** Adds test-only routes (probes of the kind later features add) before the app is ready. */
    beforeReady?: (app: FastifyInstance) => void;
    /** Also writes the app's log lines here, for a test that reads them. */
    logStream?: NonNullable<AppDeps['logStream']>;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(options.env);
  const app = await buildTestApp(config, { database: database.handle, ...(options.clock ? { clock: options.clock } : {}), ...(options.logStream ? { logStream: options.logStream } : {}) });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}
