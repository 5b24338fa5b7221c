import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, isoDate } from '../../src/server/db/seed/factories.js';
import { localDateTime } from '../../src/shared/booking-lifecycle.js';
import type { MemberRole } from '../../src/shared/enums.js';
import { errorBodySchema } from '../../src/shared/errors.js';
import {
  type AwaitingAnswer,
  type AwaitingReview,
  BOOKING_TEXTS,
  type BookedOn,
  type BookingDetail,
  type BookingList,
  type BookingResponse,
  latestShootDate,
  type ReviewsToAnswer,
  type UpcomingBookings,
} from '../../src/shared/schemas/bookings.js';
import { POLICY_TEXTS } from '../../src/shared/texts.js';
import { act, bookingForm, bookingInStatus, bookingParties, requestBooking } from '../support/bookings.js';
import { EventStream } from '../support/event-stream.js';
import { signedInMember } from '../support/members.js';
import { errorOf, setupTestApp, TestClient } from '../support/test-app.js';

// docs/product.md, Requesting a booking; Booking lifecycle; Booking lists.

const t = setupTestApp();

describe('requesting a booking', () => {
  it('finds the professional by exact email and answers with the pending booking', async () => {
    const { client, pro } = await bookingParties(t);
    const response = await client.client.post('/api/bookings', bookingForm(pro.email.toUpperCase()));
    expect(response.statusCode).toBe(201);
    const { booking, message } = response.json() as BookingResponse;
    expect(message).toBe('Booking request sent successfully!');
    expect(booking).toMatchObject({
      status: 'pending',
      title: 'Spring lookbook',
      startTime: '10:00',
      durationHours: 4,
      timeZone: 'America/New_York',
      rateOffered: 1400,
      rateAccepted: null,
      myRole: 'client',
      counterpart: { userId: pro.id, displayName: 'Ava Lens' },
    });
    expect(booking.history).toEqual([
      expect.objectContaining({
        actorRole: 'client',
        actorName: 'Nora Brand',
        from: null,
        to: 'pending',
        rate: 1400,
      }),
    ]);
  });

  it('sends empty optional fields as none', async () => {
    const { client, pro } = await bookingParties(t);
    const booking = await requestBooking(client.client, pro.email, {
      startTime: '',
      durationHours: '',
      location: '',
      description: '   ',
      rateOffered: '',
      timeZone: 'Asia/Kolkata',
    });
    expect(booking).toMatchObject({
      startTime: null,
      durationHours: null,
      location: null,
      description: null,
      rateOffered: null,
      // Stored by its current IANA name, not ICU's 'Asia/Calcutta'.
      timeZone: 'Asia/Kolkata',
    });
  });

  it("answers 'Professional not found with that email' for an unknown email, a client, and a suspended professional", async () => {
    const { client } = await bookingParties(t);
    const otherClient = await signedInMember(t, { label: 'brand', profile: 'client' });
    const suspended = await signedInMember(t, { label: 'gone', profile: 'model', suspended: true });
    for (const email of ['nobody@example.test', otherClient.email, suspended.email]) {
      const response = await client.client.post('/api/bookings', bookingForm(email));
      expect(response.statusCode, email).toBe(404);
      expect(errorOf(response).message).toBe('Professional not found with that email');
    }
  });

  it('a block either way refuses a request: by profile it says so, by email the blocker is not told apart', async () => {
    const { client, pro } = await bookingParties(t);
    const byProfile = () =>
      client.client.post('/api/bookings', {
        ...bookingForm(pro.email),
        professionalEmail: undefined,
        professionalId: pro.id,
      });
    expect((await pro.client.request('PUT', `/api/messages/blocks/${client.id}`)).statusCode).toBe(200);
    const refused = await byProfile();
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(BOOKING_TEXTS.blocked);
    const byEmail = await client.client.post('/api/bookings', bookingForm(pro.email));
    expect(byEmail.statusCode).toBe(404);
    expect(errorOf(byEmail).message).toBe('Professional not found with that email');
    expect((await pro.client.delete(`/api/messages/blocks/${client.id}`)).statusCode).toBe(200);

    // The one who blocked cannot request a booking of the member they blocked either.
    expect((await client.client.request('PUT', `/api/messages/blocks/${pro.id}`)).statusCode).toBe(200);
    const mine = await byProfile();
    expect(mine.statusCode).toBe(403);
    expect(errorOf(mine).message).toBe(BOOKING_TEXTS.youBlocked);
    expect(
      await t.db.selectFrom('bookings').select('id').where('client_id', '=', client.id).execute(),
    ).toEqual([]);
  });

  it('refuses yourself, an unavailable professional, and a suspended member asking', async () => {
    const { client, pro } = await bookingParties(t);
    const self = await pro.client.post('/api/bookings', bookingForm(pro.email));
    expect(self.statusCode).toBe(403);
    expect(errorOf(self).message).toBe('You cannot book yourself');

    const away = await signedInMember(t, {
      label: 'away',
      profile: { role: 'stylist', is_available: false },
    });
    // Found by email, they are not told apart from nobody (an email's owner is private);
    // Book Now, by profile, says they are not available.
    const unavailable = await client.client.post('/api/bookings', bookingForm(away.email));
    expect(unavailable.statusCode).toBe(404);
    expect(errorOf(unavailable).message).toBe('Professional not found with that email');
    const byProfile = await client.client.post('/api/bookings', {
      ...bookingForm(away.email),
      professionalEmail: undefined,
      professionalId: away.id,
    });
    expect(byProfile.statusCode).toBe(403);
    expect(errorOf(byProfile).message).toBe(POLICY_TEXTS.unavailable);

    // A suspended member is refused before anyone is looked up: the same answer for a
    // professional's email, an unavailable one's and nobody's, so no email is told apart.
    const suspendedClient = await signedInMember(t, { label: 'sus', profile: 'client', suspended: true });
    for (const email of [pro.email, away.email, 'nobody-at-all@example.test']) {
      const refused = await suspendedClient.client.post('/api/bookings', bookingForm(email));
      expect(refused.statusCode, email).toBe(403);
      expect(errorOf(refused).message, email).toBe(BOOKING_TEXTS.suspended);
    }
  });

  it('tells no one whose an email is for free: a past date is refused first, and lookups are counted', async () => {
    const { client, pro } = await bookingParties(t);
    for (const email of ['nobody@example.test', pro.email]) {
      const past = await client.client.post(
        '/api/bookings',
        bookingForm(email, { shootDate: isoDate(daysFromNow(-2)) }),
      );
      expect(past.statusCode, email).toBe(400);
    }
    const prober = await signedInMember(t, { label: 'prober', profile: 'client' });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++)
      statuses.push(
        (await prober.client.post('/api/bookings', bookingForm(`nobody${i}@example.test`))).statusCode,
      );
    expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('refuses a start time the clocks skip in the shoot’s time zone', async () => {
    const { client, pro } = await bookingParties(t);
    // The next day New York's clocks go from 02:00 to 03:00: the second Sunday of March.
    const springForward = [0, 1]
      .map((ahead) => {
        const year = new Date().getUTCFullYear() + ahead;
        const firstOfMarch = new Date(Date.UTC(year, 2, 1));
        return isoDate(new Date(Date.UTC(year, 2, 1 + ((7 - firstOfMarch.getUTCDay()) % 7) + 7)));
      })
      .find((date) => date > isoDate(daysFromNow(2)))!;
    const skipped = await client.client.post(
      '/api/bookings',
      bookingForm(pro.email, { shootDate: springForward, startTime: '02:30', timeZone: 'America/New_York' }),
    );
    expect(skipped.statusCode).toBe(400);
    expect(errorOf(skipped).fields).toEqual({ startTime: BOOKING_TEXTS.timeSkipped });
    const after = await client.client.post(
      '/api/bookings',
      bookingForm(pro.email, { shootDate: springForward, startTime: '03:30', timeZone: 'America/New_York' }),
    );
    expect(after.statusCode).toBe(201);
  });

  it('refuses a date or a time already past in the shoot’s time zone', async () => {
    const { client, pro } = await bookingParties(t);
    // Two days ago by UTC's calendar: a day already past in every time zone (one day ago
    // is still today west of UTC for the first hours of a UTC day).
    const past = await client.client.post(
      '/api/bookings',
      bookingForm(pro.email, { shootDate: isoDate(daysFromNow(-2)) }),
    );
    expect(past.statusCode).toBe(400);
    expect(errorOf(past).fields).toEqual({ shootDate: BOOKING_TEXTS.inThePast });

    // Today in a time zone far from UTC, an hour ago there. In the first hour of a local
    // day an hour ago is yesterday, which the date's own check refuses; one of these zones
    // is always past that hour.
    const anHourBefore = new Date(Date.now() - 3_600_000);
    const zone = ['Pacific/Auckland', 'America/Los_Angeles'].find(
      (candidate) =>
        localDateTime(candidate, anHourBefore).date === localDateTime(candidate, new Date()).date,
    );
    if (!zone) throw new Error('both zones are in the first hour of their day');
    const local = localDateTime(zone, anHourBefore);
    const anHourAgo = await client.client.post(
      '/api/bookings',
      bookingForm(pro.email, { timeZone: zone, shootDate: local.date, startTime: local.time }),
    );
    expect(anHourAgo.statusCode).toBe(400);
    expect(errorOf(anHourAgo).fields?.startTime).toBe(BOOKING_TEXTS.inThePast);
  });

  it('refuses a shoot date more than 5 years ahead with the form’s message, and the refusal costs no request', async () => {
    const { client, pro } = await bookingParties(t);
    const latest = latestShootDate();
    const [year, month, day] = latest.split('-').map(Number) as [number, number, number];
    const dayAfter = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
    // 35 refusals: more than the hourly limit of requests, which they do not use up.
    for (const [shootDate, startTime] of [
      ['9999-12-31', ''],
      ['9999-12-31', '10:00'],
      [dayAfter, ''],
      ...Array.from({ length: 32 }, () => ['9999-12-31', '']),
    ]) {
      const response = await client.client.post(
        '/api/bookings',
        bookingForm(pro.email, { shootDate, startTime, durationHours: '', timeZone: 'Pacific/Kiritimati' }),
      );
      expect(response.statusCode, `${shootDate} ${startTime}: ${response.body}`).toBe(400);
      const { error } = errorBodySchema.parse(response.json());
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.fields).toEqual({ shootDate: 'Please choose a date within the next 5 years' });
    }
    // The last day allowed is a booking, all day in the zone furthest ahead.
    const last = await requestBooking(client.client, pro.email, {
      shootDate: latest,
      startTime: '',
      durationHours: '',
      timeZone: 'Pacific/Kiritimati',
    });
    expect(last).toMatchObject({ shootDate: latest, startTime: null, status: 'pending' });
  });

  it('checks every field with the form’s messages, never a 500', async () => {
    const { client, pro } = await bookingParties(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'title'],
      [{ professionalEmail: '' }, 'professionalEmail'],
      [{ shootDate: '' }, 'shootDate'],
      [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone'],
      [{ startTime: '25:00' }, 'startTime'],
      [{ durationHours: 2.5 }, 'durationHours'],
      [{ durationHours: 25 }, 'durationHours'],
      [{ rateOffered: 10.555 }, 'rateOffered'],
      [{ rateOffered: -1 }, 'rateOffered'],
      [{ title: 'x'.repeat(201) }, 'title'],
    ];
    for (const [change, field] of cases) {
      const response = await client.client.post('/api/bookings', bookingForm(pro.email, change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(errorOf(response).fields ?? {}), JSON.stringify(change)).toContain(field);
    }
  });

  it('is rate limited per member: the 31st request within the hour is refused with 429', async () => {
    const { client, pro } = await bookingParties(t);
    for (let i = 0; i < 30; i++) await requestBooking(client.client, pro.email, { title: `Request ${i}` });
    const refused = await client.client.post('/api/bookings', bookingForm(pro.email, { title: 'One more' }));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another member is not affected.
    const other = await signedInMember(t, { label: 'other', profile: 'client' });
    expect((await other.client.post('/api/bookings', bookingForm(pro.email))).statusCode).toBe(201);
  });

  it('Book Now names the professional by profile id instead of the private email', async () => {
    const { client, pro } = await bookingParties(t);
    const { professionalEmail: _email, ...details } = bookingForm(pro.email);
    const response = await client.client.post('/api/bookings', { ...details, professionalId: pro.id });
    expect(response.statusCode).toBe(201);
    expect((response.json() as BookingResponse).booking).toMatchObject({
      status: 'pending',
      counterpart: { userId: pro.id, displayName: 'Ava Lens' },
    });

    // Neither or both: one field says what to do.
    const neither = await client.client.post('/api/bookings', details);
    expect(neither.statusCode).toBe(400);
    expect(errorOf(neither).fields).toEqual({ professionalEmail: BOOKING_TEXTS.emailRequired });
    const both = await client.client.post('/api/bookings', {
      ...details,
      professionalId: pro.id,
      professionalEmail: pro.email,
    });
    expect(both.statusCode).toBe(400);
    expect(Object.keys(errorOf(both).fields ?? {})).toEqual(['professionalId']);
    const notAnId = await client.client.post('/api/bookings', { ...details, professionalId: 'abc' });
    expect(notAnId.statusCode).toBe(400);

    // Unknown, a client, a suspended professional: not found, in words that fit a profile.
    const otherClient = await signedInMember(t, { label: 'brand', profile: 'client' });
    const suspended = await signedInMember(t, { label: 'gone', profile: 'model', suspended: true });
    for (const id of [randomUUID(), otherClient.id, suspended.id]) {
      const refused = await client.client.post('/api/bookings', { ...details, professionalId: id });
      expect(refused.statusCode, id).toBe(404);
      expect(errorOf(refused).message).toBe(BOOKING_TEXTS.professionalGone);
    }
    // Yourself by id is refused as by email.
    const self = await pro.client.post('/api/bookings', { ...details, professionalId: pro.id });
    expect(self.statusCode).toBe(403);
    expect(errorOf(self).message).toBe('You cannot book yourself');
  });

  it('a visitor is asked to sign in', async () => {
    const { pro } = await bookingParties(t);
    const visitor = new TestClient(t.app);
    expect((await visitor.post('/api/bookings', bookingForm(pro.email))).statusCode).toBe(401);
    expect((await visitor.get('/api/bookings')).statusCode).toBe(401);
  });
});

describe('an Idempotency-Key', () => {
  it('makes a repeated request the same booking, also when both arrive at once', async () => {
    const { client, pro } = await bookingParties(t);
    const key = randomUUID();
    const headers = { 'idempotency-key': key };
    const form = bookingForm(pro.email, { title: 'Once only' });
    const [first, second] = await Promise.all([
      client.client.post('/api/bookings', form, { headers }),
      client.client.post('/api/bookings', form, { headers }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    const third = await client.client.post('/api/bookings', form, { headers });
    expect(third.statusCode).toBe(200);
    const ids = [first, second, third].map((r) => (r.json() as BookingResponse).booking.id);
    expect(new Set(ids).size).toBe(1);
    const rows = await t.db.selectFrom('bookings').select('id').where('title', '=', 'Once only').execute();
    expect(rows).toHaveLength(1);
    // One email to the professional, not two.
    await t.app.jobs.runQueued();
    const mails = ((await t.app.mailer.outbox?.()) ?? []).filter(
      (mail) => mail.to === pro.email && mail.subject.includes('Once only'),
    );
    expect(mails).toHaveLength(1);
  });

  it('with a different request is refused', async () => {
    const { client, pro } = await bookingParties(t);
    const headers = { 'idempotency-key': randomUUID() };
    expect((await client.client.post('/api/bookings', bookingForm(pro.email), { headers })).statusCode).toBe(
      201,
    );
    const changed = await client.client.post('/api/bookings', bookingForm(pro.email, { title: 'Other' }), {
      headers,
    });
    expect(changed.statusCode).toBe(409);
    expect(errorOf(changed).message).toBe(BOOKING_TEXTS.idempotencyReused);
  });
});

describe('two moves at once', () => {
  it('two accepts of one booking: one 200, one 409 naming the status it has now', async () => {
    const { client, pro } = await bookingParties(t);
    const booking = await requestBooking(client.client, pro.email);
    const [a, b] = await Promise.all([
      act(pro.client, booking.id, { action: 'accept', expectedStatus: 'pending' }),
      act(pro.client, booking.id, { action: 'accept', expectedStatus: 'pending', counterRate: 2000 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(errorOf(loser).message).toBe('This booking is accepted now, so it cannot be accepted.');
    const detail = (await pro.client.get(`/api/bookings/${booking.id}`)).json() as BookingDetail;
    expect(detail.history.map((entry) => entry.to)).toEqual(['pending', 'accepted']);
  });

  it('an accept and a decline at once: exactly one wins, the other sees the status it lost to', async () => {
    const { client, pro } = await bookingParties(t);
    const booking = await requestBooking(client.client, pro.email);
    const [accept, decline] = await Promise.all([
      act(pro.client, booking.id, { action: 'accept', expectedStatus: 'pending' }),
      act(pro.client, booking.id, { action: 'decline', expectedStatus: 'pending' }),
    ]);
    expect([accept.statusCode, decline.statusCode].sort()).toEqual([200, 409]);
    const detail = (await client.client.get(`/api/bookings/${booking.id}`)).json() as BookingDetail;
    expect(detail.history).toHaveLength(2);
    expect(detail.status).toBe(accept.statusCode === 200 ? 'accepted' : 'declined');
    const loser = accept.statusCode === 409 ? accept : decline;
    expect(errorOf(loser).message).toContain(`This booking is ${detail.status} now`);
  });
});

describe('answering', () => {
  it('accepting with a counter rate makes it the accepted rate, with the notes in the history', async () => {
    const { client, pro } = await bookingParties(t);
    const booking = await requestBooking(client.client, pro.email);
    const response = await act(pro.client, booking.id, {
      action: 'accept',
      expectedStatus: 'pending',
      notes: 'Includes retouching',
      counterRate: 1650.5,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as BookingResponse;
    expect(body.message).toBe('Booking accepted successfully');
    expect(body.booking).toMatchObject({
      status: 'accepted',
      rateAccepted: 1650.5,
      notes: 'Includes retouching',
    });
    expect(body.booking.history.at(-1)).toMatchObject({
      actorRole: 'professional',
      actorName: 'Ava Lens',
      from: 'pending',
      to: 'accepted',
      note: 'Includes retouching',
      rate: 1650.5,
    });
    const seen = (await client.client.get(`/api/bookings/${booking.id}`)).json() as BookingDetail;
    expect(seen.rateAccepted).toBe(1650.5);
    expect(new Date(seen.updatedAt).getTime()).toBeGreaterThan(new Date(booking.updatedAt).getTime());
  });

  it('without a counter rate, the rate offered is accepted', async () => {
    const { client, pro } = await bookingParties(t);
    const booking = await requestBooking(client.client, pro.email, { rateOffered: 900 });
    const body = (
      await act(pro.client, booking.id, { action: 'accept', expectedStatus: 'pending' })
    ).json() as BookingResponse;
    expect(body.booking.rateAccepted).toBe(900);
  });

  it('warns of an accepted booking of the professional that overlaps, and still accepts', async () => {
    const { client, pro } = await bookingParties(t);
    const date = isoDate(daysFromNow(20));
    const first = await requestBooking(client.client, pro.email, {
      title: 'Morning',
      shootDate: date,
      startTime: '09:00',
      durationHours: 3,
    });
    await act(pro.client, first.id, { action: 'accept', expectedStatus: 'pending' });
    const second = await requestBooking(client.client, pro.email, {
      title: 'Late morning',
      shootDate: date,
      startTime: '11:00',
      durationHours: 2,
    });
    const apart = await requestBooking(client.client, pro.email, {
      title: 'Afternoon',
      shootDate: date,
      startTime: '12:00',
      durationHours: 2,
    });

    const detail = (await pro.client.get(`/api/bookings/${second.id}`)).json() as BookingDetail;
    expect(detail.overlapping.map((o) => o.title)).toEqual(['Morning']);
    const accepted = (
      await act(pro.client, second.id, { action: 'accept', expectedStatus: 'pending' })
    ).json() as BookingResponse;
    expect(accepted.booking.status).toBe('accepted');
    expect(accepted.overlapping?.map((o) => o.title)).toEqual(['Morning']);
    // 12:00 starts when the 09:00 booking of 3 hours ends: no overlap with it, but with 11:00-13:00.
    const third = (
      await act(pro.client, apart.id, { action: 'accept', expectedStatus: 'pending' })
    ).json() as BookingResponse;
    expect(third.overlapping?.map((o) => o.title)).toEqual(['Late morning']);
  });

  it('cancelling an accepted booking needs a reason; a pending one does not', async () => {
    const { client, pro } = await bookingParties(t);
    const pending = await requestBooking(client.client, pro.email);
    expect(
      (await act(client.client, pending.id, { action: 'cancel', expectedStatus: 'pending', reason: '' }))
        .statusCode,
    ).toBe(200);

    const accepted = await requestBooking(client.client, pro.email);
    await act(pro.client, accepted.id, { action: 'accept', expectedStatus: 'pending' });
    const noReason = await act(pro.client, accepted.id, { action: 'cancel', expectedStatus: 'accepted' });
    expect(noReason.statusCode).toBe(400);
    expect(errorOf(noReason).fields).toEqual({ reason: 'Please give a reason for cancelling' });
    const withReason = await act(pro.client, accepted.id, {
      action: 'cancel',
      expectedStatus: 'accepted',
      reason: 'Broke my wrist',
    });
    expect(withReason.statusCode).toBe(200);
    expect((withReason.json() as BookingResponse).booking).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Broke my wrist',
    });
  });

  it('completing waits for the shoot’s date', async () => {
    const { client, pro } = await bookingParties(t);
    const booking = await requestBooking(client.client, pro.email);
    await act(pro.client, booking.id, { action: 'accept', expectedStatus: 'pending' });
    const early = await act(pro.client, booking.id, { action: 'complete', expectedStatus: 'accepted' });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toBe(BOOKING_TEXTS.tooEarly);
    const past = await bookingInStatus(t, { clientId: client.id, professionalId: pro.id }, 'accepted');
    const done = await act(pro.client, past.id, { action: 'complete', expectedStatus: 'accepted' });
    expect(done.statusCode).toBe(200);
    expect((done.json() as BookingResponse).booking.canReview).toBe(false); // the professional's view
    const clientView = (await client.client.get(`/api/bookings/${past.id}`)).json() as BookingDetail;
    expect(clientView.canReview).toBe(true);
  });

  it('a request past its 7 days is expired when someone tries to answer it', async () => {
    const { client, pro } = await bookingParties(t);
    const booking = await requestBooking(client.client, pro.email);
    await t.db
      .updateTable('bookings')
      .set({ created_at: daysFromNow(-8) })
      .where('id', '=', booking.id)
      .execute();
    const late = await act(pro.client, booking.id, { action: 'accept', expectedStatus: 'pending' });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toContain('expired');
    const detail = (await client.client.get(`/api/bookings/${booking.id}`)).json() as BookingDetail;
    expect(detail.status).toBe('expired');
    expect(detail.history.at(-1)).toMatchObject({
      actorRole: 'system',
      actorName: null,
      from: 'pending',
      to: 'expired',
    });
  });
});

describe('lists', () => {
  it('lists mine as client and as professional, newest first, with the counterpart, filtered and paged', async () => {
    const me = await signedInMember(t, {
      label: 'both',
      profile: { role: 'photographer', display_name: 'Mo Both' },
    });
    const hirer = await signedInMember(t, {
      label: 'hirer',
      profile: { role: 'client', display_name: 'Hirer Co' },
    });
    const model = await signedInMember(t, {
      label: 'model',
      profile: { role: 'model', display_name: 'Zara Model' },
    });
    const made: string[] = [];
    for (let i = 0; i < 25; i++) {
      const asClient = i % 2 === 0;
      const row = await bookingInStatus(
        t,
        asClient
          ? { clientId: me.id, professionalId: model.id }
          : { clientId: hirer.id, professionalId: me.id },
        i % 5 === 0 ? 'declined' : 'pending',
        { title: `Booking ${i}`, created_at: new Date(Date.UTC(2026, 0, 1, 0, i)) },
      );
      made.push(row.id);
    }
    const page1 = (await me.client.get('/api/bookings')).json() as BookingList;
    expect(page1.items).toHaveLength(20);
    expect(page1.items[0]).toMatchObject({
      title: 'Booking 24',
      myRole: 'client',
      counterpart: { displayName: 'Zara Model' },
    });
    expect(page1.items[1]).toMatchObject({
      title: 'Booking 23',
      myRole: 'professional',
      counterpart: { displayName: 'Hirer Co' },
    });
    const page2 = (
      await me.client.get('/api/bookings', { query: { cursor: page1.nextCursor! } })
    ).json() as BookingList;
    expect(page2.nextCursor).toBeNull();
    expect([...page1.items, ...page2.items].map((b) => b.id)).toEqual([...made].reverse());

    const asPro = (
      await me.client.get('/api/bookings', { query: { role: 'professional' } })
    ).json() as BookingList;
    expect(asPro.items.map((b) => b.title)).toEqual(
      [23, 21, 19, 17, 15, 13, 11, 9, 7, 5, 3, 1].map((i) => `Booking ${i}`),
    );
    const declined = (
      await me.client.get('/api/bookings', { query: { status: 'declined' } })
    ).json() as BookingList;
    expect(declined.items.map((b) => b.title)).toEqual([
      'Booking 20',
      'Booking 15',
      'Booking 10',
      'Booking 5',
      'Booking 0',
    ]);
    const declinedAsClient = (
      await me.client.get('/api/bookings', { query: { status: 'declined', role: 'client' } })
    ).json() as BookingList;
    expect(declinedAsClient.items.map((b) => b.title)).toEqual(['Booking 20', 'Booking 10', 'Booking 0']);

    // Quick Stats counts the same bookings the list shows.
    const stats = (await me.client.get('/api/profiles/me/stats')).json() as { totalBookings: number };
    expect(stats.totalBookings).toBe(25);

    expect((await me.client.get('/api/bookings', { query: { status: 'lost' } })).statusCode).toBe(400);
    expect((await me.client.get('/api/bookings', { query: { cursor: 'nonsense' } })).statusCode).toBe(400);
  });

  it('searches mine by a piece of the title or of the other member’s name, taken literally, with the other filters', async () => {
    const member = (role: MemberRole, name: string) =>
      signedInMember(t, { label: 'searching', profile: { role, display_name: name } });
    const me = await member('photographer', 'Ines Lens');
    const northwind = await member('client', 'Northwind Apparel');
    const lumen = await member('client', 'Lumen Beauty');
    const stylist = await member('stylist', 'Sol Styles');
    await bookingInStatus(t, { clientId: northwind.id, professionalId: me.id }, 'pending', {
      title: 'Spring lookbook',
    });
    await bookingInStatus(t, { clientId: lumen.id, professionalId: me.id }, 'completed', {
      title: 'Serum stills',
    });
    await bookingInStatus(t, { clientId: lumen.id, professionalId: me.id }, 'pending', {
      title: '100% cotton_line',
    });
    // As client, of a stylist.
    await bookingInStatus(t, { clientId: me.id, professionalId: stylist.id }, 'accepted', {
      title: 'Northern light',
    });

    const titles = async (query: Record<string, string>) => {
      const response = await me.client.get('/api/bookings', { query });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { items: { title: string }[] }).items.map((item) => item.title).sort();
    };
    // The title ('Northern light') or the other member ('Northwind Apparel'), any case.
    expect(await titles({ q: 'NORTH' })).toEqual(['Northern light', 'Spring lookbook']);
    expect(await titles({ q: 'lumen' })).toEqual(['100% cotton_line', 'Serum stills']);
    expect(await titles({ q: 'lumen', status: 'pending' })).toEqual(['100% cotton_line']);
    expect(await titles({ q: 'north', role: 'client' })).toEqual(['Northern light']);
    expect(await titles({ q: 'north', with: northwind.id })).toEqual(['Spring lookbook']);
    // % and _ are characters; my own name finds nothing (it is no other member's).
    expect(await titles({ q: '0% cotton_' })).toEqual(['100% cotton_line']);
    expect(await titles({ q: '%' })).toEqual(['100% cotton_line']);
    expect(await titles({ q: 'Ines' })).toEqual([]);
    expect(await titles({ q: '' })).toHaveLength(4);
    const long = await me.client.get('/api/bookings', { query: { q: 'x'.repeat(101) } });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).fields?.q).toBe('Please use a shorter search');
    // Another member's search reads only their own.
    expect((await northwind.client.get('/api/bookings', { query: { q: 'lumen' } })).json().items).toEqual([]);
  });

  it('filters by the status shown: a request past its time is listed as expired before the job runs', async () => {
    const { client, pro } = await bookingParties(t);
    const parties = { clientId: client.id, professionalId: pro.id };
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const open = await bookingInStatus(t, parties, 'pending', { title: 'Open', created_at: at(1) });
    const started = await bookingInStatus(t, parties, 'pending', {
      title: 'Shoot started',
      created_at: at(2),
      shoot_date: isoDate(daysFromNow(-1)),
    });
    const expired = await bookingInStatus(t, parties, 'expired', { title: 'Expired', created_at: at(3) });
    const old = await bookingInStatus(t, parties, 'pending', {
      title: 'Eight days old',
      created_at: daysFromNow(-8),
    });
    const listed = async (member: typeof client, query: Record<string, string>) => {
      const response = await member.client.get('/api/bookings', { query });
      expect(response.statusCode).toBe(200);
      return (response.json() as BookingList).items.map((b) => b.id);
    };
    for (const member of [client, pro]) {
      expect(await listed(member, { status: 'pending' })).toEqual([open.id]);
      expect(await listed(member, { status: 'expired' })).toEqual([started.id, expired.id, old.id]);
      expect(await listed(member, {})).toEqual([open.id, started.id, expired.id, old.id]);
    }
    // Pages continue across both reads of the Expired filter.
    for (let i = 0; i < 20; i++) {
      await bookingInStatus(t, parties, 'expired', { title: `Expired ${i}`, created_at: at(10 + i) });
    }
    const first = (
      await client.client.get('/api/bookings', { query: { status: 'expired', role: 'client' } })
    ).json() as BookingList;
    const second = (
      await client.client.get('/api/bookings', {
        query: { status: 'expired', role: 'client', cursor: first.nextCursor! },
      })
    ).json() as BookingList;
    expect(first.items).toHaveLength(20);
    expect(second.nextCursor).toBeNull();
    expect(second.items.map((b) => b.title)).toEqual(['Expired 18', 'Expired 19', 'Eight days old']);
  });

  it('lists my bookings with one member, as either side, and never another pair’s', async () => {
    const me = await signedInMember(t, {
      label: 'with-me',
      profile: { role: 'photographer', display_name: 'Wen Me' },
    });
    const other = await signedInMember(t, {
      label: 'with-other',
      profile: { role: 'model', display_name: 'Ola Other' },
    });
    const third = await signedInMember(t, {
      label: 'with-third',
      profile: { role: 'client', display_name: 'Tia Third' },
    });
    // Recent: an open request older than 7 days would read as expired.
    const at = (minute: number) => new Date(Date.now() - (10 - minute) * 60_000);
    await bookingInStatus(t, { clientId: me.id, professionalId: other.id }, 'pending', {
      title: 'I booked Ola',
      created_at: at(3),
    });
    await bookingInStatus(t, { clientId: other.id, professionalId: me.id }, 'accepted', {
      title: 'Ola booked me',
      created_at: at(2),
    });
    await bookingInStatus(t, { clientId: third.id, professionalId: me.id }, 'pending', {
      title: 'Tia booked me',
      created_at: at(1),
    });
    // Between Ola and Tia: not mine, whatever I ask.
    await bookingInStatus(t, { clientId: third.id, professionalId: other.id }, 'pending', {
      title: 'Tia booked Ola',
      created_at: at(4),
    });
    const listed = async (query: Record<string, string>, member = me) => {
      const response = await member.client.get('/api/bookings', { query });
      expect(response.statusCode).toBe(200);
      return (response.json() as BookingList).items.map((b) => b.title);
    };
    expect(await listed({ with: other.id })).toEqual(['I booked Ola', 'Ola booked me']);
    expect(await listed({ with: other.id.toUpperCase() })).toEqual(['I booked Ola', 'Ola booked me']);
    expect(await listed({ with: other.id, role: 'professional' })).toEqual(['Ola booked me']);
    expect(await listed({ with: other.id, status: 'pending' })).toEqual(['I booked Ola']);
    expect(await listed({ with: third.id })).toEqual(['Tia booked me']);
    expect(await listed({ with: me.id })).toEqual([]);
    // Tia asking about Ola sees only Tia's own booking with Ola.
    expect(await listed({ with: other.id }, third)).toEqual(['Tia booked Ola']);
    const bad = await me.client.get('/api/bookings', { query: { with: 'not-an-id' } });
    expect(bad.statusCode).toBe(400);
    expect((await new TestClient(t.app).get('/api/bookings', { query: { with: other.id } })).statusCode).toBe(
      401,
    );
  });

  it('lists the shoots coming up: my accepted bookings on either side, not yet ended, soonest first, three', async () => {
    const me = await signedInMember(t, {
      label: 'upcoming-me',
      profile: { role: 'photographer', display_name: 'Uma Upcoming' },
    });
    const brand = await signedInMember(t, {
      label: 'upcoming-brand',
      profile: { role: 'client', display_name: 'Bea Brand' },
    });
    const stylist = await signedInMember(t, {
      label: 'upcoming-stylist',
      profile: { role: 'stylist', display_name: 'Sol Stylist' },
    });
    // A shoot starting `hours` from now (negative: started), in UTC.
    const startingIn = (hours: number, durationHours = 4) => {
      const start = new Date(Date.now() + hours * 3_600_000).toISOString();
      return {
        shoot_date: start.slice(0, 10),
        start_time: start.slice(11, 16),
        duration_hours: durationHours,
        time_zone: 'UTC',
      };
    };
    const booking = (
      parties: { clientId: string; professionalId: string },
      status: 'accepted' | 'pending' | 'declined' | 'cancelled' | 'completed',
      title: string,
      shoot: ReturnType<typeof startingIn>,
    ) => bookingInStatus(t, parties, status, { title, ...shoot });
    const bookedMe = { clientId: brand.id, professionalId: me.id };
    const iBooked = { clientId: me.id, professionalId: stylist.id };
    await booking(bookedMe, 'accepted', 'In ten days', startingIn(240));
    await booking(iBooked, 'accepted', 'In two days, I booked', startingIn(48));
    await booking(bookedMe, 'accepted', 'Going on now', startingIn(-1));
    await booking(bookedMe, 'accepted', 'A whole day, nearly over', startingIn(-23, 24));
    await booking(bookedMe, 'accepted', 'Ended an hour ago, never completed', startingIn(-5));
    await booking(bookedMe, 'accepted', 'Last month', startingIn(-24 * 30));
    for (const status of ['pending', 'declined', 'cancelled', 'completed'] as const) {
      await booking(bookedMe, status, `Tomorrow, ${status}`, startingIn(24));
    }
    // Between the brand and the stylist: not mine.
    await booking({ clientId: brand.id, professionalId: stylist.id }, 'accepted', 'Theirs', startingIn(2));

    const upcoming = async (member: typeof me) => {
      const response = await member.client.get('/api/bookings/upcoming');
      expect(response.statusCode).toBe(200);
      return (response.json() as UpcomingBookings).items;
    };
    const mine = await upcoming(me);
    expect(mine.map((b) => b.title)).toEqual([
      'A whole day, nearly over',
      'Going on now',
      'In two days, I booked',
    ]);
    expect(mine.map((b) => [b.myRole, b.counterpart.displayName, b.status])).toEqual([
      ['professional', 'Bea Brand', 'accepted'],
      ['professional', 'Bea Brand', 'accepted'],
      ['client', 'Sol Stylist', 'accepted'],
    ]);
    // The stylist, booked by me and by the brand: both, soonest first.
    expect((await upcoming(stylist)).map((b) => b.title)).toEqual(['Theirs', 'In two days, I booked']);
    expect((await new TestClient(t.app).get('/api/bookings/upcoming')).statusCode).toBe(401);
  });

  it('lists the completed bookings awaiting my review: as client, not reviewed, within 14 days, the soonest to close first', async () => {
    const me = await signedInMember(t, { label: 'reviewer-me', profile: { role: 'photographer' } });
    const model = await signedInMember(t, {
      label: 'to-review-model',
      profile: { role: 'model', display_name: 'Rae Reviewed' },
    });
    const brand = await signedInMember(t, { label: 'to-review-brand', profile: 'client' });
    const iBooked = { clientId: me.id, professionalId: model.id };
    const completedAgo = (title: string, hours: number) =>
      bookingInStatus(t, iBooked, 'completed', {
        title,
        completed_at: new Date(Date.now() - hours * 3_600_000),
      });
    const closing = await completedAgo('Closes in an hour', 14 * 24 - 1);
    await completedAgo('Ten days ago', 10 * 24);
    await completedAgo('Two days ago', 2 * 24);
    await completedAgo('Just now', 0);
    await completedAgo('Closed an hour ago', 14 * 24 + 1);
    const reviewed = await completedAgo('Reviewed already', 3 * 24);
    expect(
      (await me.client.post(`/api/bookings/${reviewed.id}/review`, { rating: 5, comment: null })).statusCode,
    ).toBe(201);
    await bookingInStatus(t, iBooked, 'accepted', { title: 'Accepted, not completed' });
    // The brand booked me: mine to be reviewed, not to review.
    await bookingInStatus(t, { clientId: brand.id, professionalId: me.id }, 'completed', {
      title: 'Booked me',
    });

    const awaiting = async (member: typeof me) => {
      const response = await member.client.get('/api/bookings/awaiting-review');
      expect(response.statusCode).toBe(200);
      return response.json() as AwaitingReview;
    };
    const mine = await awaiting(me);
    expect(mine.total).toBe(4);
    expect(mine.items.map((b) => b.title)).toEqual(['Closes in an hour', 'Ten days ago', 'Two days ago']);
    expect(mine.items[0]).toMatchObject({
      id: closing.id,
      status: 'completed',
      myRole: 'client',
      counterpart: { userId: model.id, displayName: 'Rae Reviewed' },
      reviewBy: new Date(closing.completed_at!.getTime() + 14 * 86_400_000).toISOString(),
    });
    expect(await awaiting(brand)).toEqual({
      items: [expect.objectContaining({ title: 'Booked me' })],
      total: 1,
    });
    expect(await awaiting(model)).toEqual({ items: [], total: 0 });

    // Reviewed, it leaves the list.
    expect(
      (await me.client.post(`/api/bookings/${closing.id}/review`, { rating: 4, comment: 'Great' }))
        .statusCode,
    ).toBe(201);
    const after = await awaiting(me);
    expect(after.total).toBe(3);
    expect(after.items.map((b) => b.title)).toEqual(['Ten days ago', 'Two days ago', 'Just now']);

    // A suspended member may not review: nothing awaits them.
    await t.db
      .updateTable('profiles')
      .set({ suspended_at: new Date() })
      .where('user_id', '=', me.id)
      .execute();
    expect(await awaiting(me)).toEqual({ items: [], total: 0 });
    expect((await new TestClient(t.app).get('/api/bookings/awaiting-review')).statusCode).toBe(401);
  });

  it('lists the reviews awaiting my answer: of me, not answered nor hidden, from the last 30 days, newest first', async () => {
    const pro = await signedInMember(t, { label: 'answering-pro', profile: { role: 'makeup_artist' } });
    const brand = await signedInMember(t, {
      label: 'reviewing-brand',
      profile: { role: 'client', display_name: 'Rita Reviewer' },
    });
    const bookedPro = { clientId: brand.id, professionalId: pro.id };
    const reviewed = async (title: string, rating: number, comment: string | null) => {
      const booking = await bookingInStatus(t, bookedPro, 'completed', { title });
      const response = await brand.client.post(`/api/bookings/${booking.id}/review`, { rating, comment });
      expect(response.statusCode).toBe(201);
      return { bookingId: booking.id, reviewId: (response.json() as { review: { id: string } }).review.id };
    };
    const month = await reviewed('A month ago', 5, 'Long ago now');
    const hidden = await reviewed('Hidden by an admin', 1, 'Rude words');
    const first = await reviewed('First', 4, 'Lovely light.');
    await reviewed('Second', 5, null);
    await reviewed('Third', 3, 'On time.');
    const answered = await reviewed('Answered', 5, 'Great');
    await t.db
      .updateTable('reviews')
      .set({ created_at: new Date(Date.now() - 31 * 86_400_000) })
      .where('id', '=', month.reviewId)
      .execute();
    await t.db
      .updateTable('reviews')
      .set({ hidden_at: new Date(), hidden_reason: 'Abusive language' })
      .where('id', '=', hidden.reviewId)
      .execute();
    expect(
      (await pro.client.post(`/api/reviews/${answered.reviewId}/answer`, { answer: 'Thank you!' }))
        .statusCode,
    ).toBe(200);

    const toAnswer = async (member: typeof pro) => {
      const response = await member.client.get('/api/bookings/reviews-to-answer');
      expect(response.statusCode).toBe(200);
      return response.json() as ReviewsToAnswer;
    };
    const mine = await toAnswer(pro);
    expect(mine.total).toBe(3);
    expect(mine.items.map((item) => [item.title, item.review.rating, item.review.comment])).toEqual([
      ['Third', 3, 'On time.'],
      ['Second', 5, null],
      ['First', 4, 'Lovely light.'],
    ]);
    expect(mine.items[2]).toMatchObject({
      id: first.bookingId,
      myRole: 'professional',
      counterpart: { userId: brand.id, displayName: 'Rita Reviewer' },
      review: { id: first.reviewId },
    });
    // The reviewer has nothing to answer.
    expect(await toAnswer(brand)).toEqual({ items: [], total: 0 });

    // Answered, it leaves the list.
    expect(
      (await pro.client.post(`/api/reviews/${first.reviewId}/answer`, { answer: 'Thanks, Rita.' }))
        .statusCode,
    ).toBe(200);
    expect((await toAnswer(pro)).items.map((item) => item.title)).toEqual(['Third', 'Second']);

    // A suspended member may not answer: nothing awaits them.
    await t.db
      .updateTable('profiles')
      .set({ suspended_at: new Date() })
      .where('user_id', '=', pro.id)
      .execute();
    expect(await toAnswer(pro)).toEqual({ items: [], total: 0 });
    expect((await new TestClient(t.app).get('/api/bookings/reviews-to-answer')).statusCode).toBe(401);
  });

  it('says whether a professional is booked on a date: an accepted booking that day, nothing else', async () => {
    const { client, pro } = await bookingParties(t);
    const day = (days: number) => isoDate(daysFromNow(days));
    const parties = { clientId: client.id, professionalId: pro.id };
    await bookingInStatus(t, parties, 'accepted', { shoot_date: day(5) });
    await bookingInStatus(t, parties, 'pending', { shoot_date: day(6) });
    await bookingInStatus(t, parties, 'declined', { shoot_date: day(7) });
    await bookingInStatus(t, parties, 'cancelled', { shoot_date: day(8) });
    const bookedOn = async (member: typeof client, professionalId: string, date: string) => {
      const response = await member.client.get('/api/bookings/booked-on', {
        query: { professionalId, date },
      });
      expect(response.statusCode).toBe(200);
      return (response.json() as BookedOn).booked;
    };
    expect(await bookedOn(client, pro.id, day(5))).toBe(true);
    for (const days of [4, 6, 7, 8]) expect(await bookedOn(client, pro.id, day(days))).toBe(false);
    // Anyone signed in may ask, as discovery's 'Available on' answers anyone.
    const other = await signedInMember(t, { label: 'curious', profile: 'client' });
    expect(await bookedOn(other, pro.id, day(5))).toBe(true);
    expect(await bookedOn(other, client.id, day(5))).toBe(false);

    const refused = async (query: Record<string, string>, status: number) => {
      const response = await other.client.get('/api/bookings/booked-on', { query });
      expect(response.statusCode).toBe(status);
      expect(errorBodySchema.safeParse(response.json()).success).toBe(true);
    };
    await refused({ professionalId: randomUUID(), date: day(5) }, 404);
    await refused({ professionalId: pro.id, date: '2027-02-30' }, 400);
    await refused({ professionalId: 'nobody', date: day(5) }, 400);
    await refused({ professionalId: pro.id }, 400);
    // A suspended professional is not there, as their profile is not.
    await t.db
      .updateTable('profiles')
      .set({ suspended_at: new Date(), suspension_reason: 'Test' })
      .where('user_id', '=', pro.id)
      .execute();
    await refused({ professionalId: pro.id, date: day(5) }, 404);
    const visitor = await new TestClient(t.app).get('/api/bookings/booked-on', {
      query: { professionalId: pro.id, date: day(5) },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('counts the requests awaiting my answer: to me as professional, pending, not past their time', async () => {
    const { client, pro } = await bookingParties(t);
    const awaiting = async (member: typeof client) => {
      const response = await member.client.get('/api/bookings/awaiting-answer');
      expect(response.statusCode).toBe(200);
      const counts = response.json() as AwaitingAnswer;
      expect(counts.newTimes).toBe(0);
      expect(counts.awaitingAnswer).toBe(counts.requests);
      return counts.requests;
    };
    expect(await awaiting(pro)).toBe(0);
    const request = await requestBooking(client.client, pro.email);
    const second = await requestBooking(client.client, pro.email);
    expect(await awaiting(pro)).toBe(2);
    // The client made them: nothing awaits the client's answer.
    expect(await awaiting(client)).toBe(0);
    // Neither an answered request nor one past its time.
    expect(
      (await act(pro.client, request.id, { action: 'decline', expectedStatus: 'pending' })).statusCode,
    ).toBe(200);
    await bookingInStatus(t, { clientId: client.id, professionalId: pro.id }, 'pending', {
      created_at: daysFromNow(-8),
    });
    await bookingInStatus(t, { clientId: client.id, professionalId: pro.id }, 'accepted');
    expect(await awaiting(pro)).toBe(1);
    // The same rows the Pending filter lists as professional.
    const pending = (
      await pro.client.get('/api/bookings', { query: { status: 'pending', role: 'professional' } })
    ).json() as BookingList;
    expect(pending.items.map((b) => b.id)).toEqual([second.id]);
    // And what the awaiting filter lists; the client has nothing to answer.
    const mine = async (member: typeof client) =>
      (
        (await member.client.get('/api/bookings', { query: { awaiting: 'me' } })).json() as BookingList
      ).items.map((b) => b.id);
    expect(await mine(pro)).toEqual([second.id]);
    expect(await mine(client)).toEqual([]);
    expect((await new TestClient(t.app).get('/api/bookings/awaiting-answer')).statusCode).toBe(401);
  });

  it('a booking is read by its parties and admins; another member gets 404, a visitor 401', async () => {
    const { client, pro } = await bookingParties(t);
    const booking = await requestBooking(client.client, pro.email);
    const stranger = await signedInMember(t, { label: 'stranger', profile: 'client' });
    const admin = await signedInMember(t, { label: 'admin', profile: 'client', adminLevel: 'moderator' });
    expect((await pro.client.get(`/api/bookings/${booking.id}`)).statusCode).toBe(200);
    const adminView = await admin.client.get(`/api/bookings/${booking.id}`);
    expect(adminView.statusCode).toBe(200);
    expect((adminView.json() as BookingDetail).myRole).toBeNull();
    expect((await stranger.client.get(`/api/bookings/${booking.id}`)).statusCode).toBe(404);
    expect((await new TestClient(t.app).get(`/api/bookings/${booking.id}`)).statusCode).toBe(401);
    expect((await client.client.get(`/api/bookings/${randomUUID()}`)).statusCode).toBe(404);
    expect((await client.client.get('/api/bookings/not-an-id')).statusCode).toBe(400);
  });
});

describe('live', () => {
  let url = '';
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('booking.changed arrives on the counterpart’s event stream: the request, then the answer', async () => {
    const { client, pro } = await bookingParties(t);
    const proStream = await EventStream.open(url, pro.client.cookies);
    const clientStream = await EventStream.open(url, client.client.cookies);
    try {
      const booking = await requestBooking(client.client, pro.email);
      await proStream.until((events) =>
        events.some((e) => e.event.type === 'booking.changed' && e.event.bookingId === booking.id),
      );
      await act(pro.client, booking.id, { action: 'accept', expectedStatus: 'pending' });
      const events = await clientStream.until((all) =>
        all.some((e) => e.event.type === 'booking.changed' && e.event.status === 'accepted'),
      );
      expect(events.map((e) => e.event)).toContainEqual(
        expect.objectContaining({ type: 'booking.changed', bookingId: booking.id, status: 'accepted' }),
      );
    } finally {
      proStream.end();
      clientStream.end();
    }
  });
});
