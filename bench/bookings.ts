// bench/bookings: bookings at scale (docs/product.md, Bookings; docs/decisions/0017).
//   1. A member with BENCH_BOOKINGS bookings (half as client, half as professional, among
//      200 counterparts): the list page query (listBookings: both sides, one side, a
//      status, a deep page, with one member, a search) p50/p95 beside `select 1` on the same pool, with the plans
//      and the buffers each touched; then the shoots coming up (listUpcomingBookings) with
//      half the member's accepted shoots long over, and the completed bookings awaiting
//      their review (listAwaitingReview) among months of completed ones, and the reviews
//      awaiting their answer (listReviewsToAnswer) among months of reviews. Goal: list page
//      p95 <= 10 ms.
//   2. HTTP, 50 connections (autocannon in its own process): GET /api/health/live (the
//      minimal endpoint), the list, create (POST /api/bookings, 50 clients booking 50
//      professionals) and accept (each of BENCH_HTTP_REQUESTS pending bookings accepted
//      once by its professional): req/s, p99 and the ratio to the minimal endpoint.
//   3. 500 accepts sent at once, 10 for each of 50 pending bookings: exactly 50 succeed
//      (200), the other 450 are 409 naming the status (the row lock of each move).
// Run: npx tsx bench/bookings.ts   (BENCH_BOOKINGS=10000 BENCH_RUNS=200
//   BENCH_HTTP_REQUESTS=5000; BENCH_HTTP=0 skips part 2)
// Uses an embedded PostgreSQL in a temp folder unless BENCH_DATABASE_URL names a database.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { createDb } from '../src/server/db/database.js';
import { startEmbeddedPostgres } from '../src/server/db/embedded.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import { createDatabaseIfMissing } from '../src/server/db/open.js';
import {
  awaitingReviewQuery,
  bookingListQuery,
  countAwaitingAnswer,
  listAwaitingReview,
  listBookings,
  listReviewsToAnswer,
  listUpcomingBookings,
  reviewsToAnswerQuery,
  upcomingBookingsQuery,
} from '../src/server/features/bookings/list-bookings.js';
import { createStorage } from '../src/server/lib/storage.js';
import { newToken } from '../src/server/lib/tokens.js';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../src/shared/http.js';
import type { SessionUser } from '../src/shared/schemas/auth.js';
import type { BookingListQuery } from '../src/shared/schemas/bookings.js';

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const HTTP = process.env.BENCH_HTTP !== '0';
const HTTP_REQUESTS = Number(process.env.BENCH_HTTP_REQUESTS ?? 5_000);
const log = (line = '') => console.log(line);
const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(2)} ms`;

const folder = mkdtempSync(join(tmpdir(), 'frameline-bench-bookings-'));
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
const { db, pool } = createDb(url, { max: 4, queryTimeoutMs: 900_000 });
await migrateToLatest(db);

log(`# bench/bookings  ${new Date().toISOString().slice(0, 10)}`);
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
const run = randomUUID().slice(0, 8);

type Member = { id: string; email: string; cookie: string; csrf: string };

/** Members with profiles, sessions and CSRF cookies, written straight into the database. */
async function members(count: number, label: string, role: 'client' | 'photographer'): Promise<Member[]> {
  const { rows } = await sql<{ id: string; email: string }>`
    insert into users (email, password_hash, email_confirmed_at)
    select ${`${label}-${run}-`} || g || '@bench.test', '$argon2id$bench-no-password', now()
    from generate_series(1, ${count}::int) g
    returning id, email
  `.execute(db);
  await sql`
    insert into profiles (user_id, full_name, display_name, email, role, is_available)
    select u.id, 'Bench ' || u.email, 'Bench ' || split_part(u.email, '@', 1), u.email, ${role}::member_role, true
    from users u where u.id = any(${rows.map((row) => row.id)}::uuid[])
  `.execute(db);
  const sessions = rows.map((row) => ({ ...row, ...newToken(config.authSecret) }));
  await db
    .insertInto('sessions')
    .values(
      sessions.map((s) => ({
        token_hash: s.hash,
        user_id: s.id,
        expires_at: new Date(Date.now() + 86_400_000),
      })),
    )
    .execute();
  return sessions.map((s) => {
    const csrf = randomUUID();
    return { id: s.id, email: s.email, csrf, cookie: `${SESSION_COOKIE}=${s.token}; ${CSRF_COOKIE}=${csrf}` };
  });
}

