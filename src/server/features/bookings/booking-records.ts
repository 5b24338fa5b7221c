import { type RawBuilder, type Selectable, sql } from 'kysely';
import {
  BOOKING_EXPIRY_DAYS,
  type BookingParty,
  type BookingStatus,
  localDateTime,
  localTimeExists,
  type NewTimeFacts,
  shootHasStarted,
  shootSpan,
} from '../../../shared/booking-lifecycle.js';
import type { BookingSubject, ReviewableBooking } from '../../../shared/policies.js';
import { bookingSideOf, mayAnswerReview, mayReviewBooking } from '../../../shared/policies.js';
import type { SessionUser } from '../../../shared/schemas/auth.js';
import {
  BOOKING_TEXTS,
  type BookingDetail,
  type BookingHistoryEntry,
  type BookingOverlap,
  type BookingSummary,
  type ShootTime,
} from '../../../shared/schemas/bookings.js';
import type { MemberSummary } from '../../../shared/schemas/messaging.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { BookingEventActor, BookingsTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { JobQueue } from '../../lib/jobs.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import { publish } from '../../lib/realtime.js';
import type { Storage } from '../../lib/storage.js';
import { memberSummaries } from '../profiles/index.js';

// What every booking use case shares: the row as the rules see it, the history entry and
// live event of a change, and the views sent back (docs/product.md, Bookings).

export type BookingDeps = {
  db: Db;
  storage: Storage;
  /** adminEmail: an administrator setting a status is checked again under lock (lib/acting-admin.ts). */
  /** authSecret: the keys of calendar links (calendar-feed.ts). */
  config: Pick<Config, 'publicUrl' | 'adminEmail' | 'authSecret'>;
  jobs: Pick<JobQueue, 'nudge'>;
  limiter: RateLimiter;
};

export type BookingRow = Selectable<BookingsTable>;

/** The booking as shared/policies.ts and the lifecycle's table need it. */
export function subjectOf(row: BookingRow): BookingSubject {
  return {
    status: row.status,
    shootDate: row.shoot_date,
    startTime: row.start_time ? row.start_time.slice(0, 5) : null,
    timeZone: row.time_zone,
    createdAt: row.created_at,
    clientId: row.client_id,
    professionalId: row.professional_id,
  };
}

/**
 * The rows of `table` shown with status `shown`, as shownBookingStatus reads them: a
 * request past its time (7 days old, or its shoot started) is shown expired before the
 * job expires it, so a status filter lists what the badges say. One condition per stored
 * status, so that each is one range read of a per-status index; the rows are their union.
 */
export function shownStatusConditions(shown: BookingStatus, table: string): RawBuilder<boolean>[] {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const overdue = sql<boolean>`(${column('created_at')} <= now() - make_interval(days => ${BOOKING_EXPIRY_DAYS})
    or ${column('starts_at')} <= now())`;
  switch (shown) {
    case 'pending':
      return [sql`${column('status')} = 'pending' and not ${overdue}`];
    case 'expired':
      return [sql`${column('status')} = 'expired'`, sql`${column('status')} = 'pending' and ${overdue}`];
    default:
      return [sql`${column('status')} = ${shown}`];
  }
}

/**
 * What awaits an answer of the member on one side of their bookings (docs/product.md,
 * Booking lists): as professional, requests still open and new times the client proposed;
 * as client, new times the professional proposed. A proposal is answerable until the shoot
 * starts (a range of the side's accepted-bookings index).
 */
export function awaitingAnswerConditions(
  side: 'client_id' | 'professional_id',
  table: string,
): { requests: RawBuilder<boolean>[]; newTimes: RawBuilder<boolean> } {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const otherSide = side === 'client_id' ? 'professional' : 'client';
  return {
    requests: side === 'professional_id' ? shownStatusConditions('pending', table) : [],
    newTimes: sql<boolean>`${column('status')} = 'accepted' and ${column('proposed_by')} = ${otherSide}
      and ${column('starts_at')} > now()`,
  };
}

