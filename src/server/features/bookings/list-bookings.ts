import { type RawBuilder, sql } from 'kysely';
import { REVIEW_WINDOW_DAYS } from '../../../shared/booking-lifecycle.js';
import { mayReadBooking, mayViewProfile, mayWriteReviews } from '../../../shared/policies.js';
import type { SessionUser } from '../../../shared/schemas/auth.js';
import {
  AWAITING_REVIEW_SHOWN,
  type AwaitingAnswer,
  type AwaitingReview,
  BOOKING_TEXTS,
  BOOKINGS_PAGE_SIZE,
  type BookedOn,
  type BookedOnQuery,
  type BookingDetail,
  type BookingList,
  type BookingListQuery,
  REVIEWS_TO_ANSWER_DAYS,
  REVIEWS_TO_ANSWER_SHOWN,
  type ReviewsToAnswer,
  UPCOMING_BOOKINGS_SHOWN,
  type UpcomingBookings,
} from '../../../shared/schemas/bookings.js';
import { PROFILE_MESSAGES } from '../../../shared/texts.js';
import { containsPattern } from '../../db/like-pattern.js';
import { AppError } from '../../lib/app-error.js';
import { enforce } from '../../lib/authorize.js';
import { decodeTimeCursor, encodeTimeCursor } from '../../lib/keyset.js';
import { memberSummaries } from '../profiles/index.js';
import {
  awaitingAnswerConditions,
  type BookingDeps,
  type BookingRow,
  bookingDetail,
  shownStatusConditions,
  summaryOf,
} from './booking-records.js';

// docs/product.md, Booking lists: my bookings as client and as professional (or with one
// member), newest first, in keyset pages continuing after the (created_at, id) of the last
// one shown.
// Each side is one range read of its index (bookings_client_idx, bookings_professional_idx,
// or the per-status ones; the Expired filter reads expired and overdue pending rows); the
// reads, of at most a page each, are merged.

type ListRow = BookingRow & { created_key: string };

/** The page query of listBookings (bench/bookings explains it). */
export function bookingListQuery(viewerId: string, query: BookingListQuery) {
  const after = query.cursor
    ? decodeTimeCursor(query.cursor, 'This link to more bookings is not valid any more.')
    : null;
  const limit = BOOKINGS_PAGE_SIZE + 1;
  const pattern = query.q ? containsPattern(query.q) : null;
  // One range read per side and stored status (an overdue request is listed as expired).
  const side = (column: 'client_id' | 'professional_id', status: RawBuilder<boolean> | null) => {
    const other = sql.ref(`b.${column === 'client_id' ? 'professional_id' : 'client_id'}`);
    return sql`
    (select b.*, b.created_at::text as created_key from bookings b
     where b.${sql.ref(column)} = ${viewerId}
       ${query.with ? sql`and ${other} = ${query.with}` : sql``}
       ${
         pattern
           ? sql`and (b.title ilike ${pattern} or exists (select 1 from profiles p
               where p.user_id = ${other} and p.display_name ilike ${pattern}))`
           : sql``
       }
       ${status ? sql`and ${status}` : sql``}
       ${after ? sql`and (b.created_at, b.id) < (${after.time}::timestamptz, ${after.id}::uuid)` : sql``}
     order by b.created_at desc, b.id desc
     limit ${limit})`;
  };
  const columns =
    query.role === 'client'
      ? (['client_id'] as const)
      : query.role === 'professional'
        ? (['professional_id'] as const)
        : (['client_id', 'professional_id'] as const);
  const statuses = query.status ? shownStatusConditions(query.status, 'b') : [null];
  // Each read is one side with one of its disjoint conditions (a status's, the awaiting
  // answer's, or both together).
  const conditions = (column: (typeof columns)[number]) => {
    if (!query.awaiting) return statuses;
    const awaiting = awaitingAnswerConditions(column, 'b');
    return [...awaiting.requests, awaiting.newTimes].flatMap((condition) =>
      statuses.map((status) => (status ? sql<boolean>`${status} and ${condition}` : condition)),
    );
  };
  const sides = sql.join(
    columns.flatMap((column) => conditions(column).map((condition) => side(column, condition))),
    sql` union all `,
  );
  return sql<ListRow>`select * from (${sides}) mine order by created_at desc, id desc limit ${limit}`;
}

