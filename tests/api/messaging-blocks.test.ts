import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '../../src/shared/texts.js';
import { signedInMember } from '../support/members.js';
import { transactionId, waitingForPair, waitingOn } from '../support/row-locks.js';
import { errorOf, setupTestApp } from '../support/test-app.js';

// Unblocking and marking read name another member (docs/product.md, Blocking and
// reporting; Availability and suspension): one unknown, or hidden from the caller, is
// answered as blocking and reporting answer it. A block and an unblock at once take turns.

const t = setupTestApp();

describe('naming a member the caller may not know', () => {
  it('unblocking or marking read an unknown member answers 404 like blocking', async () => {
    const member = await signedInMember(t, { label: 'member', profile: 'client' });
    const nobody = randomUUID();
    for (const [method, url] of [
      ['PUT', `/api/messages/blocks/${nobody}`],
      ['DELETE', `/api/messages/blocks/${nobody}`],
      ['POST', `/api/messages/conversations/${nobody}/read`],
    ] as const) {
      const answer = await member.client.request(method, url);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(errorOf(answer)).toEqual({ code: 'NOT_FOUND', message: PROFILE_MESSAGES.notFound });
    }
  });

  it('a stranger unblocking or marking read a suspended member gets 404; the one who blocked them may unblock', async () => {
    const stranger = await signedInMember(t, { label: 'stranger', profile: 'client' });
    const blocker = await signedInMember(t, { label: 'blocker', profile: 'client' });
    const hiddenOne = await signedInMember(t, { label: 'hidden', profile: 'model' });
    expect((await blocker.client.request('PUT', `/api/messages/blocks/${hiddenOne.id}`)).statusCode).toBe(
      200,
    );
    await t.db
      .updateTable('profiles')
      .set({ suspended_at: new Date(), suspension_reason: 'Spam' })
      .where('user_id', '=', hiddenOne.id)
      .execute();

    for (const [method, url] of [
      ['DELETE', `/api/messages/blocks/${hiddenOne.id}`],
      ['POST', `/api/messages/conversations/${hiddenOne.id}/read`],
    ] as const) {
      const answer = await stranger.client.request(method, url);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(errorOf(answer).message).toBe(PROFILE_MESSAGES.notFound);
    }
    const unblock = await blocker.client.request('DELETE', `/api/messages/blocks/${hiddenOne.id}`);
    expect(unblock.statusCode).toBe(200);
    expect((await blocker.client.get('/api/messages/blocks')).json().members).toEqual([]);
  });
});

describe('a block and an unblock at once', () => {
  it('leave the member either blocked and out of the list, or neither', async () => {
    const me = await signedInMember(t, { label: 'me', profile: 'client' });
    const other = await signedInMember(t, { label: 'other', profile: 'model' });
    const hello = { recipientId: me.id, clientId: randomUUID(), content: 'Hello' };
    expect((await other.client.post('/api/messages', hello)).statusCode).toBe(201);

    let unblocking: Promise<{ statusCode: number }> | undefined;
    await t.db.transaction().execute(async (trx) => {
      // A block under way, as blocking does it: the pair's lock, the block, the list entry hidden...
      await sql`select lock_conversation_pair(${me.id}::uuid, ${other.id}::uuid)`.execute(trx);
      await trx.insertInto('blocks').values({ blocker_id: me.id, blocked_id: other.id }).execute();
      await trx
        .updateTable('conversations')
        .set({ hidden_at: new Date() })
        .where('member_id', '=', me.id)
        .where('other_id', '=', other.id)
        .execute();
      const xid = await transactionId(trx);
      // ...while the unblock arrives and waits, on the pair or on the row the block changed.
      unblocking = me.client.request('DELETE', `/api/messages/blocks/${other.id}`);
      await expect
        .poll(
          async () =>
            (await waitingForPair(t.db, me.id, other.id)) + (await waitingOn(t.db, xid, 'conversations')),
          { timeout: 10_000 },
        )
        .toBe(1);
    });
    expect((await unblocking!).statusCode).toBe(200);

    const blocked = (await me.client.get('/api/messages/blocks')).json().members.length > 0;
    const listed = (await me.client.get('/api/messages/conversations'))
      .json()
      .items.some((item: { otherMember: { userId: string } }) => item.otherMember.userId === other.id);
    expect({ blocked, listed }).toEqual({ blocked: false, listed: true });
  });
});
