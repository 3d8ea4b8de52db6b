// `npm run db:migrate`: apply committed migrations to the configured database and exit.
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';

try {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
  );
  await database.migrate();
  await database.close();
  process.stdout.write(`Migrations applied (${database.driver}).\n`);
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? error.message : `Migration failed: ${(error as Error).message}`}\n`);
  process.exit(1);
}
