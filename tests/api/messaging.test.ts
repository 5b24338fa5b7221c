import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { createMessage, createProfile, createUser } from '../../src/server/db/seed/factories.js';
import { housekeeping } from '../../src/server/lib/housekeeping.js';
import type { JobContext } from '../../src/server/lib/jobs.js';
import { EVENT_STREAMS_PER_MEMBER } from '../../src/shared/limits.js';
import { MESSAGING_TEXTS } from '../../src/shared/schemas/messaging.js';
import { EventStream } from '../support/event-stream.js';
import { signedInMember } from '../support/members.js';
import { errorOf, setupTestApp, TestClient } from '../support/test-app.js';

// Messages between members (docs/product.md, Messages), through the real app on a real
// PostgreSQL, with live events read from real event streams.

const t = setupTestApp();

const send = (client: TestClient, recipientId: string, content: string, clientId: string = randomUUID()) =>
  client.post('/api/messages', { recipientId, clientId, content });

async function pair() {
  const client = await signedInMember(t, {
    label: 'client',
    profile: { role: 'client', display_name: 'Nora Brand' },
  });
  const pro = await signedInMember(t, {
    label: 'pro',
    profile: { role: 'photographer', display_name: 'Ava Lens', is_available: true },
  });
  return { client, pro };
}

describe('who may use messages', () => {
  it('a visitor gets 401 everywhere', async () => {
    const visitor = new TestClient(t.app);
    const someone = randomUUID();
    for (const [method, url] of [
      ['GET', '/api/messages/conversations'],
      ['GET', `/api/messages/conversations/${someone}`],
      ['POST', `/api/messages/conversations/${someone}/read`],
      ['GET', '/api/messages/unread'],
      ['GET', '/api/messages/blocks'],
      ['PUT', `/api/messages/blocks/${someone}`],
      ['GET', '/api/messages/settings'],
      ['GET', '/api/events'],
    ] as const) {
      const response = await visitor.request(method, url);
      expect(response.statusCode, url).toBe(401);
      expect(errorOf(response).code).toBe('UNAUTHENTICATED');
    }
    const post = await visitor.post('/api/messages', {
      recipientId: someone,
      clientId: randomUUID(),
      content: 'Hi',
    });
    expect(post.statusCode).toBe(401);
  });

  it("a third member cannot read, post in or mark read someone else's conversation", async () => {
    const { client, pro } = await pair();
    const third = await signedInMember(t, { label: 'third', profile: 'model' });
    await send(client.client, pro.id, 'Private hello');

    // The only conversation a member can name is their own with that member.
    const thread = (await third.client.get(`/api/messages/conversations/${pro.id}`)).json();
    expect(thread.messages).toEqual([]);
    expect((await third.client.get('/api/messages/conversations')).json().items).toEqual([]);
    const markRead = await third.client.post(`/api/messages/conversations/${client.id}/read`);
    expect(markRead.json().read).toBe(0);
    expect((await pro.client.get('/api/messages/unread')).json().unreadTotal).toBe(1);
    // Reporting a message that was not sent to me: not found.
    const [message] = (await pro.client.get(`/api/messages/conversations/${client.id}`)).json().messages;
    const report = await third.client.post('/api/reports', {
      memberId: client.id,
      messageId: message.id,
      reason: 'Looks like spam',
    });
    expect(report.statusCode).toBe(404);
  });
});

