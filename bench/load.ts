// bench/load: the whole product under mixed load, in the deployment shape of the README:
// two server copies (each its own process, each running the job worker) behind HAProxy,
// on one PostgreSQL, with a real SMTP server and a real S3 server (bench/support/cluster.ts).
//   BENCH_USERS virtual users for BENCH_SECONDS, each its own member with its own address
//   (X-Forwarded-For, as a CDN in front of HAProxy passes a real client's: the copies trust
//   those two hops, TRUST_PROXY=2), signing in with a password and
//   holding an event stream as a tab does, then doing what members do with a short pause
//   between steps: discovery searches and public pages, profiles, messages (send, list,
//   thread, mark read), bookings (clients request, professionals accept or decline, both
//   list; clients propose a new time for an accepted one, professionals accept or decline
//   it), portfolio uploads (a small JPEG), saving and removing saved talent (and a
//   profile asking whether it is saved), signing in again. Visitors' page views go out
//   without a session. Beside them, a probe of GET /api/health/live, the minimal endpoint.
//   Every request is recorded (route pattern, status, latency); every acknowledged write
//   (a 2xx to a write) goes in a ledger, checked against the database afterwards.
//   BENCH_PROFILE=1 (default) also takes CPU profiles of copy 1: 20 s in the middle of
//   the mixed load, then 10 s of GET /api/bookings alone.
// Goals (issue 14): 0 5xx, 0 lost writes. With BENCH_RESTART_POSTGRES=N (seconds into the
//   run) PostgreSQL is stopped and started again 5 s later: 0 5xx outside the window (the
//   stop until 10 s after it is back), the copies serving again within 10 s, 0 lost writes.
// Run: npm run build && npx tsx bench/load.ts   (BENCH_USERS=200 BENCH_SECONDS=60;
//   HAProxy from the OS packages: apt-get install haproxy)
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { createProfile, daysFromNow, isoDate } from '../src/server/db/seed/factories.js';
import { hashPassword } from '../src/server/lib/passwords.js';
import { hashToken } from '../src/server/lib/tokens.js';
import { API_PATHS, apiPath } from '../src/shared/api-paths.js';
import { PROFESSIONAL_ROLES } from '../src/shared/enums.js';
import { CSRF_HEADER, cookieNames } from '../src/shared/http.js';
import { RATE_LIMITS } from '../src/shared/limits.js';
import { DISCOVER_SORTS } from '../src/shared/schemas/discovery.js';
import { requireHaproxy, startCluster } from './support/cluster.js';
import { summarizeProfile } from './support/cpu-profile.js';

/** The cookies' names as the servers here set them: they run in production (`__Host-` names). */
const COOKIES = cookieNames(true);

const USERS = Number(process.env.BENCH_USERS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
/** With BENCH_RESTART_POSTGRES=N, PostgreSQL is stopped N s into the run and started 5 s later. */
const RESTART_AT = Number(process.env.BENCH_RESTART_POSTGRES ?? 0);
const PROFILE = process.env.BENCH_PROFILE !== '0';
const PASSWORD = 'bench-load-password-1';
const log = (line = '') => console.log(line);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

const haproxyVersion = requireHaproxy();
log(`# bench/load  ${new Date().toISOString()}`);
log(
  `machine: ${cpus().length} x ${cpus()[0]?.model}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; ${haproxyVersion}`,
);
log(
  `load average before: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);

const started = performance.now();
const cluster = await startCluster({ copies: 2, demo: true, log, env: { TRUST_PROXY: '2' } });
log(
  `cluster up in ${((performance.now() - started) / 1000).toFixed(0)} s: 2 copies behind HAProxy at ${cluster.url}`,
);
const { db } = cluster;
const profileFolder = mkdtempSync(join(tmpdir(), 'frameline-load-profile-'));

// ---------------------------------------------------------------------------------------
// Members: 40% professionals (available, with a profile), 60% clients. One password hash
// for all (each sign-in still verifies it); written straight into the database.
type Member = {
  index: number;
  id: string;
  email: string;
  role: 'pro' | 'client';
  address: string;
  csrf: string;
  session?: string;
};
const passwordHashed = await hashPassword(PASSWORD);
const run = randomUUID().slice(0, 6);
const members: Member[] = [];
for (let i = 0; i < USERS; i++) {
  const role = i % 5 < 2 ? 'pro' : 'client';
  const email = `load-${run}-${i}@bench.test`;
  const user = await db
    .insertInto('users')
    .values({ email, password_hash: passwordHashed, email_confirmed_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await createProfile(
    db,
    user.id,
    role === 'pro'
      ? { email, role: PROFESSIONAL_ROLES[i % PROFESSIONAL_ROLES.length], is_available: true }
      : { email, role: 'client' },
  );
  members.push({
    index: i,
    id: user.id,
    email,
    role,
    address: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${(i & 255) + 1}`,
    csrf: randomUUID(),
  });
}
const pros = members.filter((m) => m.role === 'pro');
const publicProfiles = (
  await sql<{
    user_id: string;
  }>`select user_id from profiles where role <> 'client' and suspended_at is null`.execute(db)
).rows.map((row) => row.user_id);
log(
  `seeded ${members.length} members (${pros.length} professionals); ${publicProfiles.length} public profiles`,
);

