import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messageIdOf, queueEmail, sendEmail } from '../../src/server/lib/email-outbox.js';
import { createJobQueue, defineJob, enqueue, JOB_SCHEMA, type JobQueue } from '../../src/server/lib/jobs.js';
import { freePort } from '../e2e/support/server.js';
import { pathOf } from '../support/mail.js';
import { startMailCatcher } from '../support/mail-catcher.js';
import { setupTestApp, TestClient } from '../support/test-app.js';

// docs/product.md, Emails and Background jobs: a sign-up never waits for the SMTP server;
// its email is stored with a job in the same transaction and sent once, retried with
// backoff while the SMTP server is away; a stopping worker finishes or hands back its jobs.

const smtpPort = await freePort();
const t = setupTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
const catchers: { close: () => Promise<void> }[] = [];
afterAll(async () => {
  for (const catcher of catchers) await catcher.close();
});

const silent = { warn: () => {} };

type JobRow = { id: string; state: string; retry_count: number; start_after: Date; started_on: Date | null };
async function jobRows(name: string): Promise<JobRow[]> {
  const { rows } = await sql<JobRow>`
    select id, state, retry_count, start_after, started_on from ${sql.table(`${JOB_SCHEMA}.job`)}
    where name = ${name} order by created_on`.execute(t.db);
  return rows;
}

function emailsTo(to: string) {
  return t.db.selectFrom('emails').selectAll().where('to', '=', to).execute();
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((done) => setTimeout(done, 25));
  }
}

/** A queue of its own for test jobs, over the test app's database. */
function testQueue(jobs: Parameters<typeof createJobQueue>[0]['jobs']): JobQueue {
  return createJobQueue({
    db: t.db,
    deps: { db: t.db, config: t.config, mailer: t.app.mailer, storage: t.app.storage },
    jobs,
    log: silent,
    pollingIntervalMs: 100,
  });
}

