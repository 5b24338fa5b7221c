import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDb, type Db } from '../../src/server/db/database.js';
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
