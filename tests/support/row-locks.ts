import { sql, type Updateable } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../../src/server/db/database.js';
import type { AdminsTable, ProfilesTable } from '../../src/server/db/schema.js';

// Tests that hold a row change open until a request waits on it: the request's checks
// before its transaction have passed by then, so what it does once the change commits
// shows whether it checks again under the lock.

/** The id of the open transaction `trx` (it has written, so it has one). */
export async function transactionId(trx: Db): Promise<string> {
  const { rows } = await sql<{ xid: string }>`select pg_current_xact_id()::text as xid`.execute(trx);
  return rows[0]!.xid;
}

/**
 * Requests waiting now for rows the transaction `xid` holds: the first waits on the
 * transaction, any others in line behind it on the row itself (a tuple lock of `table`).
 */
export async function waitingOn(db: Db, xid: string, table = 'profiles'): Promise<number> {
  const { rows } = await sql<{ waiting: number }>`
    select count(*)::int as waiting from pg_locks
    where not granted and ((locktype = 'transactionid' and transactionid = ${xid}::xid)
      or (locktype = 'tuple' and relation = ${table}::regclass))
  `.execute(db);
  return rows[0]!.waiting;
}

/**
 * The transaction that waits now on the transaction `xid` (null while none does): to hold
 * a request's own transaction open partway, then see who waits on it in turn.
 */
export async function transactionWaitingOn(db: Db, xid: string): Promise<string | null> {
  const { rows } = await sql<{ xid: string | null }>`
    select a.backend_xid::text as xid from pg_locks l join pg_stat_activity a on a.pid = l.pid
    where not l.granted and l.locktype = 'transactionid' and l.transactionid = ${xid}::xid
  `.execute(db);
  return rows[0]?.xid ?? null;
}

/**
 * Makes `change` in a transaction held open until `request`, started meanwhile and past
 * its checks before any lock, waits on the row it changed in `table`; then commits. What
 * the request answers shows whether it looks again under the lock.
 */
export async function whileRowChangeHeld<A>(
  db: Db,
  table: string,
  change: (trx: Db) => Promise<unknown>,
  request: () => Promise<A>,
): Promise<A> {
  let answer: Promise<A> | undefined;
  await db.transaction().execute(async (trx) => {
    await change(trx);
    const xid = await transactionId(trx);
    answer = request();
    await expect.poll(() => waitingOn(db, xid, table), { timeout: 10_000 }).toBe(1);
  });
  return answer!;
}

/** whileRowChangeHeld for a member's profile row (a suspension, availability off). */
export function whileProfileChangeHeld<A>(
  db: Db,
  memberId: string,
  change: Updateable<ProfilesTable>,
  request: () => Promise<A>,
): Promise<A> {
  return whileRowChangeHeld(
    db,
    'profiles',
    (trx) => trx.updateTable('profiles').set(change).where('user_id', '=', memberId).execute(),
    request,
  );
}

/** whileRowChangeHeld for an administrator's admin record (a level change, deactivation). */
export function whileAdminChangeHeld<A>(
  db: Db,
  adminUserId: string,
  change: Updateable<AdminsTable>,
  request: () => Promise<A>,
): Promise<A> {
  return whileRowChangeHeld(
    db,
    'admins',
    (trx) => trx.updateTable('admins').set(change).where('user_id', '=', adminUserId).execute(),
    request,
  );
}

/**
 * Holds the row `id` of `table` locked (select ... for update) while `requests` are sent
 * one after another, each once the one before waits on the row; then lets them go. They
 * reach the row in the order sent: the first waits on this transaction, the next ones in
 * line behind it on the row itself.
 */
export async function whileRowLocked<A>(
  db: Db,
  table: string,
  id: string,
  requests: (() => Promise<A>)[],
): Promise<A[]> {
  const answers: Promise<A>[] = [];
  await db.transaction().execute(async (trx) => {
    await sql`select 1 from ${sql.table(table)} where id = ${id} for update`.execute(trx);
    const xid = await transactionId(trx);
    for (const request of requests) {
      answers.push(request());
      const waiting = answers.length;
      await expect.poll(() => waitingOn(db, xid, table), { timeout: 10_000 }).toBe(waiting);
    }
  });
  return Promise.all(answers);
}

/**
 * Transactions waiting now for the lock of a pair of members (lock_conversation_pair,
 * migration 0013: an int8 advisory lock, seen as two 32-bit halves).
 */
export async function waitingForPair(db: Db, a: string, b: string): Promise<number> {
  const { rows } = await sql<{ waiting: number }>`
    select count(*)::int as waiting
    from pg_locks l,
      (select hashtextextended('conversation:' || least(${a}::uuid, ${b}::uuid)::text || ':'
        || greatest(${a}::uuid, ${b}::uuid)::text, 0) as k) pair
    where l.locktype = 'advisory' and not l.granted and l.objsubid = 1
      and l.classid::bigint = ((pair.k >> 32) & 4294967295)
      and l.objid::bigint = (pair.k & 4294967295)
  `.execute(db);
  return rows[0]!.waiting;
}

/**
 * Holds the lock of a pair of members until `count` requests sent by `send` wait for it
 * (their checks before it have all passed by then), then lets them go in turn.
 */
export async function whilePairHeld<A>(
  db: Db,
  a: string,
  b: string,
  count: number,
  send: () => Promise<A>[],
): Promise<A[]> {
  let answers: Promise<A>[] = [];
  await db.transaction().execute(async (trx) => {
    await sql`select lock_conversation_pair(${a}::uuid, ${b}::uuid)`.execute(trx);
    answers = send();
    await expect.poll(() => waitingForPair(db, a, b), { timeout: 10_000 }).toBe(count);
  });
  return Promise.all(answers);
}