describe('sending', () => {
  it('stores a trimmed message, shows it in both lists with names, and a retried send is the same message', async () => {
    const { client, pro } = await pair();
    const clientId = randomUUID();
    const first = await send(client.client, pro.id, '  Hello Ava!\nAre you free in May?  ', clientId);
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toMatchObject({
      clientId,
      senderId: client.id,
      recipientId: pro.id,
      content: 'Hello Ava!\nAre you free in May?',
      readAt: null,
    });
    const retry = await send(client.client, pro.id, 'Hello Ava!\nAre you free in May?', clientId);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().message.id).toBe(first.json().message.id);

    // Two tabs retrying at once still store one message.
    const racing = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => send(client.client, pro.id, 'Racing', racing)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json().message.id)).size).toBe(1);

    const proList = (await pro.client.get('/api/messages/conversations')).json();
    expect(proList.total).toBe(1);
    expect(proList.items[0]).toMatchObject({
      otherMember: { userId: client.id, displayName: 'Nora Brand', role: 'client' },
      lastMessage: { content: 'Racing' },
      unreadCount: 2,
    });
    const clientList = (await client.client.get('/api/messages/conversations')).json();
    expect(clientList.items[0]).toMatchObject({
      otherMember: { userId: pro.id, displayName: 'Ava Lens' },
      unreadCount: 0,
    });
    const thread = (await pro.client.get(`/api/messages/conversations/${client.id}`)).json();
    expect(thread.messages.map((message: { content: string }) => message.content)).toEqual([
      'Hello Ava!\nAre you free in May?',
      'Racing',
    ]);
    expect(thread.canSend).toBe(true);
  });

  it('refuses blank and too long messages with a clear message, and oneself (nor opens a conversation with oneself)', async () => {
    const { client, pro } = await pair();
    for (const content of ['', '   \n  ']) {
      const response = await send(client.client, pro.id, content);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields?.content).toBe('Please write a message');
    }
    const tooLong = await send(client.client, pro.id, 'x'.repeat(5001));
    expect(tooLong.statusCode).toBe(400);
    expect(errorOf(tooLong).fields?.content).toBe('Messages can be at most 5,000 characters');
    expect((await send(client.client, pro.id, 'x'.repeat(5000))).statusCode).toBe(201);
    // An id is one id however it is spelled: in capitals it is still oneself.
    for (const id of [client.id, client.id.toUpperCase()]) {
      const self = await send(client.client, id, 'Note to self');
      expect(self.statusCode, id).toBe(403);
      expect(errorOf(self).message).toBe('You cannot message yourself');
      // Nor is there a conversation with oneself to open (a hand-made link).
      const thread = await client.client.get(`/api/messages/conversations/${id}`);
      expect(thread.statusCode, id).toBe(403);
      expect(errorOf(thread).message).toBe('You cannot message yourself');
      const block = await client.client.request('PUT', `/api/messages/blocks/${id}`);
      expect(block.statusCode, id).toBe(400);
      expect(errorOf(block).message).toBe('You cannot block yourself.');
      const report = await client.client.post('/api/reports', { memberId: id, reason: 'Testing myself' });
      expect(report.statusCode, id).toBe(400);
      expect(errorOf(report).message).toBe('You cannot report yourself.');
    }
    const nobody = await send(client.client, randomUUID(), 'Hello?');
    expect(nobody.statusCode).toBe(404);
  });

  it('a suspended member cannot send; nobody starts a conversation with a suspended professional', async () => {
    const { client, pro } = await pair();
    const suspended = await signedInMember(t, { label: 'suspended', profile: 'model', suspended: true });
    const fromSuspended = await send(suspended.client, pro.id, 'Hi');
    expect(fromSuspended.statusCode).toBe(403);
    expect(errorOf(fromSuspended).message).toBe(
      'Your account is suspended, so you cannot send messages. You can still read them.',
    );
    const toSuspended = await send(client.client, suspended.id, 'Hi');
    expect(toSuspended.statusCode).toBe(404);
    expect(errorOf(toSuspended).message).toBe('Profile not found');
  });

  it('limits messages per member and new people per day (429)', async () => {
    const sender = await signedInMember(t, { label: 'chatty', profile: 'client' });
    const pro = await signedInMember(t, { label: 'pro', profile: 'photographer' });
    const sent = [];
    for (let i = 0; i < 31; i++) sent.push((await send(sender.client, pro.id, `Message ${i}`)).statusCode);
    expect(sent.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(sent[30]).toBe(429);

    const spammer = await signedInMember(t, { label: 'spammer', profile: 'client' });
    const statuses = [];
    for (let i = 0; i < 21; i++) {
      const user = await createUser(t.db);
      await createProfile(t.db, user.id, { role: 'model' });
      statuses.push((await send(spammer.client, user.id, 'Hello stranger')).statusCode);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses[20]).toBe(429);
    // Writing again to someone already written to is still fine.
    expect(
      (await send(spammer.client, (await spammerFirstRecipient(spammer.id)) ?? '', 'Again')).statusCode,
    ).toBe(201);
  });
});

async function spammerFirstRecipient(senderId: string) {
  const row = await t.db
    .selectFrom('messages')
    .select('recipient_id')
    .where('sender_id', '=', senderId)
    .orderBy('created_at')
    .executeTakeFirst();
  return row?.recipient_id;
}

describe('read state', () => {
  it('opening a thread marks only the messages to me as read, and counts follow', async () => {
    const { client, pro } = await pair();
    await send(client.client, pro.id, 'One');
    await send(client.client, pro.id, 'Two');
    await send(pro.client, client.id, 'Reply');
    expect((await pro.client.get('/api/messages/unread')).json().unreadTotal).toBe(2);
    expect((await client.client.get('/api/messages/unread')).json().unreadTotal).toBe(1);

    const read = await pro.client.post(`/api/messages/conversations/${client.id}/read`);
    expect(read.json()).toEqual({ read: 2, unreadTotal: 0 });
    expect((await client.client.get('/api/messages/unread')).json().unreadTotal).toBe(1);
    const thread = (await client.client.get(`/api/messages/conversations/${pro.id}`)).json();
    const byContent = Object.fromEntries(
      thread.messages.map((message: { content: string; readAt: string | null }) => [
        message.content,
        message.readAt,
      ]),
    );
    expect(byContent.One).not.toBeNull();
    expect(byContent.Two).not.toBeNull();
    expect(byContent.Reply).toBeNull();
    expect((await pro.client.post(`/api/messages/conversations/${client.id}/read`)).json().read).toBe(0);
  });
});

