import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMessage } from '../../src/server/db/seed/factories.js';
import { errorBodySchema } from '../../src/shared/errors.js';
import { signedInMember } from '../support/members.js';
import { setupTestApp } from '../support/test-app.js';

// A suspended member (docs/product.md, Availability and suspension; Sending): to a
// member who never wrote with them a thread, a block and a report answer exactly as for
// an unknown member; whoever already has a conversation with them still reads it, is
// told plainly why they cannot write, and can block or report them.

const t = setupTestApp();

async function suspendedModel() {
  return signedInMember(t, {
    label: 'suspended',
    profile: { role: 'model', display_name: 'Sam Hidden' },
    suspended: true,
  });
}

describe('a thread with a suspended member', () => {
  it('answers a member without a conversation with them exactly as for an unknown member: 404, nothing of theirs', async () => {
    const suspended = await suspendedModel();
    const stranger = await signedInMember(t, { label: 'stranger', profile: 'client' });

    const hidden = await stranger.client.get(`/api/messages/conversations/${suspended.id}`);
    const unknown = await stranger.client.get(`/api/messages/conversations/${randomUUID()}`);
    expect(hidden.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(errorBodySchema.parse(hidden.json())).toEqual(errorBodySchema.parse(unknown.json()));
    expect(hidden.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Profile not found' } });
    expect(hidden.body).not.toContain('Sam Hidden');
  });

  it('stays readable to a member who has a conversation with them, who can no longer write', async () => {
    const suspended = await suspendedModel();
    const client = await signedInMember(t, { label: 'client', profile: 'client' });
    await createMessage(t.db, { senderId: client.id, recipientId: suspended.id, content: 'Free in May?' });
    await createMessage(t.db, {
      senderId: suspended.id,
      recipientId: client.id,
      content: 'Yes, from the 3rd.',
    });

    const thread = await client.client.get(`/api/messages/conversations/${suspended.id}`);
    expect(thread.statusCode).toBe(200);
    expect(thread.json()).toMatchObject({
      otherMember: { userId: suspended.id, displayName: 'Sam Hidden' },
      canSend: false,
      cannotSendReason: 'This member cannot receive messages right now.',
    });
    const reply = await client.client.post('/api/messages', {
      recipientId: suspended.id,
      clientId: randomUUID(),
      content: 'Still on?',
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().error.message).toBe('This member cannot receive messages right now.');
    expect(thread.json().messages.map((message: { content: string }) => message.content)).toEqual([
      'Free in May?',
      'Yes, from the 3rd.',
    ]);
    // The same name as in their conversation list.
    const list = (await client.client.get('/api/messages/conversations')).json();
    expect(
      list.items.map((item: { otherMember: { displayName: string } }) => item.otherMember.displayName),
    ).toEqual(['Sam Hidden']);

    // The suspended member reads their own threads, and an administrator sees them as their profile.
    const own = await suspended.client.get(`/api/messages/conversations/${client.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().messages).toHaveLength(2);
    const admin = await signedInMember(t, { label: 'admin', profile: 'client', adminLevel: 'admin' });
    expect((await admin.client.get(`/api/messages/conversations/${suspended.id}`)).statusCode).toBe(200);
  });

  it('is blocked and reported by a stranger exactly as an unknown member: 404, nothing stored', async () => {
    const suspended = await suspendedModel();
    const stranger = await signedInMember(t, { label: 'stranger', profile: 'client' });
    const unknown = randomUUID();

    // What the stranger sees, with the member's id taken out of it.
    const answers = async (memberId: string) => {
      const block = await stranger.client.request('PUT', `/api/messages/blocks/${memberId}`);
      const report = await stranger.client.post('/api/reports', { memberId, reason: 'Spam in my inbox' });
      return { statuses: [block.statusCode, report.statusCode], bodies: [block.json(), report.json()] };
    };
    const hidden = await answers(suspended.id);
    expect(hidden.statuses).toEqual([404, 404]);
    expect(hidden).toEqual(await answers(unknown));
    expect(
      await t.db.selectFrom('blocks').selectAll().where('blocked_id', '=', suspended.id).execute(),
    ).toEqual([]);
    expect(
      await t.db.selectFrom('reports').selectAll().where('member_id', '=', suspended.id).execute(),
    ).toEqual([]);
  });

  it('is blocked and reported by a member who has a conversation with them', async () => {
    const suspended = await suspendedModel();
    const client = await signedInMember(t, { label: 'client', profile: 'client' });
    const message = await createMessage(t.db, {
      senderId: suspended.id,
      recipientId: client.id,
      content: 'Pay me outside the site.',
    });

    const report = await client.client.post('/api/reports', {
      memberId: suspended.id,
      messageId: message.id,
      reason: 'Asks to pay outside Frameline',
    });
    expect(report.statusCode).toBe(201);
    expect((await client.client.request('PUT', `/api/messages/blocks/${suspended.id}`)).statusCode).toBe(200);
    const blocked = (await client.client.get('/api/messages/blocks')).json();
    expect(blocked.members.map((member: { userId: string }) => member.userId)).toEqual([suspended.id]);
  });
});
