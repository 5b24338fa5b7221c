import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../../src/server/config.js';
import { createDb } from '../../../src/server/db/database.js';
import { seedDemo } from '../../../src/server/db/seed/seed.js';
import { TEMPLATE_DB } from '../../support/test-db.js';

export const DEMO_TEMPLATE_DB = 'frameline_demo_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the demo data of the run lives: a database to clone and the files beside it. */
    demoTemplate: { database: string; dataDir: string };
  }
}

/**
 * The demo data, seeded once for the run (after tests/support/global-setup.ts has the
 * PostgreSQL and its migrated template): the browser files that want it clone this
 * database and copy its files (./site.ts) instead of each seeding 153 pictures of their
 * own. Their server, started with SEED_DEMO=true on a database that has members, adds
 * nothing, as it would on any restart. Starting with the seed itself is tested on its own
 * (server-lifecycle.test.ts, src/server/db/seed/seed.test.ts).
 */
export default async function setup(project: TestProject) {
  const adminUrl = project.getProvidedContext().pgAdminUrl;
  const dataDir = mkdtempSync(join(tmpdir(), 'frameline-e2e-demo-'));
  await adminQuery(adminUrl, `drop database if exists "${DEMO_TEMPLATE_DB}" with (force)`);
  await adminQuery(adminUrl, `create database "${DEMO_TEMPLATE_DB}" template "${TEMPLATE_DB}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${DEMO_TEMPLATE_DB}`;
  const { db } = createDb(url.toString(), { max: 4 });
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      AUTH_SECRET: randomBytes(32).toString('hex'),
    });
    await seedDemo(db, config, { info: () => {}, warn: (message: string) => console.warn(message) });
  } finally {
    await db.destroy();
  }
  project.provide('demoTemplate', { database: DEMO_TEMPLATE_DB, dataDir });
  return async () => {
    await adminQuery(adminUrl, `drop database if exists "${DEMO_TEMPLATE_DB}" with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  };
}

async function adminQuery(adminUrl: string, text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
