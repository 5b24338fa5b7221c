import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { loadConfig } from '../../../src/server/config.js';
import { createDb } from '../../../src/server/db/database.js';
import { seedDemo } from '../../../src/server/db/seed/seed.js';
import { TEMPLATE_DB, withAdmin } from '../../support/test-db.js';

/** Marks the demo database whole: a file stopped halfway through the seed leaves none. */
const SEEDED = 'demo data seeded';

/**
 * The run's demo data (./demo-template.ts), seeded by the first file that asks while the
 * others wait on a lock, then a copy of its files in a new folder for this file's server.
 * Its database is for `createTestDatabase` to clone. The server, started with
 * SEED_DEMO=true on a database that has members, adds nothing, as on any restart; starting
 * with the seed is tested on its own (server-lifecycle.test.ts, seed.test.ts).
 */
export async function demoDataCopy(): Promise<{ database: string; dataDir: string }> {
  const { database, dataDir } = inject('demoTemplate');
  const adminUrl = inject('pgAdminUrl');
  // The lock is the connection's: it ends with it.
  await withAdmin(adminUrl, async (admin) => {
    await admin.query('select pg_advisory_lock(hashtext($1))', [database]);
    const { rows } = await admin.query<{ seeded: string | null }>(
      `select shobj_description(oid, 'pg_database') as seeded from pg_database where datname = $1`,
      [database],
    );
    if (rows[0]?.seeded !== SEEDED) {
      if (rows[0]) await admin.query(`drop database "${database}" with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
      await admin.query(`create database "${database}" template "${TEMPLATE_DB}"`);
      await seedInto(adminUrl, database, dataDir);
      await admin.query(`comment on database "${database}" is '${SEEDED}'`);
    }
  });
  const copy = mkdtempSync(join(tmpdir(), 'frameline-e2e-'));
  cpSync(dataDir, copy, { recursive: true });
  return { database, dataDir: copy };
}

async function seedInto(adminUrl: string, database: string, dataDir: string) {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
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
    // Closed before any file clones it: a database in use cannot be a template.
    await db.destroy();
  }
}
