// bench/pages: public pages on the built server (`npm run build` first), each beside the
// minimal endpoint in the same run (docs/decisions/0020).
//   1. GET /api/health/live alone: req/s and p99 (50 connections), and its p99 at 10
//      connections (the probe's own figure).
//   2. Each public page, signed out (served from the page cache after its first render):
//      /, /discover-talent, a profile, /about. req/s, p99 and the ratio to the minimal.
//   3. The same profile signed in (a render per view, as every view was before the cache).
//   4. The probe again (10 connections) while 50 connections load the minimal endpoint
//      (the control), the four pages, and signed-in profile views (a render each).
//   5. A paced probe (one connection, 100 req/s) alone, and while the minimal endpoint,
//      then the four pages, are asked at 25% of the minimal's req/s (with wrk installed,
//      a Poisson stream from wrk; without wrk, evenly spaced by bench/paced-load.mjs).
//   6. The signed-in renders and the probe again with RENDER_WORKERS=0 (renders on the
//      main thread), against stage 4's renders on a render thread.
//   7. (Run before 6.) The landing and discovery while profiles change a few times a
//      second, against the same pages unchanged, and the paced probe beside them.
//   8. The host's floor: stage 5's paced probe of a bare node:http server
//      (bench/support/bare-server.mjs) alone, and while it is asked at 25% of its own
//      req/s and at the goal's rate of stage 5. What any Node process loaded so costs its
//      probe on this machine; not the goal's figure.
// Every stage comes from wrk when it is installed, else (or with BENCH_WRK=0) from
// autocannon (stages 1-4, 6) and bench/paced-load.mjs (5). Beside each throughput stage,
// the cores the server used: about 1 means the server set the rate, well under 1 the
// generator did. Beside the paced and render stages, the server main thread's event-loop
// delay (bench/support/loop-delay.cjs, preloaded): how long it kept callbacks waiting,
// without the delays of the generator process that times the probe.
// Goals: each page >= 25% of the minimal endpoint's req/s with p99 <= 50 ms; the probe's
// p99 under page load within 2x of its p99 alone.
// Run: npm run build && npx tsx bench/pages.ts   (BENCH_SECONDS=10)
// BENCH_PIN=1 runs the server on the first core and the load generators on the second
// (taskset), so that they do not take turns on one core; the server's render thread then
// shares its core.
// The paced loads beside the probe (stages 5 and 7) run at Linux's idle CPU priority
// (`chrt -i 0`, SCHED_IDLE): visitors' browsers are not on the server's machine, and on a
// machine where the generator shares the server's cores, at the server's priority it takes
// turns with the server and the probe, so that the probe would time the generator's
// share of the cores (bench/README, fifteenth session). Stage 5 also runs them at the
// server's priority, as before, and prints both; the goal is judged on the first.
// BENCH_LOAD_PRIORITIES=normal runs only the latter.
// The server runs as `npm run start:built` does, with the demo data, on an embedded
// PostgreSQL in a temp folder unless BENCH_DATABASE_URL names a database.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from '../src/server/config.js';
import { createDb } from '../src/server/db/database.js';
import { startEmbeddedPostgres } from '../src/server/db/embedded.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import { createDatabaseIfMissing } from '../src/server/db/open.js';
import { seedDemo } from '../src/server/db/seed/seed.js';
import { newToken } from '../src/server/lib/tokens.js';
import { cookieNames } from '../src/shared/http.js';

/** The cookies' names as the servers here set them: they run in production (`__Host-` names). */
const COOKIES = cookieNames(true);

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PIN = process.env.BENCH_PIN === '1';
/** `command args`, on CPU `core` only when BENCH_PIN=1. */
const onCore = (core: number, command: string, args: string[]): [string, string[]] =>
  PIN ? ['taskset', ['-c', String(core), command, ...args]] : [command, args];
/** The CPU priority of a load generator: the server's, or only what the server and the probe leave. */
type Priority = 'normal' | 'idle';
const PRIORITIES = (process.env.BENCH_LOAD_PRIORITIES ?? 'idle,normal')
  .split(',')
  .filter((name): name is Priority => name === 'idle' || name === 'normal');
/** A load generator's command, at `priority` and on core 1 with BENCH_PIN=1. */
const asLoad = (priority: Priority, command: string, args: string[]): [string, string[]] =>
  priority === 'idle' ? onCore(1, 'chrt', ['-i', '0', command, ...args]) : onCore(1, command, args);