export async function listBookings(
  deps: Pick<BookingDeps, 'db' | 'storage'>,
  viewer: SessionUser,
  query: BookingListQuery,
): Promise<BookingList> {
  const { rows } = await bookingListQuery(viewer.id, query).execute(deps.db);

  const page = rows.slice(0, BOOKINGS_PAGE_SIZE);
  const members = await memberSummaries(
    deps,
    page.map((row) => (row.client_id === viewer.id ? row.professional_id : row.client_id)),
  );
  const last = page.at(-1);
  return {
    items: page.map((row) => summaryOf(row, viewer.id, members)),
    nextCursor:
      rows.length > BOOKINGS_PAGE_SIZE && last
        ? encodeTimeCursor({ time: last.created_key, id: last.id })
        : null,
  };
}

/**
 * The shoots coming up (docs/product.md, Dashboards): my accepted bookings, as client and
 * as professional, whose shoot has not ended (one going on now included), soonest first.
 * Each side is one range of its accepted index (bookings_client_accepted_idx,
 * bookings_professional_accepted_idx) from 26 hours ago, as no shoot lasts longer (24
 * hours at most; a day without a start time is 25 hours on the night clocks go back), so
 * the shoots long over that were never marked completed are not walked.
 */
export function upcomingBookingsQuery(viewerId: string) {
  const side = (column: 'client_id' | 'professional_id') => sql`
    (select b.* from bookings b
     where b.${sql.ref(column)} = ${viewerId} and b.status = 'accepted'
       and b.starts_at > now() - interval '26 hours' and b.ends_at > now()
     order by b.starts_at, b.id
     limit ${UPCOMING_BOOKINGS_SHOWN})`;
  return sql<BookingRow>`
    select * from (${side('client_id')} union all ${side('professional_id')}) mine
    order by starts_at, id limit ${UPCOMING_BOOKINGS_SHOWN}
  `;
}

/** The shoots coming up, as the dashboard shows them (upcomingBookingsQuery). */
export async function listUpcomingBookings(
  deps: Pick<BookingDeps, 'db' | 'storage'>,
  viewer: SessionUser,
): Promise<UpcomingBookings> {
  const { rows } = await upcomingBookingsQuery(viewer.id).execute(deps.db);
  const members = await memberSummaries(
    deps,
    rows.map((row) => (row.client_id === viewer.id ? row.professional_id : row.client_id)),
  );
  return { items: rows.map((row) => summaryOf(row, viewer.id, members)) };
}

/**
 * My completed bookings, as client, that I have not reviewed and still may (docs/product.md,
 * Dashboards), the soonest to close first, and how many in all: one range of
 * bookings_client_completed_idx over the last 14 days.
 */
export function awaitingReviewQuery(viewerId: string) {
  return sql<BookingRow & { total: number }>`
    select b.*, count(*) over ()::int as total from bookings b
    where b.client_id = ${viewerId} and b.status = 'completed'
      and b.completed_at >= now() - make_interval(days => ${REVIEW_WINDOW_DAYS})
      and not exists (select 1 from reviews r where r.booking_id = b.id)
    order by b.completed_at, b.id
    limit ${AWAITING_REVIEW_SHOWN}
  `;
}

/** The completed bookings awaiting my review, as the dashboard shows them (awaitingReviewQuery). */
export async function listAwaitingReview(
  deps: Pick<BookingDeps, 'db' | 'storage'>,
  viewer: SessionUser,
): Promise<AwaitingReview> {
  // A suspended member may not review, so nothing awaits them.
  if (!mayWriteReviews(viewer).allowed) return { items: [], total: 0 };
  const { rows } = await awaitingReviewQuery(viewer.id).execute(deps.db);
  const members = await memberSummaries(
    deps,
    rows.map((row) => row.professional_id),
  );
  return {
    items: rows.map((row) => ({
      ...summaryOf(row, viewer.id, members),
      reviewBy: new Date(row.completed_at!.getTime() + REVIEW_WINDOW_DAYS * 86_400_000).toISOString(),
    })),
    total: rows[0]?.total ?? 0,
  };
}

/**
 * Reviews of me, as professional, from the last 30 days that I have not answered and that
 * are not hidden, newest first, with their bookings, and how many in all: one range of
 * reviews_reviewee_newest_idx, then only the few shown read their bookings.
 */
export function reviewsToAnswerQuery(viewerId: string) {
  return sql<
    BookingRow & {
      review_id: string;
      review_rating: number;
      review_comment: string | null;
      reviewed_at: Date;
      total: number;
    }
  >`
    with shown as (
      select r.id, r.booking_id, r.rating, r.comment, r.created_at, count(*) over ()::int as total
      from reviews r
      where r.reviewee_id = ${viewerId} and r.answer is null and r.hidden_at is null
        and r.created_at > now() - make_interval(days => ${REVIEWS_TO_ANSWER_DAYS})
      order by r.created_at desc, r.id desc
      limit ${REVIEWS_TO_ANSWER_SHOWN}
    )
    select b.*, shown.id as review_id, shown.rating as review_rating, shown.comment as review_comment,
      shown.created_at as reviewed_at, shown.total
    from shown join bookings b on b.id = shown.booking_id
    order by shown.created_at desc, shown.id desc
  `;
}

