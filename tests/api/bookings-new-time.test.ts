import { afterAll, describe, expect, it } from 'vitest';
import { daysFromNow, isoDate } from '../../src/server/db/seed/factories.js';
import { zonedInstant } from '../../src/shared/booking-lifecycle.js';
import {
  BOOKING_TEXTS,
  type BookingDetail,
  type BookingResponse,
  NEW_TIME_TEXTS,
  newTimeStatusText,
} from '../../src/shared/schemas/bookings.js';
import { act, bookingInStatus, bookingParties, requestBooking } from '../support/bookings.js';
import { startMailCatcher } from '../support/mail-catcher.js';
import { signedInMember } from '../support/members.js';
import { errorOf, setupTestApp, TestClient } from '../support/test-app.js';

// docs/product.md, Moving a booking: either party of an accepted booking proposes a new
// time, the other accepts or declines it, the proposer may withdraw it.

const smtp = await startMailCatcher();
const t = setupTestApp({ SMTP_URL: smtp.url });
afterAll(() => smtp.close());

const mailsTo = async (email: string, subject: RegExp) => {
  await t.app.jobs.runQueued();
  return smtp.mails.filter((mail) => mail.to.includes(email) && subject.test(mail.subject));
};

/** An accepted booking two weeks ahead at 10:00 New York time, 4 hours, with its two parties. */
async function acceptedBooking(title = 'Spring lookbook') {
  const parties = await bookingParties(t);
  const requested = await requestBooking(parties.client.client, parties.pro.email, { title });
  const accepted = await act(parties.pro.client, requested.id, {
    action: 'accept',
    expectedStatus: 'pending',
  });
  expect(accepted.statusCode).toBe(200);
  return { ...parties, booking: (accepted.json() as BookingResponse).booking };
}

const propose = (client: TestClient, id: string, body: Record<string, unknown>) =>
  client.post(`/api/bookings/${id}/new-time`, body);
const answer = (client: TestClient, id: string, body: Record<string, unknown>) =>
  client.post(`/api/bookings/${id}/new-time/answer`, body);
const withdraw = (client: TestClient, id: string) => client.delete(`/api/bookings/${id}/new-time`);
const detailOf = async (client: TestClient, id: string) =>
  (await client.get(`/api/bookings/${id}`)).json() as BookingDetail;

const newDate = isoDate(daysFromNow(20));

