// bench/faults: the product under faults, each scenario scripted and ending by itself
// (issue: proven under load, faults and hostile input). Each prints its figures and PASS or
// FAIL against its goal; the process exits non-zero when any scenario failed.
//   smtp     the SMTP server down for BENCH_SMTP_DOWN_SECONDS (60) while members ask for
//            password resets and request bookings; then back. Goal: every email stored is
//            delivered exactly once (by Message-ID), none missing; the time to drain.
//   storage  the object store away during portfolio uploads, three times: a TCP proxy in front
//            of s3rver drops every connection mid-transfer and refuses new ones, then s3rver
//            itself is stopped, then the proxy accepts and never answers; each time back
//            after 15 s. Beside them a signed-in read every 200 ms. Goal: no
//            upload answers 500, every refusal has the error shape; afterwards no image row
//            without its files and no stored file without its row, once the sweep of
//            stored files has run.
//   kill     two copies; one is SIGKILLed during a stream of writes (messages, bookings)
//            while it holds send-email jobs. Goal: every acknowledged write is present,
//            clients retrying through the other copy succeed, the jobs it held are run by
//            the other copy (their ids, and how long it took).
//   postgres PostgreSQL restarted under writes with event streams open. Goal: each copy
//            answers 2xx again within 10 s of PostgreSQL being back, without a restart of
//            its own; the streams resume (new events arrive, none missed); no acknowledged
//            write lost; no 5xx outside the fault window (PostgreSQL stopped .. back + 10 s).
// Every scenario runs on its own bench/support/cluster: two copies behind HAProxy, with
// PostgreSQL, SMTP and S3 of their own. Writes go through HAProxy and are sent again after
// no answer or a 5xx, the same write (a message's client id, a booking's Idempotency-Key).
// Run: npx tsx bench/faults.ts [smtp|storage|kill|postgres]   (none: all four in order)
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { connect, createServer, type Socket } from 'node:net';
import { cpus, loadavg, totalmem } from 'node:os';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { sql } from 'kysely';
import sharp from 'sharp';
import { messageIdOf } from '../src/server/lib/email-outbox.js';
import { createStorage } from '../src/server/lib/storage.js';
import { sweepOrphanFiles } from '../src/server/lib/stored-files-sweep.js';
import { newToken } from '../src/server/lib/tokens.js';
import { CSRF_HEADER, cookieNames } from '../src/shared/http.js';
import { IDEMPOTENCY_KEY_HEADER } from '../src/shared/schemas/bookings.js';
import { type Cluster, type ClusterOptions, freePort, startCluster } from './support/cluster.js';

/** The cookies' names as the servers here set them: they run in production (`__Host-` names). */
const COOKIES = cookieNames(true);

const SMTP_DOWN_SECONDS = Number(process.env.BENCH_SMTP_DOWN_SECONDS ?? 60);
const log = (line = '') => console.log(line);
const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

/** A fresh cluster for one scenario (bench/support/cluster.ts): two copies behind HAProxy. */
function cluster(options: ClusterOptions = {}): Promise<Cluster> {
  return startCluster({ copies: 2, ...options, env: { RATE_LIMITS: 'false', ...options.env } });
}

// ---- Members and requests ----

type Member = { id: string; email: string; cookie: string; csrf: string };

/** Members with a profile of `role` and a session, written straight into the database. */
async function members(c: Cluster, count: number, role: 'client' | 'photographer'): Promise<Member[]> {
  const db = c.db;
  const tag = randomUUID().slice(0, 8);
  const { rows } = await sql<{ id: string; email: string }>`
    insert into users (email, password_hash, email_confirmed_at)
    select ${role} || '-' || g || '-' || ${tag} || '@bench.test', '$argon2id$bench-no-password', now()
    from generate_series(1, ${count}) g
    returning id, email
  `.execute(db);
  await db
    .insertInto('profiles')
    .values(
      rows.map((row, i) => ({
        user_id: row.id,
        full_name: `Bench ${role} ${i}`,
        display_name: `Bench ${role} ${i}`,
        role,
        email: row.email,
        location: 'Lisbon',
        is_available: true,
      })),
    )
    .execute();
  const sessions = rows.map((row) => ({ ...row, ...newToken(c.config.authSecret) }));
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
    return {
      id: s.id,
      email: s.email,
      csrf,
      cookie: `${COOKIES.session}=${s.token}; ${COOKIES.csrf}=${csrf}`,
    };
  });
}

