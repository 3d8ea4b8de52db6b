import { buildApp } from './app.ts';
import { LessonFilesError } from './modules/course/lesson-library.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { seedDatabase } from './db/seed.ts';
import { keepServingOnUnhandledRejection } from './process-errors.ts';
import { startupNotices } from './startup-notices.ts';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let database: DatabaseHandle;
  try {
    database = await openDatabase(
      config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
    );
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    fail(`Could not open the database: ${(error as Error).message}`);
  }
  await database.migrate();
  await seedDatabase(database.db);

  let app;
  try {
    app = await buildApp(config, { database });
  } catch (error) {
    if (error instanceof LessonFilesError) {
      await database.close();
      fail(error.message);
    }
    throw error;
  }
  keepServingOnUnhandledRejection(process, app.log);

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`${config.site.siteName} is running at ${config.publicUrl} (database: ${database.driver})`);
  const notices = await startupNotices(config, database.db);
  for (const line of notices.info) app.log.info(line);
  for (const line of notices.warn) app.log.warn(line);
  if (config.env === 'production' && config.paymentsTestMode) {
    app.log.warn('Payments are in test mode (PAYMENTS_TEST_MODE=true): a demo where test card 4242 unlocks premium and nothing is charged.');
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
