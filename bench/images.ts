// bench/images: the image upload pipeline and what heavy uploads do to the rest of the server.
//   1. a 5 MB, 24-megapixel JPEG through the whole pipeline (sniff, pixel check, decode with
//      shrink-on-load, orient, strip, resize, WebP encode of two sizes): p50/p95 time, peak memory;
//   2. a ~1 KB AVIF that declares 7000 x 7000 pixels through the same pipeline: its time;
//   3. the built server (dist/server/main.js, run `npm run build` first) on its own embedded
//      PostgreSQL in a temp folder, with its default settings: rounds of 8 uploads at once from
//      8 demo members (the next round once all 8 answered), first of that AVIF, then of the
//      costliest image the server still accepts, while probes ask
//      /api/health/live (no database), /api/health (one query), a /media file and a sign-in,
//      one request at a time each. The same probes run first with no uploads, as the baseline
//      of this run. Failed requests and "database unavailable" log lines are counted.
// Goal of part 3: beside the uploads, p99 of /api/health and of a sign-in under 100 ms, and
// no request failing for lack of a database connection.
// Run: npx tsx bench/images.ts [runs]
//   (BENCH_HTTP=0 skips part 3; BENCH_ROUNDS=10,3 rounds of the AVIF and the costliest image;
//   BENCH_PORT=a free port)
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { DEMO_PASSWORD, DEMO_PROFESSIONALS, professionalEmail } from '../src/server/db/seed/demo-data.js';
import { processImage } from '../src/server/lib/images.js';

const runs = Number(process.argv[2] ?? 30);
const [bombRounds = 10, heavyRounds = 3] = (process.env.BENCH_ROUNDS ?? '10,3').split(',').map(Number);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const pick = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : Number.NaN;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function makeJpeg(): Promise<Buffer> {
  // Noise keeps the JPEG large, as a real photograph is; search the quality that lands just under 5 MB.
  const width = 6000;
  const height = 4000;
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(1.2)
    .raw()
    .toBuffer();
  for (const quality of [95, 92, 90, 88, 85, 82, 80, 75, 70]) {
    const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality, mozjpeg: false })
      .withExif({ IFD0: { Make: 'BenchCam', Orientation: '1' } })
      .toBuffer();
    if (jpeg.length <= 5 * 1024 * 1024) return jpeg;
  }
  throw new Error('could not make a JPEG under 5 MB');
}

/** One flat colour at 7000 x 7000: AV1 codes it in about a kilobyte, yet decoding it means 49 MP. */
function makeAvifBomb(): Promise<Buffer> {
  return sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#777777' } })
    .avif({ quality: 30, effort: 0 })
    .toBuffer();
}

/**
 * The costliest upload the server still accepts: an AVIF (no shrink-on-load, the slowest
 * decoder) of photo-like noise at the AVIF pixel limit of 16 MP, about 1 MB.
 */
