import { CompiledQuery, type Kysely, sql } from 'kysely';
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { Mailer } from './mail.js';
import type { Storage } from './storage.js';

// Background jobs in PostgreSQL (docs/decisions/0012-job-queue.md). pg-boss stores the jobs
// and hands each to one worker (`for update skip locked`); this module adds typed
// definitions, enqueueing inside the caller's transaction, and a worker that stops
// cleanly: on stop it takes no new work, lets running handlers finish within a grace
// period and hands back whatever is still running, so another worker runs it.

/** The PostgreSQL schema that holds pg-boss's tables. */
export const JOB_SCHEMA = 'pgboss';

/** What every handler may use. */
export type JobDeps = { db: Db; config: Config; mailer: Mailer; storage: Storage };

export type JobContext = JobDeps & {
  job: { id: string; name: string /** 1 for the first run, 2 for the first retry, ... */; attempt: number };
};

export type JobDefinition<P = unknown> = {
  /** The queue's name: permanent once released (jobs in the database carry it). */
  name: string;
  payload: z.ZodType<P>;
  /** Retries after the first run fails. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** Doubles the delay at each retry (with jitter: between 1x and 2x of it). */
  retryBackoff: boolean;
  /** A run that takes longer counts as failed (and is retried). */
  expireInSeconds: number;
  /** Handlers of this job running at once in one worker. */
  concurrency: number;
  /** A cron expression: the job is also enqueued on that schedule (empty payload). */
  cron?: string;
  /**
   * 'short': at most one job per singleton key waits to run (a later one with the same
   * key is dropped, and `enqueue` returns ''); one may run meanwhile. Default 'standard'.
   */
  policy?: 'standard' | 'short';
  /** Must be idempotent: a job can run more than once (a retry after a lost completion). */
  handler(payload: P, context: JobContext): Promise<void>;
};

export function defineJob<S extends z.ZodType>(
  definition: Omit<JobDefinition<z.output<S>>, 'payload' | 'concurrency'> & {
    payload: S;
    concurrency?: number;
  },
): JobDefinition<z.output<S>> {
  return { concurrency: 1, ...definition } as JobDefinition<z.output<S>>;
}

type SqlRunner = { executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };

/** pg-boss's queries, run through kysely: on the app's pool, or inside a transaction. */
// biome-ignore lint/suspicious/noExplicitAny: the runner works on any schema
function sqlRunner(db: Kysely<any>): SqlRunner {
  return {
    executeSql: async (text, values = []) => {
      const result = await db.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows as unknown[] };
    },
  };
}

function newBoss(db: SqlRunner, options: Partial<PgBoss.ConstructorOptions> = {}) {
  return new PgBoss({
    db: db as PgBoss.Db,
    schema: JOB_SCHEMA,
    migrate: false,
    supervise: false,
    schedule: false,
    ...options,
  });
}

/** Creates or upgrades pg-boss's tables (part of `npm run db:migrate` and start-up). */
// biome-ignore lint/suspicious/noExplicitAny: works on any schema
export async function installJobSchema(db: Kysely<any>): Promise<void> {
  const boss = newBoss(sqlRunner(db), { migrate: true });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}

/** Builds job rows only: never started, it sends through the runner given to each call. */
let sender: PgBoss | undefined;

export type EnqueueOptions = { startAfter?: Date; singletonKey?: string };

/**
 * Adds a job inside the caller's transaction: if the transaction rolls back, there is no
 * job. Call `queue.nudge(job)` after the commit so a local worker starts at once.
 */
export async function enqueue<P>(
  trx: Db,
  job: JobDefinition<P>,
  payload: P,
  options: EnqueueOptions = {},
): Promise<string> {
  const data = job.payload.parse(payload);
  sender ??= newBoss({
    executeSql: () => Promise.reject(new Error('enqueue runs on the caller’s transaction')),
  });
  const id = await sender.send(job.name, data as object, {
    ...jobOptions(job),
    ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    db: sqlRunner(trx) as PgBoss.Db,
  });
  // No row: the queue does not exist (prepare() was not run), or a singleton already waits.
  if (!id && !options.singletonKey) throw new Error(`Job ${job.name} was not queued: unknown queue`);
  return id ?? '';
}

function jobOptions(job: JobDefinition) {
  return {
    retryLimit: job.retryLimit,
    retryDelay: job.retryDelaySeconds,
    retryBackoff: job.retryBackoff,
    expireInSeconds: job.expireInSeconds,
  };
}

