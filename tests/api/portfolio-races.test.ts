import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createPortfolioItem } from '../../src/server/db/seed/factories.js';
import { signedInMember } from '../support/members.js';
import { transactionId } from '../support/row-locks.js';
import { setupTestApp } from '../support/test-app.js';

// A member's reorders and item changes arriving at once (docs/product.md, Portfolio):
// they take turns, none fails, and the order kept is one of those sent.

const t = setupTestApp();

type Answer = Awaited<ReturnType<typeof t.app.inject>>;

/** Requests of this database waiting now on a lock the open transaction `xid` holds, or in line behind it. */
async function waitingOn(xid: string): Promise<number> {
  const { rows } = await sql<{ waiting: number }>`
    select count(*)::int as waiting from pg_locks
    where not granted
      and ((locktype = 'transactionid' and transactionid = ${xid}::xid)
        or (locktype = 'tuple' and database = (select oid from pg_database where datname = current_database())
          and relation = 'portfolio_items'::regclass))
  `.execute(t.db);
  return rows[0]!.waiting;
}

function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe('portfolio reorders and item changes at once', () => {
  it('never answer 500, and the order kept is one of the orders sent', async () => {
    const pro = await signedInMember(t, { profile: 'photographer' });
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push((await createPortfolioItem(t.db, pro.id)).id);
    await pro.client.get('/api/auth/session');
    const failures: string[] = [];

    for (let round = 0; round < 6; round++) {
      const orders = Array.from({ length: 10 }, (_, k) => shuffled(ids, round * 100 + k + 1));
      const sent: Promise<Answer>[] = [];
      // Every item is held changed until all the requests the server can run at once wait on
      // it; then they all go together, and the reorders' row versions move under each other.
      await t.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('portfolio_items')
          .set({ title: `Round ${round}` })
          .where('user_id', '=', pro.id)
          .execute();
        const xid = await transactionId(trx);
        for (const [k, order] of orders.entries()) {
          sent.push(pro.client.request('PUT', '/api/portfolio/order', { payload: { itemIds: order } }));
          const item = ids[(k * 3 + round) % ids.length]!;
          sent.push(
            pro.client.patch(`/api/portfolio/${item}`, { isFeatured: k % 2 === 0, title: `Edit ${k}` }),
          );
        }
        await expect.poll(() => waitingOn(xid), { timeout: 10_000 }).toBeGreaterThanOrEqual(5);
      });
      const answers = await Promise.all(sent);
      for (const answer of answers) {
        if (answer.statusCode >= 500) failures.push(`round ${round}: ${answer.statusCode} ${answer.body}`);
        else expect(answer.statusCode).toBe(200);
      }
      const listed = await pro.client.get(`/api/profiles/${pro.id}/portfolio`);
      const kept = (listed.json().items as { id: string }[]).map((item) => item.id);
      expect(orders).toContainEqual(kept);
    }
    expect(failures).toEqual([]);
  });
});
