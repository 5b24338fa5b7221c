import type { SessionUser } from '../../../../shared/schemas/auth.js';
import { type AdminReviewResponse, MODERATION_TEXTS } from '../../../../shared/schemas/moderation.js';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import { lockActingAdmin } from '../../../lib/acting-admin.js';
import { AppError } from '../../../lib/app-error.js';
import { writeAudit } from '../../../lib/audit.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { publishChange } from '../../bookings/index.js';
import { reviewById } from '../moderation/review-list.js';

/**
 * Hides a review, with a reason, or shows it again (docs/product.md, Reviews). Nobody
 * edits its words: hiding takes it off the profile, and the database's rating trigger
 * leaves it out of the rating, in the same transaction as the audit row. The review's row
 * is locked; of two admins at once, the second is told it is hidden already (409).
 */
export async function setReviewVisibility(
  deps: { db: Db; config: Pick<Config, 'adminEmail'> },
  ctx: RequestContext & { actor: SessionUser },
  reviewId: string,
  change: { hide: true; reason: string } | { hide: false },
): Promise<AdminReviewResponse> {
  await deps.db.transaction().execute(async (trx) => {
    await lockActingAdmin(trx, deps.config, ctx, 'manage_messages');
    const current = await trx
      .selectFrom('reviews')
      .select(['id', 'booking_id', 'hidden_at', 'hidden_reason'])
      .where('id', '=', reviewId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw new AppError('NOT_FOUND', MODERATION_TEXTS.reviewNotFound);
    const hidden = current.hidden_at !== null;
    if (change.hide && hidden) throw new AppError('CONFLICT', MODERATION_TEXTS.reviewAlreadyHidden);
    if (!change.hide && !hidden) throw new AppError('CONFLICT', MODERATION_TEXTS.reviewNotHidden);
    await storeReviewVisibility(
      trx,
      current,
      change.hide ? { hidden_at: new Date(), hidden_by: ctx.actor.id, hidden_reason: change.reason } : null,
    );
    await writeAudit(trx, ctx, {
      action: change.hide ? 'review.hide' : 'review.show',
      tableName: 'reviews',
      recordId: reviewId,
      oldValues: { hidden: hidden, reason: current.hidden_reason },
      newValues: change.hide ? { hidden: true, reason: change.reason } : { hidden: false, reason: null },
    });
  });
  const review = await reviewById(deps.db, reviewId);
  if (!review) throw new AppError('NOT_FOUND', MODERATION_TEXTS.reviewNotFound);
  return {
    review,
    message: change.hide ? MODERATION_TEXTS.reviewHidden : MODERATION_TEXTS.reviewShown,
  };
}

/**
 * Writes a review's visibility in `trx` (its row locked by the caller): hidden with who and
 * why, or shown (`hidden` null). Both parties' open booking shows the review as it now is
 * (no answer to a hidden one). The database's trigger keeps the rating.
 */
async function storeReviewVisibility(
  trx: Db,
  review: { id: string; booking_id: string },
  hidden: { hidden_at: Date; hidden_by: string; hidden_reason: string } | null,
): Promise<void> {
  await trx
    .updateTable('reviews')
    .set(hidden ?? { hidden_at: null, hidden_by: null, hidden_reason: null })
    .where('id', '=', review.id)
    .execute();
  const booking = await trx
    .selectFrom('bookings')
    .selectAll()
    .where('id', '=', review.booking_id)
    .executeTakeFirstOrThrow();
  await publishChange(trx, booking);
}

/**
 * Hides a reported review (the Reports queue's 'Hide the review'), in `trx`: its row is
 * locked; one hidden already stays as it was. Null when there is no such review. The
 * caller's audit row says what was done.
 */
export async function hideReportedReview(
  trx: Db,
  change: { reviewId: string; adminId: string; reason: string },
): Promise<{ alreadyHidden: boolean } | null> {
  const review = await trx
    .selectFrom('reviews')
    .select(['id', 'booking_id', 'hidden_at'])
    .where('id', '=', change.reviewId)
    .forUpdate()
    .executeTakeFirst();
  if (!review) return null;
  if (review.hidden_at !== null) return { alreadyHidden: true };
  await storeReviewVisibility(trx, review, {
    hidden_at: new Date(),
    hidden_by: change.adminId,
    hidden_reason: change.reason,
  });
  return { alreadyHidden: false };
}
