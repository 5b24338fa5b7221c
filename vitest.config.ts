import { defineConfig } from 'vitest/config';

// Unit and API tests: real PostgreSQL (embedded unless DATABASE_URL is set), one fresh
// database per test file cloned from a migrated template.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts', 'scripts/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // Each worker process runs file after file with the modules it has already loaded:
    // a fresh process per file spent a third of the stage importing the server again
    // (docs/decisions/0029-ci-time.md). So a test file leaves nothing behind: no
    // process.env change, no fake timers, no server or pool left open.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
