import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createMessage, createProfile, createUser } from '../../src/server/db/seed/factories.js';
import { errorBodySchema } from '../../src/shared/errors.js';
import {
  DISCOVER_TEXT_COUNT_CAP,
  type DiscoverResponse,
  decodeDiscoverCursor,
  discoverOrderKey,
  encodeDiscoverCursor,
} from '../../src/shared/schemas/discovery.js';
import { signedInMember } from '../support/members.js';
import { setupTestApp, TestClient } from '../support/test-app.js';

// A page link is made by the server, but a client can send any text in its place. A link
// whose time JavaScript reads but PostgreSQL refuses (a day the calendar does not have, an
// offset beyond 15:59) is a bad link like any other: 400 in the error shape, never a 500
// (docs/product.md, Errors).

const t = setupTestApp();

/** Times that `Date.parse` accepts (or that look like PostgreSQL's text) but PostgreSQL refuses. */
const FORGED_TIMES = [
  '2026-02-30 10:00:00+00', // rolls over to March 2 in JavaScript
  '2026-02-29 10:00:00+00', // not a leap year
  '2026-04-31 10:00:00.123456+00',
  '2026-02-28 10:00:00+16', // beyond PostgreSQL's largest offset
  '2026-02-28 10:00:00+15:60',
];

const forged = (time: string) =>
  Buffer.from(JSON.stringify({ time, id: randomUUID() })).toString('base64url');

function expectBadLink(response: LightMyRequestResponse, label: string) {
  expect(response.statusCode, `${label}: ${response.body}`).toBe(400);
  const { error } = errorBodySchema.parse(response.json());
  expect(error.code, label).toBe('VALIDATION_FAILED');
  expect(error.fields?.cursor, label).toBe('Not a valid page link');
}

