import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/db/database.ts';
import { seedDatabase } from '#server/db/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated, seeded PGlite database, or '' (each file then migrates and seeds its own). */
    pgliteSnapshot: string;
  }
}

/**
 * Global setup of the PGlite project: migrates and seeds one database and dumps it to a file,
 * so that each test file opens a copy of it instead of running initdb, every migration and the
 * seed again (about 5 s a file on a busy machine; the copy opens in a fraction of that).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bsh-pglite-snapshot-'));
  const file = path.join(dir, 'seeded.tar');
  const handle = await openDatabase({ kind: 'pglite-memory' });
  try {
    await handle.migrate();
    await seedDatabase(handle.db);
    const dump = await handle.dump!();
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide('pgliteSnapshot', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
