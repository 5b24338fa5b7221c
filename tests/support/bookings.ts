import { createBooking, daysFromNow, isoDate } from '../../src/server/db/seed/factories.js';
import type { BookingStatus } from '../../src/shared/booking-lifecycle.js';
import type {
  BookingActionInput,
  BookingDetail,
  BookingResponse,
} from '../../src/shared/schemas/bookings.js';
import { signedInMember } from './members.js';
import type { TestClient, TestContext } from './test-app.js';

// Helpers of the booking tests: the two parties and bookings in a given state.

/** A client and an available photographer, both signed in. */
export async function bookingParties(t: TestContext) {
  const client = await signedInMember(t, {
    label: 'client',
    profile: { role: 'client', display_name: 'Nora Brand' },
  });
  const pro = await signedInMember(t, {
    label: 'pro',
    profile: { role: 'photographer', display_name: 'Ava Lens', is_available: true },
  });
  return { client, pro };
}

/** A 'Create New Booking' form as the dashboard sends it, two weeks ahead. */
export function bookingForm(professionalEmail: string, overrides: Record<string, unknown> = {}) {
  return {
    professionalEmail,
    title: 'Spring lookbook',
    shootDate: isoDate(daysFromNow(14)),
    startTime: '10:00',
    durationHours: 4,
    timeZone: 'America/New_York',
    location: 'Brooklyn, NY',
    description: 'Thirty looks, studio and street.',
    rateOffered: 1400,
    ...overrides,
  };
}

/** Requests a booking through the API; returns the booking as the client sees it. */
export async function requestBooking(
  client: TestClient,
  professionalEmail: string,
  overrides: Record<string, unknown> = {},
): Promise<BookingDetail> {
  const response = await client.post('/api/bookings', bookingForm(professionalEmail, overrides));
  if (response.statusCode !== 201)
    throw new Error(`create answered ${response.statusCode}: ${response.body}`);
  return (response.json() as BookingResponse).booking;
}

/**
 * A booking straight in the database in `status`, with a shoot date that allows what the
 * status needs (completing: today or earlier).
 */
export async function bookingInStatus(
  t: TestContext,
  parties: { clientId: string; professionalId: string },
  status: BookingStatus,
  overrides: Parameters<typeof createBooking>[1] extends infer I ? Partial<I> : never = {},
) {
  const past = status === 'completed' || status === 'accepted';
  return createBooking(t.db, {
    clientId: parties.clientId,
    professionalId: parties.professionalId,
    status,
    shoot_date: isoDate(daysFromNow(past ? -1 : 10)),
    rate_accepted: status === 'accepted' || status === 'completed' ? 600 : null,
    completed_at: status === 'completed' ? new Date() : null,
    ...overrides,
  });
}

/** POST a move, made from `expectedStatus`, the status the member saw. */
export function act(client: TestClient, bookingId: string, body: BookingActionInput) {
  return client.post(`/api/bookings/${bookingId}/actions`, body);
}