/** Locks the booking's row for the rest of the transaction: moves on one booking take turns. */
export async function lockBooking(trx: Db, bookingId: string): Promise<BookingRow | undefined> {
  return trx.selectFrom('bookings').selectAll().where('id', '=', bookingId).forUpdate().executeTakeFirst();
}

export type Change = {
  actorId: string | null;
  actorRole: BookingEventActor;
  to: BookingStatus;
  note: string | null;
  rate: number | null;
  /** Other columns the move sets. */
  set?: Partial<Pick<BookingRow, 'rate_accepted' | 'notes' | 'cancel_reason' | 'completed_at'>>;
};

/**
 * Applies a move to a locked booking: the new status and update time, the history entry,
 * and the live event to both parties, all in `trx` (docs/product.md, Booking history).
 */
export async function recordChange(trx: Db, row: BookingRow, change: Change): Promise<BookingRow> {
  const updated = await trx
    .updateTable('bookings')
    // A proposal of a new time belongs to the accepted booking it was made on: every status
    // move ends it (a cancel, a completion, an administrator's change).
    .set({ status: change.to, updated_at: sql`now()`, ...NO_PROPOSAL, ...change.set })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('booking_events')
    .values({
      booking_id: row.id,
      actor_id: change.actorId,
      actor_role: change.actorRole,
      from_status: row.status,
      to_status: change.to,
      note: change.note,
      rate: change.rate,
    })
    .execute();
  await publishChange(trx, updated);
  return updated;
}

/** The columns of a booking with no new time proposed. */
export const NO_PROPOSAL = {
  proposed_shoot_date: null,
  proposed_start_time: null,
  proposed_duration_hours: null,
  proposed_by: null,
  proposed_at: null,
  proposal_note: null,
  proposed_location: null,
} as const;

/** 'HH:MM', as the API gives times, of a time column ('HH:MM:SS'). */
export function hoursAndMinutes(time: string | null): string | null {
  return time ? time.slice(0, 5) : null;
}

/**
 * Refuses a shoot time already past in its zone (400 on the field that makes it so), or
 * one the clocks skip there (docs/product.md, Booking times and calendar).
 */
export function assertShootAhead(
  shoot: { shootDate: string; startTime: string | null; timeZone: string },
  now = new Date(),
): void {
  if (shoot.startTime && !localTimeExists(shoot.shootDate, shoot.startTime, shoot.timeZone))
    throw new AppError('VALIDATION_FAILED', BOOKING_TEXTS.timeSkipped, {
      fields: { startTime: BOOKING_TEXTS.timeSkipped },
    });
  if (!shootHasStarted(shoot, now)) return;
  const today = localDateTime(shoot.timeZone, now).date;
  const [field, message] =
    shoot.shootDate < today
      ? ['shootDate', BOOKING_TEXTS.inThePast]
      : shoot.startTime
        ? ['startTime', BOOKING_TEXTS.inThePast]
        : ['startTime', BOOKING_TEXTS.todayNeedsTime];
  throw new AppError('VALIDATION_FAILED', message, { fields: { [field]: message } });
}

/** The open proposal as the rules need it (shared/booking-lifecycle.ts NewTimeFacts). */
export function proposalOf(row: BookingRow): NewTimeFacts['proposal'] {
  if (!row.proposed_by || !row.proposed_shoot_date) return null;
  return {
    by: row.proposed_by,
    shootDate: row.proposed_shoot_date,
    startTime: hoursAndMinutes(row.proposed_start_time),
  };
}

/**
 * Whether the booking has a proposal of a new time that can still be answered: accepted,
 * its shoot not started. Past the start it can no longer be (409), so no view shows it.
 */
export function proposalOpen(row: BookingRow, now = new Date()): boolean {
  return row.status === 'accepted' && row.proposed_by !== null && !shootHasStarted(subjectOf(row), now);
}

