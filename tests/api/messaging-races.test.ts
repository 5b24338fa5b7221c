import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MESSAGING_TEXTS } from '../../src/shared/schemas/messaging.js';
import { signedInMember } from '../support/members.js';
import { waitingForPair, whileProfileChangeHeld } from '../support/row-locks.js';
import { setupTestApp } from '../support/test-app.js';

// A send and a block of the same two members at the same moment (docs/product.md, Blocking
// and reporting): once the block has committed, no message of that pair gets through,
// however far the send had come.

const t = setupTestApp();

describe('a send racing a block', () => {
  it('a send that passed its first check before the block committed is refused after it', async () => {
    const sender = await signedInMember(t, { label: 'sender', profile: 'client' });
    const blocker = await signedInMember(t, { label: 'blocker', profile: 'model' });

    let sending: Promise<{ statusCode: number; json: () => { error?: { message: string } } }> | undefined;
    await t.db.transaction().execute(async (trx) => {
      // The block's transaction holds the pair's lock, as blocking does...
      await sql`select lock_conversation_pair(${sender.id}::uuid, ${blocker.id}::uuid)`.execute(trx);
      // ...while the send, not blocked yet, gets as far as that lock and waits there.
      sending = sender.client.post('/api/messages', {
        recipientId: blocker.id,
        clientId: randomUUID(),
        content: 'Just one more thing',
      });
      await expect.poll(() => waitingForPair(t.db, sender.id, blocker.id), { timeout: 10_000 }).toBe(1);
      await trx.insertInto('blocks').values({ blocker_id: blocker.id, blocked_id: sender.id }).execute();
    });

    const answer = await sending!;
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error?.message).toBe('You cannot message this member.');
    const stored = await t.db
      .selectFrom('messages')
      .select('id')
      .where('sender_id', '=', sender.id)
      .execute();
    expect(stored).toEqual([]);
  });
});

describe('a send racing a suspension', () => {
  /** Suspends `memberId` in a transaction held open until the send, past its first check, waits on it. */
  const sendDuringSuspension = (memberId: string, send: () => Promise<Answer>) =>
    whileProfileChangeHeld(t.db, memberId, { suspended_at: new Date(), suspension_reason: 'Spam' }, send);

  it('of the recipient: refused once the suspension has committed, and nothing stored', async () => {
    const sender = await signedInMember(t, { label: 'sender', profile: 'client' });
    const recipient = await signedInMember(t, { label: 'recipient', profile: 'model' });
    const answer = await sendDuringSuspension(recipient.id, () =>
      sender.client.post('/api/messages', {
        recipientId: recipient.id,
        clientId: randomUUID(),
        content: 'Hi',
      }),
    );
    expect(answer.statusCode).toBe(404);
    expect(answer.json().error?.message).toBe('Profile not found');
    expect(await messagesFrom(sender.id)).toEqual([]);
  });

  it('of the sender: refused as for a suspended member, and nothing stored', async () => {
    const sender = await signedInMember(t, { label: 'sender', profile: 'client' });
    const recipient = await signedInMember(t, { label: 'recipient', profile: 'model' });
    const answer = await sendDuringSuspension(sender.id, () =>
      sender.client.post('/api/messages', {
        recipientId: recipient.id,
        clientId: randomUUID(),
        content: 'Hi',
      }),
    );
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error?.message).toBe(MESSAGING_TEXTS.suspended);
    expect(await messagesFrom(sender.id)).toEqual([]);
  });
});

type Answer = { statusCode: number; json: () => { error?: { message: string } } };

const messagesFrom = (senderId: string) =>
  t.db.selectFrom('messages').select('id').where('sender_id', '=', senderId).execute();
