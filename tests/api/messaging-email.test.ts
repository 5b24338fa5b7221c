import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { housekeeping } from '../../src/server/lib/housekeeping.js';
import { signedInMember } from '../support/members.js';
import type { TestClient } from '../support/test-app.js';
import { setupTestApp } from '../support/test-app.js';

// docs/product.md, Unread message email: one email for messages still unread after the
// delay (1 s here), naming who wrote and how many; none for messages read in time; none
// with the switch off; at most one an hour.

const t = setupTestApp({ UNREAD_EMAIL_DELAY_SECONDS: '1' });

const send = (client: TestClient, recipientId: string, content: string) =>
  client.post('/api/messages', { recipientId, clientId: randomUUID(), content });
const afterTheDelay = () => new Promise((resolve) => setTimeout(resolve, 1_300));

/** Runs every job, also those not due yet, as the worker would once their time comes. */
async function mailsTo(email: string) {
  await t.app.jobs.runQueued({ includeDelayed: true });
  await t.app.jobs.runQueued({ includeDelayed: false });
  return ((await t.app.mailer.outbox?.()) ?? []).filter((mail) => mail.to === email);
}

async function trio() {
  const reader = await signedInMember(t, {
    label: 'reader',
    profile: { role: 'photographer', display_name: 'Ava Lens' },
  });
  const nora = await signedInMember(t, {
    label: 'nora',
    profile: { role: 'client', display_name: 'Nora Brand' },
  });
  const omar = await signedInMember(t, {
    label: 'omar',
    profile: { role: 'client', display_name: 'Omar Studio' },
  });
  return { reader, nora, omar };
}

