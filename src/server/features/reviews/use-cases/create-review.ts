import { mayReviewBooking, reviewBlocker } from '../../../../shared/policies.js';
import type { SessionUser } from '../../../../shared/schemas/auth.js';
import { BOOKING_TEXTS } from '../../../../shared/schemas/bookings.js';
import type { BookingReview, CreateReviewBody } from '../../../../shared/schemas/reviews.js';
import { REVIEW_TEXTS } from '../../../../shared/texts.js';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import { AppError } from '../../../lib/app-error.js';
import { enforce } from '../../../lib/authorize.js';
import { sendEmail } from '../../../lib/email-outbox.js';
import type { JobQueue } from '../../../lib/jobs.js';
import { publish } from '../../../lib/realtime.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { partiesOf, queueBookingEmails } from '../../bookings/index.js';
import { toBookingReview } from '../review-views.js';

/**
 * The client reviews the professional of a completed booking, once, within 14 days of
 * completion (docs/product.md, Reviews). The booking's row is locked, so two reviews sent
 * at once make one; the unique booking_id makes sure of it. The rating on the profile is
 * kept by the database's trigger in the same transaction, with the email to the
 * professional.
 */
/** The database, the address the professional's email links to and the queue that sends it. */
export type PostReviewDeps = { db: Db; config: Pick<Config, 'publicUrl'>; jobs: Pick<JobQueue, 'nudge'> };

export async function createReview(
  deps: PostReviewDeps,
  ctx: RequestContext & { actor: SessionUser },
  bookingId: string,
  input: CreateReviewBody,
): Promise<{ review: BookingReview; message: string }> {
  const now = new Date();
  const { row: review, shown } = await deps.db.transaction().execute(async (trx) => {
    const booking = await trx
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', bookingId)
      .forUpdate()
      .executeTakeFirst();
    if (!booking) throw new AppError('NOT_FOUND', BOOKING_TEXTS.notFound);
    const existing = await trx
      .selectFrom('reviews')
      .select('id')
      .where('booking_id', '=', bookingId)
      .executeTakeFirst();
    const subject = {
      clientId: booking.client_id,
      professionalId: booking.professional_id,
      status: booking.status,
      completedAt: booking.completed_at,
      reviewed: Boolean(existing),
    };
    const blocker = reviewBlocker(subject, now);
    // Both profiles, locked in one statement in one order, as the rating trigger will lock
    // the professional's: two members who booked each other, reviewing each other at once,
    // take turns instead of deadlocking. The client's standing is read as it is now: a
    // suspension committing meanwhile is seen (a suspended member may only read).
    const profiles = await trx
      .selectFrom('profiles')
      .select(['user_id', 'suspended_at'])
      .where('user_id', 'in', [booking.client_id, booking.professional_id])
      .orderBy('user_id')
      .forUpdate()
      .execute();
    const standing = profiles.find((profile) => profile.user_id === ctx.actor.id);
    const actor = standing ? { ...ctx.actor, isSuspended: standing.suspended_at !== null } : ctx.actor;
    // Someone who may not read the booking finds none, as with a made-up id.
    enforce(mayReviewBooking(actor, subject, now), {
      not_found: BOOKING_TEXTS.notFound,
      not_party: REVIEW_TEXTS.notClient,
      conflict:
        blocker === 'already'
          ? REVIEW_TEXTS.already
          : blocker === 'window_closed'
            ? REVIEW_TEXTS.windowClosed
            : REVIEW_TEXTS.notCompleted,
    });
    const row = await trx
      .insertInto('reviews')
      .values({
        booking_id: bookingId,
        reviewer_id: ctx.actor.id,
        reviewee_id: booking.professional_id,
        rating: input.rating,
        comment: input.comment ?? null,
      })
      .returning(['id', 'rating', 'comment', 'created_at', 'answer', 'answered_at', 'hidden_at'])
      .executeTakeFirstOrThrow();
    const event = {
      type: 'booking.changed' as const,
      bookingId,
      status: booking.status,
      updatedAt: booking.updated_at.toISOString(),
    };
    await publish(trx, [
      { memberId: booking.client_id, event },
      { memberId: booking.professional_id, event },
    ]);
    // The professional is told by email, with the stars, the text and a link to answer.
    await queueBookingEmails(trx, deps.config.publicUrl, booking, await partiesOf(trx, booking), {
      kind: 'reviewed',
      rating: row.rating,
      comment: row.comment,
    });
    // Read after the rating trigger locked the profile: a suspended professional's profile,
    // and so the review, shows to nobody until the suspension ends; the client is told so.
    const professional = await trx
      .selectFrom('profiles')
      .select('suspended_at')
      .where('user_id', '=', booking.professional_id)
      .executeTakeFirst();
    return { row, shown: professional !== undefined && professional.suspended_at === null };
  });
  deps.jobs.nudge(sendEmail);
  return {
    review: toBookingReview(review),
    message: shown ? REVIEW_TEXTS.created : REVIEW_TEXTS.createdNotShown,
  };
}