describe('sent at the same moment', () => {
  it('two members writing to each other at once never end in a deadlock', async () => {
    const { client, pro } = await pair();
    // Stored as any writer stores them (two server copies, the seed): the trigger keeps
    // both members' conversation entries, and each direction used to lock them in its own
    // order. Four at a time, a hundred times: before the fix, PostgreSQL ended some with
    // a deadlock (40P01) in every run.
    const store = (from: string, to: string) =>
      t.db
        .insertInto('messages')
        .values({ sender_id: from, recipient_id: to, client_id: randomUUID(), content: 'At once' })
        .execute()
        .then(
          () => 'stored',
          (error: { code?: string }) => error.code ?? String(error),
        );
    await store(client.id, pro.id);
    const outcomes: string[] = [];
    for (let round = 0; round < 100; round++) {
      outcomes.push(
        ...(await Promise.all([
          store(client.id, pro.id),
          store(pro.id, client.id),
          store(client.id, pro.id),
          store(pro.id, client.id),
        ])),
      );
    }
    expect(outcomes.filter((outcome) => outcome !== 'stored')).toEqual([]);
    const entries = await t.db
      .selectFrom('conversations')
      .select(['member_id', 'unread_count'])
      .where('member_id', 'in', [client.id, pro.id])
      .execute();
    expect(Object.fromEntries(entries.map((entry) => [entry.member_id, entry.unread_count]))).toEqual({
      [client.id]: 200,
      [pro.id]: 201,
    });
  });

  it('the live unread count a member is sent last is the count of what is unread, when two write at once', async () => {
    const recipient = await signedInMember(t, { label: 'recipient', profile: 'photographer' });
    const senders = await Promise.all(
      [1, 2, 3].map((n) => signedInMember(t, { label: `sender-${n}`, profile: 'client' })),
    );
    for (let round = 1; round <= 4; round++) {
      const answers = await Promise.all(
        senders.map((sender) => send(sender.client, recipient.id, `round ${round}`)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
      const newest = await t.db
        .selectFrom('member_events')
        .select('payload')
        .where('member_id', '=', recipient.id)
        .where('type', '=', 'unread.changed')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      const event = typeof newest.payload === 'string' ? JSON.parse(newest.payload) : newest.payload;
      expect(event.unreadTotal, `round ${round}`).toBe(round * senders.length);
    }
  });
});

describe('pages', () => {
  it('lists conversations 20 a page, newest first, and a thread 30 a page from the newest', async () => {
    const member = await signedInMember(t, { label: 'busy', profile: 'client' });
    const base = Date.now() - 86_400_000;
    const others: string[] = [];
    for (let i = 0; i < 23; i++) {
      const other = await createUser(t.db);
      others.push(other.id);
      await createMessage(t.db, {
        senderId: other.id,
        recipientId: member.id,
        content: `From ${i}`,
        createdAt: new Date(base + i * 60_000),
      });
    }
    const first = (await member.client.get('/api/messages/conversations')).json();
    expect(first.total).toBe(23);
    expect(first.items).toHaveLength(20);
    expect(first.items[0].lastMessage.content).toBe('From 22');
    expect(first.items[0].otherMember.displayName).toBe('Frameline member');
    const second = (
      await member.client.get(`/api/messages/conversations?cursor=${encodeURIComponent(first.nextCursor)}`)
    ).json();
    expect(
      second.items.map((item: { lastMessage: { content: string } }) => item.lastMessage.content),
    ).toEqual(['From 2', 'From 1', 'From 0']);
    expect(second.nextCursor).toBeNull();

    const talker = others[0]!;
    for (let i = 0; i < 34; i++) {
      await createMessage(t.db, {
        senderId: i % 2 ? member.id : talker,
        recipientId: i % 2 ? talker : member.id,
        content: `Line ${i}`,
        createdAt: new Date(base + 3_600_000 + i * 1000),
      });
    }
    const newest = (await member.client.get(`/api/messages/conversations/${talker}`)).json();
    expect(newest.messages).toHaveLength(30);
    expect(newest.messages.at(-1).content).toBe('Line 33');
    expect(newest.messages[0].content).toBe('Line 4');
    const older = (
      await member.client.get(
        `/api/messages/conversations/${talker}?before=${encodeURIComponent(newest.olderCursor)}`,
      )
    ).json();
    expect(older.messages.map((message: { content: string }) => message.content)).toEqual([
      'From 0',
      'Line 0',
      'Line 1',
      'Line 2',
      'Line 3',
    ]);
    expect(older.olderCursor).toBeNull();
    const bad = await member.client.get(`/api/messages/conversations/${talker}?before=nonsense`);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields?.cursor).toBeTruthy();
  });
});

describe('searching conversations', () => {
  it('finds conversations by a piece of the other member’s name, any case, taken literally, a page at a time', async () => {
    const member = await signedInMember(t, { label: 'searcher', profile: 'client' });
    const base = Date.now() - 86_400_000;
    const names = [
      ...Array.from({ length: 22 }, (_, i) => `Studio North ${i}`),
      'Ava Lens',
      '100% Light_Works',
      'Percent Light Works',
    ];
    for (const [i, name] of names.entries()) {
      const other = await signedInMember(t, {
        label: 'named',
        profile: { role: 'photographer', display_name: name },
      });
      await createMessage(t.db, {
        senderId: other.id,
        recipientId: member.id,
        content: `Hello from ${name}`,
        createdAt: new Date(base + i * 60_000),
      });
    }
    // And one who never made a profile: no name to find.
    const nameless = await createUser(t.db);
    await createMessage(t.db, { senderId: nameless.id, recipientId: member.id, content: 'Hi' });
    const search = (q: string, cursor?: string) =>
      member.client.get('/api/messages/conversations', { query: { q, ...(cursor ? { cursor } : {}) } });
    const namesOf = (list: { items: { otherMember: { displayName: string } }[] }) =>
      list.items.map((item) => item.otherMember.displayName);

    const north = (await search('  NORTH ')).json();
    expect(north.total).toBe(22);
    expect(namesOf(north)).toHaveLength(20);
    expect(namesOf(north)[0]).toBe('Studio North 21');
    const rest = (await search('north', north.nextCursor)).json();
    expect(namesOf(rest)).toEqual(['Studio North 1', 'Studio North 0']);
    expect(rest.nextCursor).toBeNull();

    // % and _ are characters, not wildcards.
    expect(namesOf((await search('0% light_')).json())).toEqual(['100% Light_Works']);
    expect(namesOf((await search('%')).json())).toEqual(['100% Light_Works']);
    expect(namesOf((await search('light works')).json())).toEqual(['Percent Light Works']);
    const none = (await search('nobody by this name')).json();
    expect(none).toEqual({ items: [], total: 0, nextCursor: null });
    // An empty box is no search: every conversation.
    expect((await search('')).json().total).toBe(names.length + 1);

    const long = await search('x'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).fields?.q).toBe('Please use a shorter search');
    // Only my own conversations are searched.
    const other = await signedInMember(t, { label: 'outsider', profile: 'client' });
    expect(
      (await other.client.get('/api/messages/conversations', { query: { q: 'north' } })).json().total,
    ).toBe(0);
  });
});