// A small real JPEG (a gradient, 640 x 480), as a phone's export would be, only smaller.
const jpeg = await sharp({
  create: { width: 640, height: 480, channels: 3, background: { r: 120, g: 80, b: 160 } },
})
  .composite([
    {
      input: Buffer.from(
        '<svg width="640" height="480"><circle cx="320" cy="240" r="150" fill="#e0c060"/></svg>',
      ),
    },
  ])
  .jpeg({ quality: 80 })
  .toBuffer();

// ---------------------------------------------------------------------------------------
// Recording and the ledger.
type Sample = { route: string; status: number; ms: number; at: number };
const samples: Sample[] = [];
const probe: Sample[] = [];
const ledger = {
  messages: new Map<string, string>(), // message id -> client id
  bookings: new Map<string, string>(), // booking id -> last acknowledged status
  // booking id -> its shoot date and the open proposal's date ('none') after the last
  // acknowledged step of a new time
  shootTimes: new Map<string, string>(),
  portfolio: new Map<string, string>(), // item id -> image URL
  sessions: new Set<string>(), // session tokens
  saved: new Map<string, boolean>(), // 'member talent' -> last acknowledged: saved or removed
};
/** The ledger's entries whose value in the database (`stored`, by id) differs; none stored: no row. */
function mismatchesOf(acknowledged: Map<string, string>, stored: Map<string, string>) {
  return [...acknowledged]
    .filter(([id, value]) => stored.get(id) !== value)
    .map(([id, value]) => ({ id, acknowledged: value, stored: stored.get(id) }));
}
let measuring = true;
/** The answers of 5xx responses: the app's error body or the load balancer's page. */
const failures = new Map<string, number>();

type Answer = { status: number; body: unknown; headers: Headers };
async function call(
  member: Member | null,
  method: string,
  route: string,
  path: string,
  body?: unknown,
  into: Sample[] = samples,
): Promise<Answer> {
  const headers: Record<string, string> = { 'accept-encoding': 'br, gzip' };
  if (member) {
    headers['x-forwarded-for'] = member.address;
    headers.cookie = `${COOKIES.csrf}=${member.csrf}${member.session ? `; ${COOKIES.session}=${member.session}` : ''}`;
    if (method !== 'GET') headers[CSRF_HEADER] = member.csrf;
  } else {
    headers['x-forwarded-for'] =
      `192.168.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`;
  }
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  const start = performance.now();
  let status = 0;
  let parsed: unknown = null;
  let responseHeaders = new Headers();
  try {
    const response = await fetch(`${cluster.url}${path}`, { method, headers, body: payload });
    status = response.status;
    responseHeaders = response.headers;
    const text = await response.text();
    if (response.headers.get('content-type')?.includes('json')) parsed = JSON.parse(text);
    if (status >= 500 && measuring) {
      const key = `${status} ${method} ${route}: ${text.replace(/\s+/g, ' ').slice(0, 160)}`;
      failures.set(key, (failures.get(key) ?? 0) + 1);
    }
  } catch {
    status = 0; // no answer
  }
  if (measuring)
    into.push({ route: `${method} ${route}`, status, ms: performance.now() - start, at: Date.now() });
  return { status, body: parsed, headers: responseHeaders };
}

// ---------------------------------------------------------------------------------------
// What members do.
async function signIn(member: Member): Promise<boolean> {
  const answer = await call(member, 'POST', API_PATHS.auth.signIn, API_PATHS.auth.signIn, {
    email: member.email,
    password: PASSWORD,
  });
  if (answer.status !== 200) return false;
  const session = answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .find((cookie) => cookie.startsWith(`${COOKIES.session}=`));
  member.session = session?.slice(COOKIES.session.length + 1);
  if (member.session) ledger.sessions.add(member.session);
  return Boolean(member.session);
}

