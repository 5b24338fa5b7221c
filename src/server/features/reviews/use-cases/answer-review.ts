import { mayAnswerReview } from '../../../../shared/policies.js';
import type { SessionUser } from '../../../../shared/schemas/auth.js';
import type { BookingReview } from '../../../../shared/schemas/reviews.js';
import { REVIEW_TEXTS } from '../../../../shared/texts.js';
import { AppError } from '../../../lib/app-error.js';
import { enforce } from '../../../lib/authorize.js';
import { sendEmail } from '../../../lib/email-outbox.js';
import { publish } from '../../../lib/realtime.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { partiesOf, queueBookingEmails } from '../../bookings/index.js';
import { toBookingReview } from '../review-views.js';
import type { PostReviewDeps } from './create-review.js';

/**
 * The reviewed professional answers a review, once (docs/product.md, Reviews); the client
 * is told by email, queued in the same transaction.
 */
export async function answerReview(
  deps: PostReviewDeps,
  ctx: RequestContext & { actor: SessionUser },
  reviewId: string,
  answer: string,
): Promise<BookingReview> {
  const review = await deps.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('reviews as r')
      .innerJoin('bookings as b', 'b.id', 'r.booking_id')
      .innerJoin('profiles as p', 'p.user_id', 'r.reviewee_id')
      .select([
        'r.id',
        'r.reviewee_id',
        'r.reviewer_id',
        'r.answer',
        'r.hidden_at',
        'b.id as booking_id',
        'b.status',
        'b.updated_at',
        'p.suspended_at',
      ])
      .where('r.id', '=', reviewId)
      .forUpdate('r')
      .executeTakeFirst();
    if (!current) throw new AppError('NOT_FOUND', REVIEW_TEXTS.notFound);
    // A review off the profile (hidden, or its professional suspended) is not there for
    // anyone but its two parties: answered as if it did not exist.
    const party = ctx.actor.id === current.reviewee_id || ctx.actor.id === current.reviewer_id;
    if (!party && (current.hidden_at || current.suspended_at))
      throw new AppError('NOT_FOUND', REVIEW_TEXTS.notFound);
    // The professional's profile, locked as the rating trigger will lock it on the update
    // below: a suspension committing meanwhile is seen, and the answer refused.
    const reviewee = await trx
      .selectFrom('profiles')
      .select('suspended_at')
      .where('user_id', '=', current.reviewee_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const actor =
      ctx.actor.id === current.reviewee_id
        ? { ...ctx.actor, isSuspended: reviewee.suspended_at !== null }
        : ctx.actor;
    enforce(mayAnswerReview(actor, { revieweeId: current.reviewee_id, answered: current.answer !== null }), {
      not_party: REVIEW_TEXTS.notReviewee,
      conflict: REVIEW_TEXTS.alreadyAnswered,
    });
    if (current.hidden_at) throw new AppError('CONFLICT', REVIEW_TEXTS.hiddenNoAnswer);
    const row = await trx
      .updateTable('reviews')
      .set({ answer, answered_at: new Date() })
      .where('id', '=', reviewId)
      .returning(['id', 'rating', 'comment', 'created_at', 'answer', 'answered_at', 'hidden_at'])
      .executeTakeFirstOrThrow();
    const event = {
      type: 'booking.changed' as const,
      bookingId: current.booking_id,
      status: current.status,
      updatedAt: current.updated_at.toISOString(),
    };
    await publish(trx, [
      { memberId: current.reviewer_id, event },
      { memberId: current.reviewee_id, event },
    ]);
    const booking = await trx
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', current.booking_id)
      .executeTakeFirstOrThrow();
    await queueBookingEmails(trx, deps.config.publicUrl, booking, await partiesOf(trx, booking), {
      kind: 'review_answered',
      answer,
    });
    return row;
  });
  deps.jobs.nudge(sendEmail);
  return toBookingReview(review);
}