/** A signed-out browser: only the CSRF cookie a first page view sets. */
function visitor(): Member {
  const csrf = randomUUID();
  return { id: '', email: '', csrf, cookie: `${COOKIES.csrf}=${csrf}` };
}

type Answer = { status: number; body: unknown; at: number; ms: number };

/** One request; a refused or cut connection answers status 0. */
async function call(
  base: string,
  member: Member | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const start = performance.now();
  try {
    const isForm = body instanceof FormData;
    const response = await fetch(new URL(path, base), {
      method,
      headers: {
        ...(member ? { cookie: member.cookie, [CSRF_HEADER]: member.csrf } : {}),
        ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {}
    return { status: response.status, body: parsed, at: Date.now(), ms: performance.now() - start };
  } catch {
    return { status: 0, body: null, at: Date.now(), ms: performance.now() - start };
  }
}

/** The error shape every refusal carries: {"error":{"code","message"}}. */
function hasErrorShape(body: unknown): boolean {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === 'string' && typeof error?.message === 'string';
}

function countStatuses(answers: Answer[]): string {
  const counts = new Map<number, number>();
  for (const answer of answers) counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status === 0 ? 'no answer' : status}: ${n}`)
    .join(', ');
}

function bookingForm(professionalEmail: string, index: number) {
  const day = new Date(Date.now() + (14 + (index % 60)) * 86_400_000).toISOString().slice(0, 10);
  return {
    professionalEmail,
    title: `Bench shoot ${index}`,
    shootDate: day,
    startTime: '10:00',
    durationHours: 2,
    timeZone: 'Europe/Lisbon',
    location: 'Lisbon',
    description: 'A bench booking.',
    rateOffered: 500,
  };
}

/** Runs `step(i)` every `everyMs` until `until()` is true; resolves once the last step ended. */
async function every(everyMs: number, until: () => boolean, step: (i: number) => Promise<void>) {
  const running: Promise<void>[] = [];
  for (let i = 0; !until(); i++) {
    running.push(step(i));
    await sleep(everyMs);
  }
  await Promise.all(running);
}

type Verdict = { name: string; pass: boolean; goals: string[] };

function verdict(name: string, checks: [boolean, string][]): Verdict {
  for (const [ok, goal] of checks) log(`  ${ok ? 'ok  ' : 'FAIL'} ${goal}`);
  const pass = checks.every(([ok]) => ok);
  log(`${name}: ${pass ? 'PASS' : 'FAIL'}`);
  return { name, pass, goals: checks.filter(([ok]) => !ok).map(([, goal]) => goal) };
}

/**
 * Members writing through the load balancer: a message every `everyMs` (each with its own
 * client id) and a booking request every fourth step (with an Idempotency-Key). A write
 * that gets no answer or a 5xx is sent again, the same write, as the web app's retry does,
 * for up to 30 s. Acknowledged writes go into the ledger.
 */
function writers(c: Cluster, clients: Member[], pros: Member[], everyMs: number) {
  const answers: Answer[] = [];
  const messages: { senderId: string; clientId: string }[] = [];
  const bookings: string[] = [];
  let retried = 0;
  let retriedOk = 0;
  let gaveUp = 0;
  let stopped = false;
  /** `send(base)`: the first try to `first`, the tries after it through the load balancer. */
  async function write(
    send: (base: string) => Promise<Answer>,
    first = c.url,
  ): Promise<Answer & { tries: number }> {
    let answer = await send(first);
    let tries = 1;
    answers.push(answer);
    if (answer.status !== 0 && answer.status < 500) return { ...answer, tries };
    retried++;
    const deadline = Date.now() + 30_000;
    while ((answer.status === 0 || answer.status >= 500) && Date.now() < deadline) {
      await sleep(250);
      answer = await send(c.url);
      tries++;
      answers.push(answer);
    }
    if (answer.status >= 200 && answer.status < 300) retriedOk++;
    else gaveUp++;
    return { ...answer, tries };
  }
  async function message(client: Member, pro: Member, content: string, first = c.url) {
    const clientId = randomUUID();
    const sent = await write(
      (base) => call(base, client, 'POST', '/api/messages', { recipientId: pro.id, clientId, content }),
      first,
    );
    if (sent.status === 200 || sent.status === 201) messages.push({ senderId: client.id, clientId });
    return sent;
  }
  const done = every(
    everyMs,
    () => stopped,
    async (i) => {
      const client = clients[i % clients.length]!;
      const pro = pros[i % pros.length]!;
      await message(client, pro, `Bench message ${i}`);
      if (i % 4 === 0) {
        const key = randomUUID();
        const booked = await write((base) =>
          call(base, client, 'POST', '/api/bookings', bookingForm(pro.email, i), {
            [IDEMPOTENCY_KEY_HEADER]: key,
          }),
        );
        const id = (booked.body as { booking?: { id?: string } } | null)?.booking?.id;
        if ((booked.status === 200 || booked.status === 201) && id) bookings.push(id);
      }
    },
  );
  return {
    answers,
    /** A message sent to `first` (a copy's own address), then sent again through the load balancer. */
    message,
    stop: async () => {
      stopped = true;
      await done;
    },
    /** How many acknowledged writes are missing from the database. */
    async lost() {
      const stored = new Set(
        (await c.db.selectFrom('messages').select(['sender_id', 'client_id']).execute()).map(
          (row) => `${row.sender_id}/${row.client_id}`,
        ),
      );
      const storedBookings = new Set(
        (await c.db.selectFrom('bookings').select('id').execute()).map((r) => r.id),
      );
      return {
        messages: messages.length,
        bookings: bookings.length,
        lostMessages: messages.filter((m) => !stored.has(`${m.senderId}/${m.clientId}`)).length,
        lostBookings: bookings.filter((id) => !storedBookings.has(id)).length,
      };
    },
    retries: () => ({ retried, retriedOk, gaveUp }),
  };
}

// ---- Scenarios ----

/** All emails rows sent, and what the SMTP listener got, by Message-ID. */
async function mailLedger(c: Cluster) {
  const { db } = c;
  const mails = c.smtp.mails();
  const rows = await db.selectFrom('emails').select(['id', 'sent_at']).execute();
  const received = new Map<string, number>();
  for (const mail of mails) received.set(mail.messageId, (received.get(mail.messageId) ?? 0) + 1);
  const expected = rows.map((row) => messageIdOf(row.id, c.config.publicUrl));
  return {
    stored: rows.length,
    sent: rows.filter((row) => row.sent_at).length,
    missing: expected.filter((id) => !received.has(id)).length,
    repeated: [...received.values()].filter((n) => n > 1).length,
    strangers: [...received.keys()].filter((id) => !expected.includes(id)).length,
    received: mails.length,
  };
}

async function smtpScenario(c: Cluster): Promise<Verdict> {
  log(`## smtp: the SMTP server down for ${SMTP_DOWN_SECONDS} s while members trigger emails`);
  const copies = [c.url];
  const clients = await members(c, 40, 'client');
  const pros = await members(c, 40, 'photographer');
  const answers: Answer[] = [];
  const t0 = Date.now();
  const beforeMs = 10_000;
  const afterMs = 10_000;
  let downAt = 0;
  let upAt = 0;
  const outage = (async () => {
    await sleep(beforeMs);
    await c.smtp.stop();
    downAt = Date.now();
    log(`  SMTP down at ${seconds(downAt - t0)}`);
    await sleep(SMTP_DOWN_SECONDS * 1000);
    await c.smtp.start();
    upAt = Date.now();
    log(`  SMTP back at ${seconds(upAt - t0)}`);
  })();
  // Through the load balancer, a password reset every 250 ms and a booking request (an
  // email to the professional) every 500 ms, from before the outage to after it.
  const triggers = every(
    250,
    () => upAt > 0 && Date.now() > upAt + afterMs,
    async (i) => {
      const base = copies[0]!;
      const member = pros[i % pros.length]!;
      answers.push(await call(base, visitor(), 'POST', '/api/auth/forgot-password', { email: member.email }));
      if (i % 2 === 0) {
        const client = clients[(i / 2) % clients.length]!;
        answers.push(await call(base, client, 'POST', '/api/bookings', bookingForm(member.email, i)));
      }
    },
  );
  await Promise.all([outage, triggers]);
  log(`  ${answers.length} requests that send an email: ${countStatuses(answers)}`);

  // Drained: every stored email marked sent and received; or a 10-minute cap.
  let drainedAt = 0;
  let ledger = await mailLedger(c);
  while (Date.now() < upAt + 600_000) {
    ledger = await mailLedger(c);
    if (ledger.sent === ledger.stored && ledger.missing === 0) {
      drainedAt = Date.now();
      break;
    }
    await sleep(500);
  }
  // Late repeats would arrive now, if any.
  await sleep(5_000);
  ledger = await mailLedger(c);
  const attempts = await c.db
    .selectFrom('emails')
    .select((eb) => [eb.fn.max('attempts').as('most'), eb.fn.countAll<number>().as('n')])
    .where('last_error', 'is not', null)
    .executeTakeFirstOrThrow();
  log(
    `  emails stored ${ledger.stored}, marked sent ${ledger.sent}; received ${ledger.received}: ` +
      `${ledger.missing} missing, ${ledger.repeated} Message-IDs received more than once, ${ledger.strangers} unknown`,
  );
  log(`  emails that failed at least once: ${attempts.n} (most attempts for one: ${attempts.most ?? 0})`);
  log(`  drained ${drainedAt ? seconds(drainedAt - upAt) : 'NOT within 10 min'} after SMTP came back`);
  const fiveHundreds = answers.filter((a) => a.status >= 500).length;
  return verdict('smtp', [
    [
      ledger.stored > 0 && ledger.missing === 0 && ledger.sent === ledger.stored,
      'every stored email delivered',
    ],
    [ledger.repeated === 0 && ledger.strangers === 0, 'none delivered twice'],
    [drainedAt > 0, 'the queue drained after SMTP came back'],
    [fiveHundreds === 0, `no request answered 5xx while SMTP was down (${fiveHundreds})`],
  ]);
}

/** Mail senders wait at MAIL FROM while `held` is set (jobs stay active in their worker). */
let held: { release: () => void; wait: Promise<void> } | undefined;
function holdMail() {
  let release = () => {};
  const wait = new Promise<void>((done) => (release = done));
  held = { release, wait };
}
function releaseMail() {
  held?.release();
  held = undefined;
}

async function killScenario(c: Cluster): Promise<Verdict> {
  log('## kill: two copies, one SIGKILLed during writes while it holds send-email jobs');
  const clients = await members(c, 30, 'client');
  const pros = await members(c, 30, 'photographer');
  const [first, second] = c.copies as [Cluster['copies'][0], Cluster['copies'][0]];
  // Copy 2 away for a moment, so that the send-email jobs of the first bookings are
  // taken by copy 1 alone; their mail waits at MAIL FROM, holding the jobs active.
  await second.stop();
  holdMail();
  const t0 = Date.now();
  const load = writers(c, clients, pros, 50);
  let heldJobs: { id: string; started_on: Date }[] = [];
  while (Date.now() < t0 + 60_000) {
    heldJobs = (
      await sql<{ id: string; started_on: Date }>`
        select id, started_on from pgboss.job where name = 'send-email' and state = 'active'
      `.execute(c.db)
    ).rows;
    if (heldJobs.length >= 2) break;
    await sleep(200);
  }
  log(`  copy 1 holds ${heldJobs.length} send-email jobs: ${heldJobs.map((j) => j.id).join(', ')}`);
  await c.startCopy(second.index);
  // HAProxy sends to copy 2 again after two good checks, 2 s apart.
  await sleep(6_000);
  // Writes in flight on copy 1 when it dies: 20 messages sent to it directly; those cut
  // off are sent again through the load balancer, as the web app's retry does.
  const burst = Array.from({ length: 20 }, (_, i) =>
    load.message(clients[i % clients.length]!, pros[i % pros.length]!, `In flight ${i}`, first.url),
  );
  await sleep(5);
  const killAt = Date.now();
  await first.kill();
  log(`  copy 1 SIGKILLed at ${seconds(killAt - t0)}, with writes in flight`);
  const burstAnswers = await Promise.all(burst);
  const cutOff = burstAnswers.filter((a) => a.tries > 1).length;
  log(
    `  of 20 messages in flight on copy 1: ${20 - cutOff} answered before it died, ${cutOff} cut off and sent again; ` +
      `finally ${countStatuses(burstAnswers)}`,
  );
  releaseMail();
  await sleep(10_000);
  await load.stop();
  const { retried, retriedOk, gaveUp } = load.retries();
  log(`  writes: ${load.answers.length} requests (${countStatuses(load.answers)})`);
  log(
    `  writes sent again after no answer or a 5xx: ${retried}; succeeded through the other copy: ${retriedOk}; gave up: ${gaveUp}`,
  );
  const fiveHundredsOutside = load.answers.filter(
    (a) => (a.status === 0 || a.status >= 500) && (a.at < killAt - 1_000 || a.at > killAt + 10_000),
  ).length;

  // The jobs copy 1 held: pg-boss expires them (expireInSeconds of send-email) at its next
  // upkeep, then they are retried; only copy 2 is left to run them.
  let completed: { id: string; state: string; completed_on: Date | null }[] = [];
  const ids = heldJobs.map((j) => j.id);
  while (Date.now() < killAt + 600_000 && ids.length) {
    completed = (
      await sql<{ id: string; state: string; completed_on: Date | null }>`
        select id, state, completed_on from pgboss.job where id = any(${ids}::uuid[])
      `.execute(c.db)
    ).rows;
    if (completed.length === ids.length && completed.every((j) => j.state === 'completed')) break;
    await sleep(1_000);
  }
  for (const job of completed)
    log(
      `  held job ${job.id}: ${job.state}${job.completed_on ? ` ${seconds(job.completed_on.getTime() - killAt)} after the kill` : ''}`,
    );
  const allDone =
    ids.length > 0 && completed.length === ids.length && completed.every((j) => j.state === 'completed');
  // The rest of the mail drains too.
  let ledger = await mailLedger(c);
  while (Date.now() < killAt + 900_000 && (ledger.sent < ledger.stored || ledger.missing > 0)) {
    await sleep(1_000);
    ledger = await mailLedger(c);
  }
  log(
    `  emails stored ${ledger.stored}, sent ${ledger.sent}; ${ledger.missing} missing, ${ledger.repeated} received more than once`,
  );
  const lost = await load.lost();
  log(
    `  acknowledged: ${lost.messages} messages, ${lost.bookings} bookings; lost: ${lost.lostMessages} messages, ${lost.lostBookings} bookings`,
  );
  return verdict('kill', [
    [
      lost.messages > 0 && lost.lostMessages === 0 && lost.lostBookings === 0,
      'every acknowledged write is present',
    ],
    [retried > 0 && gaveUp === 0, 'every write retried through the other copy succeeded'],
    [allDone, 'the jobs copy 1 held were run by copy 2'],
    [ledger.missing === 0 && ledger.repeated === 0, 'every email delivered once'],
    [fiveHundredsOutside === 0, `no failed request outside the kill (${fiveHundredsOutside})`],
  ]);
}

/**
 * A TCP proxy in front of the object store that can be cut: every open connection is
 * destroyed mid-transfer and new ones are refused until it is mended.
 */
async function cuttableProxy(port: number) {
  let target = 0;
  let stalled = false;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    if (stalled) {
      // Accepted, then silence: a store that hangs rather than refuses.
      sockets.add(socket);
      socket.resume();
      socket.on('error', () => {});
      socket.on('close', () => sockets.delete(socket));
      return;
    }
    const upstream = connect(target, '127.0.0.1');
    for (const [a, b] of [
      [socket, upstream],
      [upstream, socket],
    ] as const) {
      sockets.add(a);
      a.pipe(b);
      a.on('error', () => b.destroy());
      a.on('close', () => {
        sockets.delete(a);
        b.destroy();
      });
    }
  });
  const listen = () => new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  await listen();
  return {
    url: `http://127.0.0.1:${port}`,
    setTarget: (endpoint: string) => {
      target = Number(new URL(endpoint).port);
    },
    cut: async () => {
      const closed = new Promise((done) => server.close(done));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    mend: listen,
    /** New connections are accepted and never answered; open ones are dropped. */
    stall: async () => {
      stalled = true;
      for (const socket of sockets) socket.destroy();
    },
    unstall: async () => {
      stalled = false;
      for (const socket of sockets) socket.destroy();
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}
const storageProxy = await cuttableProxy(await freePort());

/** Every key in the cluster's bucket (asked directly, not through the proxy). */
async function storedKeys(c: Cluster): Promise<Set<string>> {
  const s3 = c.config.s3!;
  const client = new S3Client({
    region: s3.region,
    endpoint: c.s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
  const keys = new Set<string>();
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key) keys.add(object.Key);
    token = page.NextContinuationToken;
  } while (token);
  client.destroy();
  return keys;
}

/** Image rows whose files are not all stored, and stored files no image row names. */
async function storageLedger(c: Cluster) {
  const keys = await storedKeys(c);
  const images = await c.db
    .selectFrom('images')
    .leftJoin('portfolio_items', 'portfolio_items.image_id', 'images.id')
    .select(['images.variants', 'portfolio_items.id as item'])
    .execute();
  const named = new Set(images.flatMap((image) => image.variants.map((variant) => variant.key)));
  return {
    images: images.length,
    items: images.filter((image) => image.item).length,
    files: keys.size,
    rowsWithoutFiles: images.filter((image) => image.variants.some((variant) => !keys.has(variant.key)))
      .length,
    filesWithoutRows: [...keys].filter((key) => !named.has(key)).length,
  };
}

async function storageScenario(c: Cluster): Promise<Verdict> {
  const downSeconds = 15;
  log(`## storage: the object store away three times for ${downSeconds} s during portfolio uploads`);
  const pros = await members(c, 40, 'photographer');
  const photo = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  const answers: Answer[] = [];
  const t0 = Date.now();
  let stopped = false;
  // Three faults: the connections cut mid-transfer (the proxy), the store itself stopped,
  // then a store that accepts connections and never answers.
  storageProxy.setTarget(c.s3.endpoint);
  const windows: { from: number; to: number; what: string }[] = [];
  const outage = (async () => {
    for (const [what, down, up] of [
      ['connections cut', storageProxy.cut, storageProxy.mend],
      ['store stopped', c.s3.stop, c.s3.start],
      ['store hangs (accepts, never answers)', storageProxy.stall, storageProxy.unstall],
    ] as const) {
      await sleep(10_000);
      const from = Date.now();
      await down();
      log(`  ${what} at ${seconds(from - t0)}`);
      await sleep(downSeconds * 1000);
      await up();
      windows.push({ from, to: Date.now(), what });
      log(`  back at ${seconds(Date.now() - t0)}`);
    }
    await sleep(10_000);
    stopped = true;
  })();
  // Beside the uploads, a signed-in read every 200 ms: the rest of the product must not
  // suffer from the store being away.
  const probes: Answer[] = [];
  const probeLoop = (async () => {
    while (!stopped) {
      probes.push(await call(c.url, pros[0]!, 'GET', '/api/auth/me'));
      await sleep(200);
    }
  })();
  let next = 0;
  // Four members uploading at once, one upload after another, through the load balancer.
  const uploaders = Array.from({ length: 4 }, async () => {
    while (!stopped) {
      const i = next++;
      const form = new FormData();
      form.set('title', `Bench work ${i}`);
      form.set('file', new Blob([photo], { type: 'image/jpeg' }), `work-${i}.jpg`);
      answers.push(await call(c.url, pros[i % pros.length]!, 'POST', '/api/portfolio', form));
    }
  });
  await Promise.all([outage, probeLoop, ...uploaders]);
  const during = answers.filter((a) => windows.some((w) => a.at >= w.from && a.at <= w.to + 2_000));
  const refusals = answers.filter((a) => a.status >= 400 || a.status === 0);
  const unshaped = refusals.filter((a) => !hasErrorShape(a.body));
  const codes = new Map<string, number>();
  for (const a of refusals) {
    const code = (a.body as { error?: { code?: string } } | null)?.error?.code ?? String(a.status);
    codes.set(`${a.status} ${code}`, (codes.get(`${a.status} ${code}`) ?? 0) + 1);
  }
  log(
    `  uploads: ${answers.length} (${countStatuses(answers)}); while it was away: ${countStatuses(during)}`,
  );
  log(
    `  signed-in reads beside them: ${countStatuses(probes)}, p99 ${pct(
      probes.map((a) => a.ms),
      99,
    ).toFixed(0)} ms`,
  );
  log(`  refusals by code: ${[...codes].map(([k, n]) => `${k}: ${n}`).join(', ') || 'none'}`);
  const p99 = pct(
    answers.map((a) => a.ms),
    99,
  );
  log(
    `  upload time p50 ${pct(
      answers.map((a) => a.ms),
      50,
    ).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms`,
  );
  // Two clean-ups: the upload's own (a failed store or insert deletes the files it wrote,
  // which fails too while the store is away) and the hourly sweep of files no row names
  // (lib/stored-files-sweep.ts), run here once every upload has ended.
  const before = await storageLedger(c);
  log(`  before the sweep: ${before.filesWithoutRows} stored files without a row`);
  const swept = await sweepOrphanFiles({ db: c.db, storage: createStorage(c.config) }, new Date());
  log(`  the sweep removed ${swept.length} files`);
  const ledger = await storageLedger(c);
  log(
    `  afterwards: ${ledger.images} image rows (${ledger.items} portfolio items), ${ledger.files} stored files; ` +
      `${ledger.rowsWithoutFiles} rows without their files, ${ledger.filesWithoutRows} files without a row`,
  );
  const created = answers.filter((a) => a.status === 201).length;
  return verdict('storage', [
    [answers.every((a) => a.status !== 500 && a.status !== 0), 'no upload answered 500 (or no answer)'],
    [unshaped.length === 0, `every refusal has the error shape (${unshaped.length} without)`],
    [during.some((a) => a.status >= 400), 'uploads were refused while the store was away'],
    [ledger.items >= created && created > 0, 'every acknowledged upload has its portfolio item'],
    [probes.every((a) => a.status === 200), 'every signed-in read beside the uploads answered 200'],
    [ledger.rowsWithoutFiles === 0, 'no image row without its files'],
    [ledger.filesWithoutRows === 0, 'no stored file without its row'],
  ]);
}

type Stream = { member: Member; clientIds: Map<string, number>; connects: number; close: () => void };

/** An event stream as the web app holds it: when it ends it connects again after 1 s, naming the last id seen. */
function openStream(base: string, member: Member): Stream {
  const stream: Stream = { member, clientIds: new Map(), connects: 0, close: () => {} };
  let lastId: string | undefined;
  let closed = false;
  const connect = () => {
    if (closed) return;
    stream.connects++;
    let over = false;
    const again = () => {
      if (over) return;
      over = true;
      setTimeout(connect, 1_000);
    };
    const req = request(
      new URL('/api/events', base),
      { headers: { cookie: member.cookie, ...(lastId ? { 'last-event-id': lastId } : {}) } },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          response.on('end', again);
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end).split('\n');
            buffer = buffer.slice(end + 2);
            const id = block.find((line) => line.startsWith('id: '));
            if (id) lastId = id.slice(4);
            const data = block.find((line) => line.startsWith('data: '));
            if (!data) continue;
            const event = JSON.parse(data.slice(6));
            if (event.type === 'message.created') stream.clientIds.set(event.message.clientId, Date.now());
          }
        });
        response.on('close', again);
        response.on('error', again);
      },
    );
    req.on('error', again);
    req.end();
    stream.close = () => {
      closed = true;
      req.destroy();
    };
  };
  connect();
  return stream;
}

