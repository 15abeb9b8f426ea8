import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Tests of the embedded database's own folder (lock, damage, crash, backup, graceful stop) run the
 * server as its own process on a DATA_DIR and never use TEST_DATABASE_URL. With it set (the CI's
 * PostgreSQL pass) they would repeat the embedded pass exactly, so they run there only.
 */
const EMBEDDED_FOLDER_TESTS = [
  'test/crash.test.ts',
  'test/damaged-data-dir.test.ts',
  'test/server.test.ts',
  'src/db/{data-dir-lock,embedded,table-metadata}.test.ts',
  'src/backup/{archive,backup,backups-folder,control-socket}.test.ts',
];

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/migrated-template.ts'],
    // Fails a test that sends a query to a pg client still running another (test/query-race-guard.ts).
    setupFiles: ['test/query-race-guard.ts'],
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_DATABASE_URL ? EMBEDDED_FOLDER_TESTS : []),
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
