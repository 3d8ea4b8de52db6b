import { defineConfig } from 'vitest/config';

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

// Integration tests run once on embedded PGlite and, when TEST_DATABASE_URL is set,
// once more on the real PostgreSQL server.
const integration = (driver: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `integration-${driver}`,
    include: ['tests/integration/**/*.test.ts'],
    env: { TEST_DB_DRIVER: driver },
    // Fails a file whose apps logged personal data (apps log into memory at 'debug').
    setupFiles: ['tests/integration/support/suite-log-check.ts'],
    // PGlite: every file starts from one migrated, seeded copy made once per run.
    ...(driver === 'pglite' ? { globalSetup: ['tests/integration/support/pglite-snapshot.ts'] } : {}),
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      // Unit tests that draw whole PDF packages and read them with pdftotext took over vitest's 5 s
      // default on a loaded 2-core machine; speed is measured by the benchmarks, not by timeouts.
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'], testTimeout: 30_000 } },
      integration('pglite'),
      ...(hasPostgres ? [integration('postgres')] : []),
    ],
  },
});