describe('safety', () => {
  it('blocking stops both directions and hides the conversation from the blocker until unblocked', async () => {
    const { client, pro } = await pair();
    await send(client.client, pro.id, 'Hello');
    expect((await pro.client.request('PUT', `/api/messages/blocks/${client.id}`)).statusCode).toBe(200);
    expect((await pro.client.get('/api/messages/conversations')).json().total).toBe(0);
    expect((await pro.client.get('/api/messages/unread')).json().unreadTotal).toBe(0);

    const blockedSend = await send(client.client, pro.id, 'Why?');
    expect(blockedSend.statusCode).toBe(403);
    expect(errorOf(blockedSend).message).toBe('You cannot message this member.');
    const blockerSend = await send(pro.client, client.id, 'Bye');
    expect(blockerSend.statusCode).toBe(403);
    expect(errorOf(blockerSend).message).toBe(
      'You blocked this member. Unblock them in Settings to write to them again.',
    );
    const thread = (await client.client.get(`/api/messages/conversations/${pro.id}`)).json();
    expect(thread).toMatchObject({ canSend: false, cannotSendReason: 'You cannot message this member.' });
    expect((await pro.client.get('/api/messages/blocks')).json().members).toMatchObject([
      { userId: client.id, displayName: 'Nora Brand' },
    ]);

    expect((await pro.client.delete(`/api/messages/blocks/${client.id}`)).statusCode).toBe(200);
    expect((await pro.client.get('/api/messages/conversations')).json().total).toBe(1);
    expect((await send(client.client, pro.id, 'Friends again?')).statusCode).toBe(201);
  });

  it('reports a member or a message to me, with a reason, for the admin queue', async () => {
    const { client, pro } = await pair();
    const sent = (await send(client.client, pro.id, 'Buy followers here')).json().message;
    const short = await pro.client.post('/api/reports', { memberId: client.id, reason: 'x' });
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).fields?.reason).toBe('Please tell us what is wrong (at least 3 characters)');
    const report = await pro.client.post('/api/reports', {
      memberId: client.id,
      messageId: sent.id,
      reason: 'Spam in my inbox',
    });
    expect(report.statusCode).toBe(201);
    expect(report.json().message).toBe('Thank you. Our team will review your report.');
    const stored = await t.db.selectFrom('reports').selectAll().where('member_id', '=', client.id).execute();
    expect(stored).toMatchObject([
      { reporter_id: pro.id, message_id: sent.id, reason: 'Spam in my inbox', status: 'open' },
    ]);
  });

  it('a report sent again while the first is open is the one report, also two at once; a new one once it is closed', async () => {
    const { client, pro } = await pair();
    const sent = (await send(client.client, pro.id, 'Buy followers here')).json().message;
    const ofMessage = { memberId: client.id, messageId: sent.id, reason: 'Spam in my inbox' };
    const ofMember = { memberId: client.id, reason: 'A fake profile' };
    const reportsOfClient = () =>
      t.db
        .selectFrom('reports')
        .select(['message_id', 'reason', 'status'])
        .where('member_id', '=', client.id)
        .orderBy('created_at')
        .execute();

    // A double press or a retry: two at once file one report; both are told it waits.
    const both = await Promise.all([
      pro.client.post('/api/reports', ofMessage),
      pro.client.post('/api/reports', ofMessage),
    ]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(both.map((answer) => answer.json().message).sort()).toEqual([
      'Thank you. Our team will review your report.',
      'You reported this already. Our team will review your report.',
    ]);
    // Sent again in other words: the first stands.
    const again = await pro.client.post('/api/reports', { ...ofMessage, reason: 'Still spamming me' });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('You reported this already. Our team will review your report.');
    expect(await reportsOfClient()).toEqual([
      { message_id: sent.id, reason: 'Spam in my inbox', status: 'open' },
    ]);

    // The member rather than the message is another report.
    expect((await pro.client.post('/api/reports', ofMember)).statusCode).toBe(201);
    expect((await pro.client.post('/api/reports', ofMember)).statusCode).toBe(200);
    expect(await reportsOfClient()).toHaveLength(2);

    // Once the team has closed the report, the same one is new again.
    await t.db
      .updateTable('reports')
      .set({ status: 'dismissed', handled_at: new Date() })
      .where('member_id', '=', client.id)
      .execute();
    const reopened = await pro.client.post('/api/reports', { ...ofMessage, reason: 'Still spamming me' });
    expect(reopened.statusCode).toBe(201);
    expect(await reportsOfClient()).toEqual([
      { message_id: sent.id, reason: 'Spam in my inbox', status: 'dismissed' },
      { message_id: null, reason: 'A fake profile', status: 'dismissed' },
      { message_id: sent.id, reason: 'Still spamming me', status: 'open' },
    ]);
  });

  it('the unread email switch is saved per member, and tells the delay the platform sets now', async () => {
    const member = await signedInMember(t, { profile: 'client' });
    const delay = t.config.unreadEmailDelaySeconds / 60;
    expect((await member.client.get('/api/messages/settings')).json()).toEqual({
      emailUnreadMessages: true,
      unreadEmailDelayMinutes: delay,
    });
    const saved = await member.client.request('PUT', '/api/messages/settings', {
      payload: { emailUnreadMessages: false },
    });
    expect(saved.json()).toEqual({ emailUnreadMessages: false, unreadEmailDelayMinutes: delay });
    // A super_admin sets 90 minutes (Platform settings): the settings say so at once.
    await t.db.updateTable('platform_settings').set({ unread_email_delay_minutes: 90 }).execute();
    try {
      expect((await member.client.get('/api/messages/settings')).json()).toEqual({
        emailUnreadMessages: false,
        unreadEmailDelayMinutes: 90,
      });
    } finally {
      await t.db.updateTable('platform_settings').set({ unread_email_delay_minutes: null }).execute();
    }
  });
});

