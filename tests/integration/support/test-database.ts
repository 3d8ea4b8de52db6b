import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#server/db/database.ts';
import { seedDatabase } from '#server/db/seed.ts';

export type TestDriver = 'pglite' | 'postgres';

export function testDriver(): TestDriver {
  return process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Connection string of the throwaway database (postgres driver only). */
  url: string | undefined;
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite, or a throwaway
 * database on the TEST_DATABASE_URL server that is dropped afterwards.
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const seed = options.seed ?? true;
  if (testDriver() === 'pglite') {
    // A copy of the run's migrated, seeded database (support/pglite-snapshot.ts); migrate() then
    // finds nothing to do, and would still apply a migration the snapshot lacked.
    const snapshot = seed ? inject('pgliteSnapshot') : '';
    const from = snapshot ? new Blob([fs.readFileSync(snapshot)]) : undefined;
    const handle = await openDatabase({ kind: 'pglite-memory', ...(from ? { from } : {}) });
    await handle.migrate();
    if (from) return { handle, url: undefined, dispose: () => handle.close() };
    if (seed) await seedDatabase(handle.db);
    return { handle, url: undefined, dispose: () => handle.close() };
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
  const name = `bsh_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  await handle.migrate();
  if (seed) await seedDatabase(handle.db);
  return {
    handle,
    url: url.toString(),
    dispose: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