/** `count` bookings, set-based: client i books professional i (mod), statuses mixed unless given. */
async function seedBookings(
  pairs: { clientIds: string[]; professionalIds: string[] },
  count: number,
  status: 'mixed' | 'pending',
): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    insert into bookings (title, shoot_date, start_time, duration_hours, time_zone, starts_at, ends_at,
      rate_offered, client_id, professional_id, status, created_at)
    select 'Bench shoot ' || g, (now() + interval '30 days')::date, time '10:00', 4, 'UTC',
      (now() + interval '30 days')::date + time '10:00', (now() + interval '30 days')::date + time '14:00',
      500, (${pairs.clientIds}::uuid[])[1 + (g % ${pairs.clientIds.length})],
      (${pairs.professionalIds}::uuid[])[1 + (g % ${pairs.professionalIds.length})],
      ${status === 'pending' ? sql`'pending'` : sql`(array['pending','accepted','declined','completed','cancelled','expired'])[1 + g % 6]`}::booking_status,
      now() - make_interval(mins => g)
    from generate_series(1, ${count}::int) g
    returning id
  `.execute(db);
  return rows.map((row) => row.id);
}

// 1. One member with BOOKINGS bookings.
const [busy] = await members(1, 'busy', 'photographer');
const others = await members(200, 'other', 'photographer');
const half = Math.floor(BOOKINGS / 2);
await seedBookings({ clientIds: [busy!.id], professionalIds: others.map((m) => m.id) }, half, 'mixed');
await seedBookings(
  { clientIds: others.map((m) => m.id), professionalIds: [busy!.id] },
  BOOKINGS - half,
  'mixed',
);
// A member with one booking with the busy one, the oldest of all: a conversation's open
// bookings (`with`) must find it without reading the busy member's whole history.
const [rare] = await members(1, 'rare', 'photographer');
const [rareBooking] = await seedBookings(
  { clientIds: [busy!.id], professionalIds: [rare!.id] },
  1,
  'pending',
);
await sql`update bookings set created_at = now() - interval '60 days' where id = ${rareBooking!}`.execute(db);
// A new time proposed on one in fifty of the busy member's accepted bookings, by either side
// (half of them await the busy member's answer).
await sql`
  update bookings set proposed_by = case when client_id = ${busy!.id} then 'professional' else 'client' end,
    proposed_at = now(), proposed_shoot_date = shoot_date + 1
  where (client_id = ${busy!.id} or professional_id = ${busy!.id}) and status = 'accepted'
    and ('x' || substr(md5(id::text), 1, 8))::bit(32)::int % 50 = 0
