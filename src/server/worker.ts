import { ConfigError, loadConfig } from './config.js';
import { createDb } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { jobRegistry } from './job-registry.js';
import { createJobQueue } from './lib/jobs.js';
import { createMailer } from './lib/mail.js';
import { createStorage } from './lib/storage.js';

// npm run worker: background jobs without the web server, for a deployment that runs
// them apart (then RUN_WORKER=false on the web copies). SIGTERM or SIGINT: no new job is
// taken, running ones finish or go back to the queue, then the process exits.

const log = {
  info: (msg: string) => console.log(`[frameline worker] ${msg}`),
  warn: (msg: string) => console.warn(`[frameline worker] ${msg}`),
};

async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) {
    // The embedded PostgreSQL belongs to the server process that started it.
    throw new ConfigError(
      'npm run worker needs DATABASE_URL. Without it, the server runs the jobs itself (RUN_WORKER=true).',
    );
  }
  const { db, pool } = createDb(config.databaseUrl, {
    onPoolError: (error) => log.warn(`database connection lost; will reconnect (${error.message})`),
  });
  const applied = await migrateToLatest(db);
  if (applied.length) log.info(`Applied migrations: ${applied.join(', ')}`);

  const jobs = createJobQueue({
    db,
    deps: { db, config, mailer: createMailer(config), storage: createStorage(config) },
    jobs: jobRegistry,
    log,
  });
  await jobs.prepare();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal} received, stopping`);
    try {
      await jobs.stop();
      await pool.end();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await jobs.startWorker();
  log.info(`Running jobs: ${jobRegistry.map((job) => job.name).join(', ')}`);
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