describe('the unread messages email', () => {
  it('3 unread messages from 2 members give exactly one email after the delay, naming both', async () => {
    const { reader, nora, omar } = await trio();
    await send(nora.client, reader.id, 'Hello');
    await send(nora.client, reader.id, 'Are you free?');
    await send(omar.client, reader.id, 'Quick question');
    await afterTheDelay();

    const mails = await mailsTo(reader.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('You have 3 unread messages on Frameline');
    expect(mails[0]!.text).toContain('Nora Brand: 2 messages');
    expect(mails[0]!.text).toContain('Omar Studio: 1 message');
    expect(mails[0]!.text).toContain('/dashboard?tab=messages');
    // The way out leads to the Messages card of Settings.
    expect(mails[0]!.text).toMatch(
      /Turn off unread message emails: http\S+\/dashboard\?tab=settings#messages\n/,
    );
    // Running the jobs again sends nothing more.
    expect(await mailsTo(reader.email)).toHaveLength(1);
  });

  it('counts every message unread when it goes, those that arrived within the delay too', async () => {
    const { reader, nora, omar } = await trio();
    await send(nora.client, reader.id, 'Hello');
    await afterTheDelay();
    // A second later, just before the email job looks.
    await send(omar.client, reader.id, 'Quick question');
    await send(omar.client, reader.id, 'And another');
    await t.app.jobs.runQueued({ includeDelayed: false });

    const sent = ((await t.app.mailer.outbox?.()) ?? []).filter((mail) => mail.to === reader.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('You have 3 unread messages on Frameline');
    expect(sent[0]!.text).toContain('Nora Brand: 1 message');
    expect(sent[0]!.text).toContain('Omar Studio: 2 messages');
    // Nothing is left to email an hour later.
    expect(await mailsTo(reader.email)).toHaveLength(1);
  });

  it('a message read before the delay gives no email', async () => {
    const { reader, nora } = await trio();
    await send(nora.client, reader.id, 'Hello');
    await reader.client.post(`/api/messages/conversations/${nora.id}/read`);
    await afterTheDelay();
    expect(await mailsTo(reader.email)).toHaveLength(0);
  });

  it('the switch in Settings turns them off', async () => {
    const { reader, nora } = await trio();
    await reader.client.request('PUT', '/api/messages/settings', { payload: { emailUnreadMessages: false } });
    await send(nora.client, reader.id, 'Hello');
    await afterTheDelay();
    expect(await mailsTo(reader.email)).toHaveLength(0);
  });

  it('messages that arrived while the switch was off are not emailed once it is on again', async () => {
    const { reader, nora, omar } = await trio();
    const settings = (on: boolean) =>
      reader.client.request('PUT', '/api/messages/settings', { payload: { emailUnreadMessages: on } });
    await settings(false);
    await send(nora.client, reader.id, 'While you were away');
    await afterTheDelay();
    expect(await mailsTo(reader.email)).toHaveLength(0);

    await settings(true);
    await send(omar.client, reader.id, 'Now that you are back');
    await afterTheDelay();
    const mails = await mailsTo(reader.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('You have 1 unread message on Frameline');
    expect(mails[0]!.text).toContain('Omar Studio: 1 message');
    expect(mails[0]!.text).not.toContain('Nora Brand');
  });

  it('a message that arrived while the switch was off is not emailed though it is on again before the email job looks', async () => {
    const { reader, nora, omar } = await trio();
    const settings = (on: boolean) =>
      reader.client.request('PUT', '/api/messages/settings', { payload: { emailUnreadMessages: on } });
    await settings(false);
    await send(nora.client, reader.id, 'While you were away');
    await settings(true);
    await send(omar.client, reader.id, 'Now that you are back');
    await afterTheDelay();
    const mails = await mailsTo(reader.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('You have 1 unread message on Frameline');
    expect(mails[0]!.text).toContain('Omar Studio: 1 message');
    expect(mails[0]!.text).not.toContain('Nora Brand');
  });

  it('a delay shortened while an email waits brings it forward for the next message', async () => {
    const { reader, nora } = await trio();
    const waitingJob = async () => {
      const { rows } = await sql<{ start_after: Date }>`
        select start_after from pgboss.job
        where name = 'unread-messages-email' and singleton_key = ${reader.id} and state = 'created'
      `.execute(t.db);
      return rows.map((row) => row.start_after.getTime() - Date.now());
    };
    await t.db.updateTable('platform_settings').set({ unread_email_delay_minutes: 60 }).execute();
    try {
      await send(nora.client, reader.id, 'First');
      const [first] = await waitingJob();
      expect(first).toBeGreaterThan(55 * 60_000);
      await t.db.updateTable('platform_settings').set({ unread_email_delay_minutes: 2 }).execute();
      await send(nora.client, reader.id, 'Second');
      const waiting = await waitingJob();
      expect(waiting).toHaveLength(1);
      expect(waiting[0]).toBeLessThan(3 * 60_000);
    } finally {
      await t.db.updateTable('platform_settings').set({ unread_email_delay_minutes: null }).execute();
    }
  });

  it('leaves out a member the reader blocked before reading them', async () => {
    const { reader, nora, omar } = await trio();
    await send(nora.client, reader.id, 'Buy followers');
    await send(omar.client, reader.id, 'A real question');
    await reader.client.request('PUT', `/api/messages/blocks/${nora.id}`);
    await afterTheDelay();
    const mails = await mailsTo(reader.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('You have 1 unread message on Frameline');
    expect(mails[0]!.text).not.toContain('Nora Brand');

    // Blocked before anything else came: no email at all.
    const other = await trio();
    await send(other.nora.client, other.reader.id, 'Buy followers');
    await other.reader.client.request('PUT', `/api/messages/blocks/${other.nora.id}`);
    await afterTheDelay();
    expect(await mailsTo(other.reader.email)).toHaveLength(0);

    // Unblocked later: what they sent while blocked is still never emailed.
    await other.reader.client.delete(`/api/messages/blocks/${other.nora.id}`);
    await send(other.omar.client, other.reader.id, 'Are you free in May?');
    await afterTheDelay();
    const later = await mailsTo(other.reader.email);
    expect(later).toHaveLength(1);
    expect(later[0]!.subject).toBe('You have 1 unread message on Frameline');
    expect(later[0]!.text).not.toContain('Nora Brand');
  });

  it('at most one an hour: later unread messages wait for the hour to pass', async () => {
    const { reader, nora, omar } = await trio();
    await send(nora.client, reader.id, 'First');
    await afterTheDelay();
    expect(await mailsTo(reader.email)).toHaveLength(1);

    await send(omar.client, reader.id, 'Second');
    await afterTheDelay();
    // The job for the second message is due again only an hour after the first email.
    await t.app.jobs.runQueued({ includeDelayed: false });
    expect(((await t.app.mailer.outbox?.()) ?? []).filter((mail) => mail.to === reader.email)).toHaveLength(
      1,
    );
    const waiting = await t.db
      .selectFrom('messages')
      .select('notified_at')
      .where('recipient_id', '=', reader.id)
      .where('sender_id', '=', omar.id)
      .executeTakeFirstOrThrow();
    expect(waiting.notified_at).toBeNull();
  });
});

describe('housekeeping', () => {
  it('drops live events past their catch-up window and keeps the recent ones', async () => {
    const { reader, nora } = await trio();
    await send(nora.client, reader.id, 'Recent');
    const before = await t.db
      .selectFrom('member_events')
      .select('id')
      .where('member_id', '=', reader.id)
      .execute();
    expect(before.length).toBeGreaterThan(0);
    await t.db
      .insertInto('member_events')
      .values({
        member_id: reader.id,
        type: 'unread.changed',
        payload: JSON.stringify({ type: 'unread.changed', unreadTotal: 0 }),
        created_at: new Date(Date.now() - 25 * 3_600_000),
      })
      .execute();
    await housekeeping.handler(
      {},
      {
        db: t.db,
        config: t.config,
        mailer: t.app.mailer,
        storage: t.app.storage,
        job: { id: 'x', name: 'housekeeping', attempt: 1 },
      },
    );
    const after = await t.db
      .selectFrom('member_events')
      .select('id')
      .where('member_id', '=', reader.id)
      .execute();
    expect(after.map((row) => row.id)).toEqual(before.map((row) => row.id));
  });
});
