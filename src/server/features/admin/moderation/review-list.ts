import { sql } from 'kysely';
import {
  ADMIN_REVIEWS_PAGE_SIZE,
  type AdminReview,
  type AdminReviewList,
  type AdminReviewListQuery,
  MODERATION_TEXTS,
} from '../../../../shared/schemas/moderation.js';
import type { Db } from '../../../db/database.js';
import { decodeTimeCursor, encodeTimeCursor } from '../../../lib/keyset.js';
import { adminPeople, personOf } from './admin-people.js';

function reviewsQuery(db: Db) {
  return db
    .selectFrom('reviews as r')
    .innerJoin('bookings as b', 'b.id', 'r.booking_id')
    .select([
      'r.id',
      'r.rating',
      'r.comment',
      'r.answer',
      'r.created_at',
      'r.reviewer_id',
      'r.reviewee_id',
      'r.hidden_at',
      'r.hidden_reason',
      'b.title as booking_title',
    ])
    .select(sql<string>`r.created_at::text`.as('created_key'));
}

type Row = Awaited<ReturnType<ReturnType<typeof reviewsQuery>['execute']>>[number];

async function toReviews(db: Db, rows: Row[]): Promise<AdminReview[]> {
  const people = await adminPeople(
    db,
    rows.flatMap((row) => [row.reviewer_id, row.reviewee_id]),
  );
  return rows.map((row) => ({
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    answer: row.answer,
    createdAt: row.created_at.toISOString(),
    reviewer: personOf(people, row.reviewer_id),
    reviewee: personOf(people, row.reviewee_id),
    bookingTitle: row.booking_title,
    hiddenAt: row.hidden_at?.toISOString() ?? null,
    hiddenReason: row.hidden_reason,
  }));
}

/** The reviews to moderate (docs/product.md, Reviews), newest first, shown or hidden ones only if asked. */
export async function listAdminReviews(db: Db, query: AdminReviewListQuery): Promise<AdminReviewList> {
  const after = query.cursor ? decodeTimeCursor(query.cursor, MODERATION_TEXTS.cursorInvalid) : null;
  const rows = await reviewsQuery(db)
    .$if(query.visibility === 'shown', (q) => q.where('r.hidden_at', 'is', null))
    .$if(query.visibility === 'hidden', (q) => q.where('r.hidden_at', 'is not', null))
    .$if(after !== null, (q) =>
      q.where(sql<boolean>`(r.created_at, r.id) < (${after!.time}::timestamptz, ${after!.id}::uuid)`),
    )
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(ADMIN_REVIEWS_PAGE_SIZE + 1)
    .execute();
  const page = rows.slice(0, ADMIN_REVIEWS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: await toReviews(db, page),
    nextCursor:
      rows.length > ADMIN_REVIEWS_PAGE_SIZE && last
        ? encodeTimeCursor({ time: last.created_key, id: last.id })
        : null,
  };
}

export async function reviewById(db: Db, reviewId: string): Promise<AdminReview | null> {
  const rows = await reviewsQuery(db).where('r.id', '=', reviewId).execute();
  const [review] = await toReviews(db, rows);
  return review ?? null;
}
