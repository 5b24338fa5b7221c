import { describe, expect, it } from 'vitest';
import { BOOKING_TEXTS } from '../../src/shared/schemas/bookings.js';
import { POLICY_TEXTS } from '../../src/shared/texts.js';
import { bookingForm, bookingInStatus, bookingParties } from '../support/bookings.js';
import { signedInMember } from '../support/members.js';
import { whileProfileChangeHeld } from '../support/row-locks.js';
import { errorOf, setupTestApp } from '../support/test-app.js';

// A booking request and a change that makes it impossible, at the same moment (docs/product.md,
// Requesting a booking): once the suspension or the availability switch has committed, no
// request gets through, however far it had come.

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
      pro.client.post(`/api/bookings/${booking.id}/actions`, { action: 'accept' }),
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