async function postgresScenario(c: Cluster): Promise<Verdict> {
  const downMs = 5_000;
  log(
    `## postgres: PostgreSQL stopped for ${downMs / 1000} s and started again under writes, with streams open`,
  );
  const clients = await members(c, 30, 'client');
  const pros = await members(c, 30, 'photographer');
  const pids = c.copies.map((copy) => copy.child.pid);
  // Each professional's stream on one copy directly, half on each.
  const streams = pros.map((pro, i) => openStream(c.copies[i % c.copies.length]!.url, pro));
  await sleep(2_000);
  const t0 = Date.now();
  const load = writers(c, clients, pros, 50);
  // A signed-in read on each copy every 100 ms: when does each serve again.
  const probes: (Answer & { copy: number })[] = [];
  let probing = true;
  const probeLoops = c.copies.map(async (copy, index) => {
    while (probing) {
      probes.push({ ...(await call(copy.url, clients[index]!, 'GET', '/api/auth/me')), copy: index });
      await sleep(100);
    }
  });
  await sleep(10_000);
  const downAt = Date.now();
  await c.postgres.stop();
  log(`  PostgreSQL stopped at ${seconds(downAt - t0)}`);
  await sleep(downMs);
  await c.postgres.start();
  const backAt = Date.now();
  log(`  PostgreSQL back at ${seconds(backAt - t0)}`);
  await sleep(20_000);
  await load.stop();
  probing = false;
  await Promise.all(probeLoops);

  const recovery = c.copies.map((_, index) => {
    const first = probes.find((p) => p.copy === index && p.at >= backAt && p.status === 200);
    return first ? first.at - backAt : Number.POSITIVE_INFINITY;
  });
  for (const [index, ms] of recovery.entries())
    log(
      `  copy ${index + 1}: first 2xx ${Number.isFinite(ms) ? seconds(ms) : 'never'} after PostgreSQL was back`,
    );
  const restarted = c.copies.filter(
    (copy, i) => copy.child.pid !== pids[i] || copy.child.exitCode !== null,
  ).length;
  const all = [...load.answers, ...probes];
  const windowEnd = backAt + 10_000;
  const failedOutside = all.filter(
    (a) => (a.status === 0 || a.status >= 500) && (a.at < downAt || a.at > windowEnd),
  ).length;
  log(
    `  writes: ${load.answers.length} requests (${countStatuses(load.answers)}); probes: ${countStatuses(probes)}`,
  );
  const { retried, retriedOk, gaveUp } = load.retries();
  log(`  writes sent again: ${retried}; then succeeded: ${retriedOk}; gave up: ${gaveUp}`);
  log(`  5xx or no answer outside the fault window (PostgreSQL stopped .. back + 10 s): ${failedOutside}`);

  // The streams: a new message to each professional now must arrive on their stream.
  const after = pros.map((pro, i) => ({ pro, clientId: randomUUID(), sender: clients[i % clients.length]! }));
  for (const { pro, clientId, sender } of after)
    await call(c.url, sender, 'POST', '/api/messages', {
      recipientId: pro.id,
      clientId,
      content: 'After the restart',
    });
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && !after.every((a, i) => streams[i]!.clientIds.has(a.clientId)))
    await sleep(100);
  const resumed = after.filter((a, i) => streams[i]!.clientIds.has(a.clientId)).length;
  const reconnected = streams.filter((stream) => stream.connects > 1).length;
  // Every acknowledged message to a professional reached their stream, live or by catch-up.
  let missedEvents = 0;
  const ledgerRows = await c.db.selectFrom('messages').select(['recipient_id', 'client_id']).execute();
  for (const [i, pro] of pros.entries())
    for (const row of ledgerRows)
      if (row.recipient_id === pro.id && row.client_id && !streams[i]!.clientIds.has(row.client_id))
        missedEvents++;
  for (const stream of streams) stream.close();
  log(
    `  streams: ${resumed} of ${streams.length} got a message sent after the restart; ${reconnected} connected again; ` +
      `${missedEvents} stored messages never reached their recipient's stream`,
  );
  const lost = await load.lost();
  log(
    `  acknowledged: ${lost.messages} messages, ${lost.bookings} bookings; lost: ${lost.lostMessages} messages, ${lost.lostBookings} bookings`,
  );
  return verdict('postgres', [
    [recovery.every((ms) => ms <= 10_000), 'each copy serves again within 10 s of PostgreSQL being back'],
    [restarted === 0, 'no copy restarted'],
    [resumed === streams.length && missedEvents === 0, 'the event streams resumed, no event missed'],
    [lost.messages > 0 && lost.lostMessages === 0 && lost.lostBookings === 0, 'no acknowledged write lost'],
    [gaveUp === 0, 'every write retried through the fault succeeded'],
    [failedOutside === 0, 'no 5xx outside the fault window'],
  ]);
}

