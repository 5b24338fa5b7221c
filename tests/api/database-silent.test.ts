import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { silentNetworkTo } from '../support/silent-network.js';
import { errorOf, TestClient } from '../support/test-app.js';
import { createTestDatabase } from '../support/test-db.js';

// A database that stops answering without refusing anything (a network partition, a
// stalled host) is away as surely as one that refuses connections: 503 with Retry-After,
// not 500 (docs/product.md, Rules every feature keeps).

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let network: Awaited<ReturnType<typeof silentNetworkTo>>;
let app: FastifyInstance;
const dataDir = mkdtempSync(join(tmpdir(), 'frameline-silent-'));

beforeAll(async () => {
  database = await createTestDatabase();
  const url = new URL(database.url);
  // Over TCP through the relay, not the embedded server's Unix socket.
  url.searchParams.delete('host');
  network = await silentNetworkTo({ host: url.hostname, port: Number(url.port || 5432) });
  url.hostname = '127.0.0.1';
  url.port = String(network.port);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: url.toString(),
    LOG_LEVEL: 'silent',
    RUN_WORKER: 'false',
    RATE_LIMITS: 'false',
  });
  // An unanswered query fails after half a second here, not 30 s.
  app = await buildApp(config, { logger: false, queryTimeoutMs: 500 });
});

afterAll(async () => {
  network?.speak();
  await app?.close();
  await network?.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const signIn = (client: TestClient) =>
  client.post('/api/auth/sign-in', { email: 'nobody@example.test', password: 'whatever-1' });

describe('when PostgreSQL stops answering', () => {
  it('answers 503 with Retry-After, on pooled and new connections alike, and recovers once it answers', async () => {
    const client = new TestClient(app);
    // Pooled connections are open: the first requests below are sent on them and never answered.
    expect((await signIn(client)).statusCode).toBe(401);
    network.silence();
    // More at once than the pool holds: some wait on a pooled connection's answer, some on
    // a new connection's, some for a free connection.
    const answers = await Promise.all(Array.from({ length: 14 }, () => signIn(client)));
    expect(
      answers.map((answer) => [answer.statusCode, errorOf(answer).code, answer.headers['retry-after']]),
    ).toEqual(answers.map(() => [503, 'SERVICE_UNAVAILABLE', '5']));
    network.speak();
    await expect.poll(async () => (await signIn(client)).statusCode, { timeout: 10_000 }).toBe(401);
  });
});
