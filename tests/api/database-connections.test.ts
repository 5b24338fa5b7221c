import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDb, type Db, isConnectionError } from '../../src/server/db/database.js';
import { createTestDatabase } from '../support/test-db.js';

// A connection PostgreSQL ends while our code holds it between two queries (inside a
// transaction) must fail that transaction, not crash the server.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
let end: () => Promise<void>;

beforeAll(async () => {
  database = await createTestDatabase();
  const created = createDb(database.url, { max: 2 });
  db = created.db;
  end = () => created.pool.end();
});

afterAll(async () => {
  await end?.();
  await database?.drop();
});

it('fails the transaction whose connection PostgreSQL ended between its queries, and keeps serving', async () => {
  const failed = db
    .transaction()
    .execute(async (trx) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
      // Ended from another connection while this one waits between queries.
      await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(database.db);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await sql`select 1`.execute(trx);
    })
    .then(
      () => 'committed',
      () => 'failed',
    );
  expect(await failed).toBe('failed');
  const { rows } = await sql<{ answer: number }>`select 42 as answer`.execute(db);
  expect(rows[0]!.answer).toBe(42);
});

it('does not give a connection back to the pool with a query that ran past its timeout still on it', async () => {
  // One connection: a query after the stuck one gets it again, unless it was dropped.
  const created = createDb(database.url, { max: 1, queryTimeoutMs: 500 });
  try {
    const stuck = await sql`select pg_sleep(3)`.execute(created.db).then(
      () => 'answered',
      (error: Error) => error.message,
    );
    expect(stuck).toBe('Query read timeout');
    // Answered by a new connection at once, not queued behind the sleep (which would time
    // out as well, and every query after it while the database was slow).
    const { rows } = await sql<{ answer: number }>`select 42 as answer`.execute(created.db);
    expect(rows[0]!.answer).toBe(42);
    // Inside a transaction too; its failure (the rollback's, on the closed connection)
    // still reads as the database being away (503), not as a bug.
    const failed = await created.db
      .transaction()
      .execute((trx) => sql`select pg_sleep(3)`.execute(trx))
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failed).not.toBeNull();
    expect(isConnectionError(failed)).toBe(true);
    const again = await sql<{ answer: number }>`select 43 as answer`.execute(created.db);
    expect(again.rows[0]!.answer).toBe(43);
  } finally {
    await created.pool.end();
  }
});
