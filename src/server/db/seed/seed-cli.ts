import { ConfigError, loadConfig } from '../../config.js';
import { createDb } from '../database.js';
import { migrateToLatest } from '../migrate.js';
import { resolveDatabase } from '../open.js';
import { demoSignIns, seedDemo } from './seed.js';

// npm run db:seed: adds the demo members to DATABASE_URL, or to the embedded PostgreSQL
// in DATA_DIR (started for the duration of the command). Safe to run again.

const log = { info: (msg: string) => console.log(msg), warn: (msg: string) => console.warn(msg) };

async function main(): Promise<number> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  if (config.isProduction) {
    console.error('Refusing to seed: NODE_ENV=production. The demo accounts share a published password.');
    return 1;
  }

  const { databaseUrl, embedded } = await resolveDatabase(config, log);
  const { db } = createDb(databaseUrl, { max: 4 });
  try {
    const applied = await migrateToLatest(db);
    if (applied.length) log.info(`Applied migrations: ${applied.join(', ')}`);
    await seedDemo(db, { ...config, databaseUrl }, log);
    for (const line of demoSignIns()) log.info(line);
    return 0;
  } catch (error) {
    console.error('The demo seed failed:', error);
    return 1;
  } finally {
    await db.destroy();
    await embedded?.stop();
  }
}

// Exit explicitly: embedded.stop() leaves a 10 s fallback timer running, which would
// otherwise keep the command alive after its work is done.
process.exit(await main());
