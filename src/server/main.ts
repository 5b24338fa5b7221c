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

let stopEmbedded: (() => Promise<void>) | undefined;

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

  const { databaseUrl, embedded } = await resolveDatabase(config, log);
  stopEmbedded = embedded?.stop;
  const setup = createDb(databaseUrl, { max: 2 });
  try {
    const applied = await migrateToLatest(setup.db);
    if (applied.length) log.info(`Applied migrations: ${applied.join(', ')}`);
    if (config.seedDemo) await seedDemoIfEmpty(setup.db, { ...config, databaseUrl }, log);
  } finally {
    await setup.db.destroy();
  }

  const app = await buildApp({ ...config, databaseUrl });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal} received, shutting down`);
    // Longer than the jobs' grace (JOB_STOP_GRACE_MS) plus a request's drain.
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await Promise.all([app.jobs.stop(), app.close()]);
      await embedded?.stop();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  log.info(`Frameline is running at ${config.publicUrl}`);
}

main().catch(async (error) => {
  console.error(error);
  // The embedded PostgreSQL runs in its own process group; do not leave it behind.
  await stopEmbedded?.().catch(() => undefined);
  process.exit(1);
});
