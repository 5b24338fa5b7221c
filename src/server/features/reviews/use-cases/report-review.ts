import { RATE_LIMITS } from '../../../../shared/limits.js';
import { mayViewProfile } from '../../../../shared/policies.js';
import type { SessionUser } from '../../../../shared/schemas/auth.js';
import { REVIEW_TEXTS } from '../../../../shared/texts.js';
import type { Db } from '../../../db/database.js';
import { AppError } from '../../../lib/app-error.js';
import type { RateLimiter } from '../../../lib/rate-limit.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { fileReport } from '../../messaging/index.js';

/**
 * A signed-in member reports a review they can read on a profile (docs/product.md,
 * Blocking and reporting): its author is the member reported, and the report waits in the
 * admin area's Reports queue, where it can be acted on by hiding the review. Not one's own
 * review; not a review hidden already, nor one on a profile the member may not see. A
 * report of it still open from the same member is the one report (`fileReport`).
 */
export async function reportReview(
  deps: { db: Db; limiter: RateLimiter },
  ctx: RequestContext & { actor: SessionUser },
  reviewId: string,
  reason: string,
): Promise<{ filed: boolean; message: string }> {
  const review = await deps.db
    .selectFrom('reviews as r')
    .leftJoin('profiles as p', 'p.user_id', 'r.reviewee_id')
    .select(['r.id', 'r.reviewer_id', 'r.reviewee_id', 'r.hidden_at', 'p.suspended_at'])
    .where('r.id', '=', reviewId)
    .executeTakeFirst();
  const readable =
    review &&
    review.hidden_at === null &&
    mayViewProfile(ctx.actor, { userId: review.reviewee_id, isSuspended: review.suspended_at !== null })
      .allowed;
  if (!readable) throw new AppError('NOT_FOUND', REVIEW_TEXTS.notFound);
  if (review.reviewer_id === ctx.actor.id) throw new AppError('BAD_REQUEST', REVIEW_TEXTS.cannotReportOwn);
  // One allowance for every report a member makes.
  await deps.limiter.consume(`report:${ctx.actor.id}`, RATE_LIMITS.report);
  return fileReport(deps.db, ctx.actor.id, { memberId: review.reviewer_id, reviewId: review.id }, reason);
}
