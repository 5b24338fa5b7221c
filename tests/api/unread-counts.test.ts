import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import * as unreadCountsOfReadMessages from '../../src/server/db/migrations/0014-unread-counts-of-read-messages.js';
import { createMessage } from '../../src/server/db/seed/factories.js';
import { signedInMember } from '../support/members.js';
import { setupTestApp, type TestClient } from '../support/test-app.js';

// The unread count (docs/product.md, Read state) counts the messages to me that I have not
// read, whatever wrote them: a message stored already read (imported, or by the demo seed)
// is not one, and opening the thread takes the count to 0.

const t = setupTestApp();

async function counts(client: TestClient) {
  const total = (await client.get('/api/messages/unread')).json().unreadTotal;
  const list = (await client.get('/api/messages/conversations')).json();
  return { total, perConversation: list.items.map((item: { unreadCount: number }) => item.unreadCount) };
}

describe('unread counts', () => {
  it('leave out a message stored already read, and go to 0 when the thread is opened', async () => {
    const me = await signedInMember(t, { label: 'me', profile: 'client' });
    const other = await signedInMember(t, { label: 'other', profile: 'model' });
    const base = Date.now() - 3_600_000;
    await createMessage(t.db, {
      senderId: other.id,
      recipientId: me.id,
      content: 'Read long ago',
      createdAt: new Date(base),
      isRead: true,
    });
    expect(await counts(me.client)).toEqual({ total: 0, perConversation: [0] });

    await createMessage(t.db, {
      senderId: other.id,
      recipientId: me.id,
      content: 'Not read yet',
      createdAt: new Date(base + 60_000),
    });
    expect(await counts(me.client)).toEqual({ total: 1, perConversation: [1] });

    const read = await me.client.post(`/api/messages/conversations/${other.id}/read`);
    expect(read.json()).toMatchObject({ read: 1, unreadTotal: 0 });
    expect(await counts(me.client)).toEqual({ total: 0, perConversation: [0] });
  });

  it('are taken again from the messages by migration 0014, where an earlier trigger left them wrong', async () => {
    const me = await signedInMember(t, { label: 'me', profile: 'client' });
    const other = await signedInMember(t, { label: 'other', profile: 'model' });
    await createMessage(t.db, { senderId: other.id, recipientId: me.id, content: 'One', isRead: true });
    await createMessage(t.db, { senderId: other.id, recipientId: me.id, content: 'Two' });
    // As the old trigger left them: both counted.
    await sql`update conversations set unread_count = 2 where member_id = ${me.id}`.execute(t.db);
    expect((await counts(me.client)).total).toBe(2);

    await unreadCountsOfReadMessages.up(t.db as unknown as Kysely<unknown>);
    expect(await counts(me.client)).toEqual({ total: 1, perConversation: [1] });
  });
});
