import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/database.ts';
import { createTestDatabase, testDriver } from './support/test-database.ts';

describe.runIf(testDriver() === 'postgres')('migrations on a shared PostgreSQL server', () => {
  it('lets two instances start at once: each migration runs once and both succeed', async () => {
    const target = await createTestDatabase({ seed: false });
    try {
      // The throwaway database is already migrated; start from an empty one instead.
      await target.handle.db.execute(sql`drop schema public cascade; create schema public; drop schema if exists drizzle cascade`);
      const a = await openDatabase({ kind: 'postgres', url: target.url!, poolSize: 2 });
      const b = await openDatabase({ kind: 'postgres', url: target.url!, poolSize: 2 });
      try {
        await Promise.all([a.migrate(), b.migrate()]);
        const rows = (await a.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: unknown[] };
        const journal = (await import('#server/db/migrations/meta/_journal.json', { with: { type: 'json' } })).default as { entries: unknown[] };
        expect((rows.rows[0] as { n: number }).n).toBe(journal.entries.length);
      } finally {
        await a.close();
        await b.close();
      }
    } finally {
      await target.dispose();
    }
  });
});
