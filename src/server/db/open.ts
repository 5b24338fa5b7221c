import pg from 'pg';
import type { Config } from '../config.js';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded.js';

type Log = { info: (msg: string) => void; warn: (msg: string) => void };

/**
 * The database URL to use: DATABASE_URL when set, else an embedded PostgreSQL in
 * DATA_DIR (created on first start, reused after), with a 'frameline' database.
 */
export async function resolveDatabase(
  config: Config,
  log: Log,
): Promise<{ databaseUrl: string; embedded?: EmbeddedPostgres }> {
  if (config.databaseUrl) return { databaseUrl: config.databaseUrl };
  const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort, log });
  await createDatabaseIfMissing(embedded.url('postgres'), 'frameline');
  return { databaseUrl: embedded.url('frameline'), embedded };
}

export async function createDatabaseIfMissing(adminUrl: string, name: string, template?: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      const ident = (value: string) => `"${value.replaceAll('"', '""')}"`;
      await client.query(`create database ${ident(name)}${template ? ` template ${ident(template)}` : ''}`);
    }
  } finally {
    await client.end();
  }
}
