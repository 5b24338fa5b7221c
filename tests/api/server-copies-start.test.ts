import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { createTestDatabase } from '../support/test-db.js';

// Server copies start together after a deploy, on one database whose job queues do not
// exist yet: every copy starts, none deadlocks creating the queues.

describe('server copies starting at once', () => {
  it('three copies on a fresh database all start, three times over', async () => {
    for (let round = 0; round < 3; round++) {
      const database = await createTestDatabase();
      const dataDir = mkdtempSync(join(tmpdir(), 'frameline-copies-'));
      try {
        const config = loadConfig({
          NODE_ENV: 'test',
          DATA_DIR: dataDir,
          DATABASE_URL: database.url,
          PUBLIC_URL: 'http://localhost:3000',
          LOG_LEVEL: 'silent',
          RUN_WORKER: 'false',
        });
        const started = await Promise.allSettled([1, 2, 3].map(() => buildApp(config, { logger: false })));
        const failures = started.filter((result) => result.status === 'rejected');
        for (const result of started) if (result.status === 'fulfilled') await result.value.close();
        expect(failures.map((failure) => String((failure as PromiseRejectedResult).reason))).toEqual([]);
        const queues = await database.db
          .selectFrom('pgboss.queue' as never)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number((queues as { n: string }).n)).toBeGreaterThan(0);
      } finally {
        await database.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  });
});
