import type { FastifyInstance } from 'fastify';
import { openDatabase, type DatabaseHandle } from '#server/db/database.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { buildTestApp, testConfig } from './test-app.ts';

export interface TwoInstances {
  a: FastifyInstance;
  b: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/** Two app instances, each with its own connection pool and LISTEN connection, on one PostgreSQL database (TEST_DATABASE_URL). */
export async function createTwoInstances(env: Record<string, string> = {}): Promise<TwoInstances> {
  const database = await createTestDatabase();
  let secondHandle: DatabaseHandle | undefined;
  const apps: FastifyInstance[] = [];
  const close = async () => {
    for (const app of apps) await app.close();
    await secondHandle?.close();
    await database.dispose();
  };
  try {
    secondHandle = await openDatabase({ kind: 'postgres', url: database.url!, poolSize: 5 });
    for (const handle of [database.handle, secondHandle]) {
      const app = await buildTestApp(testConfig(env), { database: handle });
      apps.push(app);
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { a: apps[0]!, b: apps[1]!, database, close };
}