`.execute(db);
await sql`analyze bookings`.execute(db);

const viewer: SessionUser = {
  id: busy!.id,
  email: busy!.email,
  emailConfirmed: true,
  adminLevel: null,
  hasProfile: true,
  role: 'photographer',
  isSuspended: false,
  isNewMember: false,
  displayName: 'Busy',
};
const storage = createStorage(config);
const deep = await (async () => {
  let cursor: string | undefined;
  for (let page = 0; page < 100; page++) {
    const result = await listBookings({ db, storage }, viewer, { cursor });
    if (!result.nextCursor) break;
    cursor = result.nextCursor;
  }
  return cursor;
})();

log('');
log(`## 1. List pages of a member with ${BOOKINGS.toLocaleString('en')} bookings (${RUNS} runs each)`);
const cases: [string, BookingListQuery][] = [
  ['both sides, first page', {}],
  ['both sides, page 101 (after 2,000)', { cursor: deep }],
  ['as client, first page', { role: 'client' }],
  ['as professional, first page', { role: 'professional' }],
  ['status pending, first page', { status: 'pending' }],
  ['as professional + completed', { role: 'professional', status: 'completed' }],
  // Expired and overdue pending: four range reads (two statuses on each side).
  ['status expired, first page', { status: 'expired' }],
  // A conversation's open bookings: mine with one member, as either side.
  ['with one member (50 together)', { with: others[0]!.id }],
  ['with one member (1, the oldest)', { with: rare!.id }],
  // The Bookings tab's search: a title or the other member's name, taken literally. One
  // that finds little reads the member's whole history (each side's range of its index).
  ['search, a title (2 found)', { q: `shoot ${half - 1}` }],
  ['search, a name (50 found)', { q: `other-${run}-200` }],
  ['search, nothing found', { q: 'no such shoot' }],
  // What awaits my answer: open requests to me, new times the other side proposed.
  ['awaiting my answer', { awaiting: 'me' }],
];
/** RUNS timings of `read`, each beside a `select 1` on the same pool, as one line. */
async function timeBesideSelect1(label: string, name: string, read: () => Promise<unknown>) {
  const times: number[] = [];
  const baseline: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    let start = performance.now();
    await sql`select 1`.execute(db);
    baseline.push(performance.now() - start);
    start = performance.now();
    await read();
    times.push(performance.now() - start);
  }
  log(
    `${label.padEnd(40)} ${name} p50 ${ms(pct(times, 50))}  p95 ${ms(pct(times, 95))}` +
      `   (select 1: p50 ${ms(pct(baseline, 50))}, p95 ${ms(pct(baseline, 95))})`,
  );
}
for (const [label, query] of cases) {
  await timeBesideSelect1(label, 'listBookings', () => listBookings({ db, storage }, viewer, query));
}
await timeBesideSelect1('awaiting my answer, the count', 'countAwaitingAnswer', () =>
  countAwaitingAnswer({ db }, viewer),
);
for (const [label, query] of [
  cases[0]!,
  cases[1]!,
  cases[5]!,
  cases[6]!,
  cases[7]!,
  cases[8]!,
  cases.at(-1)!,
]) {
  const plan = await sql<{ 'QUERY PLAN': string }>`
    explain (analyze, buffers, costs off) ${bookingListQuery(viewer.id, query)}
  `.execute(db);
  log('');
  log(`plan, ${label}:`);
  for (const row of plan.rows) log(`  ${row['QUERY PLAN']}`);
}

// 1b. The shoots coming up: the busy member's accepted bookings a day apart, half of them
// shoots long over that nobody marked completed (back over the last years), which the
// read must not walk, half ahead.
const { rows: accepted } = await sql<{ over: boolean }>`
  with past as (
    select id, row_number() over (order by id)::int as n from bookings
    where (client_id = ${busy!.id} or professional_id = ${busy!.id}) and status = 'accepted'
  )
  , moved as (
    select id, n, now() + make_interval(days => (case when n % 2 = 0 then -n else n end)::int) as day from past
  )
  update bookings b set
    shoot_date = moved.day::date,
    starts_at = moved.day::date + time '10:00',
    ends_at = moved.day::date + time '14:00'
  from moved where b.id = moved.id
  returning (moved.n % 2 = 0) as over
`.execute(db);
await sql`analyze bookings`.execute(db);
{
  const over = accepted.filter((row) => row.over).length;
  log('');
  await timeBesideSelect1(
    `coming up (${over.toLocaleString('en')} of ${accepted.length.toLocaleString('en')} accepted over)`,
    'listUpcomingBookings',
    () => listUpcomingBookings({ db, storage }, viewer),
  );
  const plan = await sql<{ 'QUERY PLAN': string }>`
    explain (analyze, buffers, costs off) ${upcomingBookingsQuery(viewer.id)}
  `.execute(db);
  log('plan, coming up:');
  for (const row of plan.rows) log(`  ${row['QUERY PLAN']}`);
}

