import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { createDb } from '../../src/server/db/database.js';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../../src/server/db/embedded.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { createDatabaseIfMissing } from '../../src/server/db/open.js';
import { createProfile, createUser, uniqueEmail } from '../../src/server/db/seed/factories.js';
import { newToken } from '../../src/server/lib/tokens.js';
import { EventStream } from '../support/event-stream.js';
import { errorOf, TestClient } from '../support/test-app.js';

// This file runs its own PostgreSQL so that it can stop and restart it under a running app.
const dataDir = mkdtempSync(join(tmpdir(), 'frameline-outage-'));
const log = { info: () => {}, warn: () => {} };
let postgres: EmbeddedPostgres;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  postgres = await startEmbeddedPostgres({ dataDir, log });
  port = Number(new URL(postgres.url('postgres')).port);
  await createDatabaseIfMissing(postgres.url('postgres'), 'frameline');
  const { db } = createDb(postgres.url('frameline'), { max: 1 });
  await migrateToLatest(db);
  await db.destroy();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: postgres.url('frameline'),
    LOG_LEVEL: 'silent',
  });
  app = await buildApp(config, { logger: false });
});

afterAll(async () => {
  await app?.close();
  await postgres?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Two members with sessions, made straight in this file's database. */
async function twoMembers() {
  const { db } = createDb(postgres.url('frameline'), { max: 1 });
  try {
    const members = [];
    for (const label of ['writer', 'reader']) {
      const user = await createUser(db, { email: uniqueEmail(label) });
      await createProfile(db, user.id, { role: label === 'writer' ? 'client' : 'photographer' });
      const { token, hash } = newToken(app.config.authSecret);
      await db
        .insertInto('sessions')
        .values({ token_hash: hash, user_id: user.id, expires_at: new Date(Date.now() + 86_400_000) })
        .execute();
      const client = new TestClient(app);
      client.cookies.set(client.cookieNames.session, token);
      members.push({ id: user.id, client });
    }
    return members as [(typeof members)[0], (typeof members)[0]];
  } finally {
    await db.destroy();
  }
}

describe('when PostgreSQL goes away', () => {
  it('answers 503 instead of crashing, and recovers without a restart once it is back', async () => {
    const client = new TestClient(app);
    expect((await app.inject('/api/health')).json()).toEqual({ status: 'ok', db: 'ok' });
    // Open pooled connections, so that the outage also kills idle clients in the pool.
    expect(
      (await client.post('/api/auth/sign-in', { email: 'nobody@example.test', password: 'whatever-1' }))
        .statusCode,
    ).toBe(401);

    await postgres.stop();

    const health = await app.inject('/api/health');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'degraded', db: 'down' });
    const signIn = await client.post('/api/auth/sign-in', {
      email: 'nobody@example.test',
      password: 'whatever-1',
    });
    expect(signIn.statusCode).toBe(503);
    expect(errorOf(signIn).code).toBe('SERVICE_UNAVAILABLE');
    expect(signIn.headers['retry-after']).toBe('5');

    postgres = await startEmbeddedPostgres({ dataDir, port, log });

    expect((await app.inject('/api/health')).json()).toEqual({ status: 'ok', db: 'ok' });
    const again = await client.post('/api/auth/sign-in', {
      email: 'nobody@example.test',
      password: 'whatever-1',
    });
    expect(again.statusCode).toBe(401);
  });

  it('an open event stream survives a restart of PostgreSQL: events flow again once it is back', async () => {
    const [writer, reader] = await twoMembers();
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await EventStream.open(url, reader.client.cookies);
    const send = (content: string) =>
      writer.client.post('/api/messages', { recipientId: reader.id, clientId: randomUUID(), content });
    expect((await send('Before the restart')).statusCode).toBe(201);
    await stream.until(() => stream.messages().length === 1);

    await postgres.stop();
    expect((await send('While it is down')).statusCode).toBe(503);
    postgres = await startEmbeddedPostgres({ dataDir, port, log });

    // The LISTEN connection reconnects by itself; the next message arrives on the same stream.
    await expect
      .poll(async () => (await send('After the restart')).statusCode, { timeout: 15_000 })
      .toBe(201);
    await stream.until(() => stream.messages().includes('After the restart'), 15_000);
    expect(stream.messages()).toEqual(['Before the restart', 'After the restart']);
    expect(stream.ended).toBe(false);
    stream.end();
  });
});
