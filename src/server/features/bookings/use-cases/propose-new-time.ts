import type { SessionUser } from '../../../../shared/schemas/auth.js';
import { NEW_TIME_TEXTS, type ProposeNewTimeBody } from '../../../../shared/schemas/bookings.js';
import { AppError } from '../../../lib/app-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { assertShootAhead, type BookingDeps, hoursAndMinutes, viewerSide } from '../booking-records.js';
import { changeBookingTime, type NewTimeResult } from '../new-time.js';

/**
 * Either party of an accepted booking proposes a new time for its shoot, before it starts,
 * while no other proposal is open (docs/product.md, Moving a booking): a date, a start time
 * and a length in the booking's zone, still ahead there, not the time it has; a new place
 * if the shoot moves there too; an optional note. The booking keeps its time until the
 * other party accepts; they are emailed. The same proposal sent again (a retry) is
 * answered as made.
 */
export async function proposeNewTime(
  deps: BookingDeps,
  ctx: RequestContext & { actor: SessionUser },
  bookingId: string,
  input: ProposeNewTimeBody,
): Promise<NewTimeResult> {
  const time = {
    shootDate: input.shootDate,
    startTime: input.startTime ?? null,
    durationHours: input.durationHours ?? null,
  };
  const note = input.note ?? null;
  // The booking's own place named again is no new place.
  const placeOf = (row: { location: string | null }) =>
    input.location && input.location !== row.location ? input.location : null;
  return changeBookingTime(
    deps,
    ctx,
    bookingId,
    'propose',
    async (row, _trx, now) => {
      assertShootAhead({ ...time, timeZone: row.time_zone }, now);
      const place = placeOf(row);
      if (
        time.shootDate === row.shoot_date &&
        time.startTime === hoursAndMinutes(row.start_time) &&
        time.durationHours === row.duration_hours
      ) {
        const text = place ? NEW_TIME_TEXTS.placeOnly : NEW_TIME_TEXTS.sameTime;
        throw new AppError('VALIDATION_FAILED', text, { fields: { shootDate: text } });
      }
      const side = viewerSide(ctx.actor, row)!;
      return {
        set: {
          proposed_shoot_date: time.shootDate,
          proposed_start_time: time.startTime,
          proposed_duration_hours: time.durationHours,
          proposed_by: side,
          // Milliseconds, as the API gives it back: an answer names the proposal by it.
          proposed_at: now,
          proposal_note: note,
          proposed_location: place,
        },
        entry: { kind: 'time_proposed', note, time, place },
        email: { kind: 'time_proposed', by: side },
      };
    },
    (row) =>
      row.proposed_by === viewerSide(ctx.actor, row) &&
      row.proposed_shoot_date === time.shootDate &&
      hoursAndMinutes(row.proposed_start_time) === time.startTime &&
      row.proposed_duration_hours === time.durationHours &&
      row.proposal_note === note &&
      row.proposed_location === placeOf(row),
  );
}
