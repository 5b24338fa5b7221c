import { sql } from 'kysely';
import { retryAfterText } from '../../shared/texts.js';
import type { Db } from '../db/database.js';
import { AppError } from './app-error.js';

// Fixed-window counters in PostgreSQL, so a limit holds across every server copy.

export type Limit = { max: number; windowSeconds: number };

export type RateLimiter = {
  /** Counts one attempt and refuses it (429) when the window is already full. */
  consume: (key: string, limit: Limit) => Promise<void>;
  /** Refuses (429) when the window is full, without counting. */
  check: (key: string, limit: Limit) => Promise<void>;
  /** Counts one attempt without refusing, e.g. a failed sign-in. */
  record: (key: string, limit: Limit) => Promise<void>;
  reset: (key: string) => Promise<void>;
};

export function createRateLimiter(db: Db, enabled: boolean): RateLimiter {
  async function count(key: string, limit: Limit) {
    const interval = `${limit.windowSeconds} seconds`;
    const { rows } = await sql<{ hits: number; retry_after: number }>`
      insert into rate_limits as r (key, window_started_at, hits) values (${key}, now(), 1)
      on conflict (key) do update set
        hits = case when r.window_started_at <= now() - ${interval}::interval then 1 else r.hits + 1 end,
        window_started_at = case when r.window_started_at <= now() - ${interval}::interval
          then now() else r.window_started_at end
      returning hits, ceil(extract(epoch from (r.window_started_at + ${interval}::interval - now())))::int as retry_after
    `.execute(db);
    return rows[0]!;
  }

  function refuse(retryAfter: number): never {
    const seconds = Math.max(1, retryAfter);
    throw new AppError('RATE_LIMITED', retryAfterText(seconds), { retryAfterSeconds: seconds });
  }

  return {
    async consume(key, limit) {
      if (!enabled) return;
      const { hits, retry_after } = await count(key, limit);
      if (hits > limit.max) refuse(retry_after);
    },
    async check(key, limit) {
      if (!enabled) return;
      const { rows } = await sql<{ hits: number; retry_after: number }>`
        select hits, ceil(extract(epoch from (window_started_at + ${`${limit.windowSeconds} seconds`}::interval - now())))::int as retry_after
        from rate_limits where key = ${key}
      `.execute(db);
      const row = rows[0];
      if (row && row.retry_after > 0 && row.hits >= limit.max) refuse(row.retry_after);
    },
    async record(key, limit) {
      if (!enabled) return;
      await count(key, limit);
    },
    async reset(key) {
      await db.deleteFrom('rate_limits').where('key', '=', key).execute();
    },
  };
}
