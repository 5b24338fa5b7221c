import ICAL from 'ical.js';
import { afterAll, describe, expect, it } from 'vitest';
import { daysFromNow, isoDate } from '../../src/server/db/seed/factories.js';
import {
  expireBookings,
  remindPendingBookings,
  remindReviews,
  remindShoots,
} from '../../src/server/features/bookings/index.js';
import { enqueue } from '../../src/server/lib/jobs.js';
import type { BookingDetail } from '../../src/shared/schemas/bookings.js';
import { act, bookingInStatus, bookingParties, requestBooking } from '../support/bookings.js';
import { startMailCatcher } from '../support/mail-catcher.js';
import { signedInMember } from '../support/members.js';
import { transactionId, waitingOn } from '../support/row-locks.js';
import { errorOf, setupTestApp, TestClient } from '../support/test-app.js';

// docs/product.md, Emails; Booking times and calendar; Expiry and reminders. Mail goes
// through the job queue to a real SMTP listener.

const smtp = await startMailCatcher();
const t = setupTestApp({ SMTP_URL: smtp.url });
afterAll(() => smtp.close());

const sent = async () => {
  await t.app.jobs.runQueued();
  return smtp.mails;
};
/** Sends what is queued, then the newest mail to `to` whose subject matches. */
const mail = async (to: string, subject: RegExp) => {
  await sent();
  return smtp.waitFor(to, subject);
};
const mailsTo = async (email: string) => (await sent()).filter((mail) => mail.to.includes(email));

/** Runs a scheduled job now, as its schedule would. */
async function runScheduled(job: typeof expireBookings) {
  await enqueue(t.db, job, {});
  await t.app.jobs.runQueued();
}