describe('emails while the SMTP server is stopped', () => {
  it('answers the sign-up at once and sends the confirmation once the SMTP server is back', async () => {
    const email = 'patient@example.test';
    const client = new TestClient(t.app);
    await client.get('/api/auth/session');

    const started = Date.now();
    const signUp = await client.post('/api/auth/sign-up', { email, password: 'patient-password-1' });
    expect(signUp.statusCode).toBe(201);
    // A normal sign-up (one password hash); nothing waits for the SMTP server.
    expect(Date.now() - started).toBeLessThan(2_000);
    const [stored] = await emailsTo(email);
    expect(stored).toMatchObject({ kind: 'confirm_email', sent_at: null, attempts: 0 });

    // The first try fails: nobody listens. The job waits at least its delay for the next.
    const failedAt = Date.now();
    expect(await t.app.jobs.runQueued()).toBe(1);
    const [afterFailure] = await emailsTo(email);
    expect(afterFailure).toMatchObject({ sent_at: null, attempts: 1 });
    expect(afterFailure!.last_error).toMatch(/ECONNREFUSED/);
    const [job] = await jobRows(sendEmail.name);
    expect(job).toMatchObject({ state: 'retry', retry_count: 0 });
    expect(job!.start_after.getTime()).toBeGreaterThanOrEqual(
      failedAt + sendEmail.retryDelaySeconds * 1000 - 1_000,
    );

    // The SMTP server comes back on the same port. The retry is not due yet: nothing is sent.
    const mail = await startMailCatcher({ port: smtpPort });
    catchers.push(mail);
    expect(await t.app.jobs.runQueued()).toBe(0);
    expect(mail.mails).toHaveLength(0);

    // Once due, the retry sends it: one email, with a Message-ID that every try shares.
    expect(await t.app.jobs.runQueued({ includeDelayed: true })).toBe(1);
    expect(mail.mails).toHaveLength(1);
    expect(mail.mails[0]).toMatchObject({ to: email, subject: 'Confirm your Frameline account' });
    expect(mail.mails[0]!.messageId).toBe(messageIdOf(stored!.id, t.config.publicUrl));
    const [sent] = await emailsTo(email);
    expect(sent!.sent_at).toBeInstanceOf(Date);
    expect(sent!.attempts).toBe(2);
    // The single-use link is no longer kept once it has gone out.
    expect(sent).toMatchObject({ text: null, html: null });
    expect((await jobRows(sendEmail.name)).map((row) => row.state)).toEqual(['completed']);

    // The link works.
    const confirm = await client.get(pathOf(mail.mails[0]!.link));
    expect(confirm.headers.location).toBe('/auth?confirmed=1');
    // Opened again (a mail scanner may have opened it first): still confirmed, not invalid.
    const again = await client.get(pathOf(mail.mails[0]!.link));
    expect(again.headers.location).toBe('/auth?confirmed=1');
    // A link that was never sent is invalid.
    const forged = await client.get('/api/auth/confirm-email?token=not-a-real-token-at-all');
    expect(forged.headers.location).toBe('/auth?confirmed=0');
    // A mail program's tracking parameters are no reason to refuse it; a link cut short,
    // or none, lands on /auth with the message, never on an error body.
    const tracked = await client.get(`${pathOf(mail.mails[0]!.link)}&utm_source=newsletter`);
    expect(tracked.headers.location).toBe('/auth?confirmed=1');
    for (const path of ['/api/auth/confirm-email?token=abc', '/api/auth/confirm-email']) {
      const cut = await client.get(path);
      expect(cut.statusCode, path).toBe(303);
      expect(cut.headers.location, path).toBe('/auth?confirmed=0');
    }

    // A second run of the job for the same email (a retry after a completion that was
    // lost) finds it sent and sends nothing.
    await t.db.transaction().execute((trx) => enqueue(trx, sendEmail, { emailId: stored!.id }));
    expect(await t.app.jobs.runQueued({ includeDelayed: true })).toBe(1);
    expect(mail.mails).toHaveLength(1);
  });

  it('queues no email when the write that causes it rolls back', async () => {
    const to = 'rolled-back@example.test';
    const before = (await jobRows(sendEmail.name)).length;
    await expect(
      t.db.transaction().execute(async (trx) => {
        await queueEmail(trx, { kind: 'confirm_email', to, subject: 'Never', text: 'x', html: 'x' });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await emailsTo(to)).toEqual([]);
    expect(await jobRows(sendEmail.name)).toHaveLength(before);
  });
});

describe('retries', () => {
  it('runs a failed job again after its delay, and waits longer at each further retry', async () => {
    const attempts: number[] = [];
    const flaky = defineJob({
      name: 'test-flaky',
      payload: z.object({}),
      retryLimit: 3,
      retryDelaySeconds: 1,
      retryBackoff: true,
      expireInSeconds: 10,
      handler: async () => {
        attempts.push(Date.now());
        throw new Error('not yet');
      },
    });
    const queue = testQueue([flaky]);
    await queue.prepare();
    await t.db.transaction().execute((trx) => enqueue(trx, flaky, {}));
    await queue.startWorker();
    queue.nudge(flaky);
    try {
      await until(() => attempts.length >= 2);
      expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(1_000);
      // After the second failure the wait is at least twice the delay.
      await until(async () => (await jobRows(flaky.name))[0]?.state === 'retry');
      const secondFailure = Date.now();
      const [job] = await jobRows(flaky.name);
      expect(job!.retry_count).toBe(1);
      expect(job!.start_after.getTime()).toBeGreaterThanOrEqual(secondFailure + 2_000 - 200);
    } finally {
      await queue.stop(1_000);
    }
  });
});

describe('stopping a worker', () => {
  function blockingJob(name: string, options: { policy?: 'short' } = {}) {
    const runs: { release: () => void }[] = [];
    const job = defineJob({
      name,
      ...options,
      payload: z.object({ n: z.number() }),
      retryLimit: 2,
      retryDelaySeconds: 60,
      retryBackoff: false,
      expireInSeconds: 60,
      handler: () => new Promise<void>((release) => runs.push({ release })),
    });
    return { job, runs };
  }

  it('lets a running job finish within the grace period', async () => {
    const { job, runs } = blockingJob('test-finishes');
    const queue = testQueue([job]);
    await queue.prepare();
    await t.db.transaction().execute((trx) => enqueue(trx, job, { n: 1 }));
    await queue.startWorker();
    queue.nudge(job);
    await until(() => runs.length === 1);

    const stopping = queue.stop(5_000);
    setTimeout(() => runs[0]!.release(), 300);
    await stopping;
    expect((await jobRows(job.name)).map((row) => row.state)).toEqual(['completed']);
  });

  it('hands back a job still running after the grace period, and another worker completes it', async () => {
    const { job, runs } = blockingJob('test-handed-back');
    const queue = testQueue([job]);
    await queue.prepare();
    await t.db.transaction().execute((trx) => enqueue(trx, job, { n: 2 }));
    await queue.startWorker();
    queue.nudge(job);
    await until(() => runs.length === 1);

    const started = Date.now();
    await queue.stop(200);
    expect(Date.now() - started).toBeLessThan(2_000);
    // Due again at once, and the interrupted run did not use up an attempt.
    const [handedBack] = await jobRows(job.name);
    expect(handedBack).toMatchObject({ state: 'retry', retry_count: 0, started_on: null });
    expect(handedBack!.start_after.getTime()).toBeLessThanOrEqual(Date.now());

    // The old handler ending late does not complete (or fail) the job any more.
    runs[0]!.release();
    await new Promise((done) => setTimeout(done, 100));
    expect((await jobRows(job.name))[0]!.state).toBe('retry');

    const other = testQueue([job]);
    const finishing = other.runQueued();
    await until(() => runs.length === 2);
    runs[1]!.release();
    expect(await finishing).toBe(1);
    expect((await jobRows(job.name)).map((row) => row.state)).toEqual(['completed']);
  });

  it('hands back a running job of a one-waiting-per-key queue while another for its key waits', async () => {
    const { job, runs } = blockingJob('test-handed-back-short', { policy: 'short' });
    const queue = testQueue([job]);
    await queue.prepare();
    await t.db.transaction().execute((trx) => enqueue(trx, job, { n: 1 }, { singletonKey: 'member-1' }));
    await queue.startWorker();
    queue.nudge(job);
    await until(() => runs.length === 1);
    // Meanwhile the next one for the same key is queued (a new message while the email job runs).
    await t.db
      .transaction()
      .execute((trx) =>
        enqueue(trx, job, { n: 2 }, { singletonKey: 'member-1', startAfter: new Date(Date.now() + 60_000) }),
      );

    await queue.stop(200);
    runs[0]!.release();
    const states = (await jobRows(job.name)).map((row) => row.state).sort();
    expect(states).toEqual(['created', 'retry']);

    const other = testQueue([job]);
    const finishing = other.runQueued();
    await until(() => runs.length === 2);
    runs[1]!.release();
    expect(await finishing).toBe(1);
  });

  it('schedules a cron job when its worker starts', async () => {
    const nightly = defineJob({
      name: 'test-nightly',
      payload: z.object({}),
      retryLimit: 0,
      retryDelaySeconds: 0,
      retryBackoff: false,
      expireInSeconds: 60,
      cron: '0 3 * * *',
      handler: async () => {},
    });
    const queue = testQueue([nightly]);
    await queue.prepare();
    await queue.startWorker();
    await queue.stop(100);
    const { rows } = await sql<{ cron: string }>`
      select cron from ${sql.table(`${JOB_SCHEMA}.schedule`)} where name = ${nightly.name}`.execute(t.db);
    expect(rows).toEqual([{ cron: '0 3 * * *' }]);
  });

  it('on SIGTERM, `npm run worker` finishes the email it is sending before it exits', async () => {
    let sending!: () => void;
    const dataStarted = new Promise<void>((done) => (sending = done));
    // An SMTP server that takes a second to accept each message.
    const mail = await startMailCatcher({
      beforeAccept: async () => {
        sending();
        await new Promise((done) => setTimeout(done, 1_000));
      },
    });
    catchers.push(mail);
    const email = 'sigterm@example.test';
    await t.db
      .transaction()
      .execute((trx) =>
        queueEmail(trx, { kind: 'confirm_email', to: email, subject: 'Stopping', text: 'x', html: 'x' }),
      );

    const worker = startWorkerProcess(mail.url);
    try {
      await Promise.race([
        dataStarted,
        worker.exited.then(() => Promise.reject(new Error(`the worker exited early:\n${worker.output()}`))),
      ]);
      worker.process.kill('SIGTERM');
      expect(await worker.exited).toBe(0);
    } finally {
      worker.end();
    }
    expect(worker.output()).toMatch(/SIGTERM received/);
    expect(mail.mails.filter((m) => m.to === email)).toHaveLength(1);
    const [row] = await emailsTo(email);
    expect(row!.sent_at).toBeInstanceOf(Date);
    const states = (await jobRows(sendEmail.name)).map((job) => job.state);
    expect(states.every((state) => state === 'completed')).toBe(true);
  }, 60_000);

  it('on SIGTERM while its migrations wait, `npm run worker` stops at once and says so', async () => {
    const mail = await startMailCatcher();
    catchers.push(mail);
    // Another copy holds the migrations' table: this worker's migrations wait for it.
    await t.db.transaction().execute(async (trx) => {
      await sql`lock table kysely_migration in access exclusive mode`.execute(trx);
      const worker = startWorkerProcess(mail.url);
      try {
        const waitingOnLock = async () => {
          const { rows } = await sql<{ waiting: number }>`
            select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and query ilike '%kysely_migration%'`.execute(
            t.db,
          );
          return rows[0]!.waiting > 0;
        };
        await until(waitingOnLock, 30_000);
        worker.process.kill('SIGTERM');
        // Its exit code, not the signal's default (which leaves none).
        expect(await worker.exited).toBe(0);
      } finally {
        worker.end();
      }
      expect(worker.output()).toMatch(/SIGTERM received, stopping/);
      expect(worker.output()).not.toMatch(/Running jobs/);
    });
  }, 60_000);
});

/** `npm run worker` as a process of its own, on the test database. */
function startWorkerProcess(smtpUrl: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'frameline-worker-'));
  let output = '';
  const worker = spawn(process.execPath, ['--import', 'tsx', 'src/server/worker.ts'], {
    cwd: resolve(import.meta.dirname, '../..'),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: t.config.databaseUrl,
      PUBLIC_URL: t.config.publicUrl,
      SMTP_URL: smtpUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  worker.stdout.on('data', (chunk) => (output += chunk));
  worker.stderr.on('data', (chunk) => (output += chunk));
  return {
    process: worker,
    exited: new Promise<number | null>((done) => worker.once('exit', (code) => done(code))),
    output: () => output,
    end: () => {
      if (worker.exitCode === null && worker.signalCode === null) worker.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