/** The event stream a signed-in tab holds; counts streams that end before the run does. */
const streams = { opened: 0, failed: 0, cutEarly: 0, events: 0 };
function holdStream(member: Member, until: Promise<void>) {
  const controller = new AbortController();
  void until.then(() => controller.abort());
  const start = performance.now();
  void (async () => {
    try {
      const response = await fetch(`${cluster.url}${API_PATHS.events}`, {
        headers: {
          cookie: `${COOKIES.session}=${member.session}`,
          'x-forwarded-for': member.address,
        },
        signal: controller.signal,
      });
      samples.push({
        route: `GET ${API_PATHS.events} (open)`,
        status: response.status,
        ms: performance.now() - start,
        at: Date.now(),
      });
      if (response.status !== 200 || !response.body) {
        streams.failed++;
        return;
      }
      streams.opened++;
      const decoder = new TextDecoder();
      const reader = response.body.getReader();
      while (true) {
        const { done, value } = await reader.read();
        if (done) break;
        streams.events += (decoder.decode(value).match(/^event: /gm) ?? []).length;
      }
      if (!controller.signal.aborted) streams.cutEarly++;
    } catch {
      if (!controller.signal.aborted) streams.cutEarly++;
    }
  })();
}

type Limits = { sent: number[]; bookings: number; uploads: number; signIns: number };
const within = (times: number[], seconds: number) =>
  times.filter((t) => t > Date.now() - seconds * 1000).length;

async function browse(member: Member | null) {
  const params = new URLSearchParams();
  if (Math.random() < 0.6) params.set('role', pick(PROFESSIONAL_ROLES));
  if (Math.random() < 0.3) params.set('q', pick(['fashion', 'portrait', 'editorial', 'studio', 'wedding']));
  if (Math.random() < 0.5) params.set('sort', pick(DISCOVER_SORTS));
  const query = params.size ? `?${params}` : '';
  await call(member, 'GET', API_PATHS.discovery.search, `${API_PATHS.discovery.search}${query}`);
  if (Math.random() < 0.3)
    await call(member, 'GET', API_PATHS.discovery.roleCounts, API_PATHS.discovery.roleCounts);
}

async function page(member: Member | null) {
  const which = pick(['/', '/discover-talent', '/profile/:id', '/about']);
  const path = which === '/profile/:id' ? `/profile/${pick(publicProfiles)}` : which;
  // Visitors mostly; a member's own view is rendered for them.
  await call(Math.random() < 0.7 ? null : member, 'GET', `page ${which}`, path);
}

async function openProfile(member: Member) {
  const userId = pick(publicProfiles);
  await call(member, 'GET', API_PATHS.profiles.ofMember, apiPath(API_PATHS.profiles.ofMember, { userId }));
  await call(member, 'GET', API_PATHS.portfolio.ofMember, apiPath(API_PATHS.portfolio.ofMember, { userId }));
  // A member's profile page asks whether they saved them.
  if (member)
    await call(
      member,
      'GET',
      API_PATHS.savedTalent.talent,
      apiPath(API_PATHS.savedTalent.talent, { talentId: userId }),
    );
  if (Math.random() < 0.5)
    await call(member, 'GET', API_PATHS.reviews.ofProfile, apiPath(API_PATHS.reviews.ofProfile, { userId }));
}

/** Save or Saved pressed on a professional (a card's heart, a profile's button). */
async function toggleSaved(member: Member) {
  const talentId = pick(publicProfiles.filter((id) => id !== member.id));
  const key = `${member.id} ${talentId}`;
  const save = ledger.saved.get(key) !== true;
  const path = apiPath(API_PATHS.savedTalent.talent, { talentId });
  const answer = await call(member, save ? 'PUT' : 'DELETE', API_PATHS.savedTalent.talent, path);
  if (answer.status === 200) ledger.saved.set(key, save);
}

async function sendMessage(member: Member, partners: Member[], limits: Limits) {
  // Under the per-member limit (docs/product.md, Sending), as a person typing would be.
  if (within(limits.sent, 60) >= RATE_LIMITS.message.max - 2) return readMessages(member, partners);
  const recipient = pick(partners);
  const clientId = randomUUID();
  limits.sent.push(Date.now());
  const answer = await call(member, 'POST', API_PATHS.messaging.messages, API_PATHS.messaging.messages, {
    recipientId: recipient.id,
    clientId,
    content: `Hello from ${member.email}, about a shoot (${clientId.slice(0, 8)})`,
  });
  const message = (answer.body as { message?: { id: string } } | null)?.message;
  if (answer.status === 201 && message) ledger.messages.set(message.id, clientId);
}