describe('live events across two server copies', () => {
  let copy2: FastifyInstance;
  let url1: string;
  let url2: string;

  beforeAll(async () => {
    url1 = await t.app.listen({ port: 0, host: '127.0.0.1' });
    copy2 = await buildApp(t.config, { logger: false });
    url2 = await copy2.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await copy2?.close();
  });

  it('a message sent through copy 1 arrives on a stream held by copy 2, read receipts and counts too', async () => {
    const { client, pro } = await pair();
    const proStream = await EventStream.open(url2, pro.client.cookies);
    const clientStream = await EventStream.open(url1, client.client.cookies);
    expect(proStream.status).toBe(200);

    await send(client.client, pro.id, 'Hello from copy 1');
    await proStream.until((events) => events.some(({ event }) => event.type === 'unread.changed'));
    expect(proStream.messages()).toEqual(['Hello from copy 1']);
    expect(proStream.events.find(({ event }) => event.type === 'unread.changed')?.event).toEqual({
      type: 'unread.changed',
      unreadTotal: 1,
    });
    await clientStream.until(() => clientStream.messages().length === 1);

    await pro.client.post(`/api/messages/conversations/${client.id}/read`);
    await clientStream.until((events) => events.some(({ event }) => event.type === 'messages.read'));
    expect(clientStream.events.find(({ event }) => event.type === 'messages.read')?.event).toMatchObject({
      readerId: pro.id,
      senderId: client.id,
    });
    proStream.end();
    clientStream.end();
  });

  it('one member holds at most 20 streams on a copy; the next is told to wait, and gets in once one closes', async () => {
    const { pro } = await pair();
    const streams = await Promise.all(
      Array.from({ length: EVENT_STREAMS_PER_MEMBER }, () => EventStream.open(url1, pro.client.cookies)),
    );
    expect(streams.map((stream) => stream.status)).toEqual(streams.map(() => 200));
    const refused = await pro.client.get('/api/events');
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).message).toBe(MESSAGING_TEXTS.tooManyStreams);
    expect(refused.headers['retry-after']).toBe('30');
    // Another copy has its own places.
    const elsewhere = await EventStream.open(url2, pro.client.cookies);
    expect(elsewhere.status).toBe(200);

    streams[0]!.end();
    await expect
      .poll(async () => {
        const next = await EventStream.open(url1, pro.client.cookies);
        next.end();
        return next.status;
      })
      .toBe(200);
    for (const stream of [...streams, elsewhere]) stream.end();
  });

  it('a tab gone while its stream was being opened gives its place back (it is not held until the session ends)', async () => {
    const member = await signedInMember(t, { profile: 'client' });
    const cookie = [...member.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const connections = () =>
      new Promise<number>((done, fail) =>
        t.app.server.getConnections((error, n) => (error ? fail(error) : done(n))),
      );
    // The stream reads the member's last event before it opens: held here until the tabs are gone.
    let release!: () => void;
    const released = new Promise<void>((done) => {
      release = done;
    });
    let locked!: () => void;
    const isLocked = new Promise<void>((done) => {
      locked = done;
    });
    const holding = t.db.transaction().execute(async (trx) => {
      await sql`lock table member_events in access exclusive mode`.execute(trx);
      locked();
      await released;
    });
    await isLocked;
    const before = await connections();
    const tabs = Array.from({ length: EVENT_STREAMS_PER_MEMBER }, () => {
      const tab = request(new URL('/api/events', url1), { headers: { cookie, accept: 'text/event-stream' } });
      tab.on('error', () => undefined);
      tab.end();
      return tab;
    });
    const waitingOnEvents = async () => {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_locks where not granted and relation = 'member_events'::regclass
      `.execute(t.db);
      return rows[0]!.n;
    };
    // Every tab connected, and the first are waiting for the read (the rest for a database connection).
    await expect.poll(connections, { timeout: 10_000 }).toBe(before + EVENT_STREAMS_PER_MEMBER);
    await expect.poll(waitingOnEvents, { timeout: 10_000 }).toBeGreaterThan(0);
    for (const tab of tabs) tab.destroy();
    await expect.poll(connections, { timeout: 10_000 }).toBe(before);
    release();
    await holding;

    const next = await EventStream.open(url1, member.client.cookies);
    expect(next.status).toBe(200);
    next.end();
  });

  it('a stream cut and reopened with its last event id gets what it missed, once each', async () => {
    const { client, pro } = await pair();
    const first = await EventStream.open(url2, pro.client.cookies);
    await send(client.client, pro.id, 'Before the drop');
    await first.until(() => first.messages().length === 1);
    const lastSeen = first.lastId()!;
    first.end();

    for (const content of ['While away 1', 'While away 2', 'While away 3'])
      await send(client.client, pro.id, content);
    const again = await EventStream.open(url1, pro.client.cookies, { lastEventId: lastSeen });
    await send(client.client, pro.id, 'After the return');
    await again.until(() => again.messages().length === 4);
    expect(again.messages()).toEqual(['While away 1', 'While away 2', 'While away 3', 'After the return']);
    const ids = again.events.map((event) => event.id);
    expect(new Set(ids).size).toBe(ids.length);
    again.end();
  });

  it('a stream reopened after its events were cleared away (a day later) is told to read its lists again', async () => {
    const { client, pro } = await pair();
    const first = await EventStream.open(url2, pro.client.cookies);
    await send(client.client, pro.id, 'Before the night');
    await first.until(() => first.messages().length === 1);
    const lastSeen = first.lastId()!;
    first.end();
    await send(client.client, pro.id, 'While asleep');
    // A day goes by, and the hourly housekeeping clears the events past their window.
    await sql`update member_events set created_at = now() - interval '25 hours'`.execute(t.db);
    await housekeeping.handler({}, { db: t.db } as unknown as JobContext);

    const again = await EventStream.open(url1, pro.client.cookies, { lastEventId: lastSeen });
    await again.until((events) => events.length > 0);
    expect(again.events[0]!.event).toEqual({ type: 'stream.reset' });
    await send(client.client, pro.id, 'Good morning');
    await again.until(() => again.messages().length === 1);
    expect(again.messages()).toEqual(['Good morning']);

    // Reopened from an event still kept, it is resumed as before, with no reset.
    const resumed = await EventStream.open(url2, pro.client.cookies, { lastEventId: again.lastId()! });
    await send(client.client, pro.id, 'Still here');
    await resumed.until(() => resumed.messages().length === 1);
    expect(resumed.events.map(({ event }) => event.type)).not.toContain('stream.reset');
    again.end();
    resumed.end();
  });

  it('a read of events that fails is tried again by itself, not only at the next notice', async () => {
    const { pro } = await pair();
    const stream = await EventStream.open(url1, pro.client.cookies);
    // The answer's head is out a moment before the stream is held by the copy.
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The table is away when this copy is told there is news: its read fails.
    await sql`alter table member_events rename to member_events_away`.execute(t.db);
    try {
      await sql`select pg_notify('member_events', ${pro.id})`.execute(t.db);
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      await sql`alter table member_events_away rename to member_events`.execute(t.db);
    }
    // The news is in the table; no further notice comes.
    await sql`insert into member_events (member_id, type, payload)
      values (${pro.id}, 'unread.changed', ${JSON.stringify({ type: 'unread.changed', unreadTotal: 7 })})`.execute(
      t.db,
    );
    await stream.until((events) => events.some(({ event }) => event.type === 'unread.changed'));
    expect(stream.events.at(-1)?.event).toEqual({ type: 'unread.changed', unreadTotal: 7 });
    stream.end();
  });

  it('typing: passed on to the other member on any copy, never stored, at most once in a few seconds', async () => {
    const { client, pro } = await pair();
    const typing = (member: typeof client, otherId: string) =>
      member.client.post(`/api/messages/conversations/${otherId}/typing`);
    const typingEvents = (stream: EventStream) =>
      stream.events.filter(({ event }) => event.type === 'member.typing');
    const proStream = await EventStream.open(url2, pro.client.cookies);

    // No conversation in the professional's list yet: nowhere to show it, so nothing goes.
    expect((await typing(client, pro.id)).statusCode).toBe(204);
    await send(client.client, pro.id, 'First');
    await proStream.until(() => proStream.messages().length === 1);
    expect(typingEvents(proStream)).toEqual([]);

    // Now it does, through copy 1 to the stream on copy 2, without an event id; a tab
    // asking again at once (or twice at once) is passed on once.
    const answers = await Promise.all([typing(client, pro.id), typing(client, pro.id)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204]);
    await proStream.until((events) => events.some(({ event }) => event.type === 'member.typing'));
    expect((await typing(client, pro.id)).statusCode).toBe(204);
    await send(client.client, pro.id, 'Second');
    await proStream.until(() => proStream.messages().length === 2);
    expect(typingEvents(proStream)).toEqual([
      { id: '', event: { type: 'member.typing', memberId: client.id } },
    ]);
    expect(
      await t.db.selectFrom('member_events').select('id').where('type', '=', 'member.typing').execute(),
    ).toEqual([]);
    // The writer's own streams hear nothing of it.
    const clientStream = await EventStream.open(url1, client.client.cookies);
    await send(pro.client, client.id, 'Marker');
    await clientStream.until(() => clientStream.messages().length === 1);
    expect(typingEvents(clientStream)).toEqual([]);
    proStream.end();
    clientStream.end();
  });

  it('deleting a message: its sender, within minutes; gone for both members live, and for good', async () => {
    const { client, pro } = await pair();
    await send(client.client, pro.id, 'Earlier words');
    const clientId = randomUUID();
    const sent = (await send(client.client, pro.id, 'Sent to the wrong person', clientId)).json().message;
    const proStream = await EventStream.open(url2, pro.client.cookies);
    const clientStream = await EventStream.open(url1, client.client.cookies);
    expect((await pro.client.get('/api/messages/unread')).json().unreadTotal).toBe(2);

    // Not the recipient's to delete, and not by anyone else's hand: it stays.
    const byRecipient = await pro.client.request('DELETE', `/api/messages/${sent.id}`);
    expect(byRecipient.statusCode).toBe(403);
    expect(errorOf(byRecipient).message).toBe(MESSAGING_TEXTS.deleteNotYours);

    // Two at once (a double press, a retry): both done, one deletion.
    const answers = await Promise.all([
      client.client.request('DELETE', `/api/messages/${sent.id}`),
      client.client.request('DELETE', `/api/messages/${sent.id}`),
    ]);
    expect(answers.map((answer) => [answer.statusCode, answer.json().message])).toEqual([
      [200, MESSAGING_TEXTS.deleted],
      [200, MESSAGING_TEXTS.deleted],
    ]);
    const hiddenEvents = (stream: EventStream) =>
      stream.events.filter(({ event }) => event.type === 'message.hidden').map(({ event }) => event);
    await proStream.until(() => hiddenEvents(proStream).length === 1);
    await clientStream.until(() => hiddenEvents(clientStream).length === 1);
    expect(hiddenEvents(proStream)).toEqual([
      { type: 'message.hidden', messageId: sent.id, otherId: client.id },
    ]);
    expect(hiddenEvents(clientStream)).toEqual([
      { type: 'message.hidden', messageId: sent.id, otherId: pro.id },
    ]);

    // Gone from both threads and lists; the recipient's unread count fell.
    for (const [member, otherId] of [
      [client, pro.id],
      [pro, client.id],
    ] as const) {
      const thread = (await member.client.get(`/api/messages/conversations/${otherId}`)).json();
      expect(thread.messages.map((message: { content: string }) => message.content)).toEqual([
        'Earlier words',
      ]);
      const [entry] = (await member.client.get('/api/messages/conversations')).json().items;
      expect(entry.lastMessage.content).toBe('Earlier words');
    }
    expect((await pro.client.get('/api/messages/unread')).json().unreadTotal).toBe(1);
    // Its words left the stored events: a stream resumed from before does not replay them.
    const stored = await t.db
      .selectFrom('member_events')
      .select('payload')
      .where('member_id', 'in', [client.id, pro.id])
      .execute();
    expect(JSON.stringify(stored)).not.toContain('Sent to the wrong person');
    // The send retried after it: 410, in the sender's own words, nothing given back.
    const retried = await send(client.client, pro.id, 'Sent to the wrong person', clientId);
    expect(retried.statusCode).toBe(410);
    expect(errorOf(retried).message).toBe(MESSAGING_TEXTS.removedBySender);
    // The administrators still have it, marked as its sender's deletion.
    const moderator = await signedInMember(t, { label: 'moderator', adminLevel: 'moderator' });
    const listed = (await moderator.client.get('/api/admin/messages'))
      .json()
      .items.find((message: { id: string }) => message.id === sent.id);
    expect(listed).toMatchObject({
      content: 'Sent to the wrong person',
      deletedBySender: true,
      hiddenReason: null,
    });
    expect(listed.hiddenAt).not.toBeNull();
    proStream.end();
    clientStream.end();
  });

  it('deleting a message: not after 15 minutes, not one Frameline deleted, not while suspended', async () => {
    const { client, pro } = await pair();
    const old = await createMessage(t.db, {
      senderId: client.id,
      recipientId: pro.id,
      content: 'Old words',
      createdAt: new Date(Date.now() - 16 * 60_000),
    });
    const late = await client.client.request('DELETE', `/api/messages/${old.id}`);
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe(MESSAGING_TEXTS.deleteTooLate);
    // Still there for both.
    const thread = (await pro.client.get(`/api/messages/conversations/${client.id}`)).json();
    expect(thread.messages.map((message: { id: string }) => message.id)).toEqual([old.id]);

    const removed = await createMessage(t.db, {
      senderId: client.id,
      recipientId: pro.id,
      content: 'Removed',
    });
    await t.db
      .updateTable('messages')
      .set({ hidden_at: new Date(), hidden_by: pro.id, hidden_reason: 'Spam' })
      .where('id', '=', removed.id)
      .execute();
    const gone = await client.client.request('DELETE', `/api/messages/${removed.id}`);
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone).message).toBe(MESSAGING_TEXTS.messageNotFound);
    expect((await client.client.request('DELETE', `/api/messages/${randomUUID()}`)).statusCode).toBe(404);
    expect((await client.client.request('DELETE', '/api/messages/not-an-id')).statusCode).toBe(400);

    const fresh = await createMessage(t.db, { senderId: client.id, recipientId: pro.id, content: 'Fresh' });
    await t.db
      .updateTable('profiles')
      .set({ suspended_at: new Date(), suspension_reason: 'Test' })
      .where('user_id', '=', client.id)
      .execute();
    const suspended = await client.client.request('DELETE', `/api/messages/${fresh.id}`);
    expect(suspended.statusCode).toBe(403);
    expect(errorOf(suspended).message).toBe(MESSAGING_TEXTS.deleteSuspended);
  });

  it('typing stopped: the emptied box is passed on at once, and the next typing too', async () => {
    const { client, pro } = await pair();
    const path = `/api/messages/conversations/${pro.id}/typing`;
    const typingEvents = (stream: EventStream) =>
      stream.events
        .filter(({ event }) => event.type.startsWith('member.typing'))
        .map(({ event }) => event.type);
    await send(client.client, pro.id, 'First');
    const proStream = await EventStream.open(url2, pro.client.cookies);

    expect((await client.client.post(path)).statusCode).toBe(204);
    await proStream.until(() => typingEvents(proStream).length === 1);
    // Emptied twice at once: one sign; typing again straight after is news, and goes.
    const stops = await Promise.all([
      client.client.request('DELETE', path),
      client.client.request('DELETE', path),
    ]);
    expect(stops.map((answer) => answer.statusCode)).toEqual([204, 204]);
    await proStream.until(() => typingEvents(proStream).length === 2);
    expect((await client.client.post(path)).statusCode).toBe(204);
    await proStream.until(() => typingEvents(proStream).length === 3);
    await send(client.client, pro.id, 'Marker');
    await proStream.until(() => proStream.messages().includes('Marker'));
    expect(proStream.events.filter(({ event }) => event.type.startsWith('member.typing'))).toEqual([
      { id: '', event: { type: 'member.typing', memberId: client.id } },
      { id: '', event: { type: 'member.typing-stopped', memberId: client.id } },
      { id: '', event: { type: 'member.typing', memberId: client.id } },
    ]);
    expect(
      await t.db.selectFrom('member_events').select('id').where('type', 'like', 'member.typing%').execute(),
    ).toEqual([]);
    proStream.end();
  });

  it('typing: refused as a message would be, to a visitor, oneself, a blocked pair, a suspended member', async () => {
    const { client, pro } = await pair();
    await send(client.client, pro.id, 'Hello');
    const path = (otherId: string) => `/api/messages/conversations/${otherId}/typing`;

    expect((await new TestClient(t.app).post(path(pro.id))).statusCode).toBe(401);
    const self = await client.client.post(path(client.id));
    expect(self.statusCode).toBe(403);
    expect(errorOf(self).message).toBe(MESSAGING_TEXTS.self);
    expect((await client.client.post(path(randomUUID()))).statusCode).toBe(404);
    expect((await client.client.post(path('not-a-member'))).statusCode).toBe(400);

    const suspended = await signedInMember(t, { label: 'suspended', profile: 'model', suspended: true });
    const fromSuspended = await suspended.client.post(path(pro.id));
    expect(fromSuspended.statusCode).toBe(403);

    expect((await pro.client.request('PUT', `/api/messages/blocks/${client.id}`)).statusCode).toBe(200);
    const blocked = await client.client.post(path(pro.id));
    expect(blocked.statusCode).toBe(403);
    expect(errorOf(blocked).message).toBe(MESSAGING_TEXTS.blocked);
    expect(errorOf(await pro.client.post(path(client.id))).message).toBe(MESSAGING_TEXTS.youBlocked);
    // Emptying the box is refused alike.
    expect((await new TestClient(t.app).request('DELETE', path(pro.id))).statusCode).toBe(401);
    expect((await suspended.client.request('DELETE', path(pro.id))).statusCode).toBe(403);
    const stopBlocked = await client.client.request('DELETE', path(pro.id));
    expect(stopBlocked.statusCode).toBe(403);
    expect(errorOf(stopBlocked).message).toBe(MESSAGING_TEXTS.blocked);
  });

  it('carries only my events, and signing out ends the stream', async () => {
    const { client, pro } = await pair();
    const third = await signedInMember(t, { label: 'third', profile: 'model' });
    const thirdStream = await EventStream.open(url1, third.client.cookies);
    const proStream = await EventStream.open(url2, pro.client.cookies);
    await send(client.client, pro.id, 'Only for Ava');
    await proStream.until(() => proStream.messages().length === 1);
    // The third member's stream heard nothing (its events would have arrived by now).
    await send(third.client, client.id, 'Marker');
    await thirdStream.until(() => thirdStream.messages().length === 1);
    expect(thirdStream.messages()).toEqual(['Marker']);

    await pro.client.post('/api/auth/sign-out');
    await proStream.untilEnded();
    thirdStream.end();
  });
});
