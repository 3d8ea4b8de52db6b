import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import { loadConfig, type AppConfig } from '#server/config.ts';
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

export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CLIENT_DIST_DIR: './dist/client', DATA_DIR: env.DATA_DIR ?? newDataDir(), ...env });
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    clock?: () => Date;
    /** Adds test-only routes (probes of the kind later features add) before the app is ready. */
    beforeReady?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(options.env);
  const app = await buildApp(config, { database: database.handle, ...(options.clock ? { clock: options.clock } : {}) });
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