// 1c. Awaiting my review: the busy member's completed bookings as client, completed one
// every six hours back over the years, of which the last 14 days are open to a review.
const { rows: completedAsClient } = await sql<{ open: boolean }>`
  with mine as (
    select id, row_number() over (order by id)::int as n from bookings
    where client_id = ${busy!.id} and status = 'completed'
  )
  update bookings b set completed_at = now() - make_interval(hours => mine.n * 6)
  from mine where b.id = mine.id
  returning b.completed_at > now() - interval '14 days' as open
`.execute(db);
await sql`analyze bookings`.execute(db);
{
  const open = completedAsClient.filter((row) => row.open).length;
  log('');
  await timeBesideSelect1(
    `awaiting review (${open} of ${completedAsClient.length.toLocaleString('en')} completed open)`,
    'listAwaitingReview',
    () => listAwaitingReview({ db, storage }, viewer),
  );
  const plan = await sql<{ 'QUERY PLAN': string }>`
    explain (analyze, buffers, costs off) ${awaitingReviewQuery(viewer.id)}
  `.execute(db);
  log('plan, awaiting review:');
  for (const row of plan.rows) log(`  ${row['QUERY PLAN']}`);
}

// 1d. Reviews to answer: every completed booking of the busy member as professional
// reviewed, one review every six hours back over the months, every other one answered;
// those of the last 30 days not answered await the answer.
const { rows: reviewsOfBusy } = await sql<{ open: boolean }>`
  with theirs as (
    select id, client_id, row_number() over (order by id)::int as n from bookings
    where professional_id = ${busy!.id} and status = 'completed'
  )
  insert into reviews (booking_id, reviewer_id, reviewee_id, rating, comment, created_at, answer, answered_at)
  select id, client_id, ${busy!.id}, 1 + n % 5, 'Review ' || n, now() - make_interval(hours => n * 6),
    case when n % 2 = 0 then 'Thank you' end, case when n % 2 = 0 then now() end
  from theirs
  returning created_at > now() - interval '30 days' and answer is null as open
`.execute(db);
await sql`analyze reviews`.execute(db);
{
  const open = reviewsOfBusy.filter((row) => row.open).length;
  log('');
  await timeBesideSelect1(
    `reviews to answer (${open} of ${reviewsOfBusy.length.toLocaleString('en')} reviews open)`,
    'listReviewsToAnswer',
    () => listReviewsToAnswer({ db, storage }, viewer),
  );
  const plan = await sql<{ 'QUERY PLAN': string }>`
    explain (analyze, buffers, costs off) ${reviewsToAnswerQuery(viewer.id)}
  `.execute(db);
  log('plan, reviews to answer:');
  for (const row of plan.rows) log(`  ${row['QUERY PLAN']}`);
}

