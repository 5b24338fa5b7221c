import { describe, expect, it } from 'vitest';
import { daysFromNow } from '../../src/server/db/seed/factories.js';
import type { BookingDetail } from '../../src/shared/schemas/bookings.js';
import type { Profile } from '../../src/shared/schemas/profiles.js';
import type { ReviewPage, ReviewResponse } from '../../src/shared/schemas/reviews.js';
import { POLICY_TEXTS, REVIEW_TEXTS } from '../../src/shared/texts.js';
import { act, bookingInStatus, bookingParties } from '../support/bookings.js';
import { signedInMember } from '../support/members.js';
import { transactionId, waitingOn, whileProfileChangeHeld } from '../support/row-locks.js';
import { errorOf, setupTestApp, TestClient } from '../support/test-app.js';

// docs/product.md, Reviews: the client of a completed booking reviews its professional
// once, within 14 days of completion; the professional answers once; the public profile
// shows the reviews and the rating.

const t = setupTestApp();

async function completedBooking(shootDate = '2026-05-09') {
  const parties = await bookingParties(t);
  const row = await bookingInStatus(
    t,
    { clientId: parties.client.id, professionalId: parties.pro.id },
    'accepted',
    { shoot_date: shootDate },
  );
  expect(
    (await act(parties.pro.client, row.id, { action: 'complete', expectedStatus: 'accepted' })).statusCode,
  ).toBe(200);
  return { ...parties, bookingId: row.id };
}

const review = (client: TestClient, bookingId: string, body: unknown) =>
  client.post(`/api/bookings/${bookingId}/review`, body);

