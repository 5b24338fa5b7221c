import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/test-db.js';
import { HttpSession } from './support/http.js';
import { startMailCatcher } from './support/mail-catcher.js';
import { launchWorker, type RunningServer, removeDataDir, startServer } from './support/server.js';

// The deployment that runs the jobs apart (README, Deployment): web copies with
// RUN_WORKER=false and `npm run worker` beside them on the same PostgreSQL. The worker
// sends what the web copies queue, and on SIGTERM finishes the email it is sending.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: RunningServer;
let sending!: () => void;
const dataStarted = new Promise<void>((done) => (sending = done));
let mail: Awaited<ReturnType<typeof startMailCatcher>>;

beforeAll(async () => {
  database = await createTestDatabase();
  // An SMTP server that takes a second to accept each message.
  mail = await startMailCatcher({
    beforeAccept: async () => {
      sending();
      await new Promise((done) => setTimeout(done, 1_000));
    },
  });
  server = await startServer({ DATABASE_URL: database.url, RUN_WORKER: 'false', SMTP_URL: mail.url });
});

afterAll(async () => {
  await server?.stop();
  await mail?.close();
  await database?.drop();
  if (server) removeDataDir(server.dataDir);
});

describe('npm run worker', () => {
  it('sends the email a web copy queued, and on SIGTERM finishes it before it exits', async () => {
    const email = 'worker-mail@example.test';
    const session = new HttpSession(server.url);
    expect(
      (await session.request('POST', '/api/auth/sign-up', { email, password: 'worker-mail-please' })).status,
    ).toBe(201);
    const queued = await database.db
      .selectFrom('emails')
      .select(['sent_at'])
      .where('to', '=', email)
      .executeTakeFirstOrThrow();
    expect(queued.sent_at).toBeNull();

    const worker = launchWorker({ DATABASE_URL: database.url, SMTP_URL: mail.url });
    try {
      await dataStarted;
      expect(await worker.stop()).toBe(0);
    } finally {
      await worker.stop();
    }
    expect(mail.mails.filter((caught) => caught.to === email)).toHaveLength(1);
    const sent = await database.db
      .selectFrom('emails')
      .select(['sent_at'])
      .where('to', '=', email)
      .executeTakeFirstOrThrow();
    expect(sent.sent_at).not.toBeNull();
    expect(worker.output()).toMatch(/SIGTERM received, stopping/);
    expect(worker.output()).not.toMatch(/handed back/);
  });

  it('without DATABASE_URL refuses to start and says why', async () => {
    const worker = launchWorker({});
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toContain('npm run worker needs DATABASE_URL');
  });
});
