import { sql } from 'kysely';
import { mayViewProfile } from '../../../shared/policies.js';
import { REVIEWS_PAGE_SIZE, type ReviewPage } from '../../../shared/schemas/reviews.js';
import { PROFILE_MESSAGES, REVIEW_TEXTS } from '../../../shared/texts.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { enforce } from '../../lib/authorize.js';
import { decodeTimeCursor, encodeTimeCursor } from '../../lib/keyset.js';
import type { RequestContext } from '../../lib/request-context.js';

export type ReviewDeps = { db: Db };

// A profile's reviews, newest first, in keyset pages: a page continues after the
// (created_at, id) of the last review shown, read from reviews_reviewee_newest_idx.
// Reviews an administrator hid are not shown (docs/product.md, Reviews).

type Row = {
  suspended_at: Date | null;
  id: string | null;
  reviewer_id: string | null;
  rating: number;
  comment: string | null;
  created_at: Date;
  created_key: string;
  reviewer_name: string | null;
  reviewer_deleted: boolean;
  booking_month: string;
  answer: string | null;
  answered_at: Date | null;
};

/**
 * One page of the reviews of `revieweeId`, whose profile must be visible to the viewer
 * as the profile page itself is (shared/policies.ts, mayViewProfile). One query:
 * the profile row, and beside it the page of reviews with each reviewer's display name.
 */
export async function listProfileReviews(
  deps: ReviewDeps,
  ctx: RequestContext,
  revieweeId: string,
  cursorToken?: string,
): Promise<ReviewPage> {
  const after = cursorToken
    ? decodeTimeCursor(cursorToken, 'This link to more reviews is not valid any more.')
    : null;
  const { rows } = await sql<Row>`
    select p.suspended_at, r.id, r.reviewer_id, r.rating, r.comment, r.created_at, r.created_key, r.reviewer_name,
      r.reviewer_deleted, r.booking_month, r.answer, r.answered_at
    from profiles p
    left join lateral (
      select r.id, r.reviewer_id, r.rating, r.comment, r.created_at, r.created_at::text as created_key,
        reviewer.display_name as reviewer_name, reviewer_account.deleted_at is not null as reviewer_deleted,
        to_char(b.shoot_date, 'YYYY-MM') as booking_month, r.answer, r.answered_at
      from reviews r
      join bookings b on b.id = r.booking_id
      join users reviewer_account on reviewer_account.id = r.reviewer_id
      left join profiles reviewer on reviewer.user_id = r.reviewer_id
      where r.reviewee_id = p.user_id and r.hidden_at is null
        ${after ? sql`and (r.created_at, r.id) < (${after.time}::timestamptz, ${after.id}::uuid)` : sql``}
      order by r.created_at desc, r.id desc
      limit ${REVIEWS_PAGE_SIZE + 1}
    ) r on true
    where p.user_id = ${revieweeId}
    order by r.created_at desc, r.id desc
  `.execute(deps.db);

  const profile = rows[0];
  if (!profile) throw new AppError('NOT_FOUND', PROFILE_MESSAGES.notFound);
  enforce(mayViewProfile(ctx.actor, { userId: revieweeId, isSuspended: profile.suspended_at !== null }), {
    not_found: PROFILE_MESSAGES.notFound,
  });

  const reviews = rows.filter((row) => row.id !== null);
  const page = reviews.slice(0, REVIEWS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id!,
      // Suspended or hidden reviewers keep their display name; no profile, no name; a
      // deleted account 'Deleted member'. Never their email or full name (docs/product.md,
      // Private contact fields).
      reviewerName: row.reviewer_deleted
        ? REVIEW_TEXTS.deletedMember
        : (row.reviewer_name ?? REVIEW_TEXTS.memberWithoutProfile),
      rating: row.rating,
      comment: row.comment,
      createdAt: row.created_at.toISOString(),
      bookingMonth: row.booking_month,
      answer: row.answer,
      answeredAt: row.answered_at?.toISOString() ?? null,
      yours: ctx.actor !== null && row.reviewer_id === ctx.actor.id,
    })),
    nextCursor:
      reviews.length > REVIEWS_PAGE_SIZE && last
        ? encodeTimeCursor({ time: last.created_key, id: last.id! })
        : null,
  };
}