async function readMessages(member: Member, partners: Member[]) {
  await call(member, 'GET', API_PATHS.messaging.conversations, API_PATHS.messaging.conversations);
  const otherId = pick(partners).id;
  await call(
    member,
    'GET',
    API_PATHS.messaging.conversation,
    apiPath(API_PATHS.messaging.conversation, { otherId }),
  );
  await call(
    member,
    'POST',
    API_PATHS.messaging.conversationRead,
    apiPath(API_PATHS.messaging.conversationRead, { otherId }),
  );
  if (Math.random() < 0.5) await call(member, 'GET', API_PATHS.messaging.unread, API_PATHS.messaging.unread);
}

async function requestBooking(member: Member, limits: Limits) {
  if (limits.bookings >= RATE_LIMITS.bookingCreate.max - 2) return listBookings(member);
  limits.bookings++;
  const answer = await call(member, 'POST', API_PATHS.bookings.list, API_PATHS.bookings.list, {
    professionalId: pick(pros).id,
    title: 'Spring lookbook',
    shootDate: isoDate(daysFromNow(10 + Math.floor(Math.random() * 200))),
    startTime: '10:00',
    durationHours: 4,
    timeZone: 'America/New_York',
    location: 'Brooklyn, NY',
    description: 'Thirty looks, studio and street.',
    rateOffered: 1400,
  });
  const booking = (answer.body as { booking?: { id: string; status: string } } | null)?.booking;
  if (answer.status === 201 && booking) ledger.bookings.set(booking.id, booking.status);
}

async function listBookings(member: Member, query = '') {
  const answer = await call(member, 'GET', API_PATHS.bookings.list, `${API_PATHS.bookings.list}${query}`);
  return ((answer.body as { items?: { id: string; status: string }[] } | null)?.items ?? []).filter(
    (item) => item.status === 'pending',
  );
}

async function answerBooking(member: Member) {
  const pending = await listBookings(member, '?role=professional&status=pending');
  const booking = pending[0];
  if (!booking) return;
  await call(
    member,
    'GET',
    API_PATHS.bookings.booking,
    apiPath(API_PATHS.bookings.booking, { bookingId: booking.id }),
  );
  const action = Math.random() < 0.7 ? 'accept' : 'decline';
  const answer = await call(
    member,
    'POST',
    API_PATHS.bookings.actions,
    apiPath(API_PATHS.bookings.actions, { bookingId: booking.id }),
    { action, expectedStatus: 'pending' },
  );
  const answered = (answer.body as { booking?: { id: string; status: string } } | null)?.booking;
  if (answer.status >= 200 && answer.status < 300 && answered)
    ledger.bookings.set(answered.id, answered.status);
}

type ListedBooking = { id: string; status: string; shootDate: string; proposalBy: string | null };

async function acceptedBookings(member: Member, role: 'client' | 'professional') {
  const query = `?role=${role}&status=accepted`;
  const answer = await call(member, 'GET', API_PATHS.bookings.list, `${API_PATHS.bookings.list}${query}`);
  return (answer.body as { items?: ListedBooking[] } | null)?.items ?? [];
}

type MovedBooking = { id: string; shootDate: string; proposal: { shootDate: string; at: string } | null };

function recordShootTime(booking: MovedBooking) {
  ledger.shootTimes.set(booking.id, `${booking.shootDate} ${booking.proposal?.shootDate ?? 'none'}`);
}

/** A client proposes a new time for an accepted booking of theirs with none open. */
async function proposeNewTime(member: Member) {
  const booking = (await acceptedBookings(member, 'client')).find((item) => !item.proposalBy);
  if (!booking) return;
  const path = apiPath(API_PATHS.bookings.newTime, { bookingId: booking.id });
  const answer = await call(member, 'POST', API_PATHS.bookings.newTime, path, {
    shootDate: isoDate(daysFromNow(10 + Math.floor(Math.random() * 200))),
    startTime: '14:00',
    note: 'The studio moved our day.',
  });
  const moved = (answer.body as { booking?: MovedBooking } | null)?.booking;
  if (answer.status === 200 && moved) recordShootTime(moved);
}

/** A professional accepts (most) or declines a new time a client proposed. */
async function answerNewTime(member: Member) {
  const booking = (await acceptedBookings(member, 'professional')).find(
    (item) => item.proposalBy === 'client',
  );
  if (!booking) return;
  const detail = await call(
    member,
    'GET',
    API_PATHS.bookings.booking,
    apiPath(API_PATHS.bookings.booking, { bookingId: booking.id }),
  );
  const proposal = (detail.body as MovedBooking | null)?.proposal;
  if (!proposal) return;
  const path = apiPath(API_PATHS.bookings.newTimeAnswer, { bookingId: booking.id });
  const answer = await call(member, 'POST', API_PATHS.bookings.newTimeAnswer, path, {
    answer: Math.random() < 0.7 ? 'accept' : 'decline',
    proposedAt: proposal.at,
  });
  const moved = (answer.body as { booking?: MovedBooking } | null)?.booking;
  if (answer.status === 200 && moved) recordShootTime(moved);
}