describe('a new time', () => {
  it("awaits the other party's answer: counted and listed for them, either side, until answered or the shoot starts", async () => {
    const { client, pro, booking } = await acceptedBooking();
    const waiting = await requestBooking(client.client, pro.email, { title: 'Autumn campaign' });
    const awaiting = async (member: { client: TestClient }) =>
      (await member.client.get('/api/bookings/awaiting-answer')).json();
    const listed = async (member: { client: TestClient }, query: Record<string, string> = {}) => {
      const response = await member.client.get('/api/bookings', { query: { awaiting: 'me', ...query } });
      expect(response.statusCode).toBe(200);
      return (response.json() as { items: { id: string }[] }).items.map((item) => item.id);
    };
    expect(await awaiting(pro)).toEqual({ awaitingAnswer: 1, requests: 1, newTimes: 0 });

    // The client proposes: the professional has a new time to answer beside the request.
    expect(
      (await propose(client.client, booking.id, { shootDate: newDate, startTime: '14:00' })).statusCode,
    ).toBe(200);
    expect(await awaiting(pro)).toEqual({ awaitingAnswer: 2, requests: 1, newTimes: 1 });
    expect(await awaiting(client)).toEqual({ awaitingAnswer: 0, requests: 0, newTimes: 0 });
    expect(await listed(pro)).toEqual([waiting.id, booking.id]);
    expect(await listed(pro, { status: 'accepted' })).toEqual([booking.id]);
    expect(await listed(pro, { status: 'pending' })).toEqual([waiting.id]);
    expect(await listed(pro, { role: 'client' })).toEqual([]);
    expect(await listed(client)).toEqual([]);

    // Declined, nothing awaits; the professional proposes in turn: now the client answers.
    const proposedAt = (await detailOf(pro.client, booking.id)).proposal!.at;
    expect((await answer(pro.client, booking.id, { answer: 'decline', proposedAt })).statusCode).toBe(200);
    expect((await awaiting(pro)).newTimes).toBe(0);
    expect(
      (await propose(pro.client, booking.id, { shootDate: newDate, startTime: '09:00' })).statusCode,
    ).toBe(200);
    expect(await awaiting(client)).toEqual({ awaitingAnswer: 1, requests: 0, newTimes: 1 });
    expect(await listed(client)).toEqual([booking.id]);
    expect(await listed(client, { role: 'professional' })).toEqual([]);
    expect((await awaiting(pro)).newTimes).toBe(0);

    // Once the shoot has started the proposal can no longer be answered: nothing awaits.
    await t.db
      .updateTable('bookings')
      .set({ starts_at: new Date(Date.now() - 60_000) })
      .where('id', '=', booking.id)
      .execute();
    expect((await awaiting(client)).newTimes).toBe(0);
    expect(await listed(client)).toEqual([]);

    const bad = await client.client.get('/api/bookings', { query: { awaiting: 'you' } });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields?.awaiting).toBe('Awaiting is me');
  });

  it('proposed by the client and accepted by the professional moves the shoot, tells both and is in the history', async () => {
    const { client, pro, booking } = await acceptedBooking();
    await t.db
      .updateTable('bookings')
      .set({ shoot_reminder_sent_at: new Date() })
      .where('id', '=', booking.id)
      .execute();

    const proposed = await propose(client.client, booking.id, {
      shootDate: newDate,
      startTime: '14:00',
      durationHours: 3,
      note: 'Rain is forecast for the first date.',
    });
    expect(proposed.statusCode).toBe(200);
    const afterProposal = proposed.json() as BookingResponse;
    expect(afterProposal.message).toBe('New time proposed');
    // The booking keeps its time until the other party accepts.
    expect(afterProposal.booking).toMatchObject({
      shootDate: booking.shootDate,
      startTime: '10:00',
      durationHours: 4,
      proposal: {
        by: 'client',
        shootDate: newDate,
        startTime: '14:00',
        durationHours: 3,
        note: 'Rain is forecast for the first date.',
      },
    });
    const asked = await mailsTo(pro.email, /^New time proposed: Spring lookbook$/);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.text).toContain('Nora Brand proposes to move "Spring lookbook" in Brooklyn, NY from');
    expect(asked[0]!.text).toContain('at 14:00 New York time (America/New_York), 3 hours.');
    expect(asked[0]!.text).toContain('They wrote: Rain is forecast for the first date.');
    expect(asked[0]!.link).toBe(`http://localhost:3000/dashboard?tab=bookings&booking=${booking.id}`);

    const seen = await detailOf(pro.client, booking.id);
    expect(seen.proposal).toEqual(afterProposal.booking.proposal);
    // Both lists say a new time is open, and whose it is.
    for (const member of [client, pro]) {
      const list = (await member.client.get('/api/bookings')).json() as { items: BookingDetail[] };
      expect(list.items.find((item) => item.id === booking.id)?.proposalBy).toBe('client');
    }
    const accepted = await answer(pro.client, booking.id, {
      answer: 'accept',
      proposedAt: seen.proposal!.at,
    });
    expect(accepted.statusCode).toBe(200);
    const afterAnswer = accepted.json() as BookingResponse;
    expect(afterAnswer.message).toBe('New time accepted');
    expect(afterAnswer.overlapping).toEqual([]);
    expect(afterAnswer.booking).toMatchObject({
      status: 'accepted',
      shootDate: newDate,
      startTime: '14:00',
      durationHours: 3,
      proposal: null,
      proposalBy: null,
    });
    expect(afterAnswer.booking.history.slice(-2)).toEqual([
      expect.objectContaining({
        kind: 'time_proposed',
        actorName: 'Nora Brand',
        from: 'accepted',
        to: 'accepted',
        note: 'Rain is forecast for the first date.',
        time: { shootDate: newDate, startTime: '14:00', durationHours: 3 },
      }),
      expect.objectContaining({
        kind: 'time_accepted',
        actorName: 'Ava Lens',
        time: { shootDate: newDate, startTime: '14:00', durationHours: 3 },
      }),
    ]);
    const agreed = await mailsTo(client.email, /^New time agreed: Spring lookbook$/);
    expect(agreed).toHaveLength(1);
    expect(agreed[0]!.text).toContain('Ava Lens accepted the new time you proposed: "Spring lookbook" on');
    expect(agreed[0]!.text).toContain('at 14:00 New York time (America/New_York), 3 hours in Brooklyn, NY.');

    // The instants follow, the shoot reminder is due again, and the calendar file is a new revision.
    const row = await t.db
      .selectFrom('bookings')
      .select(['starts_at', 'ends_at', 'times_moved', 'shoot_reminder_sent_at'])
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    const startsAt = zonedInstant(newDate, '14:00', 'America/New_York');
    expect(row).toEqual({
      starts_at: startsAt,
      ends_at: new Date(startsAt.getTime() + 3 * 3_600_000),
      times_moved: 1,
      shoot_reminder_sent_at: null,
    });
    const calendar = await client.client.get(`/api/bookings/${booking.id}/calendar.ics`);
    expect(calendar.body).toContain('SEQUENCE:1');
    expect(calendar.body).toContain(`DTSTART:${startsAt.toISOString().replace(/[-:]|\.\d{3}/g, '')}`);
  });

  it('may move the place too: shown and emailed with it, the booking moves there when accepted, in the history and the calendar file', async () => {
    const { client, pro, booking } = await acceptedBooking('Harbour walk');
    // The booking's own place named again is no new place; a retry is the same proposal.
    const samePlace = await propose(client.client, booking.id, {
      shootDate: newDate,
      startTime: '11:00',
      location: 'Brooklyn, NY',
    });
    expect((samePlace.json() as BookingResponse).booking.proposal).toMatchObject({ location: null });
    const withdrawn = await withdraw(client.client, booking.id);
    expect(withdrawn.statusCode).toBe(200);
    expect((withdrawn.json() as BookingResponse).booking.history.at(-1)).toMatchObject({
      kind: 'time_withdrawn',
      place: null,
    });

    const body = { shootDate: newDate, startTime: '11:00', location: '  Red Hook pier, Brooklyn  ' };
    const [first, again] = [
      await propose(client.client, booking.id, body),
      await propose(client.client, booking.id, body),
    ];
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    const proposal = (again.json() as BookingResponse).booking.proposal;
    expect(proposal).toMatchObject({
      shootDate: newDate,
      startTime: '11:00',
      location: 'Red Hook pier, Brooklyn',
    });
    const entries = (await detailOf(pro.client, booking.id)).history.filter(
      (entry) => entry.kind === 'time_proposed',
    );
    expect(entries.map((entry) => entry.place)).toEqual([null, 'Red Hook pier, Brooklyn']);
    const asked = await mailsTo(pro.email, /^New time proposed: Harbour walk$/);
    expect(asked).toHaveLength(2);
    expect(asked[1]!.text).toMatch(
      /proposes to move "Harbour walk" from .+ New York time \(America\/New_York\), 4 hours in Brooklyn, NY to .+ at 11:00 New York time \(America\/New_York\) in Red Hook pier, Brooklyn\./,
    );

    // Accepted: the booking's place is the new one.
    const accepted = await answer(pro.client, booking.id, { answer: 'accept', proposedAt: proposal!.at });
    expect(accepted.statusCode).toBe(200);
    const moved = (accepted.json() as BookingResponse).booking;
    expect(moved).toMatchObject({ location: 'Red Hook pier, Brooklyn', shootDate: newDate, proposal: null });
    expect(moved.history.at(-1)).toMatchObject({ kind: 'time_accepted', place: 'Red Hook pier, Brooklyn' });
    const agreed = await mailsTo(client.email, /^New time agreed: Harbour walk$/);
    expect(agreed[0]!.text).toContain('in Red Hook pier, Brooklyn.');
    const calendar = await client.client.get(`/api/bookings/${booking.id}/calendar.ics`);
    expect(calendar.body).toContain('LOCATION:Red Hook pier\\, Brooklyn');
    expect(calendar.body).toContain('SEQUENCE:1');

    // A new place at the booking's own time is no new time: it is agreed in a message.
    const placeOnly = await propose(pro.client, booking.id, {
      shootDate: newDate,
      startTime: '11:00',
      location: 'Dumbo archway',
    });
    expect(placeOnly.statusCode).toBe(400);
    expect(errorOf(placeOnly).fields?.shootDate).toBe(
      'This is the booking’s time already: a new place alone is agreed in a message.',
    );

    // A place longer than a booking's place may be is refused on the field.
    const tooLong = await propose(pro.client, booking.id, {
      shootDate: isoDate(daysFromNow(25)),
      location: 'x'.repeat(201),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(errorOf(tooLong).fields?.location).toBe('Location must be at most 200 characters');
  });

  it('declined keeps the time; withdrawn tells the other party; each step is its side’s only', async () => {
    const { client, pro, booking } = await acceptedBooking('Harbour portraits');
    expect((await propose(pro.client, booking.id, { shootDate: newDate })).statusCode).toBe(200);
    const open = (await detailOf(client.client, booking.id)).proposal!;
    expect(open).toMatchObject({
      by: 'professional',
      shootDate: newDate,
      startTime: null,
      durationHours: null,
    });

    const notTheirs = await withdraw(client.client, booking.id);
    expect(notTheirs.statusCode).toBe(403);
    expect(errorOf(notTheirs).message).toBe(NEW_TIME_TEXTS.othersProposal);
    const own = await answer(pro.client, booking.id, { answer: 'accept', proposedAt: open.at });
    expect(own.statusCode).toBe(403);
    expect(errorOf(own).message).toBe(NEW_TIME_TEXTS.ownProposal);

    const declined = await answer(client.client, booking.id, { answer: 'decline', proposedAt: open.at });
    expect(declined.statusCode).toBe(200);
    expect((declined.json() as BookingResponse).message).toBe('You kept the current time');
    expect((declined.json() as BookingResponse).booking).toMatchObject({
      shootDate: booking.shootDate,
      startTime: '10:00',
      proposal: null,
    });
    const told = await mailsTo(pro.email, /^New time declined: Harbour portraits$/);
    expect(told[0]!.text).toContain('Nora Brand kept the time agreed: "Harbour portraits" on');

    // Proposed again, then withdrawn: the client, who was asked, hears it; the old answer is stale.
    expect(
      (await propose(pro.client, booking.id, { shootDate: newDate, startTime: '09:00' })).statusCode,
    ).toBe(200);
    const withdrawn = await withdraw(pro.client, booking.id);
    expect(withdrawn.statusCode).toBe(200);
    expect((withdrawn.json() as BookingResponse).message).toBe('Proposal withdrawn');
    expect(await mailsTo(client.email, /^New time withdrawn: Harbour portraits$/)).toHaveLength(1);
    const late = await answer(client.client, booking.id, { answer: 'accept', proposedAt: open.at });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe(NEW_TIME_TEXTS.noProposal);

    const kinds = (await detailOf(client.client, booking.id)).history.map((entry) => entry.kind);
    expect(kinds).toEqual([
      'status',
      'status',
      'time_proposed',
      'time_declined',
      'time_proposed',
      'time_withdrawn',
    ]);
  });

  it('answers the proposal seen only: one withdrawn and proposed anew is 409', async () => {
    const { client, pro, booking } = await acceptedBooking();
    await propose(pro.client, booking.id, { shootDate: newDate });
    const first = (await detailOf(client.client, booking.id)).proposal!;
    await withdraw(pro.client, booking.id);
    await propose(pro.client, booking.id, { shootDate: isoDate(daysFromNow(30)) });
    const stale = await answer(client.client, booking.id, { answer: 'accept', proposedAt: first.at });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).message).toBe(NEW_TIME_TEXTS.proposalChanged);
    expect((await detailOf(client.client, booking.id)).shootDate).toBe(booking.shootDate);
  });

  it('warns the professional of their accepted bookings at the new time, in the detail and the answer', async () => {
    const { client, pro, booking } = await acceptedBooking();
    await bookingInStatus(t, { clientId: client.id, professionalId: pro.id }, 'accepted', {
      title: 'Already there',
      shoot_date: newDate,
      start_time: '15:00',
      duration_hours: 2,
      time_zone: 'America/New_York',
      starts_at: zonedInstant(newDate, '15:00', 'America/New_York'),
      ends_at: zonedInstant(newDate, '17:00', 'America/New_York'),
    });
    await propose(client.client, booking.id, { shootDate: newDate, startTime: '14:00', durationHours: 3 });
    const seen = await detailOf(pro.client, booking.id);
    expect(seen.overlapping.map((other) => other.title)).toEqual(['Already there']);
    // The client is not told of the professional's other bookings.
    expect((await detailOf(client.client, booking.id)).overlapping).toEqual([]);
    const accepted = await answer(pro.client, booking.id, {
      answer: 'accept',
      proposedAt: seen.proposal!.at,
    });
    expect((accepted.json() as BookingResponse).overlapping?.map((other) => other.title)).toEqual([
      'Already there',
    ]);
  });
});

