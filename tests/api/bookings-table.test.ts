import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATUSES,
  type BookingStatus,
  bookingMove,
  MEMBER_BOOKING_ACTIONS,
  type MemberBookingAction,
} from '../../src/shared/booking-lifecycle.js';
import {
  BOOKING_TEXTS,
  type BookingDetail,
  type BookingResponse,
} from '../../src/shared/schemas/bookings.js';
import { act, bookingInStatus } from '../support/bookings.js';
import { signedInMember } from '../support/members.js';
import { errorOf, setupTestApp, TestClient } from '../support/test-app.js';

// docs/product.md, Booking lifecycle: every (status, action, actor) through the API,
// allowed or refused exactly as the shared table says. The parties' answers come from
// the table (bookingMove); everyone else's from the visibility rules: a visitor 401,
// another member 404, an administrator who is no party 403 (administrators set a status
// through the admin area instead, tested below).

const t = setupTestApp({ RATE_LIMITS: 'false' });

type Actor = 'client' | 'professional' | 'another member' | 'visitor' | 'admin';
const ACTORS: Actor[] = ['client', 'professional', 'another member', 'visitor', 'admin'];

/**
 * The body a member would send on the booking as they see it: a reason with every cancel,
 * a counter rate with every accept.
 */
const bodyOf = (action: MemberBookingAction, expectedStatus: BookingStatus) =>
  action === 'cancel'
    ? { action, expectedStatus, reason: 'Plans changed' }
    : action === 'accept'
      ? { action, expectedStatus, counterRate: 750 }
      : { action, expectedStatus };

async function cast() {
  const client = await signedInMember(t, { label: 'client', profile: 'client' });
  const professional = await signedInMember(t, { label: 'pro', profile: 'photographer' });
  const another = await signedInMember(t, { label: 'another', profile: 'client' });
  const admin = await signedInMember(t, { label: 'admin', profile: 'client', adminLevel: 'super_admin' });
  return {
    ids: { clientId: client.id, professionalId: professional.id },
    clients: {
      client: client.client,
      professional: professional.client,
      'another member': another.client,
      visitor: new TestClient(t.app),
      admin: admin.client,
    } satisfies Record<Actor, TestClient>,
  };
}

describe('every status x action x actor, as the table says', async () => {
  for (const status of BOOKING_STATUSES) {
    for (const action of MEMBER_BOOKING_ACTIONS) {
      for (const actor of ACTORS) {
        it(`${status} / ${action} / ${actor}`, async () => {
          const { ids, clients } = await cast();
          // Pending: a fresh request for a shoot ahead. Accepted: a shoot whose date has come
          // (so completing is allowed by time, and only the table decides).
          const row = await bookingInStatus(t, ids, status);
          const facts = {
            status,
            shootDate: row.shoot_date,
            startTime: row.start_time,
            timeZone: row.time_zone,
            createdAt: row.created_at,
          };
          let expected: number;
          let to: BookingStatus | undefined;
          if (actor === 'visitor') expected = 401;
          else if (actor === 'another member') expected = 404;
          else if (actor === 'admin') expected = 403;
          else {
            const move = bookingMove(facts, action, actor, new Date());
            expected = move.allowed ? 200 : move.refusal === 'not_allowed' ? 403 : 409;
            to = move.allowed ? move.transition.to : undefined;
          }

          const response = await act(clients[actor], row.id, bodyOf(action, status));
          expect(response.statusCode, response.body).toBe(expected);
          const after = await t.db
            .selectFrom('bookings')
            .select('status')
            .where('id', '=', row.id)
            .executeTakeFirstOrThrow();
          if (expected === 200) {
            expect((response.json() as BookingResponse).booking.status).toBe(to);
            expect(after.status).toBe(to);
          } else {
            expect(after.status).toBe(status);
            expect(errorOf(response).message).toBeTruthy();
            if (expected === 409) expect(errorOf(response).message).toContain(status);
          }
        });
      }
    }
  }
});

describe('administrators set any other status, with a reason', () => {
  for (const from of BOOKING_STATUSES) {
    it(`from ${from}: every other status, audited and in the history; the same status is a 409`, async () => {
      const { ids, clients } = await cast();
      for (const to of BOOKING_STATUSES) {
        const row = await bookingInStatus(t, ids, from);
        const response = await clients.admin.request('PUT', `/api/admin/bookings/${row.id}/status`, {
          payload: { status: to, reason: 'Resolved with both parties' },
        });
        if (to === from) {
          expect(response.statusCode).toBe(409);
          continue;
        }
        // Back to a request only while it would not expire at once (7 days after it was
        // made, or once its shoot has started).
        const expiresAtOnce =
          row.starts_at.getTime() <= Date.now() || row.created_at.getTime() <= Date.now() - 7 * 86_400_000;
        if (to === 'pending' && expiresAtOnce) {
          expect(response.statusCode, response.body).toBe(409);
          expect(errorOf(response).message).toBe(BOOKING_TEXTS.adminPendingWouldExpire);
          continue;
        }
        expect(response.statusCode, response.body).toBe(200);
        const { booking, message } = response.json() as BookingResponse;
        expect(message).toBe(`Booking ${to} successfully`);
        expect(booking.history.at(-1)).toMatchObject({
          actorRole: 'admin',
          from,
          to,
          note: 'Resolved with both parties',
        });
        const audit = await t.db
          .selectFrom('audit_logs')
          .selectAll()
          .where('record_id', '=', row.id)
          .executeTakeFirstOrThrow();
        expect(audit).toMatchObject({ action: 'booking.set_status', table_name: 'bookings' });
        expect(audit.new_values).toEqual({ status: to, reason: 'Resolved with both parties' });
      }
    });
  }

  it('a moderator may; a member, a visitor and a missing reason may not', async () => {
    const { ids, clients } = await cast();
    const moderator = await signedInMember(t, { label: 'mod', profile: 'client', adminLevel: 'moderator' });
    const row = await bookingInStatus(t, ids, 'pending');
    const path = `/api/admin/bookings/${row.id}/status`;
    const change = { status: 'declined', reason: 'Duplicate request' };
    expect((await clients.client.request('PUT', path, { payload: change })).statusCode).toBe(403);
    expect((await clients.visitor.request('PUT', path, { payload: change })).statusCode).toBe(401);
    const noReason = await moderator.client.request('PUT', path, {
      payload: { status: 'declined', reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(
      await t.db.selectFrom('audit_logs').select('id').where('record_id', '=', row.id).execute(),
    ).toEqual([]);
    expect((await moderator.client.request('PUT', path, { payload: change })).statusCode).toBe(200);
    const detail = (await clients.client.get(`/api/bookings/${row.id}`)).json() as BookingDetail;
    expect(detail.status).toBe('declined');
  });
});
