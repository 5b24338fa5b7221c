import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, type Db } from '../../src/server/db/database.js';

export const TEMPLATE_DB = 'frameline_template';

/**
 * A fresh, migrated database for one test file, a copy of `template` (the migrated one
 * unless told); `drop()` removes it.
 */
export async function createTestDatabase(
  template = TEMPLATE_DB,
): Promise<{ db: Db; url: string; drop: () => Promise<void> }> {
  const adminUrl = inject('pgAdminUrl');
  const name = `frameline_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`create database "${name}" template "${template}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const { db } = createDb(url.toString(), { max: 4 });
  return {
    db,
    url: url.toString(),
    drop: async () => {
      await db.destroy();
      await withAdmin(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

/** Runs `run` on a connection to the run's server as its administrator, then closes it. */
export async function withAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    // Cloning a template fails while anyone else is connected to it; retry briefly.
    for (let attempt = 0; ; attempt++) {
      try {
        return await run(client);
      } catch (error) {
        if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((done) => setTimeout(done, 100));
      }
    }
  } finally {
    await client.end();
  }
}