describe('refused', () => {
  it('on a booking not accepted, or whose shoot has started, with the reason', async () => {
    const { client, pro } = await bookingParties(t);
    const pending = await requestBooking(client.client, pro.email);
    const notYet = await propose(client.client, pending.id, { shootDate: newDate });
    expect(notYet.statusCode).toBe(409);
    expect(errorOf(notYet).message).toBe(newTimeStatusText('pending'));

    const started = await bookingInStatus(t, { clientId: client.id, professionalId: pro.id }, 'accepted', {
      proposed_by: 'client',
      proposed_shoot_date: newDate,
      proposed_at: new Date(),
    });
    const tooLate = await propose(pro.client, started.id, { shootDate: newDate });
    expect(tooLate.statusCode).toBe(409);
    expect(errorOf(tooLate).message).toBe(NEW_TIME_TEXTS.started);
    // A proposal left open when the shoot started can no longer be answered: no view shows it.
    const at = new Date().toISOString();
    const unanswerable = await answer(pro.client, started.id, { answer: 'decline', proposedAt: at });
    expect(unanswerable.statusCode).toBe(409);
    expect(errorOf(unanswerable).message).toBe(NEW_TIME_TEXTS.started);
    expect((await detailOf(pro.client, started.id)).proposal).toBeNull();
    const list = (await pro.client.get('/api/bookings')).json() as { items: BookingDetail[] };
    expect(list.items.find((item) => item.id === started.id)?.proposalBy).toBeNull();
  });

  it('a second proposal while one is open; the same one again is the same proposal', async () => {
    const { client, pro, booking } = await acceptedBooking();
    const body = { shootDate: newDate, startTime: '11:00', note: 'Later light' };
    const [one, two] = await Promise.all([
      propose(client.client, booking.id, body),
      propose(client.client, booking.id, body),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const other = await propose(pro.client, booking.id, { shootDate: isoDate(daysFromNow(25)) });
    expect(other.statusCode).toBe(409);
    expect(errorOf(other).message).toBe(NEW_TIME_TEXTS.alreadyProposed);
    const history = (await detailOf(client.client, booking.id)).history;
    expect(history.filter((entry) => entry.kind === 'time_proposed')).toHaveLength(1);
    expect(await mailsTo(pro.email, /^New time proposed/)).toHaveLength(1);
  });

  it('a time past, skipped by the clocks, or the one the booking has, on the field; bad bodies 400', async () => {
    const { client, booking } = await acceptedBooking();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ shootDate: isoDate(daysFromNow(-2)) }, 'shootDate', BOOKING_TEXTS.inThePast],
      [{ shootDate: '2030-03-10', startTime: '02:30' }, 'startTime', BOOKING_TEXTS.timeSkipped],
      [
        { shootDate: booking.shootDate, startTime: '10:00', durationHours: 4 },
        'shootDate',
        NEW_TIME_TEXTS.sameTime,
      ],
      [{}, 'shootDate', BOOKING_TEXTS.dateRequired],
      [{ shootDate: newDate, durationHours: 30 }, 'durationHours', BOOKING_TEXTS.durationInvalid],
    ];
    for (const [body, field, message] of cases) {
      const response = await propose(client.client, booking.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response).fields?.[field], JSON.stringify(body)).toBe(message);
    }
    const badAnswer = await answer(client.client, booking.id, { answer: 'maybe', proposedAt: 'soon' });
    expect(badAnswer.statusCode).toBe(400);
    expect((await detailOf(client.client, booking.id)).history.map((entry) => entry.kind)).not.toContain(
      'time_proposed',
    );
  });

  it('to another member (404), a visitor (401), an administrator (403); a suspended member may only decline', async () => {
    const { client, pro, booking } = await acceptedBooking();
    const stranger = await signedInMember(t, { label: 'stranger', profile: 'model' });
    const admin = await signedInMember(t, { label: 'admin', adminLevel: 'super_admin' });
    const visitor = new TestClient(t.app);
    expect((await propose(stranger.client, booking.id, { shootDate: newDate })).statusCode).toBe(404);
    expect((await propose(visitor, booking.id, { shootDate: newDate })).statusCode).toBe(401);
    const byAdmin = await propose(admin.client, booking.id, { shootDate: newDate });
    expect(byAdmin.statusCode).toBe(403);
    expect(errorOf(byAdmin).message).toBe(NEW_TIME_TEXTS.notParty);

    await propose(pro.client, booking.id, { shootDate: newDate });
    const at = (await detailOf(client.client, booking.id)).proposal!.at;
    expect((await answer(stranger.client, booking.id, { answer: 'accept', proposedAt: at })).statusCode).toBe(
      404,
    );
    expect((await answer(admin.client, booking.id, { answer: 'accept', proposedAt: at })).statusCode).toBe(
      403,
    );

    await t.db
      .updateTable('profiles')
      .set({ suspended_at: new Date() })
      .where('user_id', '=', client.id)
      .execute();
    const suspendedAccept = await answer(client.client, booking.id, { answer: 'accept', proposedAt: at });
    expect(suspendedAccept.statusCode).toBe(403);
    expect(errorOf(suspendedAccept).message).toBe(NEW_TIME_TEXTS.suspended);
    expect((await answer(client.client, booking.id, { answer: 'decline', proposedAt: at })).statusCode).toBe(
      200,
    );
    const suspendedPropose = await propose(client.client, booking.id, { shootDate: newDate });
    expect(suspendedPropose.statusCode).toBe(403);
  });
});

