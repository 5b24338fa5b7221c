import { sql } from 'kysely';
import pg from 'pg';
import { EVENT_STREAMS_PER_MEMBER } from '../../shared/limits.js';
import type { MemberEvent } from '../../shared/schemas/messaging.js';
import type { Db } from '../db/database.js';

// Live events for signed-in tabs (docs/product.md, Live updates; docs/decisions/0016).
//
// A write that others should see live calls `publish` inside its own transaction: the
// events become rows of member_events and a NOTIFY, both of which exist only if the
// transaction commits. Every server copy LISTENs on one dedicated connection; on a notice
// for a member with a stream open here, it reads that member's new rows in id order and
// writes them to the streams. A stream that reconnects names the last id it saw and gets
// everything after it from the table, so nothing is lost across a drop, a restart of
// PostgreSQL or a different server copy.

const CHANNEL = 'member_events';

/**
 * An event, or how to read it once the members' events are locked: a figure such as an
 * unread count read then includes every write that published to them before this one, so
 * the event sent last carries the latest figure.
 */
export type Delivery = { memberId: string; event: MemberEvent | ((trx: Db) => Promise<MemberEvent>) };

/**
 * Records events for members inside `trx`. Per member, ids are taken under a transaction
 * lock, so they commit in id order and a reader that has seen id N never misses a
 * smaller one committed later. Locks are taken in member order (no deadlock); a write
 * takes its rows' locks before it publishes, never after.
 */
