import { sql } from 'kysely';
import { retryAfterText } from '../../shared/texts.js';
import type { Db } from '../db/database.js';
import { AppError } from './app-error.js';

// Fixed-window counters in PostgreSQL, so a limit holds across every server copy.

export type Limit = { max: number; windowSeconds: number };
export type Attempt = { key: string; limit: Limit };

export type RateLimiter = {
  /** Counts one attempt and refuses it (429) when the window is already full. */
  consume: (key: string, limit: Limit, within?: Db) => Promise<void>;
  /**
   * Counts one attempt against every limit at once, or against none: refused (429) when
   * any window is full, and a refused attempt is counted nowhere. Counting and deciding are
   * one step, so attempts arriving together cannot all pass before any is counted.
   * `within` a transaction, the count commits with the thing counted, or not at all: a
   * retry that finds the thing already stored, and stores nothing, counts nothing.
   */
  consumeAll: (attempts: Attempt[], within?: Db) => Promise<void>;
  /** Takes back one counted attempt of the current window, e.g. a sign-in that was no guess. */
  giveBack: (attempt: Attempt) => Promise<void>;
  /** Clears a counter; `within` a transaction, so it commits with the change that justifies it. */
  reset: (key: string, within?: Db) => Promise<void>;
};

export function createRateLimiter(db: Db, enabled: boolean): RateLimiter {
  async function count(executor: Db, { key, limit }: Attempt) {
    const interval = `${limit.windowSeconds} seconds`;
    const { rows } = await sql<{ hits: number; retry_after: number }>`
      insert into rate_limits as r (key, window_started_at, hits) values (${key}, now(), 1)
      on conflict (key) do update set
        hits = case when r.window_started_at <= now() - ${interval}::interval then 1 else r.hits + 1 end,
        window_started_at = case when r.window_started_at <= now() - ${interval}::interval
          then now() else r.window_started_at end
      returning hits, ceil(extract(epoch from (r.window_started_at + ${interval}::interval - now())))::int as retry_after
    `.execute(executor);
    return rows[0]!;
  }

  function refuse(retryAfter: number): never {
    const seconds = Math.max(1, retryAfter);
    throw new AppError('RATE_LIMITED', retryAfterText(seconds), { retryAfterSeconds: seconds });
  }

  async function consumeAll(attempts: Attempt[], within?: Db) {
    if (!enabled) return;
    // The same order everywhere, so two requests sharing keys never wait on each other's rows.
    const ordered = [...attempts].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    // Each counter row stays locked until the transaction ends: the next attempt for the
    // same key sees this one's count, or none if it was refused (the throw rolls back).
    const countAll = async (trx: Db) => {
      let retryAfter = 0;
      for (const attempt of ordered) {
        const { hits, retry_after } = await count(trx, attempt);
        if (hits > attempt.limit.max) retryAfter = Math.max(retryAfter, retry_after, 1);
      }
      if (retryAfter) refuse(retryAfter);
    };
    if (within) await countAll(within);
    else await db.transaction().execute(countAll);
  }

  return {
    consume: (key, limit, within) => consumeAll([{ key, limit }], within),
    consumeAll,
    async giveBack({ key, limit }) {
      if (!enabled) return;
      await sql`
        update rate_limits set hits = hits - 1
        where key = ${key} and hits > 0
          and window_started_at > now() - ${`${limit.windowSeconds} seconds`}::interval
      `.execute(db);
    },
    async reset(key, within = db) {
      await within.deleteFrom('rate_limits').where('key', '=', key).execute();
    },
  };
}