// ---- Main ----

const scenarios: Record<string, { run: (c: Cluster) => Promise<Verdict>; options?: ClusterOptions }> = {
  smtp: { run: smtpScenario },
  storage: { run: storageScenario, options: { env: { S3_ENDPOINT: storageProxy.url } } },
  kill: { run: killScenario, options: { beforeMailFrom: () => held?.wait ?? Promise.resolve() } },
  postgres: { run: postgresScenario },
};
const chosen = process.argv[2] ? [process.argv[2]] : Object.keys(scenarios);
for (const name of chosen) if (!scenarios[name]) throw new Error(`Unknown scenario ${name}`);

log(`# bench/faults  ${new Date().toISOString().slice(0, 10)}`);
log(
  `machine: ${cpus().length} x ${cpus()[0]?.model}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; ` +
    `load average at start ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
);
const verdicts: Verdict[] = [];
for (const name of chosen) {
  const scenario = scenarios[name]!;
  log('');
  const c = await cluster(scenario.options);
  try {
    // A scenario that hangs is a failure too, not a run that never ends.
    let watchdog: NodeJS.Timeout | undefined;
    verdicts.push(
      await Promise.race([
        scenario.run(c),
        new Promise<never>((_, fail) => {
          watchdog = setTimeout(() => fail(new Error('did not end within 20 minutes')), 20 * 60_000);
        }),
      ]).finally(() => clearTimeout(watchdog)),
    );
    const errors = c.errorLogs();
    log(`  copies' log lines at level error: ${errors.length}`);
    for (const line of errors.slice(0, 5)) log(`    ${line.slice(0, 300)}`);
  } catch (error) {
    log(`${name}: FAIL (${(error as Error).stack})`);
    verdicts.push({ name, pass: false, goals: ['ran to the end'] });
  } finally {
    await c.stop();
  }
}
log('');
log(
  `load average at end ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
for (const v of verdicts) log(`${v.name}: ${v.pass ? 'PASS' : `FAIL (${v.goals.join('; ')})`}`);
process.exit(verdicts.every((v) => v.pass) ? 0 : 1);