describe('a shoot at 10:00 in New York', () => {
  it('reads 10:00 New York time in both parties’ emails, and the calendar file is that instant', async () => {
    const { client, pro } = await bookingParties(t);
    const booking = await requestBooking(client.client, pro.email, {
      title: 'Times Square sunrise',
      shootDate: '2030-03-20',
      startTime: '10:00',
      durationHours: 2,
      timeZone: 'America/New_York',
      rateOffered: 800,
    });
    expect(booking).toMatchObject({
      shootDate: '2030-03-20',
      startTime: '10:00',
      timeZone: 'America/New_York',
    });

    const request = await mail(pro.email, /New booking request: Times Square sunrise/);
    expect(request.text).toContain('March 20, 2030 at 10:00 New York time (America/New_York), 2 hours');
    expect(request.text).toContain('Nora Brand');
    expect(request.text).toContain('Rate offered: $800.');
    expect(request.link).toBe(`http://localhost:3000/dashboard?tab=bookings&booking=${booking.id}`);
    // Its own deadline, 7 days after it was made (the shoot is years away), in New York time.
    const deadline = new Date(new Date(booking.createdAt).getTime() + 7 * 86_400_000);
    const inNewYork = (options: Intl.DateTimeFormatOptions) =>
      deadline.toLocaleString('en-US', { timeZone: 'America/New_York', ...options });
    const deadlineText = `${inNewYork({ month: 'long', day: '2-digit', year: 'numeric' })} at ${inNewYork({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })} New York time`;
    expect(request.text).toContain(`Please accept or decline by ${deadlineText};`);

    expect(
      (await act(pro.client, booking.id, { action: 'accept', expectedStatus: 'pending', counterRate: 950.5 }))
        .statusCode,
    ).toBe(200);
    const accepted = await mail(client.email, /Booking accepted: Times Square sunrise/);
    expect(accepted.text).toContain('March 20, 2030 at 10:00 New York time (America/New_York)');
    expect(accepted.text).toContain('Ava Lens accepted');
    expect(accepted.text).toContain('Rate: $950.50.');
    expect(accepted.link).toContain(`booking=${booking.id}`);

    // Both parties download the same calendar file: 10:00 in New York is 14:00 UTC in March 2030.
    for (const party of [client, pro]) {
      const response = await party.client.get(`/api/bookings/${booking.id}/calendar.ics`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const event = new ICAL.Event(
        new ICAL.Component(ICAL.parse(response.body) as unknown[]).getFirstSubcomponent('vevent')!,
      );
      expect(event.startDate.toJSDate().toISOString()).toBe('2030-03-20T14:00:00.000Z');
      expect(event.endDate.toJSDate().toISOString()).toBe('2030-03-20T16:00:00.000Z');
      expect(event.summary).toBe('Times Square sunrise');
      expect(event.description).toContain('10:00 New York time');
    }
  });

  it('the calendar file is for an accepted booking and its parties only', async () => {
    const { client, pro } = await bookingParties(t);
    const booking = await requestBooking(client.client, pro.email, {
      title: 'Commas, semicolons; and \\ backslashes',
      location: 'Studio 4, Pier 59; NY',
    });
    const path = `/api/bookings/${booking.id}/calendar.ics`;
    const pending = await client.client.get(path);
    expect(pending.statusCode).toBe(409);
    expect(errorOf(pending).message).toBe('Only an accepted booking can be added to a calendar.');
    await act(pro.client, booking.id, { action: 'accept', expectedStatus: 'pending' });
    const stranger = await signedInMember(t, { label: 'stranger', profile: 'client' });
    expect((await stranger.client.get(path)).statusCode).toBe(404);
    // An administrator reads the booking but is not one of its parties.
    const admin = await signedInMember(t, { label: 'calendar-admin', adminLevel: 'super_admin' });
    expect((await admin.client.get(`/api/bookings/${booking.id}`)).statusCode).toBe(200);
    expect((await admin.client.get(path)).statusCode).toBe(404);
    expect((await new TestClient(t.app).get(path)).statusCode).toBe(401);
    const file = await client.client.get(path);
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(file.body) as unknown[]).getFirstSubcomponent('vevent')!,
    );
    // User text comes back exactly as typed.
    expect(event.summary).toBe('Commas, semicolons; and \\ backslashes');
    expect(event.location).toBe('Studio 4, Pier 59; NY');
  });

  it('a booking with a start time but no duration lasts one hour in the calendar', async () => {
    const { client, pro } = await bookingParties(t);
    const booking = await requestBooking(client.client, pro.email, {
      shootDate: '2030-03-20',
      startTime: '10:00',
      durationHours: '',
      timeZone: 'America/New_York',
    });
    await act(pro.client, booking.id, { action: 'accept', expectedStatus: 'pending' });
    const file = await client.client.get(`/api/bookings/${booking.id}/calendar.ics`);
    expect(file.body).toContain('DTEND:20300320T150000Z\r\n');
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(file.body) as unknown[]).getFirstSubcomponent('vevent')!,
    );
    expect(event.startDate.toJSDate().toISOString()).toBe('2030-03-20T14:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2030-03-20T15:00:00.000Z');
  });

  it('a booking without a start time is an all-day event on its date', async () => {
    const { client, pro } = await bookingParties(t);
    const booking = await requestBooking(client.client, pro.email, {
      shootDate: '2030-07-04',
      startTime: '',
      durationHours: '',
      timeZone: 'Europe/Lisbon',
    });
    await act(pro.client, booking.id, { action: 'accept', expectedStatus: 'pending' });
    const file = await pro.client.get(`/api/bookings/${booking.id}/calendar.ics`);
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(file.body) as unknown[]).getFirstSubcomponent('vevent')!,
    );
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2030-07-04');
    expect(event.endDate.toString()).toBe('2030-07-05');
  });
});

