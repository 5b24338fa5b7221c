import { ConfigError, loadConfig } from '../config.js';
import { createDb } from './database.js';
import { migrateToLatest } from './migrate.js';
import { resolveDatabase } from './open.js';

// npm run db:migrate: applies pending migrations to DATABASE_URL, or to the embedded
// PostgreSQL in DATA_DIR (started for the duration of the command).
const log = { info: console.log, warn: console.warn };
const config = (() => {
  try {
    // Migrating serves no one and sends no mail: the mail settings are not needed here.
    return loadConfig(process.env, { serves: false });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
})();
const { databaseUrl, embedded } = await resolveDatabase(config, log);
const { db } = createDb(databaseUrl, { max: 1 });
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await db.destroy();
  await embedded?.stop();
}