describe('at once', () => {
  it('an accept and a withdrawal: exactly one is made, the other is 409', async () => {
    const { client, pro, booking } = await acceptedBooking();
    await propose(pro.client, booking.id, { shootDate: newDate });
    const at = (await detailOf(client.client, booking.id)).proposal!.at;
    const [accepted, withdrawn] = await Promise.all([
      answer(client.client, booking.id, { answer: 'accept', proposedAt: at }),
      withdraw(pro.client, booking.id),
    ]);
    expect([accepted.statusCode, withdrawn.statusCode].sort()).toEqual([200, 409]);
    const after = await detailOf(client.client, booking.id);
    expect(after.proposal).toBeNull();
    expect(after.shootDate).toBe(accepted.statusCode === 200 ? newDate : booking.shootDate);
    expect(
      after.history.filter((entry) => entry.kind !== 'status' && entry.kind !== 'time_proposed'),
    ).toHaveLength(1);
  });

  it('a cancel ends the open proposal: it can no longer be answered', async () => {
    const { client, pro, booking } = await acceptedBooking();
    await propose(pro.client, booking.id, { shootDate: newDate });
    const at = (await detailOf(client.client, booking.id)).proposal!.at;
    const cancelled = await act(client.client, booking.id, {
      action: 'cancel',
      reason: 'The campaign is off.',
      expectedStatus: 'accepted',
    });
    expect(cancelled.statusCode).toBe(200);
    expect((cancelled.json() as BookingResponse).booking.proposal).toBeNull();
    const late = await answer(client.client, booking.id, { answer: 'accept', proposedAt: at });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe(newTimeStatusText('cancelled'));
    const row = await t.db
      .selectFrom('bookings')
      .select(['proposed_by', 'proposed_shoot_date', 'proposed_at'])
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ proposed_by: null, proposed_shoot_date: null, proposed_at: null });
  });
});
