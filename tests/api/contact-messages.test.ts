import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES_PAGE } from '../../src/shared/schemas/marketing.js';
import { signedInMember } from '../support/members.js';
import { setupTestApp } from '../support/test-app.js';

// The admin Contact messages tab (docs/product.md, Admin tabs): every message sent through
// the contact form can be read, newest first, a page at a time; none is skipped or
// repeated, also where several arrived in the same microsecond.

const t = setupTestApp();

describe('contact form messages in the admin area', () => {
  it('pages through every message, newest first, each once', async () => {
    const moderator = await signedInMember(t, { label: 'moderator', adminLevel: 'moderator' });
    const base = Date.now() - 86_400_000;
    const total = CONTACT_MESSAGES_PAGE + 3;
    await t.db
      .insertInto('contact_messages')
      .values(
        Array.from({ length: total }, (_, i) => ({
          name: `Sender ${i}`,
          email: `sender${i}@example.test`,
          topic: 'general' as const,
          message: `Question number ${i}`,
          // Pairs share a time: the page link must tell them apart.
          created_at: new Date(base + Math.floor(i / 2) * 1000),
        })),
      )
      .execute();

    const first = await moderator.client.get('/api/admin/contact-messages');
    expect(first.statusCode).toBe(200);
    expect(first.json().messages).toHaveLength(CONTACT_MESSAGES_PAGE);
    expect(first.json().nextCursor).toEqual(expect.any(String));
    const second = await moderator.client.get('/api/admin/contact-messages', {
      query: { cursor: first.json().nextCursor },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().nextCursor).toBeNull();

    const shown = [...first.json().messages, ...second.json().messages] as {
      name: string;
      createdAt: string;
    }[];
    expect(shown).toHaveLength(total);
    expect(new Set(shown.map((message) => message.name)).size).toBe(total);
    const times = shown.map((message) => Date.parse(message.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(shown.at(-1)?.createdAt).toBe(new Date(base).toISOString());
  });

  it('refuses a member, and a page link it did not make', async () => {
    const member = await signedInMember(t, { label: 'member', profile: 'client' });
    expect((await member.client.get('/api/admin/contact-messages')).statusCode).toBe(403);
    const admin = await signedInMember(t, { label: 'admin', adminLevel: 'admin' });
    const bad = await admin.client.get('/api/admin/contact-messages', { query: { cursor: 'not-a-link' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.cursor).toBe('Not a valid page link');
  });
});
