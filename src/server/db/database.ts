import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

export type DbSchema = typeof schema;
/** Either driver: repositories only use what both PGlite and node-postgres support. */
export type Database = PgDatabase<PgQueryResultHKT, DbSchema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole database as one file, which `{ kind: 'pglite-memory', from }` opens again. */
  dump?(): Promise<Blob>;
  /**
   * PostgreSQL server only: a dedicated connection LISTENing on `channel`; it reconnects after
   * a dropped connection, then calls `onReconnect` (notifications sent while it was down are
   * lost). Returns a function that stops listening.
   */
  listen?(channel: string, onNotify: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Arbitrary constant naming this application's migration lock on a shared server. */
const MIGRATION_LOCK_KEY = 7_041_990_001;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  /** `from`: a dump of another PGlite database (tests start each file from one migrated, seeded copy). */
  | { kind: 'pglite-memory'; from?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') return openPostgres(target.url, target.poolSize ?? 10);
  return target.kind === 'pglite' ? openPglite(target.dataDir) : openPglite(undefined, target.from);
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A dropped idle connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: async () => {
      // Instances starting together take turns, so each migration runs exactly once.
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        lock.release();
      }
    },
    close: async () => {
      await pool.end();
    },
    listen: async (channel, onNotify, onReconnect) => {
      let stopped = false;
      let client: pg.Client | undefined;
      // Keep trying until the server is back; each failed attempt schedules the next.
      const retrySoon = () =>
        setTimeout(() => {
          if (stopped) return;
          connect().then(() => {
            if (!stopped) onReconnect?.();
          }, retrySoon);
        }, 1000).unref();
      const connect = async (): Promise<void> => {
        const next = new pg.Client({ connectionString: url });
        let lost = false;
        next.on('notification', (n) => {
          if (n.channel === channel && n.payload !== undefined) onNotify(n.payload);
        });
        // A dropped connection can report more than one error: it is replaced once.
        next.on('error', () => {
          if (stopped || lost) return;
          lost = true;
          void next.end().catch(() => {});
          if (client === next) retrySoon();
        });
        try {
          await next.connect();
          await next.query(`listen ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          lost = true;
          void next.end().catch(() => {});
          throw error;
        }
        if (stopped) return void next.end().catch(() => {});
        client = next;
      };
      await connect();
      return async () => {
        stopped = true;
        await client?.end().catch(() => {});
      };
    },
  };
}

async function openPglite(dataDir: string | undefined, from?: Blob): Promise<DatabaseHandle> {
  const releaseLock = dataDir ? acquireDataDirLock(dataDir) : () => {};
  let client: PGlite;
  try {
    client = dataDir ? new PGlite(path.join(dataDir, 'pglite')) : new PGlite(from ? { loadDataDir: from } : {});
    await client.waitReady;
  } catch (error) {
    releaseLock();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    driver: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
    },
    dump: () => client.dumpDataDir('none'),
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}
