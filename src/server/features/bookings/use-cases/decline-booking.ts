import type { BookingStatus } from '../../../../shared/booking-lifecycle.js';
import type { SessionUser } from '../../../../shared/schemas/auth.js';
import type { RequestContext } from '../../../lib/request-context.js';
import type { BookingDeps } from '../booking-records.js';
import { type MoveResult, moveBooking } from '../move-booking.js';

/** The professional declines a pending request, with optional notes the client is sent. */
export async function declineBooking(
  deps: BookingDeps,
  ctx: RequestContext & { actor: SessionUser },
  bookingId: string,
  input: { notes?: string | null; expectedStatus: BookingStatus },
): Promise<MoveResult> {
  return moveBooking(deps, ctx, bookingId, 'decline', input.expectedStatus, () => ({
    change: { to: 'declined', note: input.notes ?? null, rate: null, set: { notes: input.notes ?? null } },
    email: { kind: 'declined' },
  }));
}
