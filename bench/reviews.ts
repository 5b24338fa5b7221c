// bench/reviews: the reviews of a public profile (docs/product.md, Reviews) at scale.
// Seeds professionals and reviewers set-based, then BENCH_REVIEWS reviews (each with its
// completed booking), a tenth of them on one busy professional, and times the page query
// the API and the server render run (listProfileReviews: the profile row and one page of
// reviews, in one query) at the first page and deep in the busy profile, and for a
// profile with a handful of reviews; beside it, a minimal query of the same connection
// (`select 1`), since the machine is shared. Prints the plans.
// Run: npx tsx bench/reviews.ts   (BENCH_REVIEWS=1000000; BENCH_RUNS=40)
// Uses an embedded PostgreSQL in a temp folder unless BENCH_DATABASE_URL names a database
// (bench/discovery's, for one); the reviews it seeded there before are reused.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { createDb } from '../src/server/db/database.js';
import { startEmbeddedPostgres } from '../src/server/db/embedded.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import { createDatabaseIfMissing } from '../src/server/db/open.js';
import { listProfileReviews } from '../src/server/features/reviews/reviews.service.js';
import { systemContext } from '../src/server/lib/request-context.js';

const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const PROS = 20_000;
const REVIEWERS = 50_000;
const log = (line = '') => console.log(line);

const folder = mkdtempSync(join(tmpdir(), 'frameline-bench-reviews-'));
let stopPostgres = async () => {};
let url = process.env.BENCH_DATABASE_URL;
if (!url) {
  const embedded = await startEmbeddedPostgres({
    dataDir: folder,
    log: { info: () => {}, warn: console.warn },
  });
  await createDatabaseIfMissing(embedded.url('postgres'), 'bench');
  url = embedded.url('bench');
  stopPostgres = embedded.stop;
}
const { db, pool } = createDb(url, { max: 2, queryTimeoutMs: 900_000 });
await migrateToLatest(db);

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

log(`# bench/reviews  ${new Date().toISOString().slice(0, 10)}`);
log(
  `machine: ${cpus().length} x ${cpus()[0]?.model}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
);

const seeded = Number(
  (await sql<{ n: string }>`select count(*) as n from users where email like 'rbench-pro-%'`.execute(db))
    .rows[0]!.n,
);
if (seeded === 0) {
  const t0 = performance.now();
  // Professionals and reviewers; half the reviewers have a profile (the others show as
  // 'Frameline member').
  // One transaction: a failed seed leaves nothing behind.
  await db.transaction().execute(async (trx) => {
    await sql`
      insert into users (email, password_hash, email_confirmed_at)
      select 'rbench-pro-' || g || '@bench.test', '$argon2id$bench', now() from generate_series(1, ${PROS}::int) g
      union all
      select 'rbench-client-' || g || '@bench.test', '$argon2id$bench', now()
      from generate_series(1, ${REVIEWERS}::int) g
    `.execute(trx);
    await sql`
      insert into profiles (user_id, full_name, display_name, email, role, is_available)
      select u.id, 'Pro ' || u.email, 'Pro ' || split_part(u.email, '@', 1), u.email, 'photographer'::member_role, true
      from users u where u.email like 'rbench-pro-%'
      union all
      select u.id, 'Client ' || u.email, 'Studio ' || split_part(u.email, '@', 1), u.email, 'client'::member_role, true
      from users u where u.email like 'rbench-client-%' and hashtext(u.email) % 2 = 0
    `.execute(trx);
    // Every review has its completed booking. A tenth of them are of one busy professional
    // (pro 1); the rest spread over the others. Dates over three years, as the app writes them.
    await sql`
      create unlogged table rbench_pairs as
      select g, (select id from users where email = 'rbench-client-' || (1 + (hashint4(g) & 2147483647) % ${REVIEWERS}) || '@bench.test') as client_id,
        (select id from users where email = 'rbench-pro-' || (case when g % 10 = 0 then 1 else 2 + (hashint4(g * 7) & 2147483647) % ${PROS - 1} end) || '@bench.test') as pro_id,
        now() - make_interval(secs => (hashint4(g * 13) & 2147483647) % 94608000) as at
      from generate_series(1, ${REVIEWS}::int) g
    `.execute(trx);
    await sql`
      insert into bookings (id, title, shoot_date, time_zone, starts_at, ends_at, client_id, professional_id,
        status, completed_at, created_at)
      select md5('rbench' || g)::uuid, 'Bench shoot', at::date, 'UTC', at::date::timestamp at time zone 'UTC',
        (at::date + 1)::timestamp at time zone 'UTC', client_id, pro_id, 'completed', at, at
      from rbench_pairs
    `.execute(trx);
    await sql`
      insert into reviews (booking_id, reviewer_id, reviewee_id, rating, comment, created_at)
      select md5('rbench' || g)::uuid, client_id, pro_id, 1 + (hashint4(g * 31) & 2147483647) % 5,
        'Calm on set, delivered on time. Review ' || g, at + interval '2 days'
      from rbench_pairs
    `.execute(trx);
    await sql`drop table rbench_pairs`.execute(trx);
  });
  await sql`vacuum analyze reviews`.execute(db);
  await sql`vacuum analyze profiles`.execute(db);
  await sql`checkpoint`.execute(db);
  log(
    `\nseeded ${PROS.toLocaleString('en')} professionals, ${REVIEWERS.toLocaleString('en')} reviewers and ${REVIEWS.toLocaleString('en')} reviews with their bookings in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
} else {
  log('\nreusing the reviews seeded before');
}