export async function publish(trx: Db, deliveries: Delivery[]): Promise<void> {
  if (!deliveries.length) return;
  const members = [...new Set(deliveries.map((delivery) => delivery.memberId))].sort();
  for (const memberId of members) {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`member-events:${memberId}`}, 0))`.execute(trx);
  }
  const rows = [];
  for (const { memberId, event } of deliveries) {
    const read = typeof event === 'function' ? await event(trx) : event;
    rows.push({ member_id: memberId, type: read.type, payload: JSON.stringify(read) });
  }
  await trx.insertInto('member_events').values(rows).execute();
  await sql`select pg_notify(${CHANNEL}, ${members.join(',')})`.execute(trx);
}

export type StoredEvent = { id: string; event: MemberEvent };

/** The member's events after `afterId`, oldest first (at most `limit`). */
export async function eventsAfter(
  db: Db,
  memberId: string,
  afterId: string,
  limit = 500,
): Promise<StoredEvent[]> {
  const rows = await db
    .selectFrom('member_events')
    .select(['id', 'payload'])
    .where('member_id', '=', memberId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: String(row.id), event: row.payload as MemberEvent }));
}

/** The id a new stream starts after when it names none: the member's newest event. */
export async function latestEventId(db: Db, memberId: string): Promise<string> {
  const row = await db
    .selectFrom('member_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.id ? String(row.id) : '0';
}

/**
 * Whether events after `afterId` may have been deleted by housekeeping (they are kept a
 * day): the id is older than every event still kept, of anyone. Such a stream cannot be
 * resumed; it starts afresh and the tab reads its lists again.
 */
export async function resumeMayHaveGap(db: Db, afterId: string): Promise<boolean> {
  const row = await db
    .selectFrom('member_events')
    .select((eb) => eb.fn.min('id').as('id'))
    .executeTakeFirst();
  if (!row?.id) return BigInt(afterId) > 0n;
  return BigInt(afterId) < BigInt(row.id) - 1n;
}

/** One open stream: where it is, and how to hand it events or end it. */
export type Subscriber = {
  memberId: string;
  /** The session the stream belongs to; signing out of it ends the stream. */
  sessionHash: string;
  lastId: string;
  send: (stored: StoredEvent) => void;
  /** An event that is never stored (typing): no id, nothing to catch up on after a drop. */
  sendPassing: (event: MemberEvent) => void;
  close: () => void;
};

export type RealtimeHub = {
  /**
   * Takes one of the member's stream places on this copy (EVENT_STREAMS_PER_MEMBER);
   * null when all are taken. The stream gives it back with the returned function.
   */
  claimStream: (memberId: string) => (() => void) | null;
  subscribe: (subscriber: Subscriber) => () => void;
  /** Reads and sends what the member's streams here have not seen yet. */
  catchUp: (memberId: string) => Promise<void>;
  /** Ends the streams of a session on every server copy (sign-out). Call after the commit. */
  endSession: (sessionHash: string) => Promise<void>;
  /**
   * Tells `toId`'s open streams, on every server copy, that `fromId` is writing to them
   * now, or (`stopped`) emptied what they were writing; nothing is stored
   * (docs/product.md, Typing).
   */
  signalTyping: (fromId: string, toId: string, stopped?: boolean) => Promise<void>;
  streamCount: () => number;
  stop: () => Promise<void>;
};

const SESSION_CHANNEL = 'session_ended';
/**
 * Passing notices 'recipient,sender': one member writing to another now;
 * 'recipient,sender,stopped': they emptied what they were writing.
 */
const TYPING_CHANNEL = 'member_typing';

/** A read of a member's events that failed (the database away) is tried again after this. */
const READ_RETRY_MS = 2_000;

/**
 * The hub of one server copy: the LISTEN connection (reconnecting by itself, with a
 * catch-up of every open stream after each reconnect) and the streams held here.
 */
export function createRealtimeHub(options: {
  db: Db;
  databaseUrl: string;
  log: { warn: (object: object, message: string) => void; info: (message: string) => void };
  /**
   * More channels heard on the same connection (the public pages' notices). `onListening`
   * runs after every (re)connect: notices sent while no one listened are gone.
   */
  channels?: { name: string; onNotice: (payload: string) => void; onListening: () => void }[];
}): RealtimeHub {
  const channels = options.channels ?? [];
  const { db, log } = options;
  const byMember = new Map<string, Set<Subscriber>>();
  const claimed = new Map<string, number>();
  const reading = new Map<string, Promise<void>>();
  const again = new Set<string>();
  const readRetries = new Map<string, NodeJS.Timeout>();
  let client: pg.Client | null = null;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let attempt = 0;

  async function readFor(memberId: string): Promise<void> {
    const subscribers = byMember.get(memberId);
    if (!subscribers?.size) return;
    let from: string | null = null;
    for (const subscriber of subscribers) {
      if (from === null || BigInt(subscriber.lastId) < BigInt(from)) from = subscriber.lastId;
    }
    const events = await eventsAfter(db, memberId, from ?? '0');
    for (const stored of events) {
      for (const subscriber of subscribers) {
        if (BigInt(stored.id) > BigInt(subscriber.lastId)) {
          subscriber.lastId = stored.id;
          subscriber.send(stored);
        }
      }
    }
    if (events.length === 500) again.add(memberId);
  }

  /** One read at a time per member; notices arriving meanwhile ask for one more read. */
  function catchUp(memberId: string): Promise<void> {
    const running = reading.get(memberId);
    if (running) {
      again.add(memberId);
      return running;
    }
    const run = (async () => {
      try {
        do {
          again.delete(memberId);
          await readFor(memberId);
        } while (again.has(memberId));
      } catch (error) {
        log.warn(
          { err: (error as Error).message, memberId },
          'could not read live events; trying again shortly',
        );
        // Not left to the next notice: a quiet member may get none for hours, and what
        // was missed is in the table now.
        retryReadLater(memberId);
      } finally {
        reading.delete(memberId);
      }
    })();
    reading.set(memberId, run);
    return run;
  }

  function retryReadLater(memberId: string) {
    if (stopped || readRetries.has(memberId)) return;
    const timer = setTimeout(() => {
      readRetries.delete(memberId);
      if (byMember.has(memberId)) void catchUp(memberId);
    }, READ_RETRY_MS);
    timer.unref();
    readRetries.set(memberId, timer);
  }

  function endLocalSession(sessionHash: string) {
    for (const subscribers of byMember.values()) {
      for (const subscriber of subscribers) if (subscriber.sessionHash === sessionHash) subscriber.close();
    }
  }

  function passTyping(payload: string) {
    const [toId, fromId, stopped] = payload.split(',');
    if (!toId || !fromId) return;
    const type = stopped === 'stopped' ? 'member.typing-stopped' : 'member.typing';
    for (const subscriber of byMember.get(toId) ?? []) subscriber.sendPassing({ type, memberId: fromId });
  }

  async function connect() {
    if (stopped) return;
    const next = new pg.Client({ connectionString: options.databaseUrl });
    next.on('error', (error) => {
      log.warn({ err: error.message }, 'live events connection lost; reconnecting');
      retry(next);
    });
    next.on('end', () => retry(next));
    next.on('notification', (notice) => {
      if (notice.channel === SESSION_CHANNEL && notice.payload) return endLocalSession(notice.payload);
      if (notice.channel === TYPING_CHANNEL) return passTyping(notice.payload ?? '');
      const other = channels.find((channel) => channel.name === notice.channel);
      if (other) return other.onNotice(notice.payload ?? '');
      for (const memberId of notice.payload?.split(',') ?? []) {
        if (byMember.has(memberId)) void catchUp(memberId);
      }
    });
    try {
      await next.connect();
      await next.query(
        [CHANNEL, SESSION_CHANNEL, TYPING_CHANNEL, ...channels.map((channel) => channel.name)]
          .map((name) => `listen ${name};`)
          .join(' '),
      );
    } catch (error) {
      log.warn({ err: (error as Error).message }, 'live events cannot listen yet; retrying');
      retry(next);
      return;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    if (attempt > 0) log.info('live events listening again');
    attempt = 0;
    // Whatever was written while no one listened is in the table: read it now.
    for (const memberId of byMember.keys()) void catchUp(memberId);
    for (const channel of channels) channel.onListening();
  }

  function retry(failed: pg.Client) {
    if (client && client !== failed) return;
    client = null;
    failed.removeAllListeners('notification');
    void failed.end().catch(() => undefined);
    if (stopped || retryTimer) return;
    const delay = Math.min(10_000, 250 * 2 ** attempt++);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delay);
    retryTimer.unref();
  }

  void connect();

  return {
    claimStream(memberId) {
      const taken = claimed.get(memberId) ?? 0;
      if (taken >= EVENT_STREAMS_PER_MEMBER) return null;
      claimed.set(memberId, taken + 1);
      let given = false;
      return () => {
        if (given) return;
        given = true;
        const left = (claimed.get(memberId) ?? 1) - 1;
        if (left > 0) claimed.set(memberId, left);
        else claimed.delete(memberId);
      };
    },
    subscribe(subscriber) {
      let set = byMember.get(subscriber.memberId);
      if (!set) {
        set = new Set();
        byMember.set(subscriber.memberId, set);
      }
      set.add(subscriber);
      return () => {
        set.delete(subscriber);
        if (!set.size) byMember.delete(subscriber.memberId);
      };
    },
    catchUp,
    async endSession(sessionHash) {
      endLocalSession(sessionHash);
      await sql`select pg_notify(${SESSION_CHANNEL}, ${sessionHash})`.execute(db);
    },
    async signalTyping(fromId, toId, stopped = false) {
      // Through PostgreSQL even when the recipient's streams are here: one path, every copy.
      const notice = stopped ? `${toId},${fromId},stopped` : `${toId},${fromId}`;
      await sql`select pg_notify(${TYPING_CHANNEL}, ${notice})`.execute(db);
    },
    streamCount: () => [...byMember.values()].reduce((sum, set) => sum + set.size, 0),
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      for (const timer of readRetries.values()) clearTimeout(timer);
      readRetries.clear();
      for (const subscribers of byMember.values()) for (const subscriber of subscribers) subscriber.close();
      byMember.clear();
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
