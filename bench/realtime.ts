// bench/realtime: live message delivery across two server copies, open streams per copy,
// and the conversation list at scale (docs/decisions/0016).
//   1. Two copies of the app, each in its own process as in production
//      (bench/support/app-copy.ts), on one PostgreSQL; this process holds the clients. BENCH_MESSAGES messages between pairs of members whose streams are held
//      by copy 2 while the sends go to copy 1: the time from the start of the send request
//      to the event on the recipient's stream, p50/p99, one send at a time and 8 at once.
//      Beside it, GET /api/health/live of copy 1, the minimal endpoint, in the same run.
//   2. BENCH_STREAMS open streams held by copy 2 (one per member): copy 2's memory per
//      stream, then the delivery time of messages to some of those members.
//   3. The conversation list query (the first page, a page deep in the list, a search by name) at
//      BENCH_SCALE_MESSAGES messages among BENCH_SCALE_MEMBERS members: p50/p95, with
//      `select 1` on the same connection beside it, and the plan.
// Goals: delivery p99 <= 100 ms, also with 2,000 streams open; list p95 <= 10 ms.
// Run: npx tsx bench/realtime.ts   (BENCH_MESSAGES=1000 BENCH_STREAMS=2000
//   BENCH_SCALE_MESSAGES=1000000 BENCH_SCALE_MEMBERS=10000; BENCH_SCALE=0 skips part 3)
// Uses an embedded PostgreSQL in a temp folder unless BENCH_DATABASE_URL names a database.
import { type ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../src/server/config.js';
import { createDb } from '../src/server/db/database.js';
import { startEmbeddedPostgres } from '../src/server/db/embedded.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import { createDatabaseIfMissing } from '../src/server/db/open.js';
import { listConversations } from '../src/server/features/messaging/conversations.js';
import { systemContext } from '../src/server/lib/request-context.js';
import { createStorage } from '../src/server/lib/storage.js';
import { newToken } from '../src/server/lib/tokens.js';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../src/shared/http.js';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1000);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 2000);
const SCALE = process.env.BENCH_SCALE !== '0';
const SCALE_MESSAGES = Number(process.env.BENCH_SCALE_MESSAGES ?? 1_000_000);
const SCALE_MEMBERS = Number(process.env.BENCH_SCALE_MEMBERS ?? 10_000);
const log = (line = '') => console.log(line);
const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

const folder = mkdtempSync(join(tmpdir(), 'frameline-bench-realtime-'));
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

log(`# bench/realtime  ${new Date().toISOString().slice(0, 10)}`);
log(
  `machine: ${cpus().length} x ${cpus()[0]?.model}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
);

const copyEnv = {
  NODE_ENV: 'test',
  DATA_DIR: join(folder, 'data'),
  DATABASE_URL: url,
  PUBLIC_URL: 'http://127.0.0.1',
  LOG_LEVEL: 'warn',
  RATE_LIMITS: 'false',
  RUN_WORKER: 'false',
  AUTH_SECRET: `${randomUUID()}${randomUUID()}`,
};
const config = loadConfig(copyEnv);
type CopyStats = { streams: number; rss: number; heap: number };
type Copy = { url: string; stats: () => Promise<CopyStats>; stop: () => Promise<void> };

/** Starts one server copy in a child process (same configuration as `config`). */
async function startCopy(): Promise<Copy> {
  const child: ChildProcess = fork(new URL('./support/app-copy.ts', import.meta.url), {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, BENCH_COPY_CONFIG: JSON.stringify(copyEnv) },
  });
  const next = <T>(type: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (message: { type: string } & T) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        resolve(message);
      };
      child.on('message', onMessage);
      child.once('exit', (code) => reject(new Error(`server copy exited with ${code}`)));
    });
  const { url } = await next<{ url: string }>('listening');
  return {
    url,
    stats: () => {
      const answer = next<CopyStats>('stats');
      child.send({ type: 'stats' });
      return answer;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.send({ type: 'stop' });
      }),
  };
}
const [copy1, copy2] = await Promise.all([startCopy(), startCopy()]);
const url1 = copy1.url;
const url2 = copy2.url;

type Member = { id: string; cookie: string; csrf: string };

/** Members with sessions and CSRF cookies, written straight into the database. */
async function members(count: number, label: string): Promise<Member[]> {
  const { rows } = await sql<{ id: string }>`
    insert into users (email, password_hash, email_confirmed_at)
    select ${label} || '-' || g || '-' || ${randomUUID().slice(0, 8)} || '@bench.test', '$argon2id$bench-no-password', now()
    from generate_series(1, ${count}) g
    returning id
  `.execute(db);
  const sessions = rows.map((row) => ({ ...row, ...newToken(config.authSecret) }));
  for (let i = 0; i < sessions.length; i += 1000) {
    await db
      .insertInto('sessions')
      .values(
        sessions
          .slice(i, i + 1000)
          .map((s) => ({ token_hash: s.hash, user_id: s.id, expires_at: new Date(Date.now() + 86_400_000) })),
      )
      .execute();
  }
  return sessions.map((s) => {
    const csrf = randomUUID();
    return { id: s.id, csrf, cookie: `${SESSION_COOKIE}=${s.token}; ${CSRF_COOKIE}=${csrf}` };
  });
}

type Stream = { received: Map<string, number>; close: () => void; opened: Promise<void> };

/** An event stream as a tab holds it; records when each message id arrived. */
function openStream(base: string, member: Member, onMessage?: (id: string) => void): Stream {
  const received = new Map<string, number>();
  let close = () => {};
  const opened = new Promise<void>((resolve, reject) => {
    const req = request(new URL('/api/events', base), { headers: { cookie: member.cookie } }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`stream answered ${response.statusCode}`));
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        if (buffer === '' && chunk.startsWith('retry')) resolve();
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (!data) continue;
          const event = JSON.parse(data.slice(6));
          if (event.type === 'message.created') {
            received.set(event.message.clientId, performance.now());
            onMessage?.(event.message.clientId);
          }
        }
      });
      response.on('error', () => {});
    });
    req.on('error', () => {});
    req.end();
    close = () => req.destroy();
  });
  return { received, close: () => close(), opened };
}

async function post(base: string, member: Member, path: string, body: unknown): Promise<number> {
  const response = await fetch(new URL(path, base), {
    method: 'POST',
    headers: { cookie: member.cookie, [CSRF_HEADER]: member.csrf, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Sends `count` messages from senders to recipients (whose streams copy 2 holds), `parallel` at once. */
async function deliveries(
  pairs: [Member, Member][],
  streams: Map<string, Stream>,
  count: number,
  parallel: number,
) {
  const times: number[] = [];
  let next = 0;
  async function worker() {
    while (next < count) {
      const index = next++;
      const [sender, recipient] = pairs[index % pairs.length]!;
      const clientId = randomUUID();
      const stream = streams.get(recipient.id)!;
      const arrived = new Promise<number>((resolve) => {
        const check = setInterval(() => {
          const at = stream.received.get(clientId);
          if (at !== undefined) {
            clearInterval(check);
            resolve(at);
          }
        }, 0.5);
      });
      const start = performance.now();
      const status = await post(url1, sender, '/api/messages', {
        recipientId: recipient.id,
        clientId,
        content: `Bench message ${index}`,
      });
      if (status !== 201) throw new Error(`send answered ${status}`);
      times.push((await arrived) - start);
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker));
  return times;
}

async function minimal(count: number) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    const response = await fetch(new URL('/api/health/live', url1));
    await response.arrayBuffer();
    times.push(performance.now() - start);
  }
  return times;
}

// 1. Delivery across copies.
const senders = await members(50, 'sender');
const recipients = await members(50, 'recipient');
const pairs = senders.map((sender, i) => [sender, recipients[i]!] as [Member, Member]);
const streams = new Map(recipients.map((member) => [member.id, openStream(url2, member)]));
await Promise.all([...streams.values()].map((stream) => stream.opened));
await deliveries(pairs, streams, 50, 1); // warm-up
log('');
log(`## 1. ${MESSAGES} messages sent to copy 1, delivered on streams held by copy 2`);
for (const parallel of [1, 8]) {
  const health = await minimal(200);
  const times = await deliveries(pairs, streams, MESSAGES, parallel);
  log(
    `${parallel} at a time: delivery p50 ${ms(pct(times, 50))}, p99 ${ms(pct(times, 99))}, max ${ms(Math.max(...times))}` +
      `   (minimal endpoint alone just before: p50 ${ms(pct(health, 50))}, p99 ${ms(pct(health, 99))})`,
  );
}

// 2. Many open streams on one copy.
log('');
log(`## 2. ${STREAMS} open streams held by copy 2`);
const before = await copy2.stats();
const crowd = await members(STREAMS, 'crowd');
const crowdStreams = new Map<string, Stream>();
for (let i = 0; i < crowd.length; i += 100) {
  const batch = crowd.slice(i, i + 100).map((member) => [member.id, openStream(url2, member)] as const);
  await Promise.all(batch.map(([, stream]) => stream.opened));
  for (const [id, stream] of batch) crowdStreams.set(id, stream);
}
const after = await copy2.stats();
log(
  `streams held by copy 2: ${after.streams}; copy 2's process grew by ` +
    `${((after.rss - before.rss) / 1024 / STREAMS).toFixed(1)} KB RSS and ${((after.heap - before.heap) / 1024 / STREAMS).toFixed(1)} KB heap per stream` +
    ` (${(after.rss / 2 ** 20).toFixed(0)} MB RSS in all)`,
);
const crowdPairs = senders.map((sender, i) => [sender, crowd[(i * 37) % crowd.length]!] as [Member, Member]);
for (const parallel of [1, 8]) {
  const times = await deliveries(crowdPairs, crowdStreams, MESSAGES, parallel);
  log(
    `${parallel} at a time, with ${STREAMS} streams open: delivery p50 ${ms(pct(times, 50))}, p99 ${ms(pct(times, 99))}`,
  );
}
for (const stream of [...streams.values(), ...crowdStreams.values()]) stream.close();
await Promise.all([copy1.stop(), copy2.stop()]);

// 3. The conversation list at scale.
if (SCALE) {
  log('');
  log(
    `## 3. The conversation list at ${SCALE_MESSAGES.toLocaleString('en')} messages among ${SCALE_MEMBERS.toLocaleString('en')} members`,
  );
  const t0 = performance.now();
  const { rows: ids } = await sql<{ id: string }>`
    insert into users (email, password_hash, email_confirmed_at)
    select 'scale-' || g || '@bench.test', '$argon2id$bench-no-password', now() from generate_series(1, ${SCALE_MEMBERS}) g
    on conflict (email) do update set email = excluded.email
    returning id
  `.execute(db);
  const existing = Number(
    (
      await sql<{
        n: string;
      }>`select count(*) as n from messages m join users u on u.id = m.sender_id where u.email like 'scale-%'`.execute(
        db,
      )
    ).rows[0]!.n,
  );
  if (existing < SCALE_MESSAGES) {
    // Set-based: the trigger is off for the bulk load and the entries are built as the
    // migration builds them; each member writes to ~20 others, a few members to many.
    await sql`alter table messages disable trigger messages_keep_conversations`.execute(db);
    await sql`
      with members as (select id, row_number() over (order by id) as n from users where email like 'scale-%'),
      pairs as (
        select g,
          1 + (g % ${SCALE_MEMBERS}) as a,
          1 + ((g % ${SCALE_MEMBERS}) + 1 + ((g / ${SCALE_MEMBERS}) % 20) * 97 + case when g % 50 = 0 then g % 997 else 0 end) % ${SCALE_MEMBERS} as b
        from generate_series(1, ${SCALE_MESSAGES - existing}) g
      )
      insert into messages (sender_id, recipient_id, content, created_at, read_at, notified_at)
      select s.id, r.id, 'Scale message ' || g, now() - (g || ' seconds')::interval,
        case when g % 7 = 0 then null else now() end, now()
      from pairs join members s on s.n = pairs.a join members r on r.n = pairs.b
      where s.id <> r.id
    `.execute(db);
    await sql`delete from conversations where member_id in (select id from users where email like 'scale-%')`.execute(
      db,
    );
    await sql`
      insert into conversations (member_id, other_id, last_message_id, last_message_at, unread_count)
      select distinct on (member_id, other_id) member_id, other_id, id, created_at,
        count(*) filter (where unread) over (partition by member_id, other_id)
      from (
        select sender_id as member_id, recipient_id as other_id, id, created_at, false as unread from messages
        union all
        select recipient_id, sender_id, id, created_at, read_at is null from messages
      ) m
      where member_id in (select id from users where email like 'scale-%')
      order by member_id, other_id, created_at desc, id desc
    `.execute(db);
    await sql`alter table messages enable trigger messages_keep_conversations`.execute(db);
    await sql`vacuum analyze messages`.execute(db);
    await sql`vacuum analyze conversations`.execute(db);
    log(`seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  }
  const busiest = (
    await sql<{ member_id: string; n: number }>`
      select member_id, count(*)::int as n from conversations
      where member_id in (select id from users where email like 'scale-%')
      group by member_id order by n desc limit 1
    `.execute(db)
  ).rows[0]!;
  const typical = ids[Math.floor(ids.length / 2)]!.id;
  log(`the busiest member has ${busiest.n} conversations; a typical member is measured too`);
  const storage = createStorage(config);
  const time = async (run: () => Promise<unknown>, count = 200) => {
    const times: number[] = [];
    for (let i = 0; i < 10; i++) await run();
    for (let i = 0; i < count; i++) {
      const start = performance.now();
      await run();
      times.push(performance.now() - start);
    }
    return `p50 ${ms(pct(times, 50))}, p95 ${ms(pct(times, 95))}`;
  };
  const ctxOf = (id: string) => ({ ...systemContext(), actor: { id } });
  const deepCursor = async (id: string) => {
    let cursor: string | undefined;
    for (let page = 0; page < 3; page++) {
      const result = await listConversations({ db, storage }, ctxOf(id) as never, { cursor });
      if (!result.nextCursor) break;
      cursor = result.nextCursor;
    }
    return cursor;
  };
  for (const [label, id] of [
    ['busiest member', busiest.member_id],
    ['typical member', typical],
  ] as const) {
    const deep = await deepCursor(id);
    log(`${label}, first page: ${await time(() => listConversations({ db, storage }, ctxOf(id) as never))}`);
    if (deep)
      log(
        `${label}, 4th page: ${await time(() => listConversations({ db, storage }, ctxOf(id) as never, { cursor: deep }))}`,
      );
    // The list's search by name, finding nothing: every conversation of the member read.
    log(
      `${label}, a search that finds nothing: ${await time(() => listConversations({ db, storage }, ctxOf(id) as never, { q: 'no such name' }))}`,
    );
  }
  log(`select 1 on the same pool: ${await time(() => sql`select 1`.execute(db))}`);
  const plan = await sql<{ 'QUERY PLAN': string }>`
    explain (analyze, buffers)
    select m.*, c.other_id, c.unread_count from conversations c join messages m on m.id = c.last_message_id
    where c.member_id = ${busiest.member_id} and c.hidden_at is null
    order by c.last_message_at desc, c.other_id desc limit 21
  `.execute(db);
  log("plan of the busiest member's first page:");
  for (const row of plan.rows) log(`    ${row['QUERY PLAN']}`);
}

await db.destroy().catch(() => {});
await pool.end().catch(() => {});
await stopPostgres();
rmSync(folder, { recursive: true, force: true });
process.exit(0);
