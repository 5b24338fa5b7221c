// bench/discovery: talent discovery at scale (issue "Public face", Performance).
//  1. Seeds 100,000 profiles set-based and loads GET /api/discover over HTTP at 50
//     connections for 10 s beside the minimal GET /api/health/live of the same server.
//  2. Grows to 1,000,000 profiles and times every filter x sort combination at the first
//     page and at a deep page, the capped count behind 'Showing X - Y of N', and text
//     search; prints the plans and flags any sequential scan of profiles.
// Run: npx tsx bench/discovery.ts            (BENCH_PROFILES=1000000 BENCH_HTTP_PROFILES=100000)
// Uses an embedded PostgreSQL in a temp folder unless BENCH_DATABASE_URL names an empty database
// (or one this bench already seeded with BENCH_PROFILES rows, which it then reuses as it is).
// BENCH_HTTP=0 skips the HTTP stage; BENCH_RUNS sets the timed runs per query (40).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { createDb } from '../src/server/db/database.js';
import { startEmbeddedPostgres } from '../src/server/db/embedded.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import { createDatabaseIfMissing } from '../src/server/db/open.js';
import { clearCountCache } from '../src/server/features/discovery/counts.js';
import { discoverProfessionals } from '../src/server/features/discovery/discovery.service.js';
import { matchingFilters } from '../src/server/features/discovery/filters.js';
import { locationSuggestions } from '../src/server/features/discovery/location-suggestions.js';
import {
  type AnchorRow,
  anchorKeyOf,
  anchorKeySelection,
} from '../src/server/features/discovery/page-cursor.js';
import { orderByClause, orderNameOf, sortOrderOf } from '../src/server/features/discovery/sort-orders.js';
import { createLocalStorage } from '../src/server/lib/storage.js';
import { PROFESSIONAL_ROLES } from '../src/shared/enums.js';
import {
  DISCOVER_SORTS,
  type DiscoverQuery,
  type DiscoverSort,
  encodeDiscoverCursor,
} from '../src/shared/schemas/discovery.js';