describe('every step is emailed to whom it concerns', () => {
  it('declined and cancelled (with the reason) reach the other party; completed invites the client to review', async () => {
    const { client, pro } = await bookingParties(t);
    const declined = await requestBooking(client.client, pro.email, { title: 'Declined shoot' });
    await act(pro.client, declined.id, {
      action: 'decline',
      expectedStatus: 'pending',
      notes: 'Booked that week',
    });
    const declinedMail = await mail(client.email, /Booking declined: Declined shoot/);
    expect(declinedMail.text).toContain('Booked that week');

    const cancelled = await requestBooking(client.client, pro.email, { title: 'Cancelled shoot' });
    await act(pro.client, cancelled.id, { action: 'accept', expectedStatus: 'pending' });
    await act(client.client, cancelled.id, {
      action: 'cancel',
      expectedStatus: 'accepted',
      reason: 'Budget moved to next year',
    });
    const cancelMail = await mail(pro.email, /Booking cancelled: Cancelled shoot/);
    expect(cancelMail.text).toContain('Nora Brand cancelled');
    expect(cancelMail.text).toContain('Budget moved to next year');

    const past = await bookingInStatus(t, { clientId: client.id, professionalId: pro.id }, 'accepted', {
      title: 'Completed shoot',
    });
    await act(pro.client, past.id, { action: 'complete', expectedStatus: 'accepted' });
    const done = await mail(client.email, /How did it go\? Completed shoot/);
    expect(done.text).toContain('review Ava Lens within 14 days');
    expect(done.link).toBe(`http://localhost:3000/dashboard?tab=bookings&booking=${past.id}&review=1`);

    // The review reaches the professional, with its stars and text and a link to answer it.
    const review = await client.client.post(`/api/bookings/${past.id}/review`, {
      rating: 4,
      comment: 'Warm light and no fuss. <b>Would book again</b>',
    });
    expect(review.statusCode).toBe(201);
    const reviewed = await mail(pro.email, /New review: Completed shoot/);
    expect(reviewed.text).toContain('Nora Brand reviewed "Completed shoot"');
    expect(reviewed.text).toContain(
      '4 of 5 stars. They wrote: Warm light and no fuss. <b>Would book again</b>.',
    );
    expect(reviewed.link).toBe(`http://localhost:3000/dashboard?tab=bookings&booking=${past.id}&review=1`);
    expect((await mailsTo(pro.email)).filter((sent) => sent.subject.startsWith('New review'))).toHaveLength(
      1,
    );

    // The professional's answer reaches the client.
    const reviewId = (review.json() as { review: { id: string } }).review.id;
    const answered = await pro.client.post(`/api/reviews/${reviewId}/answer`, { answer: 'Thank you, Nora!' });
    expect(answered.statusCode).toBe(200);
    const answerMail = await mail(client.email, /Ava Lens answered your review: Completed shoot/);
    expect(answerMail.text).toContain('Ava Lens answered your review of "Completed shoot"');
    expect(answerMail.text).toContain('They wrote: Thank you, Nora!');
    expect(answerMail.link).toBe(`http://localhost:3000/dashboard?tab=bookings&booking=${past.id}`);
  });
});

