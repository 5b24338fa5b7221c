import { defineConfig } from 'vitest/config';

// Browser tests: the built server (as `npm start` runs it) and real Chromium. Each file's
// server has a database of its own on one PostgreSQL for the run, as the unit tests do.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts', 'tests/support/global-setup.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
});
