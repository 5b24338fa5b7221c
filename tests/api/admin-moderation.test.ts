import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  createBooking,
  createMessage,
  createReview,
  DEFAULT_PASSWORD,
  daysFromNow,
  isoDate,
} from '../../src/server/db/seed/factories.js';
import { eventsAfter } from '../../src/server/lib/realtime.js';
import type { AdminStats } from '../../src/shared/schemas/admin.js';
import type { BookingDetail, BookingResponse } from '../../src/shared/schemas/bookings.js';
import type { ConversationList, Thread } from '../../src/shared/schemas/messaging.js';
import type {
  AdminBookingList,
  AdminConversation,
  AdminMessageList,
  AdminReportList,
  AdminReviewList,
  AuditFilters,
  AuditLog,
  HiddenMessageResponse,
  ReportResponse,
} from '../../src/shared/schemas/moderation.js';
import { bookingParties } from '../support/bookings.js';
import { lastMailTo } from '../support/mail.js';
import { signedInMember } from '../support/members.js';
import { errorOf, setupTestApp, TestClient } from '../support/test-app.js';

// The admin area's moderation (docs/product.md, Admin tabs; Reviews; Audit log): the
// lists, each write with its one audit row (none when it fails), two admins at once
// (one wins), bad input 400, and what members see afterwards.

const t = setupTestApp({ RATE_LIMITS: 'false' });

const auditRowsFor = (recordId: string) =>
  t.db.selectFrom('audit_logs').selectAll().where('record_id', '=', recordId).orderBy('id').execute();

const admins = async () => {
  const [moderator, admin] = await Promise.all([
    signedInMember(t, { label: 'moderator', adminLevel: 'moderator' }),
    signedInMember(t, { label: 'admin', adminLevel: 'admin' }),
  ]);
  return { moderator: moderator!, admin: admin! };
};