function makeHeaviestAccepted(): Promise<Buffer> {
  return sharp({
    create: {
      width: 4000,
      height: 4000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .avif({ quality: 40, effort: 0 })
    .toBuffer();
}

async function timePipeline(input: Buffer, times: number) {
  const results: { ms: number; outcome: string }[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    let outcome = 'processed';
    try {
      await processImage(input, 'portfolio');
    } catch (error) {
      outcome = `refused: ${(error as Error).message}`;
    }
    results.push({ ms: performance.now() - start, outcome });
  }
  return results;
}

console.log(
  `machine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${mb(totalmem())} MB RAM, Node ${process.version}, sharp concurrency ${sharp.concurrency()}`,
);
console.log(
  `load average at start: ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);

// 1. The 24 MP JPEG.
const jpeg = await makeJpeg();
const meta = await sharp(jpeg).metadata();
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 5);
await processImage(jpeg, 'portfolio'); // warm-up
const times = (await timePipeline(jpeg, runs)).map((run) => run.ms).sort((a, b) => a - b);
clearInterval(sampler);
peakRss = Math.max(peakRss, process.resourceUsage().maxRSS * 1024);
console.log(
  `\n1. input: ${meta.width}x${meta.height} JPEG, ${mb(jpeg.length)} MB (${((meta.width! * meta.height!) / 1e6).toFixed(1)} MP), runs: ${runs}`,
);
console.log(
  `p50: ${pick(times, 50).toFixed(0)} ms   p95: ${pick(times, 95).toFixed(0)} ms   max: ${times.at(-1)!.toFixed(0)} ms`,
);
console.log(
  `peak RSS: ${mb(peakRss)} MB   goal: p95 <= 500 ms -> ${pick(times, 95) <= 500 ? 'met' : 'NOT met'}`,
);

// 2. The AVIF that declares 7000 x 7000.
const bomb = await makeAvifBomb();
const bombMeta = await sharp(bomb, { limitInputPixels: false }).metadata();
const bombRuns = await timePipeline(bomb, 3);
console.log(
  `\n2. input: AVIF of ${bomb.length} bytes declaring ${bombMeta.width}x${bombMeta.height} (${((bombMeta.width! * bombMeta.height!) / 1e6).toFixed(0)} MP)`,
);
console.log(
  `pipeline: ${bombRuns.map((run) => `${run.ms.toFixed(1)} ms`).join(', ')}; ${bombRuns[0]!.outcome}`,
);
{
  // What decoding it costs when nothing refuses it (as before decision 0010): the display size only.
  const start = performance.now();
  const cpuBefore = process.cpuUsage();
  await sharp(bomb, { limitInputPixels: false }).resize(1600, 2000, { fit: 'inside' }).raw().toBuffer();
  const cpu = process.cpuUsage(cpuBefore);
  console.log(
    `decoding it anyway: ${(performance.now() - start).toFixed(0)} ms (${((cpu.user + cpu.system) / 1000).toFixed(0)} ms of CPU)`,
  );
}

if (process.env.BENCH_HTTP !== '0') await httpStage();

// 3. The built server under heavy uploads.
async function httpStage() {
  const heavy = await makeHeaviestAccepted();
  const heavyRuns = await timePipeline(heavy, 2);
  console.log(
    `\n3. the costliest accepted upload: 4000x4000 AVIF of noise, ${mb(heavy.length)} MB; pipeline alone: ${heavyRuns.map((run) => `${run.ms.toFixed(0)} ms`).join(', ')} (${heavyRuns[0]!.outcome})`,
  );

  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'frameline-bench-images-'));
  const server = spawn(process.execPath, [join('dist', 'server', 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const serverLog: string[] = [];
  const keep = (chunk: Buffer) => serverLog.push(...chunk.toString().split('\n').filter(Boolean));
  server.stdout!.on('data', keep);
  server.stderr!.on('data', keep);
  try {
    await waitForServer(base, server);
    const members = await Promise.all(
      DEMO_PROFESSIONALS.slice(0, 9).map((pro) => signIn(base, professionalEmail(pro))),
    );
    const uploaders = members.slice(0, 8);
    const prober = members[8]!;
    const portfolio = (await (await fetch(`${base}/api/profiles/${prober.id}/portfolio`)).json()) as {
      items: { image: { thumbUrl: string } }[];
    };
    const mediaPath = new URL(portfolio.items[0]!.image.thumbUrl, base).pathname;
    const probes: Probe[] = [
      { name: 'GET /api/health/live', pauseMs: 20, send: () => fetch(`${base}/api/health/live`) },
      { name: 'GET /api/health', pauseMs: 20, send: () => fetch(`${base}/api/health`) },
      {
        name: `GET ${mediaPath.slice(0, 16)}... (thumb)`,
        pauseMs: 20,
        send: () => fetch(`${base}${mediaPath}`),
      },
      {
        name: 'POST /api/auth/sign-in',
        pauseMs: 50,
        send: () =>
          fetch(`${base}/api/auth/sign-in`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: 'fl_csrf=bench', 'x-csrf-token': 'bench' },
            body: JSON.stringify({ email: prober.email, password: DEMO_PASSWORD }),
          }),
      },
    ];

    console.log(`server: ${base}`);
    const logMark = serverLog.length;
    const idle = await probeWhile(probes, () => sleep(8_000));
    report('no uploads (baseline)', idle);
    for (const [label, file, name, rounds] of [
      [
        `${bombRounds} rounds of 8 x the ${bomb.length}-byte 7000x7000 AVIF at once`,
        bomb,
        'bomb.avif',
        bombRounds,
      ],
      [
        `${heavyRounds} rounds of 8 x the ${mb(heavy.length)} MB 16 MP AVIF at once`,
        heavy,
        'heavy.avif',
        heavyRounds,
      ],
    ] as const) {
      const answers: { status: number; ms: number; retryAfter: string | null; code?: string }[] = [];
      const roundTimes: number[] = [];
      const probed = await probeWhile(probes, async () => {
        for (let round = 0; round < rounds; round++) {
          const start = performance.now();
          answers.push(...(await Promise.all(uploaders.map((member) => upload(base, member, file, name)))));
          roundTimes.push(performance.now() - start);
          await sleep(500);
        }
      });
      report(label, probed);
      const [, health, , signIn] = probed.map((result) => [...result.ms].sort((a, b) => a - b));
      const failures = probed.reduce(
        (sum, result) => sum + [...result.failures.values()].reduce((a, b) => a + b, 0),
        0,
      );
      const met = pick(health!, 99) < 100 && pick(signIn!, 99) < 100 && failures === 0;
      console.log(
        `  goal: /api/health p99 ${pick(health!, 99).toFixed(0)} ms, sign-in p99 ${pick(signIn!, 99).toFixed(0)} ms (< 100 ms), failed probes ${failures} -> ${met ? 'met' : 'NOT met'}`,
      );
      const byStatus = new Map<string, number>();
      for (const answer of answers) {
        const key = `${answer.status}${answer.code ? ` ${answer.code}` : ''}${answer.retryAfter ? ` (Retry-After ${answer.retryAfter})` : ''}`;
        byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
      }
      const uploadMs = answers.map((answer) => answer.ms).sort((a, b) => a - b);
      console.log(
        `  uploads: ${[...byStatus].map(([key, n]) => `${n} x ${key}`).join(', ')}; answer p50 ${pick(uploadMs, 50).toFixed(0)} ms, max ${uploadMs.at(-1)!.toFixed(0)} ms; round of 8 took ${roundTimes.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s`,
      );
    }
    const unavailable = serverLog
      .slice(logMark)
      .filter((line) => /database unavailable|timeout exceeded when trying to connect/.test(line));
    console.log(`\nserver log lines about the database being unavailable: ${unavailable.length}`);
    for (const line of unavailable.slice(0, 5)) console.log(`  ${line.slice(0, 200)}`);
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

type Probe = { name: string; pauseMs: number; send: () => Promise<Response> };
type ProbeResult = { name: string; ms: number[]; failures: Map<number, number> };

/** Runs every probe in its own loop, one request at a time, for as long as `work` runs. */
async function probeWhile(probes: Probe[], work: () => Promise<void>): Promise<ProbeResult[]> {
  let done = false;
  const results = probes.map((probe) => ({
    name: probe.name,
    ms: [] as number[],
    failures: new Map<number, number>(),
  }));
  const loops = probes.map(async (probe, index) => {
    const result = results[index]!;
    while (!done) {
      const start = performance.now();
      let status = 0;
      try {
        const response = await probe.send();
        await response.arrayBuffer();
        status = response.status;
      } catch {
        status = 0;
      }
      result.ms.push(performance.now() - start);
      if (status !== 200) result.failures.set(status, (result.failures.get(status) ?? 0) + 1);
      await sleep(probe.pauseMs);
    }
  });
  await work();
  done = true;
  await Promise.all(loops);
  return results;
}

function report(label: string, results: ProbeResult[]) {
  console.log(`\n${label}:`);
  for (const result of results) {
    const sorted = [...result.ms].sort((a, b) => a - b);
    const failures = [...result.failures].map(([status, n]) => `${n} x ${status || 'no answer'}`).join(', ');
    console.log(
      `  ${result.name.padEnd(36)} n ${String(sorted.length).padStart(4)}  p50 ${pick(sorted, 50).toFixed(0).padStart(5)} ms  p99 ${pick(sorted, 99).toFixed(0).padStart(5)} ms  max ${sorted.at(-1)!.toFixed(0).padStart(5)} ms  failed ${failures || 0}`,
    );
  }
}

type Member = { email: string; id: string; cookie: string };

async function signIn(base: string, email: string): Promise<Member> {
  const response = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: 'fl_csrf=bench', 'x-csrf-token': 'bench' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${email}: ${response.status}`);
  const session = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .find((cookie) => cookie.startsWith('fl_session='));
  const { user } = (await response.json()) as { user: { id: string } };
  return { email, id: user.id, cookie: `${session}; fl_csrf=bench` };
}

async function upload(base: string, member: Member, file: Buffer, name: string) {
  const form = new FormData();
  form.set('title', 'Bench upload');
  form.set('file', new Blob([new Uint8Array(file)], { type: 'image/avif' }), name);
  const start = performance.now();
  const response = await fetch(`${base}/api/portfolio`, {
    method: 'POST',
    headers: { cookie: member.cookie, 'x-csrf-token': 'bench' },
    body: form,
  });
  const body = (await response.json()) as { error?: { code: string } };
  return {
    status: response.status,
    ms: performance.now() - start,
    retryAfter: response.headers.get('retry-after'),
    code: body.error?.code,
  };
}

async function waitForServer(base: string, server: ChildProcess) {
  const deadline = Date.now() + 300_000; // the first start seeds the demo members and their images
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error('the server did not start within 5 minutes');
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM'); // main.ts stops its embedded PostgreSQL on SIGTERM
  await Promise.race([exited, sleep(20_000)]);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
