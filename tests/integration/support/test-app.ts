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

const databases = new WeakMap<FastifyInstance, TestDatabase>();

/** The database behind a test app (helpers read emails from its outbox, as a person reads their mail). */
export function databaseOf(app: FastifyInstance): TestDatabase {
  const database = databases.get(app);
  if (!database) throw new Error('an app built without createTestApp: call rememberTestDatabase(app, database)');
  return database;
}

export function rememberTestDatabase(app: FastifyInstance, database: TestDatabase): void {
  databases.set(app, database);
}

export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CLIENT_DIST_DIR: './dist/client', ...env });
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
  rememberTestDatabase(app, database);
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