describe('reviewing a booking', () => {
  it('the client reviews once; the profile shows it with the month of the booking and the rating', async () => {
    const { client, pro, bookingId } = await completedBooking();
    const response = await review(client.client, bookingId, {
      rating: 5,
      comment: 'Calm, <b>fast</b> & kind.',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json() as ReviewResponse;
    expect(body.message).toBe(REVIEW_TEXTS.created);
    expect(body.review).toMatchObject({ rating: 5, comment: 'Calm, <b>fast</b> & kind.', answer: null });

    const again = await review(client.client, bookingId, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(REVIEW_TEXTS.already);

    const page = (await new TestClient(t.app).get(`/api/profiles/${pro.id}/reviews`)).json() as ReviewPage;
    expect(page.items).toEqual([
      expect.objectContaining({
        reviewerName: 'Nora Brand',
        rating: 5,
        comment: 'Calm, <b>fast</b> & kind.',
        bookingMonth: '2026-05',
        answer: null,
      }),
    ]);
    const { profile } = (await new TestClient(t.app).get(`/api/profiles/${pro.id}`)).json() as {
      profile: Profile;
    };
    expect(profile.rating).toEqual({ average: 5, count: 1 });
    const stats = (await pro.client.get('/api/profiles/me/stats')).json() as {
      totalReviews: number;
      averageRating: number | null;
    };
    expect(stats).toMatchObject({ totalReviews: 1, averageRating: 5 });

    const detail = (await client.client.get(`/api/bookings/${bookingId}`)).json() as BookingDetail;
    expect(detail.canReview).toBe(false);
    expect(detail.review).toMatchObject({ rating: 5 });
    const proView = (await pro.client.get(`/api/bookings/${bookingId}`)).json() as BookingDetail;
    expect(proView.canAnswerReview).toBe(true);
  });

  it('the professional or an admin is refused with 403, a stranger finds no booking (404), a visitor 401', async () => {
    const { pro, bookingId } = await completedBooking();
    const stranger = await signedInMember(t, { label: 'stranger', profile: 'client' });
    const admin = await signedInMember(t, { label: 'admin', profile: 'client', adminLevel: 'super_admin' });
    for (const who of [pro.client, admin.client]) {
      const response = await review(who, bookingId, { rating: 4 });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).message).toBe(REVIEW_TEXTS.notClient);
    }
    // As for a made-up id: a stranger learns nothing of the booking.
    const strangers = await review(stranger.client, bookingId, { rating: 4 });
    const madeUp = await review(stranger.client, '00000000-0000-4000-8000-000000000000', { rating: 4 });
    expect(strangers.statusCode).toBe(404);
    expect(errorOf(strangers)).toEqual(errorOf(madeUp));
    expect((await review(new TestClient(t.app), bookingId, { rating: 4 })).statusCode).toBe(401);
  });

  it('a booking that is not completed, or completed more than 14 days ago, is refused', async () => {
    const parties = await bookingParties(t);
    const ids = { clientId: parties.client.id, professionalId: parties.pro.id };
    for (const status of ['pending', 'accepted', 'declined', 'cancelled', 'expired'] as const) {
      const row = await bookingInStatus(t, ids, status);
      const response = await review(parties.client.client, row.id, { rating: 4 });
      expect(response.statusCode, status).toBe(409);
      expect(errorOf(response).message).toBe(REVIEW_TEXTS.notCompleted);
    }
    const old = await bookingInStatus(t, ids, 'completed', { completed_at: daysFromNow(-14.01) });
    const late = await review(parties.client.client, old.id, { rating: 4 });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe(REVIEW_TEXTS.windowClosed);
    const inTime = await bookingInStatus(t, ids, 'completed', { completed_at: daysFromNow(-13.9) });
    expect((await review(parties.client.client, inTime.id, { rating: 4 })).statusCode).toBe(201);
  });

  it('checks stars and text', async () => {
    const { client, bookingId } = await completedBooking();
    for (const body of [
      { rating: 0 },
      { rating: 6 },
      { rating: 4.5 },
      { rating: 5, comment: 'x'.repeat(2001) },
      {},
    ]) {
      const response = await review(client.client, bookingId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await review(client.client, bookingId, { rating: 3, comment: '' })).json().review.comment,
    ).toBeNull();
  });

  it('two reviews sent at once make one', async () => {
    const { client, bookingId } = await completedBooking();
    const answers = await Promise.all([
      review(client.client, bookingId, { rating: 5 }),
      review(client.client, bookingId, { rating: 4 }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('a review of a suspended professional', () => {
  it('is saved, and the client is told it shows once the profile is shown again', async () => {
    const { client, pro, bookingId } = await completedBooking();
    await t.db
      .updateTable('profiles')
      .set({ suspended_at: new Date(), suspension_reason: 'Under review' })
      .where('user_id', '=', pro.id)
      .execute();
    const response = await review(client.client, bookingId, { rating: 4 });
    expect(response.statusCode).toBe(201);
    expect((response.json() as ReviewResponse).message).toBe(REVIEW_TEXTS.createdNotShown);
  });
});

describe('the rating', () => {
  it('counts a review committed while another of the same professional waits for it', async () => {
    const first = await completedBooking();
    const second = await bookingInStatus(
      t,
      { clientId: first.client.id, professionalId: first.pro.id },
      'accepted',
      { shoot_date: '2026-05-10' },
    );
    expect(
      (await act(first.pro.client, second.id, { action: 'complete', expectedStatus: 'accepted' })).statusCode,
    ).toBe(200);

    // One review is written and held uncommitted until the other request waits for it.
    let posted: ReturnType<typeof review> | undefined;
    await t.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('reviews')
        .values({
          booking_id: first.bookingId,
          reviewer_id: first.client.id,
          reviewee_id: first.pro.id,
          rating: 2,
          comment: null,
          answer: null,
          answered_at: null,
          hidden_at: null,
          hidden_by: null,
          hidden_reason: null,
        })
        .execute();
      const xid = await transactionId(trx);
      posted = review(first.client.client, second.id, { rating: 5 });
      await expect.poll(() => waitingOn(t.db, xid), { timeout: 5_000 }).toBe(1);
    });
    expect((await posted!).statusCode).toBe(201);

    const { profile } = (await new TestClient(t.app).get(`/api/profiles/${first.pro.id}`)).json() as {
      profile: Profile;
    };
    expect(profile.rating).toEqual({ average: 3.5, count: 2 });
  });
});

describe('a suspended member (docs/product.md: they may sign in and read)', () => {
  it('cannot review a booking, or answer a review, and the booking does not offer it', async () => {
    const { client, pro, bookingId } = await completedBooking();
    const suspend = (userId: string, suspended: boolean) =>
      t.db
        .updateTable('profiles')
        .set({ suspended_at: suspended ? new Date() : null })
        .where('user_id', '=', userId)
        .execute();
    const detail = async (member: TestClient) =>
      (await member.get(`/api/bookings/${bookingId}`)).json() as BookingDetail;

    await suspend(client.id, true);
    expect((await detail(client.client)).canReview).toBe(false);
    const refused = await review(client.client, bookingId, { rating: 1, comment: 'Revenge' });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(POLICY_TEXTS.suspended);
    const shown = (await new TestClient(t.app).get(`/api/profiles/${pro.id}/reviews`)).json() as ReviewPage;
    expect(shown.items).toEqual([]);

    await suspend(client.id, false);
    const { review: given } = (
      await review(client.client, bookingId, { rating: 4 })
    ).json() as ReviewResponse;
    await suspend(pro.id, true);
    expect((await detail(pro.client)).canAnswerReview).toBe(false);
    const unanswered = await pro.client.post(`/api/reviews/${given.id}/answer`, { answer: 'Thanks' });
    expect(unanswered.statusCode).toBe(403);
    expect(errorOf(unanswered).message).toBe(POLICY_TEXTS.suspended);
    await suspend(pro.id, false);
    expect((await detail(pro.client)).canAnswerReview).toBe(true);
  });
});

describe('a suspension committing while a review or an answer is on its way', () => {
  /** Suspends `userId` in a transaction held open until `write`, started meanwhile, waits on the profile. */
  const writeDuringSuspension = (userId: string, write: () => ReturnType<TestClient['post']>) =>
    whileProfileChangeHeld(
      t.db,
      userId,
      { suspended_at: new Date(), suspension_reason: 'Under review' },
      write,
    );

  it('refuses the review: nothing is posted', async () => {
    const { client, bookingId } = await completedBooking();
    const refused = await writeDuringSuspension(client.id, () =>
      review(client.client, bookingId, { rating: 1, comment: 'Posted as the suspension lands' }),
    );
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(POLICY_TEXTS.suspended);
    expect(
      await t.db.selectFrom('reviews').select('id').where('booking_id', '=', bookingId).execute(),
    ).toEqual([]);
  });

  it('refuses the answer: the review stays unanswered', async () => {
    const { client, pro, bookingId } = await completedBooking();
    const { review: given } = (
      await review(client.client, bookingId, { rating: 4 })
    ).json() as ReviewResponse;
    const refused = await writeDuringSuspension(pro.id, () =>
      pro.client.post(`/api/reviews/${given.id}/answer`, { answer: 'Thanks' }),
    );
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(POLICY_TEXTS.suspended);
    const stored = await t.db
      .selectFrom('reviews')
      .select('answer')
      .where('id', '=', given.id)
      .executeTakeFirstOrThrow();
    expect(stored.answer).toBeNull();
  });
});

describe('two members who booked each other', () => {
  it('review each other at the same moment: both reviews are posted', async () => {
    const a = await signedInMember(t, { label: 'a', profile: { role: 'photographer', is_available: true } });
    const b = await signedInMember(t, { label: 'b', profile: { role: 'videographer', is_available: true } });
    const ab = await bookingInStatus(t, { clientId: a.id, professionalId: b.id }, 'completed');
    const ba = await bookingInStatus(t, { clientId: b.id, professionalId: a.id }, 'completed');
    let answers: Promise<Awaited<ReturnType<TestClient['post']>>[]> | undefined;
    // Something else reads both standings a moment (a booking request between them): both
    // reviews arrive meanwhile and go on together once it is done.
    await t.db.transaction().execute(async (trx) => {
      await trx
        .selectFrom('profiles')
        .select('user_id')
        .where('user_id', 'in', [a.id, b.id])
        .forShare()
        .execute();
      const xid = await transactionId(trx);
      answers = Promise.all([review(a.client, ab.id, { rating: 5 }), review(b.client, ba.id, { rating: 4 })]);
      await expect.poll(() => waitingOn(t.db, xid), { timeout: 10_000 }).toBe(2);
    });
    expect((await answers!).map((answer) => answer.statusCode)).toEqual([201, 201]);
  });
});

describe('answering a review', () => {
  it('the reviewed professional answers once; nobody else may', async () => {
    const { client, pro, bookingId } = await completedBooking();
    const { review: given } = (
      await review(client.client, bookingId, { rating: 4, comment: 'Good' })
    ).json() as ReviewResponse;
    const path = `/api/reviews/${given.id}/answer`;
    expect((await client.client.post(path, { answer: 'Me too' })).statusCode).toBe(403);
    expect((await new TestClient(t.app).post(path, { answer: 'Hi' })).statusCode).toBe(401);
    expect((await pro.client.post(path, { answer: '  ' })).statusCode).toBe(400);
    const answered = await pro.client.post(path, { answer: 'Thank you, it was a pleasure.' });
    expect(answered.statusCode).toBe(200);
    expect((answered.json() as ReviewResponse).review.answer).toBe('Thank you, it was a pleasure.');
    const twice = await pro.client.post(path, { answer: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).message).toBe(REVIEW_TEXTS.alreadyAnswered);

    const page = (await new TestClient(t.app).get(`/api/profiles/${pro.id}/reviews`)).json() as ReviewPage;
    expect(page.items[0]).toMatchObject({ answer: 'Thank you, it was a pleasure.' });
    expect(page.items[0]!.answeredAt).not.toBeNull();
  });
});
