import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createDb } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { resolveDatabase } from './db/open.js';
import { seedDemoIfEmpty } from './db/seed/seed.js';

// Start-up order: config -> database (embedded or DATABASE_URL) -> migrations -> demo
// seed -> job worker (RUN_WORKER) -> listen. Shutdown runs the other way: the worker
// takes no new job while HTTP stops accepting and drains; running jobs finish or go back
// to the queue; then the pool closes and the embedded PostgreSQL stops.

const log = {
  info: (msg: string) => console.log(`[frameline] ${msg}`),
  warn: (msg: string) => console.warn(`[frameline] ${msg}`),
};

/** Set by the first SIGTERM or SIGINT; start-up reads it between its steps. */
let closing = false;
/** What a signal has to stop: the database being resolved (an embedded one is started), then the app. */
let database: ReturnType<typeof resolveDatabase> | undefined;
let app: Awaited<ReturnType<typeof buildApp>> | undefined;

// The handlers are in place before anything starts: a signal during start-up (the embedded
// PostgreSQL starting, migrations, the demo seed) stops what has started, the embedded
// PostgreSQL too, which runs in its own process group and would otherwise outlive us.
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  log.info(`${signal} received, shutting down`);
  // Longer than the jobs' grace (JOB_STOP_GRACE_MS) plus a request's drain.
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  try {
    if (app) await closeApp(app);
    await stopEmbeddedDatabase();
  } finally {
    process.exit(0);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

/** The worker takes no new job while HTTP stops accepting and drains. */
const closeApp = (started: NonNullable<typeof app>) => Promise.all([started.jobs.stop(), started.close()]);

/** Stops the embedded PostgreSQL once it has started (it runs in its own process group). */
async function stopEmbeddedDatabase() {
  const resolved = await database?.catch(() => undefined);
  await resolved?.embedded?.stop();
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  database = resolveDatabase(config, log);
  const { databaseUrl } = await database;
  if (closing) return;
  const setup = createDb(databaseUrl, { max: 2 });
  try {
    const applied = await migrateToLatest(setup.db);
    if (applied.length) log.info(`Applied migrations: ${applied.join(', ')}`);
    if (config.seedDemo && !closing) await seedDemoIfEmpty(setup.db, { ...config, databaseUrl }, log);
  } finally {
    await setup.db.destroy();
  }
  if (closing) return;

  app = await buildApp({ ...config, databaseUrl });
  if (closing) {
    // The signal came while the app was being built: shutdown() saw none to close.
    await closeApp(app);
    return;
  }
  await app.listen({ port: config.port, host: config.host });
  log.info(`Frameline is running at ${config.publicUrl}`);
}

main().catch(async (error) => {
  // Stopping already: a step cut short by the signal (the database stopped under the seed)
  // is no failure, and shutdown() stops the rest.
  if (closing) return;
  console.error(error);
  // The embedded PostgreSQL runs in its own process group; do not leave it behind.
  await stopEmbeddedDatabase().catch(() => undefined);
  process.exit(1);
});
