import {
  BOOKING_TRANSITIONS,
  type BookingParty,
  type BookingStatus,
  bookingMove,
  expiryDue,
  type MemberBookingAction,
} from '../../../shared/booking-lifecycle.js';
import { mayMoveBooking, type Refusal } from '../../../shared/policies.js';
import type { SessionUser } from '../../../shared/schemas/auth.js';
import {
  BOOKING_EXPIRED_TEXT,
  BOOKING_TEXTS,
  type BookingDetail,
  bookingStatusChangedText,
  bookingStatusConflictText,
} from '../../../shared/schemas/bookings.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { sendEmail } from '../../lib/email-outbox.js';
import type { RequestContext } from '../../lib/request-context.js';
import { lockStandings } from '../profiles/index.js';
import { type BookingEmail, queueBookingEmails } from './booking-emails.js';
import {
  type BookingDeps,
  type BookingRow,
  bookingDetail,
  type Change,
  lockBooking,
  partiesOf,
  recordChange,
  subjectOf,
  viewerSide,
} from './booking-records.js';
import { expireLockedBooking } from './use-cases/expire-booking.js';

// A party's move on a booking (docs/product.md, Booking lifecycle), as every member use
// case makes it: the booking's row is locked (select ... for update), so two moves at once
// take turns and the second sees the first's outcome; the lifecycle's table decides; the
// change, its history entry, the live events and the emails commit together.

/** What a use case adds to a move the table allows: the change and the email it causes. */
export type MovePlan = { change: Omit<Change, 'actorId' | 'actorRole'>; email: BookingEmail };

export type MoveResult = { row: BookingRow; detail: BookingDetail; message: string };

export async function moveBooking(
  deps: BookingDeps,
  ctx: RequestContext & { actor: SessionUser },
  bookingId: string,
  action: MemberBookingAction,
  expectedStatus: BookingStatus,
  plan: (row: BookingRow, side: BookingParty, trx: Db) => MovePlan | Promise<MovePlan>,
): Promise<MoveResult> {
  const now = new Date();
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const row = await lockBooking(trx, bookingId);
    if (!row) return { refused: new AppError('NOT_FOUND', BOOKING_TEXTS.notFound) };
    const subject = subjectOf(row);
    // The member's standing as it is now, under a share lock: a suspension committing
    // meanwhile is seen (a suspended professional cannot accept), as a request sees it.
    const standing = (await lockStandings(trx, [ctx.actor.id])).get(ctx.actor.id);
    const actor = standing ? { ...ctx.actor, isSuspended: standing.suspended_at !== null } : ctx.actor;
    const verdict = mayMoveBooking(actor, subject, action, now);
    if (!verdict.allowed) {
      // A request past its time is expired now, by the system, and the move refused.
      if (verdict.refusal === 'conflict' && expiryDue(subject, now)) {
        await expireLockedBooking(trx, deps, row);
        return { refused: new AppError('CONFLICT', BOOKING_EXPIRED_TEXT) };
      }
      return { refused: refusalError(verdict.refusal, row, viewerSide(ctx.actor, row), action, now) };
    }
    // The member chose this move on the booking as they saw it; if it has moved on since
    // (the other party was quicker), the move is refused, not made from the new status:
    // before the move's own checks, so a cancel without a reason hears 409, not 400.
    if (row.status !== expectedStatus)
      return { refused: new AppError('CONFLICT', bookingStatusConflictText(row.status, action)) };
    const side = viewerSide(ctx.actor, row)!;
    const { change, email } = await plan(row, side, trx);
    const updated = await recordChange(trx, row, { ...change, actorId: ctx.actor.id, actorRole: side });
    await queueBookingEmails(trx, deps.config.publicUrl, updated, await partiesOf(trx, updated), email);
    // The answer is read before the commit: once the move is committed nothing else can
    // fail, so a member is never told it failed when it happened.
    return { row: updated, detail: await bookingDetail({ ...deps, db: trx }, updated, ctx.actor) };
  });
  deps.jobs.nudge(sendEmail);
  if ('refused' in outcome) throw outcome.refused;
  return { row: outcome.row, detail: outcome.detail, message: bookingStatusChangedText(outcome.row.status) };
}

/** The refusal of a move as the member reads it: 403 for the wrong side, 409 naming the status. */
function refusalError(
  refusal: Refusal,
  row: BookingRow,
  side: BookingParty | null,
  action: MemberBookingAction,
  now: Date,
): AppError {
  switch (refusal) {
    case 'not_found':
    case 'sign_in':
      return new AppError('NOT_FOUND', BOOKING_TEXTS.notFound);
    case 'suspended':
      return new AppError('FORBIDDEN', BOOKING_TEXTS.suspendedAccept);
    case 'conflict': {
      const move = side ? bookingMove(subjectOf(row), action, side, now) : null;
      if (move && !move.allowed && move.refusal === 'too_early')
        return new AppError('CONFLICT', BOOKING_TEXTS.tooEarly);
      return new AppError('CONFLICT', bookingStatusConflictText(row.status, action));
    }
    default: {
      const sides = [
        ...new Set(BOOKING_TRANSITIONS.filter((t) => t.action === action).flatMap((t) => t.actors)),
      ].filter((actor) => actor === 'client' || actor === 'professional');
      return new AppError('FORBIDDEN', onlyText(sides, action));
    }
  }
}

function onlyText(sides: string[], action: MemberBookingAction): string {
  if (sides.length > 1) return `Only the client or the professional of this booking can ${action} it.`;
  return `Only the ${sides[0] === 'client' ? 'client' : 'professional'} of this booking can ${action} it.`;
}
