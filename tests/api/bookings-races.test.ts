import { describe, expect, it } from 'vitest';
import { BOOKING_TEXTS, type BookingDetail } from '../../src/shared/schemas/bookings.js';
import { POLICY_TEXTS } from '../../src/shared/texts.js';
import { act, bookingForm, bookingInStatus, bookingParties, requestBooking } from '../support/bookings.js';
import { outboxMails } from '../support/mail.js';
import { signedInMember } from '../support/members.js';
import { whileProfileChangeHeld, whileRowLocked } from '../support/row-locks.js';
import { errorOf, setupTestApp } from '../support/test-app.js';

// A booking request and a change that makes it impossible, at the same moment (docs/product.md,
// Requesting a booking): once the suspension or the availability switch has committed, no
// request gets through, however far it had come. And two moves on one booking at once
// (Booking lifecycle): exactly one wins, the other gets 409.

const t = setupTestApp();

type Answer = Awaited<ReturnType<typeof t.app.inject>>;

/** `change` on the member's profile, held until the request, started meanwhile, waits on it. */
const requestDuring = (change: Record<string, unknown>, of: string, request: () => Promise<Answer>) =>
  whileProfileChangeHeld(t.db, of, change, request);

async function bookingsOf(clientId: string) {
  return t.db.selectFrom('bookings').select('id').where('client_id', '=', clientId).execute();
}

describe('a booking request racing', () => {
  it("the professional's suspension: refused as for a hidden profile, nothing stored", async () => {
    const client = await signedInMember(t, { profile: 'client' });
    const pro = await signedInMember(t, { profile: 'photographer' });
    const answer = await requestDuring({ suspended_at: new Date(), suspension_reason: 'Spam' }, pro.id, () =>
      client.client.post('/api/bookings', bookingForm(pro.email)),
    );
    expect(answer.statusCode).toBe(404);
    expect(errorOf(answer).message).toBe(BOOKING_TEXTS.professionalNotFound);
    expect(await bookingsOf(client.id)).toEqual([]);
  });

  it('the professional switching availability off: refused as unavailable, nothing stored', async () => {
    const client = await signedInMember(t, { profile: 'client' });
    const pro = await signedInMember(t, { profile: 'model' });
    const answer = await requestDuring({ is_available: false }, pro.id, () =>
      client.client.post('/api/bookings', {
        ...bookingForm(pro.email),
        professionalEmail: undefined,
        professionalId: pro.id,
      }),
    );
    expect(answer.statusCode).toBe(403);
    expect(errorOf(answer).message).toBe(POLICY_TEXTS.unavailable);
    expect(await bookingsOf(client.id)).toEqual([]);
  });

  it("the client's own suspension: refused as for a suspended member, nothing stored", async () => {
    const client = await signedInMember(t, { profile: 'client' });
    const pro = await signedInMember(t, { profile: 'stylist' });
    const answer = await requestDuring(
      { suspended_at: new Date(), suspension_reason: 'Spam' },
      client.id,
      () => client.client.post('/api/bookings', bookingForm(pro.email)),
    );
    expect(answer.statusCode).toBe(403);
    expect(errorOf(answer).message).toBe(BOOKING_TEXTS.suspended);
    expect(await bookingsOf(client.id)).toEqual([]);
  });
});

describe('an accept racing', () => {
  it("the professional's suspension: refused, the request stays pending", async () => {
    const { client, pro } = await bookingParties(t);
    const booking = await bookingInStatus(t, { clientId: client.id, professionalId: pro.id }, 'pending');
    const answer = await requestDuring({ suspended_at: new Date(), suspension_reason: 'Spam' }, pro.id, () =>
      pro.client.post(`/api/bookings/${booking.id}/actions`, { action: 'accept', expectedStatus: 'pending' }),
    );
    expect(answer.statusCode).toBe(403);
    expect(errorOf(answer).message).toBe(BOOKING_TEXTS.suspendedAccept);
    const stored = await t.db
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('pending');
  });
});