async function post(member: Member, path: string, body: unknown) {
  const response = await fetch(new URL(path, base), {
    method: 'POST',
    headers: { cookie: member.cookie, [CSRF_HEADER]: member.csrf, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

// 2. HTTP under 50 connections.
if (HTTP) {
  type Spec = { method: string; path: string; headers?: Record<string, string>; body?: unknown };
  type Load = { rps: number; p50: number; p99: number; errors: number; statuses: Record<string, number> };
  const load = async (specs: Spec[], amount: number): Promise<Load> => {
    const file = join(folder, `requests-${randomUUID()}.json`);
    writeFileSync(file, JSON.stringify(specs));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [join('bench', 'bookings-load.mjs'), base, '50', String(amount), file],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    return JSON.parse(stdout) as Load;
  };
  const auth = (member: Member) => ({
    cookie: member.cookie,
    [CSRF_HEADER]: member.csrf,
    'content-type': 'application/json',
  });

  const clients = await members(50, 'hirer', 'client');
  const pros = await members(50, 'pro', 'photographer');
  const pending = await seedBookings(
    { clientIds: clients.map((m) => m.id), professionalIds: pros.map((m) => m.id) },
    HTTP_REQUESTS,
    'pending',
  );
  const proOf = new Map(
    (
      await db.selectFrom('bookings').select(['id', 'professional_id']).where('id', 'in', pending).execute()
    ).map((row) => [row.id, pros.find((p) => p.id === row.professional_id)!]),
  );
  await sql`analyze bookings`.execute(db);
  const shootDate = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);

  log('');
  log(
    `## 2. HTTP, 50 connections, ${HTTP_REQUESTS.toLocaleString('en')} requests each (autocannon in its own process)`,
  );
  const minimal = await load([{ method: 'GET', path: '/api/health/live' }], HTTP_REQUESTS);
  const line = (label: string, result: Load) =>
    `${label.padEnd(44)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms` +
    `  errors ${result.errors}  ratio ${(result.rps / minimal.rps).toFixed(2)}x req/s, ${(result.p99 / Math.max(1, minimal.p99)).toFixed(1)}x p99` +
    `  ${JSON.stringify(result.statuses)}`;
  log(line('minimal  GET /api/health/live', minimal));
  log(
    line(
      'list     GET /api/bookings (10,000 bookings)',
      await load(
        [{ method: 'GET', path: '/api/bookings', headers: { cookie: busy!.cookie } }],
        HTTP_REQUESTS,
      ),
    ),
  );
  const creates: Spec[] = clients.map((client, i) => ({
    method: 'POST',
    path: '/api/bookings',
    headers: auth(client),
    body: {
      professionalEmail: pros[i]!.email,
      title: 'Bench request',
      shootDate,
      startTime: '10:00',
      durationHours: 4,
      timeZone: 'America/New_York',
      location: 'Brooklyn, NY',
      rateOffered: 600,
    },
  }));
  log(line('create   POST /api/bookings', await load(creates, HTTP_REQUESTS)));
  const accepts: Spec[] = pending.map((id) => ({
    method: 'POST',
    path: `/api/bookings/${id}/actions`,
    headers: auth(proOf.get(id)!),
    body: { action: 'accept', expectedStatus: 'pending' },
  }));
  log(line('accept   POST /api/bookings/:id/actions', await load(accepts, HTTP_REQUESTS)));
}

// 3. 500 accepts of the same 50 bookings, all at once.
{
  const [hirer] = await members(1, 'race-client', 'client');
  const racePros = await members(50, 'race-pro', 'photographer');
  const ids = await seedBookings(
    { clientIds: [hirer!.id], professionalIds: racePros.map((m) => m.id) },
    50,
    'pending',
  );
  const owners = new Map(
    (await db.selectFrom('bookings').select(['id', 'professional_id']).where('id', 'in', ids).execute()).map(
      (row) => [row.id, racePros.find((p) => p.id === row.professional_id)!],
    ),
  );
  const attempts = ids.flatMap((id) => Array.from({ length: 10 }, () => id));
  const start = performance.now();
  const statuses = await Promise.all(
    attempts.map((id) =>
      post(owners.get(id)!, `/api/bookings/${id}/actions`, { action: 'accept', expectedStatus: 'pending' }),
    ),
  );
  const took = performance.now() - start;
  const count = (status: number) => statuses.filter((s) => s === status).length;
  const accepted = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id', 'in', ids)
    .where('status', '=', 'accepted')
    .executeTakeFirstOrThrow();
  const history = await db
    .selectFrom('booking_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('booking_id', 'in', ids)
    .where('to_status', '=', 'accepted')
    .executeTakeFirstOrThrow();
  log('');
  log(`## 3. 500 accepts at once, 10 for each of 50 pending bookings (${took.toFixed(0)} ms)`);
  log(
    `200: ${count(200)}, 409: ${count(409)}, other: ${statuses.length - count(200) - count(409)}; ` +
      `accepted in the database: ${accepted.n}, accept entries in the history: ${history.n}` +
      `  ${count(200) === 50 && Number(accepted.n) === 50 && Number(history.n) === 50 ? 'OK' : 'WRONG'}`,
  );
}

await app.close();
await pool.end();
await stopPostgres();
rmSync(folder, { recursive: true, force: true });
