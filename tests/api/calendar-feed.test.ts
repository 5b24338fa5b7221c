import { describe, expect, it } from 'vitest';
import { createBooking, DEFAULT_PASSWORD, daysFromNow, isoDate } from '../../src/server/db/seed/factories.js';
import type { CalendarFeed, CalendarFeedMade } from '../../src/shared/schemas/bookings.js';
import { signedInMember } from '../support/members.js';
import { errorOf, setupTestApp, TestClient } from '../support/test-app.js';

// Calendar link (docs/product.md, Calendar link): a member's accepted and completed
// bookings as a calendar their app subscribes to, at a private address read without a
// session; a new link ends the old one, and so does turning it off or leaving.

const t = setupTestApp();
const FEED = '/api/bookings/calendar-feed';

const pathOf = (url: string) => new URL(url).pathname;
/** Whoever holds the address, with no cookies: a calendar app. */
const calendarApp = () => new TestClient(t.app);

async function makeLink(member: { client: TestClient }) {
  const made = await member.client.post(FEED);
  expect(made.statusCode, made.body).toBe(200);
  return made.json() as CalendarFeedMade;
}

const summaries = (ics: string) =>
  ics
    .split('\r\n')
    .filter((line) => line.startsWith('SUMMARY:'))
    .map((line) => line.slice('SUMMARY:'.length));

describe('calendar link', () => {
  it('lists my accepted and completed bookings and open requests, either side, to whoever holds it; nothing else', async () => {
    const pro = await signedInMember(t, {
      label: 'pro',
      profile: { role: 'photographer', display_name: 'Ava Lens' },
    });
    const client = await signedInMember(t, {
      label: 'client',
      profile: { role: 'client', display_name: 'Nora Brand' },
    });
    const other = await signedInMember(t, { label: 'other', profile: 'model' });
    const booking = (title: string, status: string, fields: Record<string, unknown> = {}) =>
      createBooking(t.db, {
        clientId: client.id,
        professionalId: pro.id,
        title,
        status: status as 'accepted',
        ...fields,
      });
    await booking('Spring lookbook', 'accepted', { location: 'Studio 4, Lisbon', start_time: '10:00' });
    await booking('Winter campaign', 'completed', {
      shoot_date: isoDate(daysFromNow(-20)),
      completed_at: new Date(),
    });
    await booking('Long ago', 'completed', {
      shoot_date: isoDate(daysFromNow(-400)),
      completed_at: new Date(),
    });
    await booking('Only asked', 'pending');
    // Requests past their time are expired (or about to be): not held in the diary.
    await booking('Asked too long ago', 'pending', { created_at: daysFromNow(-8) });
    await booking('Asked for a started shoot', 'pending', { shoot_date: isoDate(daysFromNow(-1)) });
    await booking('Called off', 'cancelled');
    await booking('Said no', 'declined');
    // The professional books someone too: as client, it is theirs as well.
    await createBooking(t.db, {
      clientId: pro.id,
      professionalId: other.id,
      title: 'My portrait',
      status: 'accepted',
    });
    await createBooking(t.db, {
      clientId: client.id,
      professionalId: other.id,
      title: 'Not mine',
      status: 'accepted',
    });

    expect((await pro.client.get(FEED)).json()).toEqual({ url: null } satisfies CalendarFeed);
    const made = await makeLink(pro);
    expect(made.message).toBe('Your calendar link is ready. Add it to your calendar app.');
    expect(made.url).toMatch(/^http.*\/api\/calendar-feeds\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{43}$/);
    expect((await pro.client.get(FEED)).json()).toEqual({ url: made.url });

    const feed = await calendarApp().get(pathOf(made.url));
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('private, max-age=300');
    expect(feed.headers['x-robots-tag']).toBe('noindex');
    expect(feed.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(feed.body).toContain('\r\nX-WR-CALNAME:Frameline bookings\r\n');
    expect(summaries(feed.body).sort()).toEqual([
      'My portrait',
      'Request: Only asked',
      'Spring lookbook',
      'Winter campaign',
    ]);
    // Long lines continue after a line break and a space (RFC 5545): read them whole.
    const unfolded = feed.body.replaceAll('\r\n ', '');
    // The request is a tentative hold, said so; the bookings are confirmed.
    const events = unfolded.split('BEGIN:VEVENT').slice(1);
    const request = events.find((event) => event.includes('SUMMARY:Request: Only asked'))!;
    expect(request).toContain('\r\nSTATUS:TENTATIVE\r\n');
    expect(request).toContain('DESCRIPTION:A booking request\\, not answered yet.\\n');
    for (const event of events.filter((event) => event !== request))
      expect(event).toContain('\r\nSTATUS:CONFIRMED\r\n');
    expect(unfolded).toContain('LOCATION:Studio 4\\, Lisbon');
    expect(unfolded).toContain('Client: Nora Brand. Professional: Ava Lens.');
  });

  it('a new link ends the old one, as does turning it off; a wrong key or id is not found', async () => {
    const member = await signedInMember(t, { label: 'renew', profile: 'stylist' });
    const first = await makeLink(member);
    const second = await makeLink(member);
    expect(second.message).toBe('A new calendar link is ready. The old one no longer works.');
    expect(second.url).not.toBe(first.url);
    const gone = await calendarApp().get(pathOf(first.url));
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone).message).toBe('This calendar link does not work any more.');
    expect((await calendarApp().get(pathOf(second.url))).statusCode).toBe(200);

    // Another key for the same id, or the key of one id with another: not found.
    const [, , , feedId, key] = pathOf(second.url).split('/');
    const otherKey = `${key!.slice(0, -1)}${key!.endsWith('A') ? 'B' : 'A'}`;
    expect((await calendarApp().get(`/api/calendar-feeds/${feedId}/${otherKey}`)).statusCode).toBe(404);
    const stranger = await makeLink(await signedInMember(t, { label: 'stranger', profile: 'model' }));
    const strangerId = pathOf(stranger.url).split('/')[3];
    expect((await calendarApp().get(`/api/calendar-feeds/${strangerId}/${key}`)).statusCode).toBe(404);
    expect((await calendarApp().get(`/api/calendar-feeds/${feedId}/short`)).statusCode).toBe(400);

    const off = await member.client.request('DELETE', FEED);
    expect(off.json()).toEqual({
      message: 'Your calendar link is turned off. Calendars using it stop updating.',
    });
    expect((await calendarApp().get(pathOf(second.url))).statusCode).toBe(404);
    expect((await member.client.get(FEED)).json()).toEqual({ url: null });
    expect((await new TestClient(t.app).post(FEED)).statusCode).toBe(401);
  });

  it('two new links at once leave one that works; deleting the account ends it', async () => {
    const member = await signedInMember(t, { label: 'twice', profile: 'client' });
    const [a, b] = await Promise.all([makeLink(member), makeLink(member)]);
    const now = (await member.client.get(FEED)).json() as CalendarFeed;
    expect([a.url, b.url]).toContain(now.url);
    const working = await Promise.all(
      [a, b].map(async ({ url }) => (await calendarApp().get(pathOf(url))).statusCode),
    );
    expect(working.sort()).toEqual([200, 404]);

    const deleted = await member.client.request('DELETE', '/api/auth/account', {
      payload: { password: DEFAULT_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await calendarApp().get(pathOf(now.url!))).statusCode).toBe(404);
  });
});