describe('a forged page link', () => {
  it("on a profile's reviews (public): 400, for a visitor as for a member", async () => {
    const pro = await signedInMember(t, { label: 'pro', profile: 'photographer' });
    for (const time of FORGED_TIMES) {
      for (const [who, client] of [
        ['visitor', new TestClient(t.app)],
        ['member', pro.client],
      ] as const) {
        const response = await client.get(`/api/profiles/${pro.id}/reviews`, {
          query: { cursor: forged(time) },
        });
        expectBadLink(response, `${who} ${time}`);
      }
    }
  });

  it('on my bookings, my conversations and a thread: 400', async () => {
    const me = await signedInMember(t, { label: 'me', profile: 'client' });
    const other = await signedInMember(t, { label: 'other', profile: 'model' });
    await createMessage(t.db, { senderId: other.id, recipientId: me.id, content: 'Hello' });
    for (const time of FORGED_TIMES) {
      const cursor = forged(time);
      expectBadLink(await me.client.get('/api/bookings', { query: { cursor } }), `bookings ${time}`);
      expectBadLink(
        await me.client.get('/api/messages/conversations', { query: { cursor } }),
        `conversations ${time}`,
      );
      expectBadLink(
        await me.client.get(`/api/messages/conversations/${other.id}`, { query: { before: cursor } }),
        `thread ${time}`,
      );
    }
  });

  it('on the admin lists: 400', async () => {
    const admin = await signedInMember(t, { label: 'admin', adminLevel: 'super_admin' });
    const reportLink = (time: string) =>
      Buffer.from(JSON.stringify({ handled: false, time, id: randomUUID() })).toString('base64url');
    for (const time of FORGED_TIMES) {
      for (const path of [
        '/api/admin/bookings',
        '/api/admin/messages',
        '/api/admin/reviews',
        '/api/admin/professionals',
        '/api/admin/contact-messages',
      ]) {
        expectBadLink(await admin.client.get(path, { query: { cursor: forged(time) } }), `${path} ${time}`);
      }
      expectBadLink(
        await admin.client.get('/api/admin/reports', { query: { cursor: reportLink(time) } }),
        `reports ${time}`,
      );
    }
    // The audit log pages by row id, a bigint: one beyond its largest is no page link either.
    for (const cursor of ['9223372036854775808', '9999999999999999999']) {
      expectBadLink(await admin.client.get('/api/admin/audit-log', { query: { cursor } }), `audit ${cursor}`);
    }
    expect(
      (await admin.client.get('/api/admin/audit-log', { query: { cursor: '9223372036854775807' } }))
        .statusCode,
    ).toBe(200);
  });

  it('a real link still pages: the same conversations list follows its own next link', async () => {
    const me = await signedInMember(t, { label: 'busy', profile: 'client' });
    const base = Date.now() - 86_400_000;
    for (let i = 0; i < 21; i++) {
      const other = await signedInMember(t, { label: `writer${i}`, profile: 'model' });
      await createMessage(t.db, {
        senderId: other.id,
        recipientId: me.id,
        content: `From ${i}`,
        createdAt: new Date(base + i * 60_000 + 123),
      });
    }
    const first = (await me.client.get('/api/messages/conversations')).json();
    expect(first.items).toHaveLength(20);
    const second = await me.client.get('/api/messages/conversations', {
      query: { cursor: first.nextCursor },
    });
    expect(second.statusCode).toBe(200);
    expect(
      second.json().items.map((item: { lastMessage: { content: string } }) => item.lastMessage.content),
    ).toEqual(['From 0']);
  });

  it('on /api/discover (public), a newest-first link whose time has an offset PostgreSQL refuses: 400', async () => {
    const response = await new TestClient(t.app).get('/api/discover', {
      query: {
        cursor: encodeDiscoverCursor({
          position: 'after',
          // A link of the order asked for, so only its time is wrong.
          order: discoverOrderKey('newest'),
          anchorKey: ['2026-02-28 10:00:00+16'],
          anchorId: randomUUID(),
          page: 1,
          skipPages: 0,
        }),
      },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorBodySchema.parse(response.json()).error.fields).toHaveProperty('cursor');
  });
});

describe('a discovery page link', () => {
  it('names a page of its own size: followed at that size, refused at another (the page it names is not that page there)', async () => {
    for (let i = 0; i < 8; i++) {
      const user = await createUser(t.db);
      await createProfile(t.db, user.id, { role: 'stylist', display_name: `Sized ${i}`, bio: 'quillsized' });
    }
    const visitor = new TestClient(t.app);
    const search = (query: Record<string, string>) =>
      visitor.get('/api/discover', { query: { q: 'quillsized', ...query } });
    const bySix = (await search({ pageSize: '6' })).json() as DiscoverResponse;
    const next = bySix.links.next!.cursor!;
    const second = await search({ pageSize: '6', cursor: next });
    expect(second.statusCode).toBe(200);
    expect((second.json() as DiscoverResponse).from).toBe(7);
    // At 3 a page, that link would say 'Showing 4 - 6' of rows 7 and 8.
    for (const pageSize of ['3', undefined]) {
      const response = await search({ ...(pageSize ? { pageSize } : {}), cursor: next });
      expectBadLink(response, `a link made at 6 a page, read at ${pageSize ?? 'the default'}`);
    }
  });
});

describe('a last-page link of a count that is no longer exact', () => {
  it('starts over at the first page, one page long, instead of reading up to the cap', async () => {
    // More matches than a text search counts exactly (DISCOVER_TEXT_COUNT_CAP).
    for (let i = 0; i <= DISCOVER_TEXT_COUNT_CAP; i++) {
      const user = await createUser(t.db);
      await createProfile(t.db, user.id, {
        role: 'model',
        display_name: `Lark ${i}`,
        bio: 'zephyrlark studio',
      });
    }
    const visitor = new TestClient(t.app);
    const first = (
      await visitor.get('/api/discover', { query: { q: 'zephyrlark' } })
    ).json() as DiscoverResponse;
    expect(first.totalIsCapped).toBe(true);
    expect(first.links.last).toBeNull();
    const next = decodeDiscoverCursor(first.links.next!.cursor!)!;
    // The link a page made while the count was exact, or one made by hand.
    const last = encodeDiscoverCursor({
      position: 'last',
      order: next.order,
      anchorKey: [],
      page: 9,
      skipPages: 0,
    });
    const response = await visitor.get('/api/discover', { query: { q: 'zephyrlark', cursor: last } });
    expect(response.statusCode).toBe(200);
    const page = response.json() as DiscoverResponse;
    expect(page.page).toBe(1);
    expect(page.items.length).toBe(first.pageSize);
    expect(page.items.map((card) => card.userId)).toEqual(first.items.map((card) => card.userId));
  });

  it('a location of spaces filters nothing, and its count is everyone’s', async () => {
    const visitor = new TestClient(t.app);
    const spaces = (
      await visitor.get('/api/discover', { query: { location: '   ' } })
    ).json() as DiscoverResponse;
    const none = (await visitor.get('/api/discover')).json() as DiscoverResponse;
    expect(spaces.total).toBe(none.total);
    expect(spaces.total).toBeGreaterThan(0);
  });
});
