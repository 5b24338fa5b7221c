import { adminMoveBlocker, type BookingStatus } from '../../../../shared/booking-lifecycle.js';
import type { SessionUser } from '../../../../shared/schemas/auth.js';
import {
  BOOKING_TEXTS,
  type BookingDetail,
  bookingStatusChangedText,
  bookingStatusConflictText,
} from '../../../../shared/schemas/bookings.js';
import { lockActingAdmin } from '../../../lib/acting-admin.js';
import { AppError } from '../../../lib/app-error.js';
import { writeAudit } from '../../../lib/audit.js';
import { sendEmail } from '../../../lib/email-outbox.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { queueBookingEmails } from '../booking-emails.js';
import {
  type BookingDeps,
  bookingDetail,
  lockBooking,
  partiesOf,
  recordChange,
  subjectOf,
} from '../booking-records.js';

/**
 * An administrator (manage_bookings, checked by the admin scope) sets any status other
 * than the current one, with a reason (docs/product.md, Booking lifecycle). The change, its
 * history entry, the audit row, the live events and both parties' emails commit together.
 */
export async function setBookingStatus(
  deps: BookingDeps,
  ctx: RequestContext & { actor: SessionUser },
  bookingId: string,
  input: { status: BookingStatus; reason: string; expectedStatus?: BookingStatus },
): Promise<{ booking: BookingDetail; message: string }> {
  const changed = await deps.db.transaction().execute(async (trx) => {
    await lockActingAdmin(trx, deps.config, ctx, 'manage_bookings');
    const current = await lockBooking(trx, bookingId);
    if (!current) throw new AppError('NOT_FOUND', BOOKING_TEXTS.notFound);
    // Two admins at once: the second, who saw the old status, is told what it is now.
    if (input.expectedStatus && input.expectedStatus !== current.status)
      throw new AppError('CONFLICT', bookingStatusConflictText(current.status, 'set'));
    const blocker = adminMoveBlocker(subjectOf(current), input.status, new Date());
    if (blocker === 'same_status')
      throw new AppError('CONFLICT', `This booking is ${current.status} already.`);
    if (blocker === 'would_expire') throw new AppError('CONFLICT', BOOKING_TEXTS.adminPendingWouldExpire);
    const rate = input.status === 'accepted' ? (current.rate_accepted ?? current.rate_offered) : null;
    // The booking reads as it now is: an accepted rate once agreed (kept through a cancel
    // and a completion, as a member's cancel keeps it, so a restore finds it), a reason for
    // cancelling only while cancelled, the professional's notes only while their answer
    // stands: not once it is a request again, nor a decline's once declined no longer
    // (the history keeps every earlier value).
    const answerStands = input.status !== 'pending' && current.status !== 'declined';
    const rateStands = input.status === 'completed' || input.status === 'cancelled';
    const updated = await recordChange(trx, current, {
      actorId: ctx.actor.id,
      actorRole: 'admin',
      to: input.status,
      note: input.reason,
      rate,
      set: {
        rate_accepted: input.status === 'accepted' ? rate : rateStands ? current.rate_accepted : null,
        completed_at: input.status === 'completed' ? new Date() : null,
        cancel_reason: input.status === 'cancelled' ? input.reason : null,
        notes: answerStands ? current.notes : null,
      },
    });
    await writeAudit(trx, ctx, {
      action: 'booking.set_status',
      tableName: 'bookings',
      recordId: bookingId,
      oldValues: { status: current.status },
      newValues: { status: input.status, reason: input.reason },
    });
    await queueBookingEmails(trx, deps.config.publicUrl, updated, await partiesOf(trx, updated), {
      kind: 'admin_set',
      from: current.status,
      reason: input.reason,
    });
    // Read before the commit, so that the answer cannot fail once the change is made.
    return { row: updated, detail: await bookingDetail({ ...deps, db: trx }, updated, ctx.actor) };
  });
  deps.jobs.nudge(sendEmail);
  return { booking: changed.detail, message: bookingStatusChangedText(changed.row.status) };
}
