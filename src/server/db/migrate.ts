import { type Kysely, Migrator } from 'kysely';
import { installJobSchema } from '../lib/jobs.js';
import { migrations } from './migrations/index.js';

/**
 * Applies pending migrations, then creates or upgrades the job queue's tables (pg-boss's
 * own schema, versioned by pg-boss). Both take a lock, so concurrent starts are safe.
 */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error).message ?? error)}`,
    );
  }
  await installJobSchema(db);
  return (results ?? []).map((result) => result.migrationName);
}
