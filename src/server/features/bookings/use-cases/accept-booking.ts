import type { BookingStatus } from '../../../../shared/booking-lifecycle.js';
import { acceptedRate } from '../../../../shared/booking-lifecycle.js';
import type { SessionUser } from '../../../../shared/schemas/auth.js';
import type { BookingOverlap } from '../../../../shared/schemas/bookings.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { type BookingDeps, overlappingAccepted } from '../booking-records.js';
import { type MoveResult, moveBooking } from '../move-booking.js';

/**
 * The professional accepts a pending request, with optional notes and an optional counter
 * rate, which becomes the accepted rate (else the rate offered). The answer lists their
 * accepted bookings overlapping it in time: a warning, not a refusal
 * (docs/product.md, Booking lifecycle).
 */
export async function acceptBooking(
  deps: BookingDeps,
  ctx: RequestContext & { actor: SessionUser },
  bookingId: string,
  input: { notes?: string | null; counterRate?: number | null; expectedStatus: BookingStatus },
): Promise<MoveResult & { overlapping: BookingOverlap[] }> {
  // Read in the move's transaction, so that the answer cannot fail after the commit.
  let overlapping: BookingOverlap[] = [];
  const result = await moveBooking(
    deps,
    ctx,
    bookingId,
    'accept',
    input.expectedStatus,
    async (row, _side, trx) => {
      overlapping = await overlappingAccepted(trx, row);
      const rate = acceptedRate(row.rate_offered, input.counterRate);
      return {
        change: {
          to: 'accepted',
          note: input.notes ?? null,
          rate,
          set: { rate_accepted: rate, notes: input.notes ?? null },
        },
        email: { kind: 'accepted' },
      };
    },
  );
  return { ...result, overlapping };
}
