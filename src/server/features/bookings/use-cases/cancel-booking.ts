import type { BookingStatus } from '../../../../shared/booking-lifecycle.js';
import type { SessionUser } from '../../../../shared/schemas/auth.js';
import { BOOKING_TEXTS } from '../../../../shared/schemas/bookings.js';
import { AppError } from '../../../lib/app-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import type { BookingDeps } from '../booking-records.js';
import { type MoveResult, moveBooking } from '../move-booking.js';

/**
 * The client cancels a pending request (reason optional); either party cancels an
 * accepted booking (reason required). The other party is emailed the reason.
 */
export async function cancelBooking(
  deps: BookingDeps,
  ctx: RequestContext & { actor: SessionUser },
  bookingId: string,
  input: { reason?: string | null; expectedStatus: BookingStatus },
): Promise<MoveResult> {
  return moveBooking(deps, ctx, bookingId, 'cancel', input.expectedStatus, (row, side) => {
    const reason = input.reason ?? null;
    if (row.status === 'accepted' && !reason) {
      throw new AppError('VALIDATION_FAILED', BOOKING_TEXTS.reasonRequired, {
        fields: { reason: BOOKING_TEXTS.reasonRequired },
      });
    }
    return {
      change: { to: 'cancelled', note: reason, rate: null, set: { cancel_reason: reason } },
      email: { kind: 'cancelled', by: side },
    };
  });
}
