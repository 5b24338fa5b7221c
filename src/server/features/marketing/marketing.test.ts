import { describe, expect, it } from 'vitest';
import { newMember } from '../../../../tests/support/members.js';
import { errorOf, setupTestApp, TestClient } from '../../../../tests/support/test-app.js';
import { MARKETING_TEXTS } from '../../../shared/schemas/marketing.js';

const t = setupTestApp({ ADMIN_EMAIL: 'chief@example.test' });
const valid = {
  name: 'Mina Okafor',
  email: 'Mina@Example.test',
  topic: 'partnership',
  message: 'We would love to partner on a campaign.',
};

describe('contact form', () => {
  it('stores a valid message and confirms it', async () => {
    const response = await new TestClient(t.app).post('/api/contact', valid);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: MARKETING_TEXTS.contactSent });
    const stored = await t.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('name', '=', 'Mina Okafor')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ email: 'mina@example.test', topic: 'partnership' });
  });

  it('explains what is wrong with each field and stores nothing', async () => {
    const before = await t.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await new TestClient(t.app).post('/api/contact', {
      name: ' ',
      email: 'nope',
      topic: 'gossip',
      message: 'hi',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({
      name: 'Please enter your name',
      email: 'Please enter a valid email address',
      topic: 'Please choose a topic',
      message: 'Please write at least 10 characters',
    });
    const after = await t.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('is rate limited per address: the 6th message in 10 minutes gets 429', async () => {
    const client = new TestClient(t.app);
    for (let i = 0; i < 5; i++) expect((await client.post('/api/contact', valid)).statusCode).toBe(201);
    const sixth = await client.post('/api/contact', valid);
    expect(sixth.statusCode).toBe(429);
    expect(errorOf(sixth).message).toMatch(/try again in \d+ minutes?/);
  });

  it('can be read by admins with manage_messages, and by nobody else', async () => {
    await new TestClient(t.app).post('/api/contact', { ...valid, name: 'Visible To Admins' });
    const member = await newMember(t);
    expect((await member.client.get('/api/admin/contact-messages')).statusCode).toBe(403);
    expect((await new TestClient(t.app).get('/api/admin/contact-messages')).statusCode).toBe(401);

    const chief = await newMember(t, 'chief');
    await t.db.updateTable('users').set({ email: 'chief@example.test' }).where('id', '=', chief.id).execute();
    const list = await chief.client.get('/api/admin/contact-messages');
    expect(list.statusCode).toBe(200);
    expect(list.json().messages.map((m: { name: string }) => m.name)).toContain('Visible To Admins');
  });
});

describe('newsletter', () => {
  it('subscribes once and says so when the address is already there', async () => {
    const client = new TestClient(t.app);
    const first = await client.post('/api/newsletter', { email: 'reader@example.test', source: 'blog' });
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe(MARKETING_TEXTS.subscribed);
    const again = await client.post('/api/newsletter', { email: 'READER@example.test' });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(MARKETING_TEXTS.alreadySubscribed);
    expect(errorOf(await client.post('/api/newsletter', { email: 'not an email' })).fields?.email).toBe(
      'Please enter a valid email address',
    );
  });
});
