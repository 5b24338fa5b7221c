import { sql } from 'kysely';
import type { SessionUser } from '../../../../shared/schemas/auth.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { type BookingDeps, hoursAndMinutes, NO_PROPOSAL } from '../booking-records.js';
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
  return changeBookingTime(deps, ctx, bookingId, 'withdraw', async (row, trx) => {
    const updated = await trx
      .updateTable('bookings')
      .set({ ...NO_PROPOSAL, updated_at: sql`now()` })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return {
      row: updated,
      entry: {
        kind: 'time_withdrawn',
        note: null,
        time: {
          shootDate: row.proposed_shoot_date!,
          startTime: hoursAndMinutes(row.proposed_start_time),
          durationHours: row.proposed_duration_hours,
        },
      },
      email: { kind: 'time_withdrawn', by: row.proposed_by! },
    };
  });
}
