import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { withAdmin } from '../../support/test-db.js';

const DEMO_TEMPLATE_DB = 'frameline_demo_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's demo data goes: a database to clone and the folder of its files. */
    demoTemplate: { database: string; dataDir: string };
  }
}

/**
 * The place for the demo data of the run (after tests/support/global-setup.ts has the
 * PostgreSQL): the first browser file that wants the data seeds it there, once, and every
 * file that wants it clones the database and copies the files (./demo-data.ts), instead
 * of each seeding 153 pictures of its own. A run of files that want none seeds nothing.
 */
export default async function setup(project: TestProject) {
  const adminUrl = project.getProvidedContext().pgAdminUrl;
  await withAdmin(adminUrl, (client) =>
    client.query(`drop database if exists "${DEMO_TEMPLATE_DB}" with (force)`),
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'frameline-e2e-demo-'));
  project.provide('demoTemplate', { database: DEMO_TEMPLATE_DB, dataDir });
  return async () => {
    await withAdmin(adminUrl, (client) =>
      client.query(`drop database if exists "${DEMO_TEMPLATE_DB}" with (force)`),
    );
    rmSync(dataDir, { recursive: true, force: true });
  };
}
