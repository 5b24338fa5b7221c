import { ConfigError, loadConfig } from './config.js';
import { createDb } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { jobRegistry } from './job-registry.js';
import { createJobQueue, type JobQueue } from './lib/jobs.js';
import { createMailer } from './lib/mail.js';
import { createStorage } from './lib/storage.js';

// npm run worker: background jobs without the web server, for a deployment that runs
// them apart (then RUN_WORKER=false on the web copies). SIGTERM or SIGINT: no new job is
// taken, running ones finish or go back to the queue, then the process exits.

const log = {
  info: (msg: string) => console.log(`[frameline worker] ${msg}`),
  warn: (msg: string) => console.warn(`[frameline worker] ${msg}`),
};

/** Set by the first SIGTERM or SIGINT; start-up reads it between its steps. */
let closing = false;
/** What a signal has to stop once start-up has made it. */
let started: { jobs: JobQueue; pool: { end(): Promise<void> } } | undefined;

// The handlers are in place before anything starts: a signal during the migrations ends
// the process at once (a migration cut short rolls back with its connection), as the
// server's does, rather than by the signal's default.
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  log.info(`${signal} received, stopping`);
  // Longer than the jobs' grace (JOB_STOP_GRACE_MS).
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  try {
    if (started) {
      await started.jobs.stop();
      await started.pool.end();
    }
  } finally {
    process.exit(0);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

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
  if (closing) return;

  const jobs = createJobQueue({
    db,
    deps: { db, config, mailer: createMailer(config), storage: createStorage(config) },
    jobs: jobRegistry,
    log,
  });
  started = { jobs, pool };
  await jobs.prepare();
  if (closing) return;
  await jobs.startWorker();
  log.info(`Running jobs: ${jobRegistry.map((job) => job.name).join(', ')}`);
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