describe("a client's cancel and the professional's accept of one request at once", () => {
  /** The accept reaches the booking first, the client's withdrawal of the request second. */
  async function acceptThenCancel(cancel: Record<string, unknown>) {
    const { client, pro } = await bookingParties(t);
    const booking = await requestBooking(client.client, pro.email);
    const [accept, cancelled] = await whileRowLocked(t.db, 'bookings', booking.id, [
      () => act(pro.client, booking.id, { action: 'accept', expectedStatus: 'pending' }),
      () => act(client.client, booking.id, { action: 'cancel', expectedStatus: 'pending', ...cancel }),
    ]);
    return { client, pro, booking, accept: accept!, cancel: cancelled! };
  }

  it('with a reason: the accept wins, the cancel is refused (409), nothing is cancelled', async () => {
    const { client, booking, accept, cancel } = await acceptThenCancel({ reason: 'Found someone else' });
    expect(accept.statusCode).toBe(200);
    expect(cancel.statusCode).toBe(409);
    expect(errorOf(cancel).message).toBe('This booking is accepted now, so it cannot be cancelled.');
    const detail = (await client.client.get(`/api/bookings/${booking.id}`)).json() as BookingDetail;
    expect(detail.status).toBe('accepted');
    expect(detail.history.map((entry) => entry.to)).toEqual(['pending', 'accepted']);
    // The client is told of the accept; nobody of a cancel.
    const mails = await outboxMails(t.app);
    expect(mails.filter((mail) => /cancel/i.test(mail.subject))).toEqual([]);
    expect(mails.filter((mail) => mail.to === client.email).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/accepted/i),
    ]);
  });

  it('without a reason: 409 as well, not a request for a reason', async () => {
    const { accept, cancel } = await acceptThenCancel({});
    expect(accept.statusCode).toBe(200);
    expect(cancel.statusCode).toBe(409);
    expect(errorOf(cancel).message).toBe('This booking is accepted now, so it cannot be cancelled.');
  });

  it('the cancel first: the request is cancelled and the accept refused (409)', async () => {
    const { client, pro } = await bookingParties(t);
    const booking = await requestBooking(client.client, pro.email);
    const [cancel, accept] = await whileRowLocked(t.db, 'bookings', booking.id, [
      () => act(client.client, booking.id, { action: 'cancel', expectedStatus: 'pending' }),
      () => act(pro.client, booking.id, { action: 'accept', expectedStatus: 'pending' }),
    ]);
    expect(cancel!.statusCode).toBe(200);
    expect(accept!.statusCode).toBe(409);
    expect(errorOf(accept!).message).toBe('This booking is cancelled now, so it cannot be accepted.');
  });

  it('a cancel of an accepted booking by a client who saw it pending is refused (409)', async () => {
    const { client, pro } = await bookingParties(t);
    const booking = await requestBooking(client.client, pro.email);
    await act(pro.client, booking.id, { action: 'accept', expectedStatus: 'pending' });
    const stale = await act(client.client, booking.id, {
      action: 'cancel',
      expectedStatus: 'pending',
      reason: 'Found someone else',
    });
    expect(stale.statusCode).toBe(409);
    const seen = await act(client.client, booking.id, {
      action: 'cancel',
      expectedStatus: 'accepted',
      reason: 'Found someone else',
    });
    expect(seen.statusCode).toBe(200);
  });

  it('a move without the status the member saw is refused (400)', async () => {
    const { client, pro } = await bookingParties(t);
    const booking = await requestBooking(client.client, pro.email);
    const answer = await client.client.post(`/api/bookings/${booking.id}/actions`, { action: 'cancel' });
    expect(answer.statusCode).toBe(400);
    expect(errorOf(answer).fields).toHaveProperty('expectedStatus');
  });
});