export type JobLog = { warn: (message: string) => void; info?: (message: string) => void };

export type JobQueue = {
  /** Installs pg-boss's tables when missing and creates a queue for each job. */
  prepare(): Promise<void>;
  startWorker(): Promise<void>;
  /**
   * Stops taking work, waits up to `graceMs` for running handlers, then hands back the
   * jobs still running (they become due again at once, without counting as an attempt).
   * Calling it again returns the same promise.
   */
  stop(graceMs?: number): Promise<void>;
  /**
   * Tests: runs every due job to completion, one at a time, until none is due (with
   * `includeDelayed`, also those waiting for a retry or a start time). Concurrent calls
   * take turns, so each returns only when the jobs queued before it have run.
   */
  runQueued(options?: { includeDelayed?: boolean }): Promise<number>;
  /** After a commit that enqueued `job`: a running worker looks for it now, not at its next poll. */
  nudge(job: JobDefinition | string): void;
};

type FetchedJob = PgBoss.JobWithMetadata<unknown>;

/** Grace for running handlers when a process stops (SIGTERM). */
export const JOB_STOP_GRACE_MS = 10_000;

export function createJobQueue(options: {
  db: Db;
  deps: JobDeps;
  jobs: readonly JobDefinition[];
  log: JobLog;
  /** How often an idle worker looks for due jobs (retries fall due without a nudge). */
  pollingIntervalMs?: number;
}): JobQueue {
  const { db, deps, jobs, log } = options;
  const pollingIntervalMs = options.pollingIntervalMs ?? 2_000;
  const boss = newBoss(sqlRunner(db), {
    supervise: true,
    schedule: jobs.some((job) => job.cron),
  });
  boss.on('error', (error: Error) => log.warn(`job queue: ${error.message}`));

  /** Handlers running in this process, by job id. */
  const running = new Map<string, { job: JobDefinition; done: Promise<void> }>();
  /** Jobs handed back by stop(): their late end must not complete or fail them any more. */
  const handedBack = new Set<string>();
  /** Per job: wakes its sleeping loop; `nudged` keeps a nudge that came while it was busy. */
  const lanes = new Map(jobs.map((job) => [job.name, { wake: () => {}, nudged: false }]));
  const loops: Promise<void>[] = [];
  let workerStarted = false;
  let stopping = false;
  let stopped: Promise<void> | undefined;

  async function runJob(job: JobDefinition, fetched: FetchedJob): Promise<void> {
    const attempt = fetched.retryCount + 1;
    try {
      const payload = job.payload.parse(fetched.data);
      await withTimeout(
        job.handler(payload, { ...deps, job: { id: fetched.id, name: job.name, attempt } }),
        job.expireInSeconds * 1000,
      );
      if (!handedBack.has(fetched.id)) await boss.complete(job.name, fetched.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const last = attempt > fetched.retryLimit ? ', the last' : '';
      log.warn(`job ${job.name} ${fetched.id} failed (attempt ${attempt}${last}): ${message}`);
      if (!handedBack.has(fetched.id)) await boss.fail(job.name, fetched.id, { message });
    }
  }

  function start(job: JobDefinition, fetched: FetchedJob) {
    const done = runJob(job, fetched)
      .catch((error: Error) => log.warn(`job ${job.name} ${fetched.id}: ${error.message}`))
      .finally(() => {
        running.delete(fetched.id);
        handedBack.delete(fetched.id);
        lanes.get(job.name)?.wake();
      });
    running.set(fetched.id, { job, done });
  }

  async function fetch(job: JobDefinition, batchSize: number, includeDelayed = false) {
    return (await boss.fetch<unknown>(job.name, {
      batchSize,
      includeMetadata: true,
      ignoreStartAfter: includeDelayed,
    })) as FetchedJob[];
  }

  async function work(job: JobDefinition) {
    const lane = lanes.get(job.name)!;
    while (!stopping) {
      lane.nudged = false;
      const active = [...running.values()].filter((run) => run.job === job).length;
      const free = job.concurrency - active;
      let fetched: FetchedJob[] = [];
      if (free > 0) {
        try {
          fetched = await fetch(job, free);
        } catch (error) {
          log.warn(`job queue ${job.name}: ${(error as Error).message}`);
        }
        // Fetched while stop() began: hand them straight back.
        if (stopping) {
          await handBack(
            job.name,
            fetched.map((row) => row.id),
          ).catch(() => undefined);
          return;
        }
        for (const row of fetched) start(job, row);
      }
      // A full batch suggests more are waiting; a nudge during the fetch may be new work.
      if ((free > 0 && fetched.length === free) || lane.nudged) continue;
      await new Promise<void>((wake) => {
        const timer = setTimeout(wake, pollingIntervalMs);
        lane.wake = () => {
          clearTimeout(timer);
          wake();
        };
      });
      lane.wake = () => {};
    }
  }

  let queuedPasses: Promise<unknown> = Promise.resolve();
  async function runDue({ includeDelayed = false }: { includeDelayed?: boolean }) {
    let ran = 0;
    for (let found = true; found; ) {
      found = false;
      for (const job of jobs) {
        const [fetched] = await fetch(job, 1, includeDelayed);
        if (!fetched) continue;
        found = true;
        ran++;
        await runJob(job, fetched);
      }
    }
    return ran;
  }

  /**
   * Makes active jobs due again at once; a job handed back does not use up an attempt
   * (started_on cleared: fetching it again counts no retry). Handed back as 'retry', not
   * 'created': a queue with one waiting job per key ('short') may hold a new one for the
   * same key, and a second 'created' would break its unique index and fail the hand-back.
   */
  async function handBack(name: string, ids: string[]) {
    if (!ids.length) return;
    await sqlRunner(db).executeSql(
      `update ${JOB_SCHEMA}.job
          set state = 'retry'::${JOB_SCHEMA}.job_state,
              started_on = null,
              start_after = now()
        where name = $1 and id = any($2::uuid[]) and state = 'active'`,
      [name, ids],
    );
  }

  return {
    async prepare() {
      // Copies starting together on one database would deadlock creating the same
      // queues: one at a time, under a lock held on a connection of its own.
      await db.connection().execute(async (connection) => {
        await sql`select pg_advisory_lock(hashtextextended('frameline:job-queues', 0))`.execute(connection);
        try {
          await installJobSchema(connection);
          const onThisConnection = newBoss(sqlRunner(connection));
          for (const job of jobs) {
            await onThisConnection.createQueue(job.name, {
              name: job.name,
              policy: job.policy ?? 'standard',
              ...jobOptions(job),
            });
          }
        } finally {
          await sql`select pg_advisory_unlock(hashtextextended('frameline:job-queues', 0))`.execute(
            connection,
          );
        }
      });
    },

    async startWorker() {
      if (workerStarted || stopping) return;
      workerStarted = true;
      await boss.start();
      for (const job of jobs) {
        if (job.cron) await boss.schedule(job.name, job.cron, {}, jobOptions(job));
        loops.push(work(job));
      }
    },

    stop(graceMs = JOB_STOP_GRACE_MS) {
      stopped ??= (async () => {
        stopping = true;
        for (const lane of lanes.values()) lane.wake();
        await Promise.all(loops);
        let graceTimer: NodeJS.Timeout | undefined;
        await Promise.race([
          Promise.allSettled([...running.values()].map((run) => run.done)),
          new Promise<void>((done) => (graceTimer = setTimeout(done, graceMs))),
        ]);
        clearTimeout(graceTimer);
        const left = [...running.entries()];
        for (const [id] of left) handedBack.add(id);
        for (const name of new Set(left.map(([, run]) => run.job.name))) {
          const ids = left.filter(([, run]) => run.job.name === name).map(([id]) => id);
          try {
            await handBack(name, ids);
            log.warn(`job queue stopped: handed back ${ids.length} running ${name} job(s)`);
          } catch (error) {
            // They stay active until they expire; then pg-boss's upkeep retries them.
            log.warn(`job queue stopped: could not hand back ${name} jobs: ${(error as Error).message}`);
          }
        }
        if (workerStarted) await boss.stop({ graceful: false, close: false });
      })();
      return stopped;
    },

    runQueued(options = {}) {
      // One pass at a time: a caller must not return while another's pass still runs its job.
      const pass = queuedPasses.then(() => runDue(options));
      queuedPasses = pass.catch(() => undefined);
      return pass;
    },

    nudge(job) {
      const name = typeof job === 'string' ? job : job.name;
      const lane = lanes.get(name);
      if (!lane) throw new Error(`Unknown job ${name}`);
      lane.nudged = true;
      lane.wake();
    },
  };
}

/** A run that outlives its time counts as failed; the handler itself cannot be cancelled. */
async function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`ran longer than ${ms / 1000} s`)), ms);
  });
  try {
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