async function upload(member: Member, limits: Limits) {
  if (limits.uploads >= RATE_LIMITS.upload.max - 5) return openProfile(member);
  limits.uploads++;
  const form = new FormData();
  form.set('title', `Bench piece ${limits.uploads}`);
  form.set('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'piece.jpg');
  const answer = await call(member, 'POST', API_PATHS.portfolio.items, API_PATHS.portfolio.items, form);
  const item = (answer.body as { item?: { id: string; image: { url: string } } } | null)?.item;
  if (answer.status === 201 && item) ledger.portfolio.set(item.id, item.image.url);
}

async function signInAgain(member: Member, limits: Limits) {
  if (limits.signIns >= RATE_LIMITS.signIn.max - 2) return browse(member);
  limits.signIns++;
  await signIn(member);
}

/** One member's minute: sign in, open the stream, then steps chosen by weight. */
async function virtualUser(member: Member, end: number, stop: Promise<void>) {
  await sleep(Math.random() * 5000); // arrivals spread over the first 5 s
  const limits: Limits = { sent: [], bookings: 0, uploads: 0, signIns: 1 };
  // A refused sign-in (429, 503 with Retry-After) is tried again, as a person would.
  let signedIn = await signIn(member);
  for (let attempt = 1; !signedIn && attempt < 3 && Date.now() < end; attempt++) {
    await sleep(5000);
    signedIn = await signIn(member);
  }
  if (!signedIn) return;
  holdStream(member, stop);
  // Three people this member writes to: a few conversations, as members have.
  const partners = [1, 2, 3].map((k) => members[(member.index + k * 7) % members.length]!);
  const steps: [number, () => Promise<unknown>][] =
    member.role === 'pro'
      ? [
          [14, () => browse(member)],
          [10, () => page(member)],
          [12, () => openProfile(member)],
          [10, () => sendMessage(member, partners, limits)],
          [12, () => readMessages(member, partners)],
          [10, () => listBookings(member)],
          [14, () => answerBooking(member)],
          [5, () => answerNewTime(member)],
          [5, () => upload(member, limits)],
          [2, () => toggleSaved(member)],
          [1, () => signInAgain(member, limits)],
        ]
      : [
          [20, () => browse(member)],
          [12, () => page(member)],
          [18, () => openProfile(member)],
          [10, () => sendMessage(member, partners, limits)],
          [12, () => readMessages(member, partners)],
          [8, () => listBookings(member)],
          [8, () => requestBooking(member, limits)],
          [3, () => proposeNewTime(member)],
          [5, () => toggleSaved(member)],
          [1, () => signInAgain(member, limits)],
        ];
  const totalWeight = steps.reduce((sum, [weight]) => sum + weight, 0);
  while (Date.now() < end) {
    const roll = Math.random() * totalWeight;
    let below = 0;
    const step = steps.find(([weight]) => {
      below += weight;
      return roll < below;
    })![1];
    await step();
    await sleep(50 + Math.random() * 200); // think time
  }
}

/** The minimal endpoint through the same load balancer, two at a time, all along. */
async function probeLoop(end: number) {
  while (Date.now() < end) {
    await call(null, 'GET', API_PATHS.health.live, API_PATHS.health.live, undefined, probe);
    await sleep(20);
  }
}

// ---------------------------------------------------------------------------------------
// The run.
for (const path of ['/', '/discover-talent', '/about']) await fetch(`${cluster.url}${path}`); // warm pages
log(`\n## ${USERS} virtual users for ${SECONDS} s through HAProxy (pauses 50-250 ms between steps)`);
const t0 = Date.now();
const end = t0 + SECONDS * 1000;
let release = () => {};
const stopStreams = new Promise<void>((done) => {
  release = done;
});
const copy1 = cluster.copies[0]!;
const mixedProfile = join(profileFolder, 'mixed.cpuprofile');
let mixedCpu = { userMs: 0, systemMs: 0 };
const profiling =
  PROFILE && SECONDS >= 30
    ? sleep((SECONDS / 2 - 10) * 1000).then(async () => {
        mixedCpu = await copy1.profile(20_000, mixedProfile);
      })
    : Promise.resolve();
// PostgreSQL restarted under the load (issue 14, faults): the window runs from the stop
// until 10 s after it is back, the time the copies have to serve again without a restart.
const restart = { stoppedAt: 0, backAt: 0 };
const restarting = RESTART_AT
  ? sleep(RESTART_AT * 1000).then(async () => {
      restart.stoppedAt = Date.now();
      await cluster.postgres.stop();
      await sleep(5000);
      await cluster.postgres.start();
      restart.backAt = Date.now();
      log(
        `PostgreSQL stopped ${((restart.stoppedAt - t0) / 1000).toFixed(1)} s into the run, back 5 s later`,
      );
    })
  : Promise.resolve();
await Promise.all([
  ...members.map((member) => virtualUser(member, end, stopStreams)),
  probeLoop(end),
  probeLoop(end),
  profiling,
  restarting,
]);
const elapsed = (Date.now() - t0) / 1000;
measuring = false;
release();
log(
  `load average just after: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);

// ---------------------------------------------------------------------------------------
// Figures.
const fmt = (n: number) => n.toFixed(0).padStart(6);
function table(rows: Sample[]) {
  const byRoute = new Map<string, Sample[]>();
  for (const sample of rows) byRoute.set(sample.route, [...(byRoute.get(sample.route) ?? []), sample]);
  log(
    `${'endpoint'.padEnd(52)} ${'count'.padStart(6)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)}  statuses`,
  );
  for (const [route, list] of [...byRoute].sort((a, b) => b[1].length - a[1].length)) {
    const ms = list.map((s) => s.ms).sort((a, b) => a - b);
    const statuses = new Map<number, number>();
    for (const s of list) statuses.set(s.status, (statuses.get(s.status) ?? 0) + 1);
    log(
      `${route.padEnd(52)} ${fmt(list.length)} ${fmt(pct(ms, 50)).padStart(7)} ${fmt(pct(ms, 99)).padStart(7)} ${fmt(ms.at(-1)!).padStart(7)}  ${[
        ...statuses,
      ]
        .sort((a, b) => a[0] - b[0])
        .map(([status, n]) => `${status || 'no answer'} x${n}`)
        .join(', ')}`,
    );
  }
}
table([...samples, ...probe]);
const all = samples.filter((s) => !s.route.endsWith('(open)'));
const byStatus = new Map<number, number>();
for (const s of [...all, ...probe]) byStatus.set(s.status, (byStatus.get(s.status) ?? 0) + 1);
const errors = [...byStatus].filter(([status]) => status === 0 || status >= 400).sort((a, b) => a[0] - b[0]);
const fiveHundreds = [...byStatus]
  .filter(([status]) => status >= 500 || status === 0)
  .reduce((n, [, c]) => n + c, 0);
const allMs = all.map((s) => s.ms).sort((a, b) => a - b);
const probeMs = probe.map((s) => s.ms).sort((a, b) => a - b);
log('');
log(
  `members' requests: ${all.length} in ${elapsed.toFixed(0)} s (${(all.length / elapsed).toFixed(0)} req/s), p50 ${pct(allMs, 50).toFixed(0)} ms, p99 ${pct(allMs, 99).toFixed(0)} ms`,
);
log(
  `minimal endpoint GET /api/health/live in the same run: ${probe.length} requests, p50 ${pct(probeMs, 50).toFixed(1)} ms, p99 ${pct(probeMs, 99).toFixed(1)} ms`,
);
log(
  `errors by status: ${errors.map(([status, n]) => `${status || 'no answer'} x${n}`).join(', ') || 'none'}`,
);
log(`5xx (and no answer): ${fiveHundreds}`);
if (restart.backAt) {
  const windowEnd = restart.backAt + 10_000;
  const inWindow = (s: Sample) => s.at >= restart.stoppedAt && s.at - s.ms <= windowEnd;
  const failed = (s: Sample) => s.status === 0 || s.status >= 500;
  const outside = [...all, ...probe].filter((s) => failed(s) && !inWindow(s)).length;
  const inside = [...all, ...probe].filter((s) => failed(s) && inWindow(s)).length;
  // When each copy answered a database read again after PostgreSQL came back.
  const firstOk = all
    .filter(
      (s) =>
        s.status >= 200 &&
        s.status < 300 &&
        s.at - s.ms >= restart.backAt &&
        !s.route.startsWith('GET /api/health'),
    )
    .reduce((first, s) => Math.min(first, s.at), Number.POSITIVE_INFINITY);
  log(
    `PostgreSQL restart: 5xx or no answer inside the window (stop .. back + 10 s) ${inside}, outside it ${outside}; first member request answered 2xx ${((firstOk - restart.backAt) / 1000).toFixed(1)} s after PostgreSQL was back`,
  );
}
for (const [failure, n] of failures) log(`  ${n} x ${failure}`);
// In the foreground HAProxy prints each state change twice: as a [WARNING] and as its log line.
const balancerLog = cluster.haproxy
  .log()
  .split('\n')
  .filter((line) => !line.startsWith('[') && / is (DOWN|UP)|no server available/i.test(line));
