import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

// numeric -> number (rates fit comfortably), date -> 'YYYY-MM-DD' string (no time zone
// shifts), bigint counts -> number.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export type Db = Kysely<Database>;

export function createDb(
  connectionString: string,
  options: { max?: number; queryTimeoutMs?: number; onPoolError?: (e: Error) => void } = {},
) {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    // Without a timeout a request waits forever while PostgreSQL is away. A new
    // connection's SCRAM sign-in runs on libuv's four threads: work that fills them
    // (image decoding did) makes healthy connections miss it (decision 0010).
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    // A query stuck longer than this is a bug or an outage; fail it (503, the database
    // counted as away) rather than hang.
    query_timeout: options.queryTimeoutMs ?? 30_000,
  });
  // An idle client losing its connection emits 'error' on the pool; unhandled, it would
  // crash the process. The next query simply opens a new connection.
  pool.on('error', (error) => options.onPoolError?.(error));
  // A client that is checked out but between queries (inside a transaction, or just before
  // its release) has no pool listener: when PostgreSQL shuts down it emits 'error' on the
  // client itself, which would crash the process too. Its next query fails instead, and
  // the pool drops it on release because it is no longer queryable.
  pool.on('connect', (client) => {
    client.on('error', () => {});
    dropOnQueryTimeout(client);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, pool };
}

/**
 * A query that ran past `query_timeout` is failed by pg, but stays on its connection until
 * PostgreSQL answers it: given back to the pool, the connection would fail every query
 * after it the same way. Its connection is closed instead (the pool then drops it on
 * release, and PostgreSQL ends the query's session), so the next query gets a new one.
 */
function dropOnQueryTimeout(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const close = (error: unknown) => {
    if (error instanceof Error && error.message === 'Query read timeout') client.end().catch(() => {});
  };
  client.query = ((...args: unknown[]) => {
    const last = args.at(-1);
    if (typeof last === 'function') {
      // The callback form (pg-boss's runner may use it): watch the error it is given.
      args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
        close(error);
        return (last as (...values: unknown[]) => unknown)(error, ...rest);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.catch(close);
    return result;
  }) as typeof client.query;
}

export async function databaseAnswers(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/** Errors that mean "the database is away" rather than "this query is wrong". */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code = '', syscall } = error as { code?: string; syscall?: string };
  // A Unix socket that is gone (the embedded server stopped) fails to connect with ENOENT.
  if (code === 'ENOENT' && syscall === 'connect') return true;
  return (
    [
      'ECONNREFUSED',
      'ECONNRESET',
      'ETIMEDOUT',
      'EPIPE',
      'ENOTFOUND',
      '57P01',
      '57P02',
      '57P03',
      '08006',
      '08001',
      '08003',
    ].includes(code) ||
    /Connection terminated|timeout exceeded when trying to connect|Client (has encountered a connection error|was closed) and is not queryable|the database system is (shutting down|starting up)/i.test(
      error.message,
    ) ||
    // A database that stops answering without closing anything: a query sent, or a new
    // connection's sign-in, goes unanswered past its timeout.
    // (A transaction's query that timed out closes its connection, so its rollback fails
    // with 'Client was closed', above.)
    /^(Query read timeout|timeout expired)$/.test(error.message)
  );
}