/** The open proposal's time as the API gives it (the row must have one). */
export function proposedTime(row: BookingRow): ShootTime {
  return {
    shootDate: row.proposed_shoot_date!,
    startTime: hoursAndMinutes(row.proposed_start_time),
    durationHours: row.proposed_duration_hours,
  };
}

/** The instants the open proposal's shoot would occupy. */
export function proposedSpan(row: BookingRow): { startsAt: Date; endsAt: Date } | null {
  if (!row.proposed_shoot_date) return null;
  return shootSpan({ ...proposedTime(row), timeZone: row.time_zone });
}

/** Tells both parties' open tabs that the booking changed. */
export async function publishChange(trx: Db, row: BookingRow): Promise<void> {
  const event = {
    type: 'booking.changed' as const,
    bookingId: row.id,
    status: row.status,
    updatedAt: row.updated_at.toISOString(),
  };
  await publish(trx, [
    { memberId: row.client_id, event },
    { memberId: row.professional_id, event },
  ]);
}

/** The two parties as emails need them: address and display name. */
export type Parties = Record<BookingParty, { email: string; name: string }>;

export async function partiesOf(trx: Db, row: BookingRow): Promise<Parties> {
  const rows = await trx
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.user_id', 'u.id')
    .select(['u.id', 'u.email', 'p.display_name'])
    .where('u.id', 'in', [row.client_id, row.professional_id])
    .execute();
  const of = (id: string) => {
    const found = rows.find((r) => r.id === id);
    return { email: found?.email ?? '', name: found?.display_name ?? 'A Frameline member' };
  };
  return { client: of(row.client_id), professional: of(row.professional_id) };
}

/** The side `viewer` is on, or null (an administrator). */
export function viewerSide(viewer: SessionUser, row: BookingRow): BookingParty | null {
  return bookingSideOf(viewer, { clientId: row.client_id, professionalId: row.professional_id });
}

export function summaryOf(
  row: BookingRow,
  viewerId: string,
  members: Map<string, MemberSummary>,
): BookingSummary {
  const myRole: BookingParty | null =
    row.client_id === viewerId ? 'client' : row.professional_id === viewerId ? 'professional' : null;
  const counterpartId = myRole === 'professional' ? row.client_id : row.professional_id;
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    shootDate: row.shoot_date,
    startTime: row.start_time ? row.start_time.slice(0, 5) : null,
    durationHours: row.duration_hours,
    timeZone: row.time_zone,
    location: row.location,
    rateOffered: row.rate_offered,
    rateAccepted: row.rate_accepted,
    myRole,
    counterpart: memberOrPlaceholder(members, counterpartId),
    proposalBy: proposalOpen(row) ? row.proposed_by : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

function memberOrPlaceholder(members: Map<string, MemberSummary>, userId: string): MemberSummary {
  return members.get(userId) ?? { userId, displayName: 'A Frameline member', role: null, avatar: null };
}

/**
 * The professional's accepted bookings overlapping `row` in time, or the span given (a new
 * time): a warning when accepting.
 */
export async function overlappingAccepted(
  db: Db,
  row: BookingRow,
  span: { startsAt: Date; endsAt: Date } = { startsAt: row.starts_at, endsAt: row.ends_at },
): Promise<BookingOverlap[]> {
  const rows = await db
    .selectFrom('bookings')
    .select(['id', 'title', 'shoot_date', 'start_time', 'duration_hours', 'time_zone'])
    .where('professional_id', '=', row.professional_id)
    .where('status', '=', 'accepted')
    .where('id', '<>', row.id)
    // A shoot lasts at most a day (25 hours across a clock change): the range stays short.
    .where('starts_at', '>', new Date(span.startsAt.getTime() - 26 * 3_600_000))
    .where('starts_at', '<', span.endsAt)
    .where('ends_at', '>', span.startsAt)
    .orderBy('starts_at')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    shootDate: r.shoot_date,
    startTime: r.start_time ? r.start_time.slice(0, 5) : null,
    durationHours: r.duration_hours,
    timeZone: r.time_zone,
  }));
}