const log = (line = '') => console.log(line);
const folder = mkdtempSync(join(tmpdir(), 'frameline-bench-pages-'));
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

log(`# bench/pages  ${new Date().toISOString().slice(0, 10)}`);
log(
  `machine: ${cpus().length} x ${cpus()[0]?.model}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
);

const secret = 'p'.repeat(40);
// The demo members, their pictures, portfolios and reviews (the seed refuses to run in
// production, which is how the server below runs).
const { db, pool } = createDb(url, { max: 2 });
await migrateToLatest(db);
await seedDemo(
  db,
  loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, DATA_DIR: join(folder, 'data'), AUTH_SECRET: secret }),
  { info: () => {}, warn: console.warn },
);
const loopDelayFile = join(folder, 'loop-delay.jsonl');
/** The built server as `npm run start:built` runs it, with `env` on top; resolves once it serves pages. */
async function startServer(env: Record<string, string> = {}) {
  const port = 3700 + Math.floor(Math.random() * 200);
  const base = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(...onCore(0, process.execPath, ['dist/server/main.js']), {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      DATA_DIR: join(folder, 'data'),
      AUTH_SECRET: secret,
      PUBLIC_URL: base,
      // Production wants one; nothing in this bench sends mail.
      SMTP_URL: 'smtp://127.0.0.1:25',
      SEED_DEMO: 'false',
      RATE_LIMITS: 'false',
      LOG_LEVEL: 'warn',
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${resolve('bench/support/loop-delay.cjs')}`,
      BENCH_LOOP_DELAY_FILE: loopDelayFile,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; ; i++) {
    await new Promise((done) => setTimeout(done, 500));
    try {
      if ((await fetch(`${base}/api/health`)).ok && (await fetch(`${base}/`)).ok) break;
    } catch {}
    if (i > 240) throw new Error('the built server did not start (run npm run build first)');
  }
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
  };
  return { base, stop, pid: server.pid };
}
let { base, stop, pid } = await startServer();
/** CPU seconds the server process (its threads too) has used so far; 0 where there is no /proc. */
function serverCpuSeconds() {
  try {
    // utime and stime, in clock ticks (100 a second on Linux), after the command's name.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
/**
 * A stage, and the cores the server used meanwhile: about 1 (its main thread busy all the
 * time) says the server set the rate; well under 1, the load generator did.
 */
async function withServerCpu(stage: () => Promise<Run>) {
  const [start, cpu] = [performance.now(), serverCpuSeconds()];
  const run = await stage();
  return { ...run, cores: (serverCpuSeconds() - cpu) / ((performance.now() - start) / 1000) };
}
const cores = (run: { cores: number }) => `  server ${run.cores.toFixed(2)} cores`;
type LoopDelay = { p50: number; p99: number; max: number };
/** The server main thread's event-loop delay since the last ask (bench/support/loop-delay.cjs). */
async function loopDelaySinceLastAsked(): Promise<LoopDelay> {
  const written = () => (existsSync(loopDelayFile) ? readFileSync(loopDelayFile, 'utf8') : '');
  const before = written().length;
  process.kill(pid!, 'SIGUSR2');
  for (let i = 0; i < 200; i++) {
    await new Promise((done) => setTimeout(done, 10));
    const text = written();
    if (text.length > before) return JSON.parse(text.trim().split('\n').at(-1)!) as LoopDelay;
  }
  throw new Error('the server did not report its event-loop delay');
}
/**
 * `stage`, and how long the server's main thread kept callbacks (requests among them)
 * waiting meanwhile: what a render on that thread shows, without the delays of the
 * generator process that times the probe (a core it shares with the server still counts).
 */
async function withLoopDelay<T>(stage: () => Promise<T>): Promise<[T, LoopDelay]> {
  await loopDelaySinceLastAsked();
  const result = await stage();
  return [result, await loopDelaySinceLastAsked()];
}
const loopLine = (delay: LoopDelay) =>
  `         the server's event loop meanwhile: delay p50 ${delay.p50} ms, p99 ${delay.p99} ms, max ${delay.max} ms`;

const profile = await sql<{ user_id: string }>`
  select p.user_id from profiles p
  where p.role <> 'client' and p.suspended_at is null
  order by (select count(*) from portfolio_items i where i.user_id = p.user_id) desc, p.user_id
  limit 1`.execute(db);
const profileId = profile.rows[0]!.user_id;
// A signed-in member's session, written as the server writes one.
const member = await sql<{ id: string }>`select u.id from users u join profiles p on p.user_id = u.id
  where p.role = 'client' limit 1`.execute(db);
const { token, hash } = newToken(secret);
await db
  .insertInto('sessions')
  .values({ token_hash: hash, user_id: member.rows[0]!.id, expires_at: new Date(Date.now() + 86_400_000) })
  .execute();

type Run = { rps: number; p50: number; p99: number; errors: number; requests: number };
// What a browser or a crawler sends: pages go out compressed, as they would to them.
const BROWSER = { 'accept-encoding': 'br, gzip' };
/** Runs a load generator of bench/ in its own process (on core 1 with BENCH_PIN=1) for SECONDS. */
async function generate(
  script: string,
  args: (string | number)[],
  headers: Record<string, string>,
  priority: Priority = 'normal',
) {
  const { stdout } = await promisify(execFile)(
    ...asLoad(priority, process.execPath, [
      join('bench', script),
      base,
      String(SECONDS),
      ...args.map(String),
    ]),
    { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, LOAD_HEADERS: JSON.stringify(headers) } },
  );
  return JSON.parse(stdout) as Run;
}
/**
 * wrk (Debian's package), when installed, for every stage: a C generator takes a
 * fraction of the CPU that a Node one needs, CPU the server shares with it here. And
 * autocannon parses every body in JavaScript: on a fast machine it tops out at a few
 * thousand pages a second while the server would serve several times that, so a page's
 * ratio to the minimal endpoint would measure the generator (bench/README, ninth session).
 */
const WRK =
  process.env.BENCH_WRK !== '0' &&
  (await promisify(execFile)('wrk', ['--version']).then(
    () => true,
    (error: { code?: unknown }) => error.code !== 'ENOENT',
  ));
/** `connections` asking `paths` in turn, each asking again as soon as answered. */
const load = (connections: number, paths: string[], headers: Record<string, string> = BROWSER) =>
  WRK
    ? wrk(connections, 0, paths, false, headers)
    : generate('http-load.mjs', [connections, ...paths], headers);
/** bench/wrk-load.lua: `connections` asking `paths` in turn, each waiting about `waitMs` after an answer (0: none). */
async function wrk(
  connections: number,
  waitMs: number,
  paths: string[],
  poisson: boolean,
  requestHeaders: Record<string, string> = BROWSER,
  priority: Priority = 'normal',
) {
  const headers = Object.entries(requestHeaders).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const { stdout } = await promisify(execFile)(
    ...asLoad(priority, 'wrk', [
      '-t1',
      `-c${connections}`,
      `-d${SECONDS}s`,
      '--timeout',
      '10s',
      ...headers,
      '-s',
      join('bench', 'wrk-load.lua'),
      base,
      '--',
      ...paths,
    ]),
    {
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, WRK_INTERVAL_MS: String(waitMs), WRK_POISSON: poisson ? '1' : '0' },
    },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as Run;
}
/**
 * About `rate` requests a second over `connections`. With wrk: one connection waits
 * 1/rate between answer and ask (the probe); more connections wait a random time of that
 * mean each (a Poisson stream, as visitors who do not know of each other ask). Without:
 * bench/paced-load.mjs, exactly evenly spaced.
 */
const paced = (connections: number, rate: number, paths: string[], priority: Priority = 'normal') =>
  WRK
    ? wrk(
        connections,
        Math.max(1, (connections * 1000) / rate - 0.5),
        paths,
        connections > 1,
        BROWSER,
        priority,
      )
    : generate('paced-load.mjs', [connections, rate, ...paths], BROWSER, priority);
const line = (label: string, run: Run) =>
  `${label.padEnd(44)} ${run.rps.toFixed(0).padStart(6)} req/s  p50 ${String(run.p50).padStart(3)} ms  p99 ${String(run.p99).padStart(4)} ms  errors ${run.errors}`;

const pages = ['/', '/discover-talent', `/profile/${profileId}`, '/about'];
// Each page once, so that the timed runs start from a kept page, as a live site would.
for (const path of pages) await fetch(`${base}${path}`);

log(
  `\n## ${SECONDS} s per stage, ${WRK ? 'wrk' : 'autocannon in its own process (paced stages: bench/paced-load.mjs)'}; the server as built, demo data${PIN ? '; the server on core 0, the load on core 1' : ''}`,
);
// A stage's worth of every path first, so that the first timed stage is not the one
// that pays for the server's warm-up.
await load(50, ['/api/health/live', ...pages]);
const probeAlone = await load(10, ['/api/health/live']);
const minimal = await withServerCpu(() => load(50, ['/api/health/live']));
log(line('minimal  GET /api/health/live (50)', minimal) + cores(minimal));
log(line('probe    GET /api/health/live (10), alone', probeAlone));
for (const path of pages) {
  const run = await withServerCpu(() => load(50, [path]));
  const ratio = run.rps / minimal.rps;
  log(
    `${line(`signed out GET ${path.startsWith('/profile') ? '/profile/:id' : path}`, run)}  ${(ratio * 100).toFixed(0)}% of minimal req/s; goal >= 25% and p99 <= 50 ms: ${ratio >= 0.25 && run.p99 <= 50 ? 'met' : 'NOT met'}${cores(run)}`,
  );
}
const signedIn = await withServerCpu(() =>
  load(50, [`/profile/${profileId}`], { ...BROWSER, cookie: `${COOKIES.session}=${token}` }),
);
log(
  `${line('signed in  GET /profile/:id (a render a view)', signedIn)}  ${((signedIn.rps / minimal.rps) * 100).toFixed(0)}% of minimal req/s${cores(signedIn)}`,
);
// The control: the probe while 50 connections load the minimal endpoint itself. On a
// machine where the load generator shares the server's cores, this is what any load
// costs the probe, pages or not.
const [probeControl, minimalLoad] = await Promise.all([
  load(10, ['/api/health/live']),
  load(50, ['/api/health/live']),
]);
log(line('minimal  the endpoint itself (50), as load', minimalLoad));
log(
  `${line('probe    GET /api/health/live (10), under that load', probeControl)}  p99 ${(probeControl.p99 / Math.max(probeAlone.p99, 1)).toFixed(1)}x alone`,
);
const [probeLoaded, pageLoad] = await Promise.all([load(10, ['/api/health/live']), load(50, pages)]);
log(line('pages    the four in turn (50)', pageLoad));
log(
  `${line('probe    GET /api/health/live (10), under page load', probeLoaded)}  p99 ${(probeLoaded.p99 / Math.max(probeAlone.p99, 1)).toFixed(1)}x alone, ${(probeLoaded.p99 / Math.max(probeControl.p99, 1)).toFixed(1)}x under the minimal load; goal <= 2x alone: ${probeLoaded.p99 <= 2 * Math.max(probeAlone.p99, 1) ? 'met' : 'NOT met'} (saturated: see the control)`,
);

// The probe as a probe: one connection, a request every 10 ms, alone and while the four
// pages are asked at the rate the page goal asks for (25% of the minimal endpoint's
// req/s, over up to 50 connections), beside the same rate of the minimal endpoint. At
// saturation every request, the probe's too, waits behind the ~50 in flight whatever
// they ask (Little's law; the control above); paced, the probe sees what serving the
// pages costs it. A p99 of a few milliseconds moves with whatever else the machine does,
// so the three stages run in turn PROBE_ROUNDS times and the goal is judged on medians.
const PROBE_RATE = 100;
const PROBE_ROUNDS = Number(process.env.BENCH_PROBE_ROUNDS ?? 3);
const goalRate = Math.round(minimal.rps * 0.25);
const probe = () => paced(1, PROBE_RATE, ['/api/health/live']);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
/** What each round measured, for each priority of the loads beside the probe. */
const besideProbe = () => ({
  idle: { control: [] as number[], pages: [] as number[] },
  normal: { control: [] as number[], pages: [] as number[] },
});
const probeP99 = { alone: [] as number[], ...besideProbe() };
const loopP99 = { alone: [] as number[], ...besideProbe() };
const atPriority = (priority: Priority) =>
  priority === 'idle' ? ' (idle priority)' : " (the server's priority)";
for (let round = 1; round <= PROBE_ROUNDS; round++) {
  log(`round ${round} of ${PROBE_ROUNDS}`);
  const [alone, aloneLoop] = await withLoopDelay(probe);
  log(line(`probe    GET /api/health/live (1, ${PROBE_RATE}/s), alone`, alone));
  log(loopLine(aloneLoop));
  probeP99.alone.push(alone.p99);
  loopP99.alone.push(aloneLoop.p99);
  for (const priority of PRIORITIES) {
    const [[control, minimalAtGoal], controlLoop] = await withLoopDelay(() =>
      Promise.all([probe(), paced(50, goalRate, ['/api/health/live'], priority)]),
    );
    log(line(`minimal  the endpoint itself at ${goalRate}/s${atPriority(priority)}`, minimalAtGoal));
    log(line('probe    (1, paced), under that', control));
    log(loopLine(controlLoop));
    const [[underPages, pagesAtGoal], pagesLoop] = await withLoopDelay(() =>
      Promise.all([probe(), paced(50, goalRate, pages, priority)]),
    );
    log(line(`pages    the four in turn at ${goalRate}/s${atPriority(priority)}`, pagesAtGoal));
    log(line('probe    (1, paced), under those pages', underPages));
    log(loopLine(pagesLoop));
    probeP99[priority].control.push(control.p99);
    probeP99[priority].pages.push(underPages.p99);
    loopP99[priority].control.push(controlLoop.p99);
    loopP99[priority].pages.push(pagesLoop.p99);
  }
}
const alone = median(probeP99.alone);
for (const [index, priority] of PRIORITIES.entries()) {
  const control = median(probeP99[priority].control);
  const underPages = median(probeP99[priority].pages);
  // The goal is judged on the first priority (idle unless BENCH_LOAD_PRIORITIES says otherwise).
  const verdict =
    index === 0
      ? `; goal <= 2x alone: ${underPages <= 2 * alone ? 'met' : 'NOT met'}`
      : " (not the goal's figure)";
  log(
    `paced probe p99, median of ${PROBE_ROUNDS}, loads${atPriority(priority)}: alone ${alone} ms; beside the minimal endpoint ${control} ms (${(control / alone).toFixed(1)}x); beside the pages ${underPages} ms (${(underPages / alone).toFixed(1)}x alone)${verdict}`,
  );
  log(
    `the server's event-loop delay p99, median of ${PROBE_ROUNDS}, loads${atPriority(priority)}: alone ${median(loopP99.alone)} ms; beside the minimal endpoint ${median(loopP99[priority].control)} ms; beside the pages ${median(loopP99[priority].pages)} ms`,
  );
}

// Renders that must still happen (signed-in views): what they cost the API meanwhile.
const [[probeRendering, rendering], renderingLoop] = await withLoopDelay(() =>
  Promise.all([
    load(10, ['/api/health/live']),
    load(50, [`/profile/${profileId}`], { ...BROWSER, cookie: `${COOKIES.session}=${token}` }),
  ]),
);
log(line('signed in  GET /profile/:id (50), renders', rendering));
log(
  `${line('probe    GET /api/health/live (10), under renders', probeRendering)}  p99 ${(probeRendering.p99 / Math.max(probeAlone.p99, 1)).toFixed(1)}x alone, ${(probeRendering.p99 / Math.max(probeControl.p99, 1)).toFixed(1)}x under the minimal load`,
);
log(loopLine(renderingLoop));

// 7. The landing and discovery while profiles change, as they do all day on a live site:
// each change is a public_pages notice for every copy (docs/decisions/0020), here a demo
// professional's `updated_at` CHANGES_PER_SECOND times a second. What the changes cost
// the listing pages (req/s, p99 at 50 connections, against the same pages unchanged) and
// the paced probe beside them at the goal's rate.
const CHANGES_PER_SECOND = Number(process.env.BENCH_CHANGES_PER_SECOND ?? 5);
const listings = ['/', '/discover-talent'];
const professionals = (
  await sql<{
    user_id: string;
  }>`select user_id from profiles where role <> 'client' order by user_id limit 50`.execute(db)
).rows.map((row) => row.user_id);
/** `stage` while a demo professional changes CHANGES_PER_SECOND times a second; the changes made. */
async function whileProfilesChange<T>(stage: () => Promise<T>): Promise<[T, number]> {
  let changing = true;
  let changes = 0;
  const writer = (async () => {
    while (changing) {
      const next = performance.now() + 1000 / CHANGES_PER_SECOND;
      await sql`update profiles set updated_at = now() where user_id = ${professionals[changes % professionals.length]}`.execute(
        db,
      );
      changes++;
      await new Promise((done) => setTimeout(done, Math.max(0, next - performance.now())));
    }
  })();
  const result = await stage();
  changing = false;
  await writer;
  return [result, changes];
}
const listingsUnchanged = await withServerCpu(() => load(50, listings));
log(line('listings / and /discover-talent (50), unchanged', listingsUnchanged) + cores(listingsUnchanged));
const [listingsChanging, changesMade] = await whileProfilesChange(() =>
  withServerCpu(() => load(50, listings)),
);
log(
  `${line(`listings, ${CHANGES_PER_SECOND} profile changes a second`, listingsChanging)}${cores(listingsChanging)}  (${changesMade} changes)`,
);
const [[[probeChanging, listingsAtGoal], changingLoop]] = await whileProfilesChange(() =>
  withLoopDelay(() => Promise.all([probe(), paced(50, goalRate, listings, PRIORITIES[0])])),
);
log(
  line(
    `listings at ${goalRate}/s while profiles change${atPriority(PRIORITIES[0] ?? 'normal')}`,
    listingsAtGoal,
  ),
);
log(
  `${line('probe    (1, paced), under those', probeChanging)}  p99 ${(probeChanging.p99 / alone).toFixed(1)}x the paced probe alone`,
);
log(loopLine(changingLoop));

// The same renders with RENDER_WORKERS=0, i.e. on the server's main thread, as before
// docs/decisions/0021: what moving them to a thread bought the API.
await stop();
({ base, stop, pid } = await startServer({ RENDER_WORKERS: '0' }));
const [[probeMainThread, renderingMainThread], mainThreadLoop] = await withLoopDelay(() =>
  Promise.all([
    load(10, ['/api/health/live']),
    load(50, [`/profile/${profileId}`], { ...BROWSER, cookie: `${COOKIES.session}=${token}` }),
  ]),
);
log(line('signed in  GET /profile/:id (50), renders on the main thread', renderingMainThread));
log(
  `${line('probe    GET /api/health/live (10), under those', probeMainThread)}  p99 ${(probeMainThread.p99 / Math.max(probeAlone.p99, 1)).toFixed(1)}x alone, ${(probeMainThread.p99 / Math.max(probeControl.p99, 1)).toFixed(1)}x under the minimal load`,
);
log(loopLine(mainThreadLoop));
log(
  `render threads: probe p50 ${probeRendering.p50} ms / p99 ${probeRendering.p99} ms against ${probeMainThread.p50} ms / ${probeMainThread.p99} ms with renders on the main thread`,
);

await stop();

// 8. The host's floor: the same paced probe and loads against a bare node:http server.
const barePort = 3900 + Math.floor(Math.random() * 100);
const bare = spawn(...onCore(0, process.execPath, [join('bench', 'support', 'bare-server.mjs')]), {
  env: { ...process.env, PORT: String(barePort) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((done) => bare.stdout!.once('data', done));
base = `http://127.0.0.1:${barePort}`;
await load(50, ['/api/health/live']);
const bareCapacity = await load(50, ['/api/health/live']);
const bareRate = Math.round(bareCapacity.rps * 0.25);
log(line('bare     node:http, the same answer (50)', bareCapacity));
const bareP99 = { alone: [] as number[], quarter: [] as number[], goalRate: [] as number[] };
for (let round = 1; round <= PROBE_ROUNDS; round++) {
  const alone = await probe();
  const [atQuarter] = await Promise.all([probe(), paced(50, bareRate, ['/api/health/live'], PRIORITIES[0])]);
  const [atGoalRate] = await Promise.all([probe(), paced(50, goalRate, ['/api/health/live'], PRIORITIES[0])]);
  log(
    `bare     round ${round}: paced probe p99 alone ${alone.p99} ms; beside ${bareRate}/s (25% of its req/s) ${atQuarter.p99} ms; beside ${goalRate}/s (stage 5's rate) ${atGoalRate.p99} ms`,
  );
  bareP99.alone.push(alone.p99);
  bareP99.quarter.push(atQuarter.p99);
  bareP99.goalRate.push(atGoalRate.p99);
}
const bareAlone = median(bareP99.alone);
log(
  `the host's floor, median of ${PROBE_ROUNDS}, loads${atPriority(PRIORITIES[0] ?? 'normal')}: a bare node:http server's paced probe p99 alone ${bareAlone} ms; beside 25% of its own req/s ${median(bareP99.quarter)} ms (${(median(bareP99.quarter) / bareAlone).toFixed(1)}x); beside ${goalRate}/s ${median(bareP99.goalRate)} ms (${(median(bareP99.goalRate) / bareAlone).toFixed(1)}x) (not the goal's figure)`,
);
bare.kill('SIGTERM');
await new Promise((done) => bare.once('exit', done));

await pool.end();
await stopPostgres();
rmSync(folder, { recursive: true, force: true });