log(`HAProxy: ${balancerLog.length} server state changes${balancerLog.length ? ':' : ''}`);
for (const line of balancerLog.slice(0, 20)) log(`  ${line.slice(0, 200)}`);
log(
  `event streams: ${streams.opened} opened, ${streams.failed} refused, ${streams.cutEarly} ended before the run did, ${streams.events} events received`,
);

// ---------------------------------------------------------------------------------------
// Every acknowledged write, in the database.
log('\n## Acknowledged writes, checked against the database');
const messageIds = [...ledger.messages.keys()];
const foundMessages = messageIds.length
  ? (
      await db.selectFrom('messages').select(['id', 'client_id']).where('id', 'in', messageIds).execute()
    ).filter((row) => ledger.messages.get(row.id) === row.client_id).length
  : 0;
const bookingIds = [...ledger.bookings.keys()];
const bookingRows = bookingIds.length
  ? await db.selectFrom('bookings').select(['id', 'status']).where('id', 'in', bookingIds).execute()
  : [];
const foundBookings = bookingRows.filter((row) => ledger.bookings.get(row.id) === row.status).length;
// A booking whose status in the database differs from the last one acknowledged: lost when
// the database is behind (still pending after an acknowledged answer, or no row); when the
// database is ahead (answered, though the answer got no 2xx), a write was applied that its
// sender was told had failed. Both are printed, so a reader can tell which it was.
const bookingMismatches = mismatchesOf(
  ledger.bookings,
  new Map(bookingRows.map((row) => [row.id, row.status])),
);
const answered = [...ledger.bookings.values()].filter((status) => status !== 'pending').length;
// New times: each moved booking's shoot date and open proposal as last acknowledged.
const movedIds = [...ledger.shootTimes.keys()];
const movedRows = movedIds.length
  ? (
      await sql<{ id: string; times: string }>`
        select id, shoot_date::text || ' ' || coalesce(proposed_shoot_date::text, 'none') as times
        from bookings where id in (${sql.join(movedIds)})
      `.execute(db)
    ).rows
  : [];