describe('the scheduled jobs', () => {
  it('expire a request unanswered 7 days, or whose shoot has started, and email the client', async () => {
    const { client, pro } = await bookingParties(t);
    const stale = await requestBooking(client.client, pro.email, { title: 'Stale request' });
    await t.db
      .updateTable('bookings')
      .set({ created_at: daysFromNow(-7.1) })
      .where('id', '=', stale.id)
      .execute();
    const started = await bookingInStatus(t, { clientId: client.id, professionalId: pro.id }, 'pending', {
      title: 'Started shoot',
      shoot_date: isoDate(daysFromNow(-1)),
    });
    const fresh = await requestBooking(client.client, pro.email, { title: 'Fresh request' });

    await runScheduled(expireBookings);
    const status = async (id: string) =>
      ((await client.client.get(`/api/bookings/${id}`)).json() as BookingDetail).status;
    expect(await status(stale.id)).toBe('expired');
    expect(await status(started.id)).toBe('expired');
    expect(await status(fresh.id)).toBe('pending');
    const expiredMail = await mail(client.email, /Booking request expired: Stale request/);
    expect(expiredMail.text).toContain('expired without an answer');
    await mail(client.email, /Booking request expired: Started shoot/);

    // Running again changes nothing and sends nothing more.
    const before = (await mailsTo(client.email)).length;
    await runScheduled(expireBookings);
    expect((await mailsTo(client.email)).length).toBe(before);
    const history = ((await client.client.get(`/api/bookings/${stale.id}`)).json() as BookingDetail).history;
    expect(history.map((entry) => entry.to)).toEqual(['pending', 'expired']);
  });

  it('remind the professional once of a request still pending after 48 hours', async () => {
    const { client, pro } = await bookingParties(t);
    const waiting = await requestBooking(client.client, pro.email, { title: 'Waiting request' });
    const recent = await requestBooking(client.client, pro.email, { title: 'Recent request' });
    await t.db
      .updateTable('bookings')
      .set({ created_at: daysFromNow(-2.1) })
      .where('id', '=', waiting.id)
      .execute();

    await runScheduled(remindPendingBookings);
    await runScheduled(remindPendingBookings);
    const reminders = (await mailsTo(pro.email)).filter((mail) =>
      mail.subject.startsWith('Waiting for your answer'),
    );
    expect(reminders.map((mail) => mail.subject)).toEqual(['Waiting for your answer: Waiting request']);
    expect(reminders[0]!.link).toContain(`booking=${waiting.id}`);
    expect(reminders[0]!.text).toMatch(
      /It expires on \w+ \d{2}, \d{4} at \d{2}:\d{2} .+ unless you answer it/,
    );
    expect(recent.status).toBe('pending');
  });

  it('remind the client once to review when 3 of the 14 days are left, unless reviewed or suspended', async () => {
    const { client, pro } = await bookingParties(t);
    const parties = { clientId: client.id, professionalId: pro.id };
    const completedDaysAgo = (title: string, days: number) =>
      bookingInStatus(t, parties, 'completed', {
        title,
        time_zone: 'America/New_York',
        completed_at: daysFromNow(-days),
      });
    const due = await completedDaysAgo('Eleven and a half days ago', 11.5);
    await completedDaysAgo('Ten days ago', 10);
    await completedDaysAgo('Fifteen days ago', 15);
    const reviewed = await completedDaysAgo('Reviewed already', 12);
    expect(
      (await client.client.post(`/api/bookings/${reviewed.id}/review`, { rating: 5, comment: null }))
        .statusCode,
    ).toBe(201);

    await runScheduled(remindReviews);
    await runScheduled(remindReviews);
    const reminders = (await mailsTo(client.email)).filter((mail) =>
      mail.subject.startsWith('A few days left'),
    );
    expect(reminders.map((mail) => mail.subject)).toEqual([
      'A few days left to review: Eleven and a half days ago',
    ]);
    // The window's end in the shoot's zone, and a link to the stars.
    const closes = new Date(due.completed_at!.getTime() + 14 * 86_400_000);
    const local = closes.toLocaleString('en-US', {
      timeZone: 'America/New_York',
      month: 'long',
      day: '2-digit',
      year: 'numeric',
    });
    expect(reminders[0]!.text).toContain(`You can review Ava Lens until ${local} at `);
    expect(reminders[0]!.text).toContain('New York time');
    expect(reminders[0]!.link).toBe(
      `http://localhost:3000/dashboard?tab=bookings&booking=${due.id}&review=1`,
    );

    // A suspended client may not review: not reminded.
    const late = await completedDaysAgo('Suspended meanwhile', 12);
    await t.db
      .updateTable('profiles')
      .set({ suspended_at: new Date(), suspension_reason: 'Test' })
      .where('user_id', '=', client.id)
      .execute();
    await runScheduled(remindReviews);
    expect(
      (await mailsTo(client.email)).filter((mail) => mail.subject.includes('Suspended meanwhile')),
    ).toEqual([]);
    const marked = await t.db
      .selectFrom('bookings')
      .select('review_reminder_sent_at')
      .where('id', '=', late.id)
      .executeTakeFirstOrThrow();
    expect(marked.review_reminder_sent_at).not.toBeNull();
  });

  it('remind both parties once of a shoot starting within a day, in its zone; not one accepted just now', async () => {
    const { client, pro } = await bookingParties(t);
    const parties = { clientId: client.id, professionalId: pro.id };
    /** An accepted booking starting `hours` from now, at a whole minute New York time. */
    const acceptedStartingIn = async (title: string, hours: number, acceptedHoursAgo = 48) => {
      const start = new Date(Math.floor((Date.now() + hours * 3_600_000) / 60_000) * 60_000);
      const part = (options: Intl.DateTimeFormatOptions) =>
        start.toLocaleString('en-CA', { timeZone: 'America/New_York', ...options });
      const booking = await bookingInStatus(t, parties, 'accepted', {
        title,
        time_zone: 'America/New_York',
        shoot_date: part({ year: 'numeric', month: '2-digit', day: '2-digit' }),
        start_time: part({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
        duration_hours: 2,
        location: 'Brooklyn',
        rate_accepted: 750,
      });
      expect(booking.starts_at.getTime()).toBe(start.getTime());
      await t.db
        .updateTable('bookings')
        .set({ updated_at: new Date(Date.now() - acceptedHoursAgo * 3_600_000) })
        .where('id', '=', booking.id)
        .execute();
      return { booking, start };
    };
    const { booking: due, start } = await acceptedStartingIn('Rooftop in twenty hours', 20);
    await acceptedStartingIn('Studio in thirty hours', 30);
    const fresh = await acceptedStartingIn('Accepted an hour ago', 20, 1);
    await bookingInStatus(t, parties, 'pending', {
      title: 'Still a request',
      shoot_date: isoDate(daysFromNow(0)),
    });

    await runScheduled(remindShoots);
    await runScheduled(remindShoots);
    for (const [email, other] of [
      [client.email, 'Ava Lens'],
      [pro.email, 'Nora Brand'],
    ] as const) {
      const reminders = (await mailsTo(email)).filter((mail) => mail.subject.startsWith('Coming up'));
      expect(reminders.map((mail) => mail.subject)).toEqual(['Coming up: Rooftop in twenty hours']);
      const local = (options: Intl.DateTimeFormatOptions) =>
        start.toLocaleString('en-US', { timeZone: 'America/New_York', ...options });
      expect(reminders[0]!.text).toContain(
        `Your shoot with ${other} is coming up: "Rooftop in twenty hours" on ${local({ month: 'long', day: '2-digit', year: 'numeric' })} at ${local({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })} New York time (America/New_York), 2 hours in Brooklyn. Rate: $750.`,
      );
      expect(reminders[0]!.link).toBe(`http://localhost:3000/dashboard?tab=bookings&booking=${due.id}`);
    }
    // The one accepted an hour ago is passed over for good, not reminded later.
    const marked = await t.db
      .selectFrom('bookings')
      .select('shoot_reminder_sent_at')
      .where('id', '=', fresh.booking.id)
      .executeTakeFirstOrThrow();
    expect(marked.shoot_reminder_sent_at).not.toBeNull();
  });

  it('no reminder for a request whose shoot started while the reminders were on their way to it', async () => {
    const { client, pro } = await bookingParties(t);
    const late = await requestBooking(client.client, pro.email, { title: 'Started meanwhile' });
    await t.db
      .updateTable('bookings')
      .set({ created_at: daysFromNow(-2.1) })
      .where('id', '=', late.id)
      .execute();

    // The run has read the request as due a reminder; before it takes the booking, the
    // shoot is moved to yesterday (held uncommitted until the run waits for it).
    let run: Promise<void> | undefined;
    await t.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('bookings')
        .set({ shoot_date: isoDate(daysFromNow(-1)), starts_at: daysFromNow(-1), ends_at: daysFromNow(-0.9) })
        .where('id', '=', late.id)
        .execute();
      const xid = await transactionId(trx);
      run = runScheduled(remindPendingBookings);
      await expect.poll(() => waitingOn(t.db, xid, 'bookings'), { timeout: 5_000 }).toBe(1);
    });
    await run;
    const row = await t.db
      .selectFrom('bookings')
      .select('reminder_sent_at')
      .where('id', '=', late.id)
      .executeTakeFirstOrThrow();
    expect(row.reminder_sent_at).toBeNull();
    const reminders = (await mailsTo(pro.email)).filter(
      (mail) => mail.subject === 'Waiting for your answer: Started meanwhile',
    );
    expect(reminders).toEqual([]);
  });
});
