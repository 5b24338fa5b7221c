import type { BookingStatus } from '../../../../shared/booking-lifecycle.js';
import type { SessionUser } from '../../../../shared/schemas/auth.js';
import type { RequestContext } from '../../../lib/request-context.js';
import type { BookingDeps } from '../booking-records.js';
import { type MoveResult, moveBooking } from '../move-booking.js';

/**
 * The professional marks an accepted booking completed, from the shoot's date on (in its
 * time zone). The client is invited to review; the 14 days start now.
 */
export async function completeBooking(
  deps: BookingDeps,
  ctx: RequestContext & { actor: SessionUser },
  bookingId: string,
  input: { expectedStatus: BookingStatus },
): Promise<MoveResult> {
  return moveBooking(deps, ctx, bookingId, 'complete', input.expectedStatus, () => ({
    change: { to: 'completed', note: null, rate: null, set: { completed_at: new Date() } },
    email: { kind: 'completed' },
  }));
}