const { rows: subjects } = await sql<{ user_id: string; rating_count: number; label: string }>`
  (select user_id, rating_count, 'busiest' as label from profiles where email = 'rbench-pro-1@bench.test')
  union all
  (select user_id, rating_count, 'typical' from profiles where email like 'rbench-pro-%' and rating_count between 40 and 60 limit 1)
`.execute(db);
const total = (await sql<{ n: string }>`select count(*) as n from reviews`.execute(db)).rows[0]!.n;
log(`reviews in the table: ${Number(total).toLocaleString('en')}`);

// The same pool connection runs the minimal query and the page query, so both pay the
// same round trip.
async function time(run: () => Promise<unknown>) {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return `${pct(times, 50).toFixed(2)} / ${pct(times, 95).toFixed(2)}`;
}

log(`\n## One page of reviews (ms, p50 / p95 over ${RUNS} runs, round trip included)\n`);
log('| profile | reviews | page | listProfileReviews | minimal `select 1` |');
log('|---|---|---|---|---|');
const deepCursors = new Map<string, string>();
for (const subject of subjects) {
  // A deep page: the link after the review half-way down the profile's reviews.
  const { rows: deep } = await sql<{ created_key: string; id: string }>`
    select created_at::text as created_key, id from reviews where reviewee_id = ${subject.user_id}
    order by created_at desc, id desc offset ${Math.floor(subject.rating_count / 2)} limit 1
  `.execute(db);
  const cursor = Buffer.from(JSON.stringify({ time: deep[0]!.created_key, id: deep[0]!.id })).toString(
    'base64url',
  );
  deepCursors.set(subject.label, cursor);
  for (const [page, token] of [
    ['first', undefined],
    [`deep (after ${Math.floor(subject.rating_count / 2).toLocaleString('en')})`, cursor],
  ] as const) {
    const answer = await listProfileReviews({ db }, systemContext(), subject.user_id, token);
    if (answer.items.length !== 10) throw new Error(`expected a full page, got ${answer.items.length}`);
    const query = () => listProfileReviews({ db }, systemContext(), subject.user_id, token);
    const minimal = () => sql`select 1`.execute(db);
    log(
      `| ${subject.label} | ${subject.rating_count.toLocaleString('en')} | ${page} | ${await time(query)} | ${await time(minimal)} |`,
    );
  }
}

// The plans of the busiest profile's pages, as the service sends them.
type QueryConfig = { text?: string; values?: unknown[] };
const clientQuery = pg.Client.prototype.query as unknown as (...args: unknown[]) => unknown;
async function planOf(userId: string, cursor?: string) {
  let captured: { text: string; values: unknown[] } | null = null;
  (pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function capture(
    this: pg.Client,
    ...args: unknown[]
  ) {
    const [config, values] = args as [string | QueryConfig, unknown[] | undefined];
    const text = typeof config === 'string' ? config : (config?.text ?? '');
    if (!captured && text.includes('left join lateral'))
      captured = { text, values: (typeof config === 'string' ? values : config?.values) ?? [] };
    return clientQuery.apply(this, args);
  };
  await listProfileReviews({ db }, systemContext(), userId, cursor);
  (pg.Client.prototype as unknown as { query: typeof clientQuery }).query = clientQuery;
  const { text, values } = captured as unknown as { text: string; values: unknown[] };
  const explained = await pool.query(
    `explain (analyze, buffers, costs off, timing off, summary off) ${text}`,
    values,
  );
  return explained.rows.map((row: Record<string, string>) => row['QUERY PLAN']!).join('\n');
}
const busiest = subjects.find((subject) => subject.label === 'busiest')!;
log('\n## Plans of the busiest profile (EXPLAIN ANALYZE, BUFFERS): first page, then the deep one\n');
log(await planOf(busiest.user_id));
log('');
log(await planOf(busiest.user_id, deepCursors.get('busiest')));

await db.destroy();
await stopPostgres();
rmSync(folder, { recursive: true, force: true });
