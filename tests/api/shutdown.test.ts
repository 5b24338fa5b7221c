import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { CSRF_HEADER } from '../../src/shared/http.js';
import { AUTH_TEXTS } from '../../src/shared/texts.js';
import { createTestDatabase } from '../support/test-db.js';

// A server that shuts down (SIGTERM on a deploy) finishes the requests it has, and a request
// that still arrives on a connection it had (a kept-alive or pipelined one) is refused as any
// 503 is: the one error shape, with Retry-After (docs/product.md, Rules every feature keeps).

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
const dataDir = mkdtempSync(join(tmpdir(), 'frameline-shutdown-'));
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    RUN_WORKER: 'false',
    RATE_LIMITS: 'false',
  });
  app = await buildApp(config, { logStream: { write: (line) => logLines.push(line) } });
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

type Answer = { status: number; headers: Record<string, string>; body: string };

/** The HTTP/1.1 answers written on `socket` until the server closes it, in order. */
function answersOn(socket: Socket): Promise<Answer[]> {
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  return new Promise((resolve, reject) => {
    socket.on('error', reject);
    socket.on('close', () => {
      const answers: Answer[] = [];
      let rest = received;
      while (rest.startsWith('HTTP/1.1 ')) {
        const end = rest.indexOf('\r\n\r\n');
        const [statusLine, ...lines] = rest.slice(0, end).split('\r\n');
        const headers = Object.fromEntries(
          lines.map((line) => [
            line.slice(0, line.indexOf(':')).toLowerCase(),
            line.slice(line.indexOf(':') + 1).trim(),
          ]),
        );
        const length = Number(headers['content-length']);
        answers.push({
          status: Number(statusLine!.split(' ')[1]),
          headers,
          body: rest.slice(end + 4, end + 4 + length),
        });
        rest = rest.slice(end + 4 + length);
      }
      resolve(answers);
    });
  });
}

describe('while the server shuts down', () => {
  it('finishes a request under way, and answers one arriving after with 503, Retry-After and the error shape', async () => {
    const url = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
    const port = Number(url.port);
    const socket = connect(port, '127.0.0.1');
    const answers = answersOn(socket);
    const body = JSON.stringify({ email: 'nobody@example.test', password: 'whatever-1' });
    // A sign-in whose body is still arriving: the server has its request, and waits.
    socket.write(
      'POST /api/auth/sign-in HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Cookie: ${app.config.cookies.csrf}=token-1\r\n${CSRF_HEADER}: token-1\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    await expect
      .poll(() =>
        logLines.some((line) => line.includes('incoming request') && line.includes('/api/auth/sign-in')),
      )
      .toBe(true);

    const closed = app.close();
    // Closing has begun once the server takes no new connection.
    await expect.poll(() => refusesConnections(port), { timeout: 10_000 }).toBe(true);
    // The rest of the sign-in, and a second request behind it on the same connection.
    socket.write(`${body.slice(10)}GET /api/health/live HTTP/1.1\r\nHost: localhost\r\n\r\n`);

    const [signIn, late] = await answers;
    await closed;
    expect(signIn!.status).toBe(401);
    expect(late!.status).toBe(503);
    expect(late!.headers['retry-after']).toBe('5');
    expect(late!.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(late!.body)).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: AUTH_TEXTS.unavailable },
    });
  });
});

function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(port, '127.0.0.1');
    probe.on('connect', () => {
      probe.destroy();
      resolve(false);
    });
    probe.on('error', () => resolve(true));
  });
}