const TOTAL = Number(process.env.BENCH_PROFILES ?? 1_000_000);
const HTTP_SIZE = Number(process.env.BENCH_HTTP_PROFILES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
// BENCH_HTTP=0 skips the HTTP stage; with BENCH_DATABASE_URL, a database that already holds
// the bench profiles is reused as it is (iterate on queries without seeding again).
const HTTP = process.env.BENCH_HTTP !== '0';
const PAGE_SIZE = 12;
const log = (line = '') => console.log(line);

// --- database -------------------------------------------------------------------------
const folder = mkdtempSync(join(tmpdir(), 'frameline-bench-'));
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
// A failed run must not leave its PostgreSQL behind (it runs in its own process group).
process.on('uncaughtException', async (error) => {
  console.error(error);
  await stopPostgres();
  process.exit(1);
});
// Bulk seeding statements run for minutes; the app's 30 s query timeout does not apply here.
const { db, pool } = createDb(url, { max: 4, queryTimeoutMs: 900_000 });
await migrateToLatest(db);

// Times each query by what it is: the page of cards, the capped count, or the search parse.
const timings = new Map<string, number[]>();
let currentLabel = '';
let captured: { text: string; values: unknown[]; kind: string }[] = [];
type QueryConfig = { text?: string; values?: unknown[] };
const originalQuery = pg.Client.prototype.query as unknown as (...args: unknown[]) => unknown;
(pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function timed(
  this: pg.Client,
  ...args: unknown[]
) {
  const [config, values] = args as [string | QueryConfig, unknown[] | undefined];
  const text = typeof config === 'string' ? config : (config?.text ?? '');
  const kind = text.includes('select count(*)::int as matches from (')
    ? 'count'
    : text.includes('left join images a on a.id = p.profile_image_id')
      ? 'page'
      : null;
  if (!kind || !currentLabel) return originalQuery.apply(this, args);
  const started = performance.now();
  const result = originalQuery.apply(this, args) as Promise<unknown>;
  return result.then((value) => {
    const key = `${currentLabel}|${kind}`;
    if (!timings.has(key)) timings.set(key, []);
    timings.get(key)!.push(performance.now() - started);
    captured.push({ text, values: (typeof config === 'string' ? values : config?.values) ?? [], kind });
    return value;
  });
};

// --- seeding (set-based: one INSERT ... SELECT per table) ------------------------------
const COUNT_TRIGGERS = ['insert', 'update', 'delete'].map((op) => `profiles_discovery_counts_${op}`);

/**
 * The discovery_counts triggers are off during a bulk load; the counts are then rebuilt
 * set-based from the profiles (discovery_counts_rebuild, migration 0004).
 */
async function withoutCountTriggers(run: () => Promise<number>) {
  for (const name of COUNT_TRIGGERS)
    await sql`alter table profiles disable trigger ${sql.ref(name)}`.execute(db);
  const seconds = await run();
  for (const name of COUNT_TRIGGERS)
    await sql`alter table profiles enable trigger ${sql.ref(name)}`.execute(db);
  const t0 = performance.now();
  await sql`select discovery_counts_rebuild()`.execute(db);
  return { seconds, countsSeconds: (performance.now() - t0) / 1000 };
}

async function seed(count: number, start: number) {
  const t0 = performance.now();
  await sql`
    insert into users (id, email, password_hash, email_confirmed_at, created_at)
    select gen_random_uuid(), 'bench-' || g || '@bench.test', '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2g$YmVuY2g', now(),
      now() - make_interval(secs => (hashint4(g) & 2147483647) % 94608000)
    from generate_series(${start + 1}::int, ${start + count}::int) g
  `.execute(db);
  await sql`
    with cities(list) as (select array['Lisbon','Porto','Madrid','Barcelona','Paris','Lyon','Berlin','Munich','Hamburg',
        'Amsterdam','Rotterdam','Brussels','Antwerp','London','Manchester','Glasgow','Dublin','Copenhagen','Stockholm',
        'Oslo','Helsinki','Vienna','Zurich','Geneva','Milan','Rome','Naples','Athens','Prague','Warsaw','Budapest',
        'New York','Los Angeles','Chicago','Toronto','Montreal','Mexico City','Sao Paulo','Buenos Aires','Tokyo']),
    names(first, last) as (select array['Ava','Noah','Mia','Leo','Zoe','Ivan','Nina','Omar','Lena','Hugo','Iris','Theo',
        'Maya','Eli','Rosa','Finn','Ada','Luca','Sara','Kai','Ines','Jonas','Yara','Tomas','Ana','Milo','Nora','Ezra',
        'Lina','Otto'], array['Silva','Berg','Moreau','Rossi','Novak','Jensen','Khan','Costa','Meyer','Dubois','Larsen',
        'Kowalski','Santos','Fischer','Laurent','Nakamura','Okafor','Haddad','Lindqvist','Romero']),
    phrases(list) as (select array['Natural light portraits and quiet editorials.','Bold colour and graphic shapes.',
        'Commercial campaigns for fashion and beauty brands.','Documentary storytelling with a warm palette.',
        'Weddings and events, candid and unposed.','Studio product work with clean lighting.',
        'Runway, editorial and lookbook experience.','Film-inspired grading and texture.',
        'Music videos and branded short films.','Street style across the city.','Calm on set, fast delivery.',
        'Sustainable fashion focus.','Skin-first beauty looks.','Wardrobe styling for campaigns.',
        'Concept development from moodboard to final frame.','Drone and aerial footage.'])
    insert into profiles (user_id, full_name, display_name, email, role, bio, location, specialties, skills,
      hourly_rate, day_rate, experience_years, is_available, suspended_at, verification_status, created_at)
    select u.id, n, n, u.email,
      (case when h % 100 < 5 then 'client'
        else (array['model','photographer','videographer','stylist','makeup_artist','creative_director'])[1 + h % 6] end)::member_role,
      p.list[1 + h % 16] || ' ' || p.list[1 + (h / 16) % 16],
      c.list[1 + (h / 7) % 40],
      array(select s from unnest(array['fashion','portrait','commercial','editorial','wedding','event','product',
        'beauty','lifestyle','street','landscape','documentary']) with ordinality as t(s, i)
        where (hashint4(g + i::int * 7919) & 7) = 0 or i = 1 + h % 12),
      '{}'::text[],
      case when h % 10 = 0 then null else 30 + (h / 11) % 470 end,
      case when h % 3 = 0 then 200 + (h / 13) % 3000 end,
      (h / 17) % 30,
      h % 100 >= 10,
      case when h % 1000 < 8 then now() end,
      (case when h % 20 = 0 then 'verified' else 'unverified' end)::verification_status,
      u.created_at
    from (select u.*, g, (hashint4(g) & 2147483647) as h,
            names.first[1 + (hashint4(g) & 2147483647) % 30] || ' ' || names.last[1 + ((hashint4(g) & 2147483647) / 30) % 20] as n
          from generate_series(${start + 1}::int, ${start + count}::int) g
          join users u on u.email = 'bench-' || g || '@bench.test', names) u, cities c, phrases p
  `.execute(db);
  // Ratings as the reviews trigger would leave them (bench data has no bookings behind them).
  await sql`
    update profiles set rating_average = 3 + (hashint4(experience_years * 31 + length(bio)) & 255) % 21 / 10.0,
      rating_count = 1 + (hashint4(length(display_name)) & 63)
    where email like 'bench-%' and (hashint4(hashtext(user_id::text)) & 3) = 0
      and user_id in (select id from users where email like 'bench-%' and created_at is not null)
      and rating_count = 0
  `.execute(db);
  return (performance.now() - t0) / 1000;
}

/** Bulk loads are faster without the discovery indexes; they are rebuilt from their own definitions. */
async function withoutProfileIndexes(run: () => Promise<number>) {
  const { rows } = await sql<{ indexname: string; indexdef: string }>`
    select indexname, indexdef from pg_indexes where tablename = 'profiles' and indexname like 'profiles_listed_%'
  `.execute(db);
  for (const row of rows) await sql`drop index ${sql.ref(row.indexname)}`.execute(db);
  const seconds = await run();
  const t0 = performance.now();
  for (const row of rows) await sql.raw(row.indexdef).execute(db);
  await sql`vacuum analyze profiles`.execute(db);
  await sql`vacuum analyze users`.execute(db);
  // Write out the bulk load now, not in a checkpoint half-way through the timings.
  await sql`checkpoint`.execute(db);
  return { seconds, indexSeconds: (performance.now() - t0) / 1000 };
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

// --- HTTP load at the smaller size ---------------------------------------------------------
/** Every role x sort x specialty search (their first pages): no two alike. */
function variedSearches(): string[] {
  const paths: string[] = [];
  for (const role of ['', ...PROFESSIONAL_ROLES])
    for (const sort of DISCOVER_SORTS)
      for (const specialty of ['', 'fashion', 'portrait', 'wedding', 'beauty', 'street']) {
        const query = new URLSearchParams({ sort, ...(role && { role }), ...(specialty && { specialty }) });
        paths.push(`/api/discover?${query}`);
      }
  return paths;
}

async function httpStage() {
  const config = loadConfig({
    NODE_ENV: 'production',
    AUTH_SECRET: 'b'.repeat(40),
    // Production wants both; nothing in this bench sends mail.
    PUBLIC_URL: 'http://127.0.0.1:3999',
    SMTP_URL: 'smtp://127.0.0.1:25',
    DATABASE_URL: url,
    DATA_DIR: folder,
    LOG_LEVEL: 'silent',
    PORT: '3999',
  });
  const app = await buildApp(config, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  // Asynchronously: a synchronous child would block the very server it is loading.
  async function load(paths: string[]) {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [join('bench', 'http-load.mjs'), base, '10', '50', ...paths],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    return JSON.parse(stdout) as { rps: number; p50: number; p99: number; errors: number };
  }
  log(
    `\n## HTTP at ${HTTP_SIZE.toLocaleString('en')} profiles: 50 connections x 10 s (autocannon in its own process)`,
  );
  const minimal = await load(['/api/health/live']);
  const line = (label: string, run: typeof minimal) =>
    `${label.padEnd(58)} ${run.rps.toFixed(0).padStart(6)} req/s  p50 ${run.p50} ms  p99 ${run.p99} ms  errors ${run.errors}`;
  log(line('minimal   GET /api/health/live', minimal));
  for (const path of [
    '/api/discover',
    '/api/discover?role=photographer&sort=rating',
    '/api/discover?q=portrait&location=lisbon',
  ]) {
    const run = await load([path]);
    log(
      `${line(`discovery GET ${path}`, run)}  (req/s ${(run.rps / minimal.rps).toFixed(2)}x, p99 ${(run.p99 / Math.max(minimal.p99, 1)).toFixed(1)}x of minimal)  goal p99 <= 25 ms: ${run.p99 <= 25 ? 'met' : 'NOT met'}`,
    );
  }
  // The same search from 50 connections shares one answer while it is in flight
  // (discovery.routes.ts). This run asks a different search each time, so that every
  // request pays for its own query: what a long tail of distinct searches costs.
  const varied = variedSearches();
  const run = await load(varied);
  log(
    `${line(`discovery, ${varied.length} distinct searches in turn`, run)}  (req/s ${(run.rps / minimal.rps).toFixed(2)}x of minimal; every request its own query)`,
  );
  await app.close();
}

log(`# bench/discovery  ${new Date().toISOString().slice(0, 10)}`);
log(
  `machine: ${cpus().length} x ${cpus()[0]?.model}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
);
const pgVersion = (await sql<{ v: string }>`select current_setting('server_version') as v`.execute(db))
  .rows[0]!.v;
const sharedBuffers = (await sql<{ v: string }>`select current_setting('shared_buffers') as v`.execute(db))
  .rows[0]!.v;
log(
  `PostgreSQL ${pgVersion} (${process.env.BENCH_DATABASE_URL ? 'BENCH_DATABASE_URL' : 'embedded'}, shared_buffers ${sharedBuffers})`,
);

const existing = Number(
  (await sql<{ n: string }>`select count(*) as n from profiles where email like 'bench-%'`.execute(db))
    .rows[0]!.n,
);
if (existing > 0 && existing !== TOTAL)
  throw new Error(`the database holds ${existing} bench profiles, not ${TOTAL}`);
const reuse = existing === TOTAL;
if (reuse)
  log(`\nreusing the ${TOTAL.toLocaleString('en')} bench profiles already in the database (no HTTP stage)`);

if (HTTP && !reuse) {
  const httpSeed = await withoutCountTriggers(() => seed(HTTP_SIZE, 0));
  await sql`vacuum analyze profiles`.execute(db);
  await sql`vacuum analyze users`.execute(db);
  log(
    `\nseeded ${HTTP_SIZE.toLocaleString('en')} profiles in ${httpSeed.seconds.toFixed(1)} s, discovery_counts rebuilt in ${httpSeed.countsSeconds.toFixed(1)} s`,
  );
  await httpStage();
}

// --- database time at 1M -------------------------------------------------------------------
if (!reuse) {
  const from = HTTP ? HTTP_SIZE : 0;
  let countsSeconds = 0;
  const grow = await withoutProfileIndexes(async () => {
    const loaded = await withoutCountTriggers(async () => {
      let seconds = 0;
      for (let start = from; start < TOTAL; start += 100_000) {
        seconds += await seed(Math.min(100_000, TOTAL - start), start);
      }
      return seconds;
    });
    countsSeconds = loaded.countsSeconds;
    return loaded.seconds;
  });
  log(
    `\nseeded to ${TOTAL.toLocaleString('en')} profiles: +${(TOTAL - from).toLocaleString('en')} rows in ${grow.seconds.toFixed(1)} s, discovery_counts rebuilt in ${countsSeconds.toFixed(1)} s, indexes rebuilt in ${grow.indexSeconds.toFixed(1)} s`,
  );
}
const listed = (
  await sql<{
    n: number;
  }>`select count(*)::int as n from profiles where is_available and suspended_at is null and role <> 'client'`.execute(
    db,
  )
).rows[0]!.n;
log(`listed professionals: ${listed.toLocaleString('en')}`);

const storage = createLocalStorage({ dataDir: folder });
const FILTERS: [string, Partial<DiscoverQuery>][] = [
  ['all', {}],
  ['role', { role: 'photographer' }],
  ['specialty', { specialty: 'wedding' }],
  ['location', { location: 'lisbon' }],
  ['rate range per day', { minRate: 500, maxRate: 1500, rateUnit: 'day' }],
  ['rate range per hour', { minRate: 100, maxRate: 150, rateUnit: 'hour' }],
  ['role+specialty', { role: 'stylist', specialty: 'fashion' }],
  ['role+location+rate per day', { role: 'model', location: 'paris', maxRate: 1000, rateUnit: 'day' }],
  ['role+location+rate per hour', { role: 'model', location: 'paris', maxRate: 200, rateUnit: 'hour' }],
  ['text: common word', { q: 'portraits' }],
  ['text: name prefix', { q: 'lindq' }],
  ['text+role', { q: 'campaigns', role: 'creative_director' }],
  ['available on date', { availableOn: '2027-01-15' }],
];

async function fullCount(query: DiscoverQuery): Promise<number> {
  const where = matchingFilters(query);
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from profiles p where ${sql.join(where, sql` and `)}`.execute(db);
  return rows[0]!.n;
}

/** A cursor deep in the result: after the row at position `position` (not timed). */
async function deepCursor(query: DiscoverQuery, sort: DiscoverSort, position: number) {
  const order = sortOrderOf(sort, query.rateUnit ?? 'day');
  const where = matchingFilters(query);
  const { rows } = await sql<AnchorRow>`
    select ${anchorKeySelection(order)}, p.id from profiles p where ${sql.join(where, sql` and `)}
    order by ${orderByClause(order)} offset ${position} limit 1`.execute(db);
  const row = rows[0];
  if (!row) return null;
  return encodeDiscoverCursor({
    position: 'after',
    order: orderNameOf(order, PAGE_SIZE),
    anchorKey: anchorKeyOf(row),
    anchorId: row.id,
    page: Math.floor(position / PAGE_SIZE) + 2,
    skipPages: 0,
  });
}

/**
 * The round trip of a minimal query on the same pool, timed like the queries below: on a
 * shared machine it shows how much of a figure is the machine rather than the query.
 */
async function minimalQuery() {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await sql`select 1`.execute(db);
    times.push(performance.now() - started);
  }
  return `${pct(times, 50).toFixed(2)} / ${pct(times, 95).toFixed(2)}`;
}

log(
  `\n## Database time at ${TOTAL.toLocaleString('en')} profiles, ${RUNS} runs each, page size ${PAGE_SIZE} (ms)`,
);
log(`\nminimal query (select 1, same pool) before the table: p50 / p95 ${await minimalQuery()} ms`);
log(
  "Buffers: the 8 kB pages PostgreSQL touched for the page query (EXPLAIN ANALYZE BUFFERS, cached or read): the query's work, whatever the machine's load.\n",
);
log(
  '| filter | sort | first page p50 / p95 | deep page p50 / p95 (position) | count p50 / p95 | total | page buffers first / deep |',
);
log('|---|---|---|---|---|---|---|');
const plans: string[] = [];
let worstPage = 0;
let worstCount = 0;
let seqScans = 0;
const buffers = new Map<string, number>();
/**
 * Every order of a filter: rate sorts per day and per hour (docs/product.md, Rates in
 * discovery), or only in the unit a rate range states, since one unit serves both the
 * range and the sort.
 */
type BenchOrder = { sort: DiscoverSort; label: string; rateUnit: DiscoverQuery['rateUnit'] };
function ordersOf(filter: Partial<DiscoverQuery>): BenchOrder[] {
  return DISCOVER_SORTS.flatMap((sort): BenchOrder[] => {
    if (sort !== 'rate_asc' && sort !== 'rate_desc')
      return [{ sort, label: sort, rateUnit: filter.rateUnit }];
    const units = filter.rateUnit ? [filter.rateUnit] : (['day', 'hour'] as const);
    return units.map((rateUnit) => ({ sort, label: `${sort} per ${rateUnit}`, rateUnit }));
  });
}

for (const [name, filter] of FILTERS) {
  for (const { sort: orderSort, label: sort, rateUnit } of ordersOf(filter)) {
    const query = { ...filter, sort: orderSort, rateUnit, pageSize: PAGE_SIZE } as DiscoverQuery;
    const first = await discoverProfessionals({ db, storage }, query);
    // Deep = half-way through the real match count (counted once, untimed) when the shown count is capped.
    const matches = first.totalIsCapped ? await fullCount(query) : first.total;
    const depth = first.totalIsCapped ? Math.floor(matches * 0.5) : Math.max(0, Math.floor(matches * 0.9));
    const deep = (await deepCursor(query, orderSort, depth)) ?? undefined;
    for (const [label, cursor] of [
      ['first', undefined],
      ['deep', deep],
    ] as const) {
      if (label === 'deep' && !cursor) continue;
      // One untimed run first: the timings are of a page whose rows have been read before
      // (the first page was, by the call above), not of the disk.
      await discoverProfessionals({ db, storage }, { ...query, cursor });
      currentLabel = `${name}|${sort}|${label}`;
      captured = [];
      for (let i = 0; i < RUNS; i++) {
        clearCountCache(); // time the count query itself, not the cache
        await discoverProfessionals({ db, storage }, { ...query, cursor });
      }
      currentLabel = '';
      for (const kind of ['page', 'count']) {
        const sample = captured.find((c) => c.kind === kind);
        if (!sample || (kind === 'count' && label === 'deep')) continue;
        const { rows } = await pool.query(
          `explain (analyze, buffers, costs off, timing off, summary off) ${sample.text}`,
          sample.values as unknown[],
        );
        const lines = rows.map((r: Record<string, string>) => r['QUERY PLAN']!);
        // The first Buffers line is the top node's: the whole query.
        const total = lines.find((l: string) => l.includes('Buffers:')) ?? '';
        const touched = [...total.matchAll(/(?:hit|read)=(\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
        buffers.set(`${name}|${sort}|${label}|${kind}`, touched);
        const seq = lines.some((l: string) => /Seq Scan on profiles/.test(l));
        if (seq) seqScans++;
        plans.push(
          `-- ${name} | ${sort} | ${label} ${kind} (${touched} buffers)${seq ? '   <-- SEQUENTIAL SCAN' : ''}\n${lines
            .filter((l: string) => /Scan|Limit|Sort|Aggregate|Join|Anti/.test(l))
            .slice(0, 8)
            .join('\n')}`,
        );
      }
    }
    const f = timings.get(`${name}|${sort}|first|page`) ?? [];
    const d = timings.get(`${name}|${sort}|deep|page`) ?? [];
    const c = timings.get(`${name}|${sort}|first|count`) ?? [];
    worstPage = Math.max(worstPage, pct(f, 95), d.length ? pct(d, 95) : 0);
    if (c.length) worstCount = Math.max(worstCount, pct(c, 95));
    // Filters on role, specialty and city alone read their exact count from discovery_counts
    // inside the page query itself (no count query), so the page time includes it.
    const countCell = c.length
      ? `${pct(c, 50).toFixed(2)} / ${pct(c, 95).toFixed(2)}`
      : 'kept, in page query';
    const pageBuffers = ['first', 'deep'].map((l) => buffers.get(`${name}|${sort}|${l}|page`) ?? 'n/a');
    log(
      `| ${name} | ${sort} | ${pct(f, 50).toFixed(2)} / ${pct(f, 95).toFixed(2)} | ${d.length ? `${pct(d, 50).toFixed(2)} / ${pct(d, 95).toFixed(2)} (${depth.toLocaleString('en')})` : 'n/a'} | ${countCell} | ${first.total.toLocaleString('en')}${first.totalIsCapped ? '+' : ''} | ${pageBuffers.join(' / ')} |`,
    );
  }
}
log(`\nminimal query (select 1, same pool) after the table: p50 / p95 ${await minimalQuery()} ms`);
log(
  `\nworst page p95: ${worstPage.toFixed(2)} ms (goal <= 10: ${worstPage <= 10 ? 'met' : 'NOT met'}); worst count p95: ${worstCount.toFixed(2)} ms (goal <= 25: ${worstCount <= 25 ? 'met' : 'NOT met'}); plans with a sequential scan of profiles: ${seqScans}`,
);
// Location suggestions (GET /api/discover/locations): the kept counts and one index
// lookup per suggested city, timed as the service runs it (round trip included).
log('\n## Location suggestions (ms, p50 / p95)\n');
log('| typed | role | p50 / p95 | suggestions |');
log('|---|---|---|---|');
let worstSuggestion = 0;
for (const [typed, role] of [
  ['m', undefined],
  ['lis', undefined],
  ['new y', undefined],
  ['b', 'photographer'],
] as const) {
  const query = { q: typed, role };
  const answer = await locationSuggestions(db, query);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await locationSuggestions(db, query);
    times.push(performance.now() - started);
  }
  worstSuggestion = Math.max(worstSuggestion, pct(times, 95));
  log(
    `| ${typed} | ${role ?? 'any'} | ${pct(times, 50).toFixed(2)} / ${pct(times, 95).toFixed(2)} | ${answer.locations.map((l) => `${l.city} ${l.count.toLocaleString('en')}`).join(', ')} |`,
  );
}
log(`\nworst suggestion p95: ${worstSuggestion.toFixed(2)} ms`);

log('\n## Plans (EXPLAIN ANALYZE, scan and join nodes)');
log(plans.join('\n\n'));

await db.destroy();
await stopPostgres();
rmSync(folder, { recursive: true, force: true });
