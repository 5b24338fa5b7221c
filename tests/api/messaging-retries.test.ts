import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MESSAGING_TEXTS } from '../../src/shared/schemas/messaging.js';
import { signedInMember } from '../support/members.js';
import { errorOf, setupTestApp } from '../support/test-app.js';

// Sends retried with the same client id (docs/product.md, Sending): a retry is the same
// message, never a second one, and never a message an administrator removed.

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