const shootTimeMismatches = mismatchesOf(
  ledger.shootTimes,
  new Map(movedRows.map((row) => [row.id, row.times])),
);
const newTimesAnswered = [...ledger.shootTimes.values()].filter((times) => times.endsWith(' none')).length;
const itemIds = [...ledger.portfolio.keys()];
const foundItems = itemIds.length
  ? (await db.selectFrom('portfolio_items').select('id').where('id', 'in', itemIds).execute()).length
  : 0;
let filesServed = 0;
for (const url of ledger.portfolio.values()) {
  const response = await fetch(url.startsWith('http') ? url : `${cluster.url}${url}`);
  await response.arrayBuffer();
  if (response.ok) filesServed++;
}
const tokenHashes = [...ledger.sessions].map((token) => hashToken(token, cluster.config.authSecret));
const foundSessions = tokenHashes.length
  ? (await db.selectFrom('sessions').select('token_hash').where('token_hash', 'in', tokenHashes).execute())
      .length
  : 0;
const savedEntries = [...ledger.saved.entries()];
const savedMembers = [...new Set(savedEntries.map(([key]) => key.split(' ')[0]!))];
const savedRows = savedMembers.length
  ? await db
      .selectFrom('saved_talent')
      .select(['member_id', 'talent_id'])
      .where('member_id', 'in', savedMembers)
      .execute()
  : [];
const savedNow = new Set(savedRows.map((row) => `${row.member_id} ${row.talent_id}`));
const savedMismatches = savedEntries.filter(([key, saved]) => savedNow.has(key) !== saved).length;
const lost =
  savedMismatches +
  messageIds.length -
  foundMessages +
  (bookingIds.length - foundBookings) +
  (itemIds.length - foundItems) +
  (itemIds.length - filesServed) +
  (tokenHashes.length - foundSessions) +
  shootTimeMismatches.length;
log(`messages sent (201):              ${messageIds.length}, in the database ${foundMessages}`);
log(
  `bookings requested (201):         ${bookingIds.length} (${answered} then accepted or declined), in the database with the last acknowledged status ${foundBookings}`,
);
log(
  `new times (200, last step):       ${movedIds.length} bookings (${newTimesAnswered} last answered, the rest open), as in the database ${movedIds.length - shootTimeMismatches.length}`,
);
for (const entry of shootTimeMismatches)
  log(
    `  booking ${entry.id}: time last acknowledged ${entry.acknowledged}, in the database ${entry.stored ?? 'no row'}`,
  );
