import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MESSAGING_TEXTS } from '../../src/shared/schemas/messaging.js';
import { bookingForm, bookingParties } from '../support/bookings.js';
import { signedInMember } from '../support/members.js';
import { whilePairHeld } from '../support/row-locks.js';
import { errorOf, setupTestApp } from '../support/test-app.js';

// Requests retried (docs/product.md, Sending; Requesting a booking): a retry is the same
// message or booking, never a second one, never a message an administrator removed, and
// counts against the limits once with it however many copies arrive at once.

const t = setupTestApp();

describe('a retry of a message an administrator deleted', () => {
  it('is not answered as sent, and its text is not given back', async () => {
    const sender = await signedInMember(t, { label: 'sender', profile: 'client' });
    const recipient = await signedInMember(t, { label: 'recipient', profile: 'model' });
    const admin = await signedInMember(t, { label: 'admin', profile: 'client', adminLevel: 'moderator' });
    const clientId = randomUUID();
    const body = { recipientId: recipient.id, clientId, content: 'Abusive words' };
    const first = await sender.client.post('/api/messages', body);
    expect(first.statusCode).toBe(201);
    const hide = await admin.client.request('PUT', `/api/admin/messages/${first.json().message.id}/hidden`, {
      payload: { reason: 'Harassment' },
    });
    expect(hide.statusCode).toBe(200);

    const retry = await sender.client.post('/api/messages', body);
    expect(retry.statusCode).toBe(410);
    expect(errorOf(retry)).toEqual({ code: 'GONE', message: MESSAGING_TEXTS.removed });
    expect(retry.body).not.toContain('Abusive words');
    // Nothing came back in either thread.
    for (const [member, other] of [
      [sender, recipient],
      [recipient, sender],
    ] as const) {
      const thread = await member.client.get(`/api/messages/conversations/${other.id}`);
      expect(thread.json().messages).toEqual([]);
    }
  });
});

/** What the limits have counted for `key` in its current window (0 when nothing). */
async function counted(key: string): Promise<number> {
  const row = await t.db.selectFrom('rate_limits').select('hits').where('key', '=', key).executeTakeFirst();
  return row?.hits ?? 0;
}

describe('copies of one request arriving at once', () => {
  it('a message sent 8 times at once counts once, against messages and new people', async () => {
    const sender = await signedInMember(t, { label: 'sender', profile: 'client' });
    const recipient = await signedInMember(t, { label: 'recipient', profile: 'model' });
    const body = { recipientId: recipient.id, clientId: randomUUID(), content: 'Hello there' };
    // Every copy is past its checks before the first is stored: they wait on the pair's
    // lock (8: fewer than the app's database connections, each waiting copy holds one).
    const answers = await whilePairHeld(t.db, sender.id, recipient.id, 8, () =>
      Array.from({ length: 8 }, () => sender.client.post('/api/messages', body)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([...Array(7).fill(200), 201]);
    expect(await counted(`message:${sender.id}`)).toBe(1);
    expect(await counted(`new-conversation:${sender.id}`)).toBe(1);
  });

  it('two different first messages to one new person at once are one new person', async () => {
    const sender = await signedInMember(t, { label: 'sender', profile: 'client' });
    const recipient = await signedInMember(t, { label: 'recipient', profile: 'model' });
    const answers = await whilePairHeld(t.db, sender.id, recipient.id, 2, () =>
      ['Hi', 'Are you free in May?'].map((content) =>
        sender.client.post('/api/messages', { recipientId: recipient.id, clientId: randomUUID(), content }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(await counted(`message:${sender.id}`)).toBe(2);
    expect(await counted(`new-conversation:${sender.id}`)).toBe(1);
  });

  it('a booking request sent 8 times at once with one Idempotency-Key counts once', async () => {
    const { client, pro } = await bookingParties(t);
    const headers = { 'idempotency-key': randomUUID() };
    const form = bookingForm(pro.email, { title: 'Counted once' });
    const answers = await whilePairHeld(t.db, client.id, pro.id, 8, () =>
      Array.from({ length: 8 }, () => client.client.post('/api/bookings', form, { headers })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([...Array(7).fill(200), 201]);
    expect(await counted(`booking-create:${client.id}`)).toBe(1);
    expect(await counted(`booking-lookup:${client.id}`)).toBe(1);
  });
});
