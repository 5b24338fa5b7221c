// bench/photos: photos in messages (docs/decisions/0031), on the app in this process with
// the load generator in its own:
//   1. sending: BENCH_PHOTOS (20) messages with a 12-megapixel JPEG, one at a time, through
//      POST /api/messages/photo (the whole pipeline: checks, decode, two WebP sizes, the
//      store, the message's transaction): p50/p95.
//   2. reading: 50 connections, BENCH_HTTP_REQUESTS (5,000) each, GET /api/health/live and
//      then the recipient reading the thumbs of those photos in turn (the policy check, a
//      read from the store): req/s, p50, p99 and their ratio to the minimal endpoint.
// Uses an embedded PostgreSQL in a temp folder unless BENCH_DATABASE_URL names a database;
// the local store in a temp folder.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { createDb } from '../src/server/db/database.js';
import { startEmbeddedPostgres } from '../src/server/db/embedded.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import { createDatabaseIfMissing } from '../src/server/db/open.js';
import { createProfile, createUser } from '../src/server/db/seed/factories.js';
import { newToken } from '../src/server/lib/tokens.js';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../src/shared/http.js';

const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 20);
const HTTP_REQUESTS = Number(process.env.BENCH_HTTP_REQUESTS ?? 5000);
const log = (line: string) => console.log(line);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

const folder = mkdtempSync(join(tmpdir(), 'frameline-bench-photos-'));
let stopPostgres = async () => {};
let url = process.env.BENCH_DATABASE_URL;
if (!url) {
  const embedded = await startEmbeddedPostgres({
    dataDir: join(folder, 'pg'),
    log: { info: () => {}, warn: console.warn },
  });
  await createDatabaseIfMissing(embedded.url('postgres'), 'bench');
  url = embedded.url('bench');
  stopPostgres = embedded.stop;
}
const { db, pool } = createDb(url, { max: 4 });
await migrateToLatest(db);

log(`# bench/photos  ${new Date().toISOString().slice(0, 10)}`);
log(
  `machine: ${cpus().length} x ${cpus()[0]?.model}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
);

const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: join(folder, 'data'),
  DATABASE_URL: url,
  PUBLIC_URL: 'http://127.0.0.1',
  LOG_LEVEL: 'warn',
  RATE_LIMITS: 'false',
  RUN_WORKER: 'false',
});
const app = await buildApp(config, { logger: false });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

/** A member with a profile and a session, and the headers their browser would send. */
async function member(role: 'client' | 'photographer') {
  const user = await createUser(db, { email: `${role}-${randomUUID()}@bench.test` });
  await createProfile(db, user.id, { role });
  const { token, hash } = newToken(config.authSecret);
  await db
    .insertInto('sessions')
    .values({ token_hash: hash, user_id: user.id, expires_at: new Date(Date.now() + 86_400_000) })
    .execute();
  const csrf = randomUUID();
  return { id: user.id, cookie: `${SESSION_COOKIE}=${token}; ${CSRF_COOKIE}=${csrf}`, csrf };
}

const sender = await member('client');
const reader = await member('photographer');
// A 12-megapixel photo with detail in it, as a phone takes one.
const photo = await sharp({
  create: {
    width: 4000,
    height: 3000,
    channels: 3,
    background: '#808080',
    noise: { type: 'gaussian', mean: 128, sigma: 40 },
  },
})
  // Softened as a lens does: bare noise would be a 6.5 MB file, over the upload limit.
  .blur(1.2)
  .jpeg({ quality: 85 })
  .toBuffer();

log('');
log(
  `## 1. sending ${PHOTOS} messages with a ${(photo.length / 1e6).toFixed(1)} MB, 12-megapixel JPEG, one at a time`,
);
const took: number[] = [];
const photoIds: string[] = [];
for (let i = 0; i < PHOTOS; i++) {
  const form = new FormData();
  form.append('recipientId', reader.id);
  form.append('clientId', randomUUID());
  form.append('content', `Reference ${i + 1}`);
  form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'reference.jpg');
  const started = performance.now();
  const response = await fetch(`${base}/api/messages/photo`, {
    method: 'POST',
    headers: { cookie: sender.cookie, [CSRF_HEADER]: sender.csrf },
    body: form,
  });
  const answer = (await response.json()) as { message?: { photo: { id: string } } };
  took.push(performance.now() - started);
  if (response.status !== 201 || !answer.message) throw new Error(`send ${i}: ${response.status}`);
  photoIds.push(answer.message.photo.id);
}
log(
  `p50 ${percentile(took, 50).toFixed(0)} ms  p95 ${percentile(took, 95).toFixed(0)} ms  max ${Math.max(...took).toFixed(0)} ms`,
);

type Spec = { method: string; path: string; headers?: Record<string, string> };
type Load = { rps: number; p50: number; p99: number; errors: number; statuses: Record<string, number> };
async function load(specs: Spec[]): Promise<Load> {
  const file = join(folder, `requests-${randomUUID()}.json`);
  writeFileSync(file, JSON.stringify(specs));
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [join('bench', 'bookings-load.mjs'), base, '50', String(HTTP_REQUESTS), file],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as Load;
}

log('');
log(
  `## 2. reading, 50 connections, ${HTTP_REQUESTS.toLocaleString('en')} requests each (autocannon in its own process)`,
);
const minimal = await load([{ method: 'GET', path: '/api/health/live' }]);
const thumbs = await load(
  photoIds.map((id) => ({
    method: 'GET',
    path: `/api/messages/photos/${id}`,
    headers: { cookie: reader.cookie },
  })),
);
for (const [label, result] of [
  ['minimal  GET /api/health/live', minimal],
  ['thumb    GET /api/messages/photos/:id', thumbs],
] as const) {
  log(
    `${label.padEnd(40)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms` +
      `  errors ${result.errors}  ratio ${(result.rps / minimal.rps).toFixed(2)}x req/s  ${JSON.stringify(result.statuses)}`,
  );
}

await app.close();
await pool.end();
await stopPostgres();
rmSync(folder, { recursive: true, force: true });