/** The booking as `viewer` sees it in the detail dialog: history, review, what they may do. */
export async function bookingDetail(
  deps: Pick<BookingDeps, 'db' | 'storage'>,
  row: BookingRow,
  viewer: SessionUser,
  now = new Date(),
): Promise<BookingDetail> {
  const [history, review, members] = await Promise.all([
    deps.db
      .selectFrom('booking_events as e')
      .leftJoin('profiles as p', 'p.user_id', 'e.actor_id')
      .select([
        'e.id',
        'e.created_at',
        'e.actor_role',
        'e.from_status',
        'e.to_status',
        'e.note',
        'e.rate',
        'e.kind',
        'e.shoot_date',
        'e.start_time',
        'e.duration_hours',
        'e.location',
        'p.display_name',
      ])
      .where('e.booking_id', '=', row.id)
      .orderBy('e.id')
      .execute(),
    deps.db
      .selectFrom('reviews')
      .select(['id', 'rating', 'comment', 'created_at', 'answer', 'answered_at', 'hidden_at'])
      .where('booking_id', '=', row.id)
      .executeTakeFirst(),
    memberSummaries(deps, [row.client_id, row.professional_id]),
  ]);
  const side = viewerSide(viewer, row);
  const proposed = proposalOpen(row, now) ? proposedSpan(row) : null;
  const overlapping =
    side !== 'professional'
      ? []
      : row.status === 'pending'
        ? await overlappingAccepted(deps.db, row)
        : proposed
          ? await overlappingAccepted(deps.db, row, proposed)
          : [];
  const reviewable: ReviewableBooking = {
    clientId: row.client_id,
    professionalId: row.professional_id,
    status: row.status,
    completedAt: row.completed_at,
    reviewed: Boolean(review),
  };
  return {
    ...summaryOf(row, viewer.id, members),
    client: memberOrPlaceholder(members, row.client_id),
    professional: memberOrPlaceholder(members, row.professional_id),
    description: row.description,
    notes: row.notes,
    cancelReason: row.cancel_reason,
    history: history.map(
      (entry): BookingHistoryEntry => ({
        id: String(entry.id),
        at: entry.created_at.toISOString(),
        actorRole: entry.actor_role,
        // An administrator acts for Frameline, not as a member: not named (as their email
        // to the parties says 'A Frameline administrator'), nor given a member's placeholder.
        actorName:
          entry.actor_role === 'system' || entry.actor_role === 'admin'
            ? null
            : (entry.display_name ?? 'A Frameline member'),
        from: entry.from_status,
        to: entry.to_status,
        note: entry.note,
        rate: entry.rate,
        kind: entry.kind,
        time: entry.shoot_date
          ? {
              shootDate: entry.shoot_date,
              startTime: hoursAndMinutes(entry.start_time),
              durationHours: entry.duration_hours,
            }
          : null,
        place: entry.location,
      }),
    ),
    overlapping,
    proposal:
      proposed && row.proposed_by && row.proposed_shoot_date && row.proposed_at
        ? {
            ...proposedTime(row),
            by: row.proposed_by,
            at: row.proposed_at.toISOString(),
            note: row.proposal_note,
            location: row.proposed_location,
          }
        : null,
    review: review
      ? {
          id: review.id,
          rating: review.rating,
          comment: review.comment,
          createdAt: review.created_at.toISOString(),
          answer: review.answer,
          answeredAt: review.answered_at?.toISOString() ?? null,
          hidden: review.hidden_at !== null,
        }
      : null,
    canReview: mayReviewBooking(viewer, reviewable, now).allowed,
    canAnswerReview:
      Boolean(review) &&
      !review?.hidden_at &&
      mayAnswerReview(viewer, { revieweeId: row.professional_id, answered: Boolean(review?.answer) }).allowed,
  };
}

/** The booking link every email and calendar file carries. */
export function bookingUrl(publicUrl: string, bookingId: string, extra = ''): string {
  return `${publicUrl}/dashboard?tab=bookings&booking=${bookingId}${extra}`;
}