log(
  `portfolio uploads (201):          ${itemIds.length}, rows ${foundItems}, files served by the object store ${filesServed}`,
);
log(`sign-ins (200, a session each):   ${tokenHashes.length}, sessions in the database ${foundSessions}`);
log(
  `saved talent (200, last change):  ${savedEntries.length} member-professional pairs (${savedEntries.filter(([, saved]) => saved).length} saved, the rest removed), as in the database ${savedEntries.length - savedMismatches}`,
);
for (const entry of bookingMismatches)
  log(
    `  booking ${entry.id}: last acknowledged ${entry.acknowledged}, in the database ${entry.stored ?? 'no row'} (${entry.stored === undefined || entry.stored === 'pending' ? 'lost' : 'applied, though its answer was not a 2xx'})`,
  );
log(
  `lost acknowledged writes: ${lost - bookingMismatches.filter((entry) => entry.stored !== undefined && entry.stored !== 'pending').length}`,
);
await sleep(3000);
log(`emails received by the SMTP server by now (the copies' job workers): ${cluster.smtp.mails().length}`);

// ---------------------------------------------------------------------------------------
// Where copy 1's time went.
if (PROFILE && SECONDS >= 30) {
  log('\n## CPU profile of copy 1, 20 s in the middle of the mixed load');
  log(
    `  copy 1's process used ${(mixedCpu.userMs / 1000).toFixed(1)} s of CPU in user space and ${(mixedCpu.systemMs / 1000).toFixed(1)} s in the kernel`,
  );
  for (const line of summarizeProfile(mixedProfile)) log(line);
  // GET /api/bookings alone on copy 1, straight (no load balancer), 8 at a time.
  const listers = members.filter((m) => m.session).slice(0, 8);
  const bookingsProfile = join(profileFolder, 'bookings.cpuprofile');
  const listed: number[] = [];
  const listEnd = Date.now() + 10_000;
  const profiled = copy1.profile(10_000, bookingsProfile);
  await Promise.all(
    listers.map(async (member) => {
      while (Date.now() < listEnd) {
        const start = performance.now();
        const response = await fetch(`${copy1.url}${API_PATHS.bookings.list}`, {
          headers: { cookie: `${COOKIES.session}=${member.session}`, 'x-forwarded-for': member.address },
        });
        await response.arrayBuffer();
        listed.push(performance.now() - start);
      }
    }),
  );
  const listCpu = await profiled;
  listed.sort((a, b) => a - b);
  log(
    `\n## CPU profile of copy 1 under GET /api/bookings alone (8 at a time, 10 s): ${listed.length} requests, ${(listed.length / 10).toFixed(0)} req/s, p50 ${pct(listed, 50).toFixed(1)} ms, p99 ${pct(listed, 99).toFixed(1)} ms`,
  );
  log(
    `  copy 1's CPU per request: ${(listCpu.userMs / listed.length).toFixed(2)} ms in user space, ${(listCpu.systemMs / listed.length).toFixed(2)} ms in the kernel`,
  );
  for (const line of summarizeProfile(bookingsProfile)) log(line);
}

// The copies' warnings, by message: a 503 is logged as one (bench/load's 5xx above).
const warnings = new Map<string, number>();
for (const line of cluster.errorLogs(40)) {
  const match = line.match(/^(copy\d+): (\{.*)$/);
  let key = line.slice(0, 200);
  if (match) {
    const entry = JSON.parse(match[2]!) as { msg?: string; err?: unknown; level?: number };
    key = `${match[1]} level ${entry.level} ${entry.msg ?? ''}: ${String(typeof entry.err === 'string' ? entry.err : JSON.stringify(entry.err ?? '')).slice(0, 160)}`;
  }
  warnings.set(key, (warnings.get(key) ?? 0) + 1);
}
log(`\nwarnings and errors in the copies' logs, by message: ${warnings.size ? '' : 'none'}`);
for (const [key, n] of [...warnings].sort((a, b) => b[1] - a[1]).slice(0, 20)) log(`  ${n} x ${key}`);
const errorLines = cluster.errorLogs();
log(`\nerror lines in the copies' logs: ${errorLines.length}`);
for (const line of errorLines.slice(0, 20)) log(`  ${line.slice(0, 400)}`);
await cluster.stop();
rmSync(profileFolder, { recursive: true, force: true });
process.exit(lost === 0 && fiveHundreds === 0 ? 0 : 1);
