import { defineConfig } from 'vitest/config';

// Browser tests: the built server (as `npm start` runs it) and real Chromium. Each file's
// server has a database of its own on one PostgreSQL for the run, as the unit tests do,
// and its own port, data directory and browser, so two files run at once
// (docs/decisions/0029-ci-time.md).
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    // In this order: the build and the Chromium, the PostgreSQL and its migrated template,
    // then the place for the demo data, seeded by the first file that wants it.
    globalSetup: [
      'tests/e2e/support/global-setup.ts',
      'tests/support/global-setup.ts',
      'tests/e2e/support/demo-template.ts',
    ],
    pool: 'forks',
    maxWorkers: 2,
    // Beside another file a test may take two to four times as long as alone (the
    // landing's axe walk at 375 px: 8 s alone, 17-36 s beside another file).
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
