import type { SessionUser } from '../../../../shared/schemas/auth.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { type BookingDeps, NO_PROPOSAL, proposedTime } from '../booking-records.js';
import { changeBookingTime, type NewTimeResult } from '../new-time.js';

/**
 * The proposer withdraws their open proposal of a new time (docs/product.md, Moving a
 * booking): the booking keeps its time, and the other party, who was asked, is told.
 */
export async function withdrawNewTime(
  deps: BookingDeps,
  ctx: RequestContext & { actor: SessionUser },
  bookingId: string,
): Promise<NewTimeResult> {
  return changeBookingTime(deps, ctx, bookingId, 'withdraw', async (row) => ({
    set: NO_PROPOSAL,
    entry: { kind: 'time_withdrawn', note: null, time: proposedTime(row), place: row.proposed_location },
    email: { kind: 'time_withdrawn', by: row.proposed_by! },
  }));
}
