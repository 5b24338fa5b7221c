import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb } from '../../src/server/db/database.js';
import { startEmbeddedPostgres } from '../../src/server/db/embedded.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { TEMPLATE_DB } from './test-db.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

/**
 * One PostgreSQL for the run: DATABASE_URL's server when set (CI proves the external
 * path that way), else an embedded one in a temp folder. A template database is
 * migrated once; each test file clones it (tests/support/test-db.ts).
 */
export default async function setup(project: TestProject) {
  const log = { info: () => {}, warn: (msg: string) => console.warn(msg) };
  let adminUrl: string;
  let stop = async () => {};
  if (process.env.DATABASE_URL) {
    adminUrl = process.env.DATABASE_URL;
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'frameline-test-'));
    const embedded = await startEmbeddedPostgres({ dataDir, log });
    adminUrl = embedded.url('postgres');
    stop = async () => {
      await embedded.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  }

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // Leftovers of an earlier, interrupted run against the same server.
  const { rows } = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname = $1 or datname like 'frameline_test_%'`,
    [TEMPLATE_DB],
  );
  for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
  await admin.query(`create database "${TEMPLATE_DB}"`);
  await admin.end();

  const templateUrl = withDatabase(adminUrl, TEMPLATE_DB);
  const { db } = createDb(templateUrl, { max: 1 });
  await migrateToLatest(db);
  await db.destroy();

  project.provide('pgAdminUrl', adminUrl);
  return async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists "${TEMPLATE_DB}" with (force)`);
    await cleanup.end();
    await stop();
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