/** The reviews awaiting my answer, as the dashboard shows them (reviewsToAnswerQuery). */
export async function listReviewsToAnswer(
  deps: Pick<BookingDeps, 'db' | 'storage'>,
  viewer: SessionUser,
): Promise<ReviewsToAnswer> {
  // A suspended member may not answer, so nothing awaits them.
  if (!mayWriteReviews(viewer).allowed) return { items: [], total: 0 };
  const { rows } = await reviewsToAnswerQuery(viewer.id).execute(deps.db);
  const members = await memberSummaries(
    deps,
    rows.map((row) => row.client_id),
  );
  return {
    items: rows.map((row) => ({
      ...summaryOf(row, viewer.id, members),
      review: {
        id: row.review_id,
        rating: row.review_rating,
        comment: row.review_comment,
        createdAt: row.reviewed_at.toISOString(),
      },
    })),
    total: rows[0]?.total ?? 0,
  };
}

/**
 * Whether the professional has an accepted booking on the date (docs/product.md, Requesting
 * a booking): what discovery's 'Available on' leaves out, so nothing private. A profile
 * the viewer may not see is not there (404). One probe of bookings_professional_busy_idx.
 */
export async function isBookedOn(
  deps: Pick<BookingDeps, 'db'>,
  viewer: SessionUser,
  query: BookedOnQuery,
): Promise<BookedOn> {
  const profile = await deps.db
    .selectFrom('profiles')
    .select(['user_id', 'suspended_at'])
    .where('user_id', '=', query.professionalId)
    .executeTakeFirst();
  if (!profile) throw new AppError('NOT_FOUND', PROFILE_MESSAGES.notFound);
  enforce(mayViewProfile(viewer, { userId: profile.user_id, isSuspended: profile.suspended_at !== null }), {
    not_found: PROFILE_MESSAGES.notFound,
  });
  const { rows } = await sql<{ booked: boolean }>`
    select exists (
      select 1 from bookings
      where professional_id = ${query.professionalId} and status = 'accepted' and shoot_date = ${query.date}::date
    ) as booked
  `.execute(deps.db);
  return { booked: rows[0]!.booked };
}

/**
 * What awaits the member's answer, as the awaiting filter lists it: requests to them as
 * professional still open, and new times the other party proposed (docs/product.md,
 * Booking lists).
 */
export async function countAwaitingAnswer(
  deps: Pick<BookingDeps, 'db'>,
  viewer: SessionUser,
): Promise<AwaitingAnswer> {
  const asProfessional = awaitingAnswerConditions('professional_id', 'b');
  const asClient = awaitingAnswerConditions('client_id', 'b');
  const { rows } = await sql<{ requests: number; newTimes: number }>`
    select
      (select count(*)::int from bookings b
        where b.professional_id = ${viewer.id} and ${sql.join(asProfessional.requests, sql` or `)}) as requests,
      (select count(*)::int from bookings b where b.professional_id = ${viewer.id} and ${asProfessional.newTimes})
        + (select count(*)::int from bookings b where b.client_id = ${viewer.id} and ${asClient.newTimes})
        as "newTimes"
  `.execute(deps.db);
  const { requests, newTimes } = rows[0]!;
  return { awaitingAnswer: requests + newTimes, requests, newTimes };
}

/** One booking for its parties and administrators; to anyone else it does not exist. */
export async function getBooking(
  deps: Pick<BookingDeps, 'db' | 'storage'>,
  viewer: SessionUser,
  bookingId: string,
): Promise<BookingDetail> {
  const row = await readableBooking(deps, viewer, bookingId);
  return bookingDetail(deps, row, viewer);
}

/** The booking if `viewer` may read it, else 404 'Booking not found'. */
export async function readableBooking(
  deps: Pick<BookingDeps, 'db'>,
  viewer: SessionUser,
  bookingId: string,
): Promise<BookingRow> {
  const row = await deps.db.selectFrom('bookings').selectAll().where('id', '=', bookingId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', BOOKING_TEXTS.notFound);
  enforce(mayReadBooking(viewer, { clientId: row.client_id, professionalId: row.professional_id }), {
    not_found: BOOKING_TEXTS.notFound,
  });
  return row;
}
