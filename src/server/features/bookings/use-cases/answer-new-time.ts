import { shootSpan } from '../../../../shared/booking-lifecycle.js';
import type { SessionUser } from '../../../../shared/schemas/auth.js';
import { type AnswerNewTimeBody, NEW_TIME_TEXTS } from '../../../../shared/schemas/bookings.js';
import { AppError } from '../../../lib/app-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import {
  type BookingDeps,
  NO_PROPOSAL,
  overlappingAccepted,
  proposedTime,
  viewerSide,
} from '../booking-records.js';
import { changeBookingTime, type NewTimeResult } from '../new-time.js';

/**
 * The other party answers the open proposal of a new time (docs/product.md, Moving a
 * booking). Accepted, the booking moves to it, and to its place when it names one (its
 * shoot reminder is due again, its calendar file's SEQUENCE goes up) and the professional
 * hears of their accepted bookings at that time, a warning, as when accepting a request;
 * declined, it keeps its time. Either way the proposer is emailed. The proposal answered
 * is the one the member saw (`proposedAt`).
 */
export async function answerNewTime(
  deps: BookingDeps,
  ctx: RequestContext & { actor: SessionUser },
  bookingId: string,
  input: AnswerNewTimeBody,
): Promise<NewTimeResult> {
  return changeBookingTime(deps, ctx, bookingId, input.answer, async (row, trx) => {
    if (row.proposed_at?.getTime() !== new Date(input.proposedAt).getTime())
      throw new AppError('CONFLICT', NEW_TIME_TEXTS.proposalChanged);
    const proposer = row.proposed_by!;
    const time = proposedTime(row);
    const place = row.proposed_location;
    if (input.answer === 'decline')
      return {
        set: NO_PROPOSAL,
        entry: { kind: 'time_declined', note: null, time, place },
        email: { kind: 'time_declined', by: proposer },
      };
    const span = shootSpan({ ...time, timeZone: row.time_zone });
    return {
      set: {
        shoot_date: time.shootDate,
        start_time: time.startTime,
        duration_hours: time.durationHours,
        starts_at: span.startsAt,
        ends_at: span.endsAt,
        ...(place ? { location: place } : {}),
        ...NO_PROPOSAL,
        times_moved: row.times_moved + 1, // the row is locked: no other step reads it meanwhile
        // Both parties are reminded of the shoot at its new time (unless it is soon: they were just told).
        shoot_reminder_sent_at: null,
      },
      entry: { kind: 'time_accepted', note: null, time, place },
      email: { kind: 'time_accepted', by: proposer },
      overlapping:
        viewerSide(ctx.actor, row) === 'professional' ? await overlappingAccepted(trx, row, span) : [],
    };
  });
}