describe('Bookings tab', () => {
  it('lists the latest 50 newest first with both parties, then pages beyond; filters by status', async () => {
    const { moderator } = await admins();
    const { client, pro } = await bookingParties(t);
    const base = Date.now() - 1_000_000;
    for (let i = 0; i < 53; i++) {
      await createBooking(t.db, {
        clientId: client.id,
        professionalId: pro.id,
        title: `Shoot ${i}`,
        rate_offered: 1250.5,
        status: i % 10 === 0 ? 'pending' : 'declined',
        created_at: new Date(base + i * 1000),
      });
    }
    const first = (await moderator.client.get('/api/admin/bookings')).json() as AdminBookingList;
    expect(first.items).toHaveLength(50);
    expect(first.items[0]).toMatchObject({
      title: 'Shoot 52',
      rateOffered: 1250.5,
      client: { userId: client.id, name: 'Nora Brand', email: client.email },
      professional: { userId: pro.id, name: 'Ava Lens', email: pro.email },
    });
    expect(first.nextCursor).not.toBeNull();
    const rest = (
      await moderator.client.get('/api/admin/bookings', { query: { cursor: first.nextCursor! } })
    ).json() as AdminBookingList;
    const titles = [...first.items, ...rest.items].map((item) => item.title);
    expect(titles.slice(0, 53)).toEqual(Array.from({ length: 53 }, (_, i) => `Shoot ${52 - i}`));

    const pending = (
      await moderator.client.get('/api/admin/bookings', { query: { status: 'pending' } })
    ).json() as AdminBookingList;
    expect(pending.items.every((item) => item.status === 'pending')).toBe(true);
    expect(pending.items.map((item) => item.title).slice(0, 6)).toEqual([
      'Shoot 50',
      'Shoot 40',
      'Shoot 30',
      'Shoot 20',
      'Shoot 10',
      'Shoot 0',
    ]);

    for (const query of [{ status: 'lost' }, { cursor: 'nonsense' }, { page: '2' }] as Record<
      string,
      string
    >[]) {
      const response = await moderator.client.get('/api/admin/bookings', { query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    }
  });

  it('the status filter reads a request past its time as expired, as its badge does', async () => {
    const { moderator } = await admins();
    const { client, pro } = await bookingParties(t);
    const pendingCard = async () =>
      ((await moderator.client.get('/api/admin/stats')).json() as AdminStats).pending_bookings;
    const pendingBefore = await pendingCard();
    const make = (title: string, status: 'pending' | 'expired', more: Record<string, unknown> = {}) =>
      createBooking(t.db, { clientId: client.id, professionalId: pro.id, title, status, ...more });
    const open = await make('Open', 'pending');
    const started = await make('Shoot started', 'pending', { shoot_date: isoDate(daysFromNow(-1)) });
    const old = await make('Eight days old', 'pending', { created_at: daysFromNow(-8) });
    const expired = await make('Expired', 'expired');
    const mine = async (status: string) => {
      const list = (
        await moderator.client.get('/api/admin/bookings', { query: { status } })
      ).json() as AdminBookingList;
      return list.items.filter((item) => item.client.userId === client.id).map((item) => item.id);
    };
    expect(await mine('pending')).toEqual([open.id]);
    expect((await mine('expired')).sort()).toEqual([started.id, old.id, expired.id].sort());
    // The Pending Bookings card counts what the Pending filter lists.
    expect(await pendingCard()).toBe(pendingBefore + 1);
  });

  it('accepting a pending booking: one audit row, both parties emailed; two admins at once, one wins', async () => {
    const { moderator, admin } = await admins();
    const { client, pro } = await bookingParties(t);
    const booking = await createBooking(t.db, { clientId: client.id, professionalId: pro.id });
    const url = `/api/admin/bookings/${booking.id}/status`;

    const [accept, decline] = await Promise.all([
      moderator.client.request('PUT', url, {
        payload: { status: 'accepted', expectedStatus: 'pending', reason: 'Confirmed by phone' },
      }),
      admin.client.request('PUT', url, {
        payload: { status: 'declined', expectedStatus: 'pending', reason: 'Client asked us to' },
      }),
    ]);
    const answers = [accept, decline].map((response) => response.statusCode).sort();
    expect(answers).toEqual([200, 409]);
    const winner = accept.statusCode === 200 ? accept : decline;
    const loser = winner === accept ? decline : accept;
    const won = winner.json() as BookingResponse;
    expect(won.message).toBe(`Booking ${won.booking.status} successfully`);
    expect(errorOf(loser).message).toBe(
      `This booking is ${won.booking.status} now, so it cannot be changed that way.`,
    );
    const rows = await auditRowsFor(booking.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'booking.set_status', old_values: { status: 'pending' } });

    // The history shows the admin's move with its reason; both parties are told.
    const detail = (
      await admin.client.get(`/api/bookings/${booking.id}`)
    ).json() as BookingResponse['booking'];
    expect(detail.history.at(-1)).toMatchObject({
      actorRole: 'admin',
      from: 'pending',
      to: won.booking.status,
    });
    // The parties read that an administrator did it, not a member's name nor a placeholder
    // for one (the email says 'A Frameline administrator' likewise).
    const asClient = (await client.client.get(`/api/bookings/${booking.id}`)).json() as BookingDetail;
    expect(asClient.history.at(-1)).toMatchObject({ actorRole: 'admin', actorName: null });
    expect((await lastMailTo(t.app, client.email)).text).toBeTruthy();
    expect((await lastMailTo(t.app, pro.email)).text).toBeTruthy();

    const noReason = await admin.client.request('PUT', url, {
      payload: { status: 'completed', reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(errorOf(noReason).fields?.reason).toBe('Please give a reason for the change');
    expect(
      (await admin.client.request('PUT', url, { payload: { status: 'done', reason: 'x' } })).statusCode,
    ).toBe(400);
    expect(await auditRowsFor(booking.id)).toHaveLength(1);

    // The reason is typed in a box of lines, and kept with them, as members' reasons are.
    const twoLines = 'Both parties called us.\nThe shoot took place on the day.';
    const completed = await admin.client.request('PUT', url, {
      payload: { status: 'completed', expectedStatus: won.booking.status, reason: twoLines },
    });
    expect(completed.statusCode).toBe(200);
    const after = (
      await admin.client.get(`/api/bookings/${booking.id}`)
    ).json() as BookingResponse['booking'];
    expect(after.history.at(-1)).toMatchObject({ actorRole: 'admin', to: 'completed', note: twoLines });

    // Completed by an administrator, the client is invited to review, as when the
    // professional completes it; the reason's lines stay lines in the HTML part too.
    await expect
      .poll(async () => (await lastMailTo(t.app, client.email)).subject, { timeout: 10_000 })
      .toBe(`Booking completed: ${booking.title}`);
    const invitation = await lastMailTo(t.app, client.email);
    expect(invitation.text).toContain('Tell others how it went: you can review');
    expect(invitation.text).toContain('Leave a review: ');
    expect(invitation.link).toContain('&review=1');
    expect(invitation.html).toContain('Both parties called us.<br>The shoot took place on the day.');
    const told = await lastMailTo(t.app, pro.email);
    expect(told.subject).toBe(`Booking completed: ${booking.title}`);
    expect(told.text).not.toContain('review');
  });
});

describe('Bookings tab: setting a status', () => {
  it('refuses to reopen as a request what would expire at once; a restored booking keeps no leftovers', async () => {
    const { admin } = await admins();
    const { client, pro } = await bookingParties(t);
    const set = (bookingId: string, status: string, expectedStatus: string) =>
      admin.client.request('PUT', `/api/admin/bookings/${bookingId}/status`, {
        payload: { status, expectedStatus, reason: 'Both parties asked us' },
      });

    // Declined a week ago: as a request again it would expire within minutes.
    const old = await createBooking(t.db, {
      clientId: client.id,
      professionalId: pro.id,
      status: 'declined',
      created_at: daysFromNow(-8),
    });
    const refused = await set(old.id, 'pending', 'declined');
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(
      'As a request this booking would expire at once: it was made 7 or more days ago, or its shoot has started.',
    );
    expect(await auditRowsFor(old.id)).toHaveLength(0);

    // Accepted at a counter rate, cancelled with a reason, then restored by an admin: no
    // reason for cancelling is left on it; reopened as a request, no accepted rate either.
    const recent = await createBooking(t.db, {
      clientId: client.id,
      professionalId: pro.id,
      status: 'cancelled',
      rate_offered: 500,
      rate_accepted: 650,
      notes: 'I will bring two lights.',
      cancel_reason: 'The client moved the shoot',
    });
    expect((await set(recent.id, 'accepted', 'cancelled')).statusCode).toBe(200);
    const restored = (
      await client.client.get(`/api/bookings/${recent.id}`)
    ).json() as BookingResponse['booking'];
    expect(restored).toMatchObject({
      status: 'accepted',
      rateAccepted: 650,
      notes: 'I will bring two lights.',
      cancelReason: null,
    });
    expect((await set(recent.id, 'pending', 'accepted')).statusCode).toBe(200);
    const reopened = (
      await client.client.get(`/api/bookings/${recent.id}`)
    ).json() as BookingResponse['booking'];
    expect(reopened).toMatchObject({
      status: 'pending',
      rateAccepted: null,
      notes: null,
      cancelReason: null,
    });

    // Cancelled by an admin (by mistake) and restored: the agreed counter rate is still
    // the one agreed, as when a member cancels.
    const agreed = await createBooking(t.db, {
      clientId: client.id,
      professionalId: pro.id,
      status: 'accepted',
      rate_offered: 500,
      rate_accepted: 650,
    });
    expect((await set(agreed.id, 'cancelled', 'accepted')).statusCode).toBe(200);
    const cancelled = (
      await client.client.get(`/api/bookings/${agreed.id}`)
    ).json() as BookingResponse['booking'];
    expect(cancelled).toMatchObject({ status: 'cancelled', rateAccepted: 650 });
    expect((await set(agreed.id, 'accepted', 'cancelled')).statusCode).toBe(200);
    const restoredAgain = (
      await client.client.get(`/api/bookings/${agreed.id}`)
    ).json() as BookingResponse['booking'];
    expect(restoredAgain).toMatchObject({ status: 'accepted', rateAccepted: 650 });
  });
});

describe('Messages tab', () => {
  it('loads the latest 100 newest first, deleted ones marked, and the next 100 after them', async () => {
    const { moderator } = await admins();
    const a = await signedInMember(t, { profile: 'client' });
    const b = await signedInMember(t, { profile: 'model' });
    const base = new Date(Date.now() + 60_000);
    for (let i = 0; i < 103; i++) {
      await createMessage(t.db, {
        senderId: i % 2 ? a.id : b.id,
        recipientId: i % 2 ? b.id : a.id,
        content: `<b>message ${i}</b>`,
        isRead: i < 100,
        createdAt: new Date(base.getTime() + i * 1000),
      });
    }
    const batch = (await moderator.client.get('/api/admin/messages')).json() as AdminMessageList;
    expect(batch.items).toHaveLength(100);
    expect(batch.items[0]).toMatchObject({ content: '<b>message 102</b>', readAt: null, hiddenAt: null });
    expect(batch.items[3]?.readAt).not.toBeNull();
    expect(batch.nextCursor).not.toBeNull();
    const next = (
      await moderator.client.get('/api/admin/messages', { query: { cursor: batch.nextCursor! } })
    ).json() as AdminMessageList;
    expect(next.items[0]?.content).toBe('<b>message 2</b>');
  });

  it('opening the conversation around a message reads both sides of it and leaves one audit row', async () => {
    const { moderator } = await admins();
    const a = await signedInMember(t, { profile: { role: 'client', display_name: 'Cleo Client' } });
    const b = await signedInMember(t, { profile: { role: 'model', display_name: 'Milo Model' } });
    const other = await signedInMember(t, { profile: 'client' });
    const base = Date.now() - 100_000;
    const messages = [];
    for (let i = 0; i < 45; i++) {
      messages.push(
        await createMessage(t.db, {
          senderId: i % 2 ? a.id : b.id,
          recipientId: i % 2 ? b.id : a.id,
          content: `line ${i}`,
          createdAt: new Date(base + i * 1000),
        }),
      );
    }
    await createMessage(t.db, { senderId: a.id, recipientId: other.id, content: 'elsewhere' });
    const focus = messages[22]!;
    // Without the CSRF header (a link from another site), the read is refused and not recorded.
    const crossSite = await moderator.client.get(`/api/admin/messages/${focus.id}/conversation`);
    expect(crossSite.statusCode).toBe(403);
    expect(errorOf(crossSite).code).toBe('CSRF_FAILED');
    expect(await auditRowsFor(focus.id)).toHaveLength(0);
    const response = await moderator.client.get(`/api/admin/messages/${focus.id}/conversation`, {
      csrf: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const conversation = response.json() as AdminConversation;
    expect(conversation.messages.map((m) => m.content)).toEqual(
      Array.from({ length: 41 }, (_, i) => `line ${i + 2}`),
    );
    expect(conversation).toMatchObject({ focusId: focus.id, hasEarlier: true, hasLater: true });
    expect(conversation.members.map((m) => m.name).sort()).toEqual(['Cleo Client', 'Milo Model']);

    const rows = await auditRowsFor(focus.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_id: moderator.id,
      action: 'conversation.read',
      table_name: 'messages',
      new_values: { members: [a.id, b.id].sort(), messagesShown: 41 },
    });

    const unknown = crypto.randomUUID();
    expect(
      (await moderator.client.get(`/api/admin/messages/${unknown}/conversation`, { csrf: true })).statusCode,
    ).toBe(404);
    expect(await auditRowsFor(unknown)).toHaveLength(0);
    expect(
      (await moderator.client.get('/api/admin/messages/nope/conversation', { csrf: true })).statusCode,
    ).toBe(400);
  });

  it('deleting a message hides it from both members (thread, list, unread) and keeps it, with one audit row', async () => {
    const { moderator, admin } = await admins();
    const a = await signedInMember(t, { profile: 'client' });
    const b = await signedInMember(t, { profile: 'photographer' });
    const earlier = await createMessage(t.db, {
      senderId: b.id,
      recipientId: a.id,
      content: 'Hi, are you free in May?',
      createdAt: new Date(Date.now() - 60_000),
    });
    const bad = await createMessage(t.db, { senderId: a.id, recipientId: b.id, content: 'something vile' });
    expect((await b.client.get('/api/messages/unread')).json().unreadTotal).toBe(1);

    const url = `/api/admin/messages/${bad.id}/hidden`;
    const noReason = await moderator.client.request('PUT', url, { payload: { reason: 'no' } });
    expect(noReason.statusCode).toBe(400);
    expect(errorOf(noReason).fields?.reason).toBe('Please give a reason (at least 3 characters)');
    expect(await auditRowsFor(bad.id)).toHaveLength(0);

    const [first, second] = await Promise.all([
      moderator.client.request('PUT', url, { payload: { reason: 'Abusive language' } }),
      admin.client.request('PUT', url, { payload: { reason: 'Abusive language' } }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const done = (first.statusCode === 200 ? first : second).json() as HiddenMessageResponse;
    expect(done.message).toBe('Message deleted. Neither member sees it any more.');
    expect(done.item).toMatchObject({
      id: bad.id,
      content: 'something vile',
      hiddenReason: 'Abusive language',
    });
    expect(errorOf(first.statusCode === 409 ? first : second).message).toBe(
      'This message is deleted already.',
    );
    const rows = await auditRowsFor(bad.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'message.hide',
      old_values: { hidden: false },
      new_values: { hidden: true, reason: 'Abusive language' },
    });

    for (const [member, otherId] of [
      [a, b.id],
      [b, a.id],
    ] as const) {
      const thread = (await member.client.get(`/api/messages/conversations/${otherId}`)).json() as Thread;
      expect(thread.messages.map((m) => m.content)).toEqual(['Hi, are you free in May?']);
      const list = (await member.client.get('/api/messages/conversations')).json() as ConversationList;
      expect(list.items[0]?.lastMessage.id).toBe(earlier.id);
    }
    expect((await b.client.get('/api/messages/unread')).json().unreadTotal).toBe(0);
    // Both members' open tabs are told.
    const events = await t.db
      .selectFrom('member_events')
      .select(['member_id', 'payload'])
      .where('type', '=', 'message.hidden')
      .where(sql<boolean>`payload->>'messageId' = ${bad.id}`)
      .execute();
    expect(events.map((event) => event.member_id).sort()).toEqual([a.id, b.id].sort());
    // Kept for the audit, and marked in the admin's list.
    const kept = await t.db
      .selectFrom('messages')
      .selectAll()
      .where('id', '=', bad.id)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({
      content: 'something vile',
      hidden_by: first.statusCode === 200 ? moderator.id : admin.id,
      hidden_reason: 'Abusive language',
    });
  });

  it('a conversation whose only message is deleted leaves both lists; a new message brings it back', async () => {
    const { moderator } = await admins();
    const a = await signedInMember(t, { profile: 'client' });
    const b = await signedInMember(t, { profile: 'photographer' });
    const only = await createMessage(t.db, { senderId: a.id, recipientId: b.id, content: 'spam link' });
    expect(
      (
        await moderator.client.request('PUT', `/api/admin/messages/${only.id}/hidden`, {
          payload: { reason: 'Spam' },
        })
      ).statusCode,
    ).toBe(200);
    for (const member of [a, b]) {
      const list = (await member.client.get('/api/messages/conversations')).json() as ConversationList;
      expect(list).toMatchObject({ items: [], total: 0 });
    }
    const sent = await b.client.post('/api/messages', {
      recipientId: a.id,
      clientId: crypto.randomUUID(),
      content: 'Please stop.',
    });
    expect(sent.statusCode).toBe(201);
    const list = (await a.client.get('/api/messages/conversations')).json() as ConversationList;
    expect(list.items.map((item) => [item.lastMessage.content, item.unreadCount])).toEqual([
      ['Please stop.', 1],
    ]);
  });

  it("a deleted message's text leaves the stored events: a stream resumed from before it does not replay it", async () => {
    const { moderator } = await admins();
    const a = await signedInMember(t, { profile: 'client' });
    const b = await signedInMember(t, { profile: 'photographer' });
    const sent = await a.client.post('/api/messages', {
      recipientId: b.id,
      clientId: crypto.randomUUID(),
      content: 'something vile, once more',
    });
    expect(sent.statusCode).toBe(201);
    const messageId = sent.json().message.id as string;
    const replay = (memberId: string) => eventsAfter(t.db, memberId, '0');
    const carriesText = (events: Awaited<ReturnType<typeof replay>>) =>
      events.some((stored) => JSON.stringify(stored.event).includes('something vile, once more'));
    expect(carriesText(await replay(a.id))).toBe(true);
    expect(carriesText(await replay(b.id))).toBe(true);

    const hide = await moderator.client.request('PUT', `/api/admin/messages/${messageId}/hidden`, {
      payload: { reason: 'Abusive language' },
    });
    expect(hide.statusCode).toBe(200);
    for (const member of [a, b]) {
      const events = await replay(member.id);
      expect(carriesText(events)).toBe(false);
      // What a resumed tab gets instead: the message is gone.
      expect(events.map((stored) => stored.event)).toContainEqual(
        expect.objectContaining({ type: 'message.hidden', messageId }),
      );
    }
  });

  it('a write whose audit row fails is not done', async () => {
    const { moderator } = await admins();
    const a = await signedInMember(t, { profile: 'client' });
    const b = await signedInMember(t, { profile: 'photographer' });
    const message = await createMessage(t.db, { senderId: a.id, recipientId: b.id, content: 'keep me' });
    await sql`
      create function audit_logs_fail_insert() returns trigger language plpgsql as $$
      begin raise exception 'audit storage failed'; end; $$;
      create trigger audit_logs_fail_insert before insert on audit_logs
        for each row execute function audit_logs_fail_insert();
    `.execute(t.db);
    try {
      const hide = await moderator.client.request('PUT', `/api/admin/messages/${message.id}/hidden`, {
        payload: { reason: 'Spam' },
      });
      expect(hide.statusCode).toBe(500);
      const read = await moderator.client.get(`/api/admin/messages/${message.id}/conversation`, {
        csrf: true,
      });
      expect(read.statusCode).toBe(500);
    } finally {
      await sql`drop trigger audit_logs_fail_insert on audit_logs; drop function audit_logs_fail_insert();`.execute(
        t.db,
      );
    }
    const row = await t.db
      .selectFrom('messages')
      .select('hidden_at')
      .where('id', '=', message.id)
      .executeTakeFirst();
    expect(row?.hidden_at).toBeNull();
    const thread = (await b.client.get(`/api/messages/conversations/${a.id}`)).json() as Thread;
    expect(thread.messages.map((m) => m.content)).toEqual(['keep me']);
  });
});

/** A report of a message from `pro` to `client`, made through the member's API. */
async function reported(content = 'buy followers here') {
  const client = await signedInMember(t, { label: 'reporter', profile: 'client' });
  const pro = await signedInMember(t, {
    label: 'reported',
    profile: { role: 'photographer', is_available: true },
  });
  const message = await createMessage(t.db, { senderId: pro.id, recipientId: client.id, content });
  const made = await client.client.post('/api/reports', {
    memberId: pro.id,
    messageId: message.id,
    reason: 'Spam in my inbox',
  });
  expect(made.statusCode).toBeLessThan(300);
  const report = await t.db
    .selectFrom('reports')
    .select('id')
    .where('message_id', '=', message.id)
    .executeTakeFirstOrThrow();
  return { client, pro, message, reportId: report.id };
}

describe('Reports queue', () => {
  it('lists open reports first, each group newest first, with the reported message', async () => {
    const { moderator } = await admins();
    const older = await reported('first');
    const newer = await reported('second');
    const handled = await reported('third');
    await moderator.client.post(`/api/admin/reports/${handled.reportId}/resolution`, {
      outcome: 'dismiss',
      note: 'Fine as it is',
    });
    const pages: AdminReportList['items'] = [];
    let cursor: string | null = null;
    do {
      const page = (
        await moderator.client.get('/api/admin/reports', cursor ? { query: { cursor } } : {})
      ).json() as AdminReportList;
      pages.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    const mine = pages.filter((report) =>
      [older.reportId, newer.reportId, handled.reportId].includes(report.id),
    );
    expect(mine.map((report) => report.id)).toEqual([newer.reportId, older.reportId, handled.reportId]);
    const firstOpenHandled = pages.findIndex((report) => report.status !== 'open');
    expect(pages.slice(firstOpenHandled).every((report) => report.status !== 'open')).toBe(true);
    expect(mine[0]).toMatchObject({
      status: 'open',
      reason: 'Spam in my inbox',
      reporter: { userId: newer.client.id, email: newer.client.email },
      member: { userId: newer.pro.id, isSuspended: false, hasProfile: true },
      reportedMessage: { id: newer.message.id, content: 'second', hiddenAt: null },
    });
    expect(mine[2]).toMatchObject({
      status: 'dismissed',
      note: 'Fine as it is',
      handledBy: { userId: moderator.id },
    });

    const open = (await moderator.client.get('/api/admin/reports', { query: { status: 'open' } })).json();
    expect((open as AdminReportList).items.every((report) => report.status === 'open')).toBe(true);
    expect((await moderator.client.get('/api/admin/reports', { query: { status: 'x' } })).statusCode).toBe(
      400,
    );
  });

  it('a report whose reporter has deleted their account stays, naming them as a deleted account', async () => {
    const { moderator } = await admins();
    const { client, pro, message, reportId } = await reported('still spam');
    const deleted = await client.client.request('DELETE', '/api/auth/account', {
      payload: { password: DEFAULT_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const queue = (await moderator.client.get('/api/admin/reports', { query: { status: 'open' } })).json();
    const report = (queue as AdminReportList).items.find((item) => item.id === reportId);
    expect(report).toMatchObject({
      reporter: { userId: client.id, name: 'Deleted account', email: '' },
      member: { userId: pro.id, email: pro.email },
      reportedMessage: { id: message.id, content: 'still spam' },
    });
    // The message list names the recipient the same way.
    const listed: AdminMessageList['items'] = [];
    let cursor: string | null = null;
    do {
      const page = (
        await moderator.client.get('/api/admin/messages', cursor ? { query: { cursor } } : {})
      ).json() as AdminMessageList;
      listed.push(...page.items);
      cursor = listed.some((item) => item.id === message.id) ? null : page.nextCursor;
    } while (cursor);
    expect(listed.find((item) => item.id === message.id)?.recipient).toEqual({
      userId: client.id,
      name: 'Deleted account',
      email: '',
    });
  });

  it('dismissing: one audit row; two admins at once, one wins; a note is required', async () => {
    const { moderator, admin } = await admins();
    const { reportId } = await reported();
    const url = `/api/admin/reports/${reportId}/resolution`;
    const noNote = await admin.client.post(url, { outcome: 'dismiss', note: '' });
    expect(noNote.statusCode).toBe(400);
    expect(errorOf(noNote).fields?.note).toBe('Please write a note (at least 3 characters)');
    expect((await admin.client.post(url, { outcome: 'ban', note: 'Spam here' })).statusCode).toBe(400);

    const answers = await Promise.all([
      moderator.client.post(url, { outcome: 'dismiss', note: 'Not spam' }),
      admin.client.post(url, { outcome: 'delete_message', note: 'Spam' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409)!;
    expect(errorOf(loser).message).toBe('This report was handled already. The queue shows what was done.');
    expect(await auditRowsFor(reportId)).toHaveLength(1);
  });

  it('acting by deleting the message hides it from both members; one audit row names the message', async () => {
    const { moderator } = await admins();
    const { client, pro, message, reportId } = await reported();
    const response = await moderator.client.post(`/api/admin/reports/${reportId}/resolution`, {
      outcome: 'delete_message',
      note: 'Spam link',
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json() as ReportResponse;
    expect(answer.message).toBe('Report closed: the message is deleted');
    expect(answer.report).toMatchObject({ status: 'actioned', action: 'delete_message', note: 'Spam link' });
    expect(answer.report.reportedMessage?.hiddenAt).not.toBeNull();
    const thread = (await client.client.get(`/api/messages/conversations/${pro.id}`)).json() as Thread;
    expect(thread.messages).toEqual([]);
    const rows = await auditRowsFor(reportId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'report.delete_message',
      old_values: { status: 'open' },
      new_values: { status: 'actioned', action: 'delete_message', note: 'Spam link', messageId: message.id },
    });
    expect(await auditRowsFor(message.id)).toHaveLength(0);
  });

  it('acting by suspending needs manage_users: a moderator is refused, an admin suspends and the member is emailed', async () => {
    const { moderator, admin } = await admins();
    const { pro, reportId } = await reported();
    const url = `/api/admin/reports/${reportId}/resolution`;
    const refused = await moderator.client.post(url, { outcome: 'suspend_member', note: 'Spammer' });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe('Your admin level does not allow this.');
    expect(await auditRowsFor(reportId)).toHaveLength(0);

    const done = await admin.client.post(url, { outcome: 'suspend_member', note: 'Repeated spam' });
    expect(done.statusCode).toBe(200);
    expect((done.json() as ReportResponse).report.member.isSuspended).toBe(true);
    expect((await new TestClient(t.app).get(`/api/profiles/${pro.id}`)).statusCode).toBe(404);
    const mail = await lastMailTo(t.app, pro.email);
    expect(mail.subject).toBe('Your Frameline profile is suspended');
    expect(mail.text).toContain('The reason given: Repeated spam.');
    const rows = await auditRowsFor(reportId);
    expect(rows.map((row) => row.action)).toEqual(['report.suspend_member']);
    expect(rows[0]?.new_values).toMatchObject({ memberId: pro.id, memberWasSuspended: false });
  });

  it('acting on what is not there is refused (409) and leaves no row', async () => {
    const { admin } = await admins();
    const reporter = await signedInMember(t, { profile: 'client' });
    const noProfile = await signedInMember(t);
    const memberReport = await t.db
      .insertInto('reports')
      .values({ reporter_id: reporter.id, member_id: noProfile.id, reason: 'Fake account' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const url = `/api/admin/reports/${memberReport.id}/resolution`;
    const noMessage = await admin.client.post(url, { outcome: 'delete_message', note: 'Spam' });
    expect(noMessage.statusCode).toBe(409);
    const nothingToSuspend = await admin.client.post(url, { outcome: 'suspend_member', note: 'Spam' });
    expect(nothingToSuspend.statusCode).toBe(409);
    expect(errorOf(nothingToSuspend).message).toContain('no profile');
    expect(await auditRowsFor(memberReport.id)).toHaveLength(0);
    expect(
      (
        await admin.client.post(`/api/admin/reports/${crypto.randomUUID()}/resolution`, {
          outcome: 'dismiss',
          note: 'Gone',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('Reviews', () => {
  async function reviewed(rating: number, comment: string) {
    const { client, pro } = await bookingParties(t);
    const booking = await createBooking(t.db, {
      clientId: client.id,
      professionalId: pro.id,
      status: 'completed',
      completed_at: new Date(),
    });
    const review = await createReview(t.db, { bookingId: booking.id, rating, comment });
    return { client, pro, booking, review };
  }

  it('reported from the profile: in the queue with its words; hiding it through the report takes it off, one audit row', async () => {
    const { moderator } = await admins();
    const { pro, client, review } = await reviewed(1, 'Rude and late, call me on +1 555 0100');
    const reportOf = (member: { client: TestClient }, reviewId = review.id) =>
      member.client.post(`/api/reviews/${reviewId}/report`, { reason: 'Shares a phone number' });

    // Not by its author, a visitor, nor of a review that is not there; a reason is needed.
    const own = await reportOf(client);
    expect(own.statusCode).toBe(400);
    expect(errorOf(own).message).toBe('You cannot report your own review.');
    const byVisitor = await new TestClient(t.app).post(`/api/reviews/${review.id}/report`, {
      reason: 'Shares a phone number',
    });
    expect(byVisitor.statusCode).toBe(401);
    expect((await reportOf(pro, crypto.randomUUID())).statusCode).toBe(404);
    const noReason = await pro.client.post(`/api/reviews/${review.id}/report`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);

    // The professional it is about reports it; so may any member who reads it.
    const made = await reportOf(pro);
    expect(made.statusCode).toBe(201);
    expect(made.json().message).toBe('Thank you. Our team will review your report.');
    // Sent again while it is open: the one report stands.
    const again = await reportOf(pro);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('You reported this already. Our team will review your report.');
    const [report, ...more] = await t.db
      .selectFrom('reports')
      .selectAll()
      .where('review_id', '=', review.id)
      .execute();
    expect(more).toEqual([]);
    const queue = (await moderator.client.get('/api/admin/reports', { query: { status: 'open' } })).json();
    expect((queue as AdminReportList).items.find((item) => item.id === report!.id)).toMatchObject({
      reporter: { userId: pro.id },
      member: { userId: client.id },
      reportedMessage: null,
      reportedReview: {
        id: review.id,
        rating: 1,
        comment: 'Rude and late, call me on +1 555 0100',
        hiddenAt: null,
        reviewee: { userId: pro.id },
      },
    });

    const url = `/api/admin/reports/${report!.id}/resolution`;
    const [first, second] = await Promise.all([
      moderator.client.post(url, { outcome: 'hide_review', note: 'Personal phone number' }),
      moderator.client.post(url, { outcome: 'hide_review', note: 'Personal phone number' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const done = [first, second].find((answer) => answer.statusCode === 200)!.json() as ReportResponse;
    expect(done.message).toBe('Report closed: the review is hidden');
    expect(done.report).toMatchObject({ status: 'actioned', action: 'hide_review' });
    expect(done.report.reportedReview?.hiddenAt).not.toBeNull();
    const onProfile = (await new TestClient(t.app).get(`/api/profiles/${pro.id}/reviews`)).json();
    expect(onProfile.items).toEqual([]);
    expect((await auditRowsFor(report!.id)).map((row) => row.action)).toEqual(['report.hide_review']);
    // Hidden, it can be reported no more.
    expect((await reportOf(pro)).statusCode).toBe(404);

    // A report of a message has no review to hide.
    const { reportId } = await reported('not a review');
    const noReview = await moderator.client.post(`/api/admin/reports/${reportId}/resolution`, {
      outcome: 'hide_review',
      note: 'Wrong button',
    });
    expect(noReview.statusCode).toBe(409);
    expect(errorOf(noReview).message).toBe('This report is not about a review: there is no review to hide.');
  });

  it('a hidden review leaves the profile and the rating; shown again, it returns; each change one audit row', async () => {
    const { moderator, admin } = await admins();
    const { pro, review, booking, client } = await reviewed(1, 'Terrible, and here is their home address');
    const second = await createBooking(t.db, {
      clientId: client.id,
      professionalId: pro.id,
      status: 'completed',
      completed_at: new Date(),
    });
    await createReview(t.db, { bookingId: second.id, rating: 5, comment: 'Wonderful' });
    const visitor = new TestClient(t.app);
    const rating = async () => (await visitor.get(`/api/profiles/${pro.id}`)).json().profile.rating;
    expect(await rating()).toEqual({ average: 3, count: 2 });

    const url = `/api/admin/reviews/${review.id}/hidden`;
    const [first, again] = await Promise.all([
      moderator.client.request('PUT', url, { payload: { reason: 'Shares a private address' } }),
      admin.client.request('PUT', url, { payload: { reason: 'Shares a private address' } }),
    ]);
    expect([first.statusCode, again.statusCode].sort()).toEqual([200, 409]);
    expect(await rating()).toEqual({ average: 5, count: 1 });
    const shown = (await visitor.get(`/api/profiles/${pro.id}/reviews`)).json();
    expect(shown.items.map((item: { comment: string }) => item.comment)).toEqual(['Wonderful']);
    // Its words are untouched; its parties see it marked.
    const detail = (
      await client.client.get(`/api/bookings/${booking.id}`)
    ).json() as BookingResponse['booking'];
    expect(detail.review).toMatchObject({
      comment: 'Terrible, and here is their home address',
      hidden: true,
    });

    const hiddenList = (
      await moderator.client.get('/api/admin/reviews', { query: { visibility: 'hidden' } })
    ).json() as AdminReviewList;
    expect(hiddenList.items.map((item) => item.id)).toContain(review.id);
    expect(hiddenList.items.find((item) => item.id === review.id)).toMatchObject({
      hiddenReason: 'Shares a private address',
      reviewee: { userId: pro.id },
      bookingTitle: booking.title,
    });

    // Both parties' open tabs are told, so an open booking shows it hidden at once.
    const told = await t.db
      .selectFrom('member_events')
      .select('member_id')
      .where('type', '=', 'booking.changed')
      .where(sql<boolean>`payload->>'bookingId' = ${booking.id}`)
      .execute();
    expect(told.map((event) => event.member_id).sort()).toEqual([client.id, pro.id].sort());
    // To anyone else a hidden review is not there.
    const stranger = await signedInMember(t, { label: 'stranger' });
    const outsider = await stranger!.client.post(`/api/reviews/${review.id}/answer`, { answer: 'Hello' });
    expect(outsider.statusCode).toBe(404);
    expect(errorOf(outsider).message).toBe('Review not found');

    // A hidden review cannot be answered.
    const answer = await pro.client.post(`/api/reviews/${review.id}/answer`, {
      answer: 'Sorry to hear that',
    });
    expect(answer.statusCode).toBe(409);
    expect(errorOf(answer).message).toBe('An administrator hid this review, so it cannot be answered.');
    expect(detail.canAnswerReview).toBe(false);

    const restored = await moderator.client.delete(url);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().message).toBe('Review shown again');
    expect(await rating()).toEqual({ average: 3, count: 2 });
    expect((await moderator.client.delete(url)).statusCode).toBe(409);
    expect((await auditRowsFor(review.id)).map((row) => row.action)).toEqual(['review.hide', 'review.show']);

    expect((await moderator.client.request('PUT', url, { payload: {} })).statusCode).toBe(400);
    expect(
      (await moderator.client.request('PUT', url, { payload: { reason: 'Fine', rating: 5 } })).statusCode,
    ).toBe(400);
    expect(
      (await moderator.client.get('/api/admin/reviews', { query: { visibility: 'all' } })).statusCode,
    ).toBe(400);
    expect(await auditRowsFor(review.id)).toHaveLength(2);
  });
});

describe('Audit log', () => {
  it('filters by admin, action and day; pages newest first; shows old and new values', async () => {
    const { moderator, admin } = await admins();
    const superAdmin = await signedInMember(t, { adminLevel: 'super_admin' });
    const a = await signedInMember(t, { profile: 'client' });
    const b = await signedInMember(t, { profile: 'photographer' });
    const ids: string[] = [];
    for (let i = 0; i < 55; i++) {
      const message = await createMessage(t.db, { senderId: a.id, recipientId: b.id, content: `m${i}` });
      ids.push(message.id);
      await moderator.client.get(`/api/admin/messages/${message.id}/conversation`, { csrf: true });
    }
    await admin.client.request('PUT', `/api/admin/messages/${ids[0]}/hidden`, {
      payload: { reason: 'Spam' },
    });

    const mine = (
      await superAdmin.client.get('/api/admin/audit-log', { query: { actor: moderator.id } })
    ).json() as AuditLog;
    expect(mine.items).toHaveLength(50);
    expect(
      mine.items.every((item) => item.actorId === moderator.id && item.action === 'conversation.read'),
    ).toBe(true);
    expect(mine.items[0]?.recordId).toBe(ids[54]);
    const more = (
      await superAdmin.client.get('/api/admin/audit-log', {
        query: { actor: moderator.id, cursor: mine.nextCursor! },
      })
    ).json() as AuditLog;
    expect(more.items.map((item) => item.recordId)).toEqual(ids.slice(0, 5).reverse());
    expect(more.nextCursor).toBeNull();

    const hides = (
      await superAdmin.client.get('/api/admin/audit-log', {
        query: { action: 'message.hide', actor: admin.id },
      })
    ).json() as AuditLog;
    expect(hides.items).toEqual([
      expect.objectContaining({
        actorEmail: admin.email,
        action: 'message.hide',
        tableName: 'messages',
        recordId: ids[0],
        oldValues: { hidden: false },
        newValues: { hidden: true, reason: 'Spam' },
        ip: admin.client.remoteAddress,
      }),
    ]);

    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const todays = (
      await superAdmin.client.get('/api/admin/audit-log', {
        query: { from: today, to: today, actor: admin.id },
      })
    ).json() as AuditLog;
    expect(todays.items).toHaveLength(1);
    const none = (
      await superAdmin.client.get('/api/admin/audit-log', { query: { from: tomorrow, actor: admin.id } })
    ).json() as AuditLog;
    expect(none.items).toEqual([]);

    const filters = (await superAdmin.client.get('/api/admin/audit-log/filters')).json() as AuditFilters;
    expect(filters.actions).toEqual(expect.arrayContaining(['conversation.read', 'message.hide']));
    expect(filters.actors).toEqual(
      expect.arrayContaining([
        { id: moderator.id, email: moderator.email },
        { id: admin.id, email: admin.email },
      ]),
    );

    for (const query of [
      { from: '2026-13-01' },
      { from: today, to: '2000-01-01' },
      { action: 'DROP TABLE' },
      { actor: 'someone' },
      { cursor: '12abc' },
    ] as Record<string, string>[]) {
      const response = await superAdmin.client.get('/api/admin/audit-log', { query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    }
  });
});
