import { defineConfig } from 'vitest/config';

// Unit and API tests: real PostgreSQL (embedded unless DATABASE_URL is set), one fresh
// database per test file cloned from a migrated template.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts', 'scripts/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
