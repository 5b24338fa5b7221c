import { sql, type Updateable } from 'kysely';
import { type BookingParty, type NewTimeStep, newTimeBlocker } from '../../../shared/booking-lifecycle.js';
import { mayChangeBookingTime, type Refusal } from '../../../shared/policies.js';
import type { SessionUser } from '../../../shared/schemas/auth.js';
import {
  BOOKING_TEXTS,
  type BookingDetail,
  type BookingOverlap,
  NEW_TIME_TEXTS,
  newTimeStatusText,
  type ShootTime,
} from '../../../shared/schemas/bookings.js';
import type { Db } from '../../db/database.js';
import type { BookingEventKind, BookingsTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { sendEmail } from '../../lib/email-outbox.js';
import type { RequestContext } from '../../lib/request-context.js';
import { lockStandings } from '../profiles/index.js';
import { type BookingEmail, queueBookingEmails } from './booking-emails.js';
import {
  type BookingDeps,
  type BookingRow,
  bookingDetail,
  lockBooking,
  partiesOf,
  proposalOf,
  publishChange,
  subjectOf,
  viewerSide,
} from './booking-records.js';

// A step of moving an accepted booking to a new time (docs/product.md, Moving a booking),
// as each use case makes it: the booking's row is locked, so steps on one booking (and its
// status moves) take turns and each sees the one before; the shared policy decides; the
// change, its history entry, the live events and the email commit together.

/** What a use case does with a step the policy allows: the columns it sets, and its entry. */
export type NewTimePlan = {
  /** The booking's columns the step changes (its update time is stamped too). */
  set: Updateable<BookingsTable>;
  entry: {
    kind: Exclude<BookingEventKind, 'status'>;
    note: string | null;
    time: ShootTime | null;
    /** The new place the step names, when the proposal moves the place too. */
    place: string | null;
  };
  email: BookingEmail | null;
  /** On accepting: the professional's accepted bookings overlapping the new time. */
  overlapping?: BookingOverlap[];
};

export type NewTimeResult = { detail: BookingDetail; overlapping?: BookingOverlap[] };

export async function changeBookingTime(
  deps: BookingDeps,
  ctx: RequestContext & { actor: SessionUser },
  bookingId: string,
  step: NewTimeStep,
  plan: (row: BookingRow, trx: Db, now: Date) => Promise<NewTimePlan>,
  /** A retry of a step already made (the same proposal again): answered as done, nothing written. */
  alreadyMade?: (row: BookingRow) => boolean,
): Promise<NewTimeResult> {
  const now = new Date();
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const row = await lockBooking(trx, bookingId);
    if (!row) return { refused: new AppError('NOT_FOUND', BOOKING_TEXTS.notFound) };
    // The member's standing as it is now, under a share lock, as a booking's moves read it.
    const standing = (await lockStandings(trx, [ctx.actor.id])).get(ctx.actor.id);
    const actor = standing ? { ...ctx.actor, isSuspended: standing.suspended_at !== null } : ctx.actor;
    const side = viewerSide(ctx.actor, row);
    if (side && alreadyMade?.(row))
      return { detail: await bookingDetail({ ...deps, db: trx }, row, ctx.actor) };
    const facts = { ...subjectOf(row), proposal: proposalOf(row) };
    const verdict = mayChangeBookingTime(actor, facts, step, now);
    if (!verdict.allowed || !side)
      return {
        refused: refusalError(verdict.allowed ? 'not_party' : verdict.refusal, facts, side, step, now),
      };
    const planned = await plan(row, trx, now);
    const updated = await trx
      .updateTable('bookings')
      .set({ ...planned.set, updated_at: sql`now()` })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('booking_events')
      .values({
        booking_id: row.id,
        actor_id: ctx.actor.id,
        actor_role: side,
        from_status: row.status,
        to_status: updated.status,
        kind: planned.entry.kind,
        note: planned.entry.note,
        rate: null,
        shoot_date: planned.entry.time?.shootDate ?? null,
        start_time: planned.entry.time?.startTime ?? null,
        duration_hours: planned.entry.time?.durationHours ?? null,
        location: planned.entry.place,
      })
      .execute();
    await publishChange(trx, updated);
    if (planned.email)
      await queueBookingEmails(
        trx,
        deps.config.publicUrl,
        updated,
        await partiesOf(trx, updated),
        planned.email,
      );
    // Read before the commit: once the step is committed nothing else can fail.
    return {
      detail: await bookingDetail({ ...deps, db: trx }, updated, ctx.actor),
      overlapping: planned.overlapping,
    };
  });
  deps.jobs.nudge(sendEmail);
  if ('refused' in outcome) throw outcome.refused;
  return outcome;
}

/** A refusal as the member reads it: 404 to whoever may not read the booking, 403 the wrong side, 409 the state. */
function refusalError(
  refusal: Refusal,
  facts: Parameters<typeof newTimeBlocker>[0],
  side: BookingParty | null,
  step: NewTimeStep,
  now: Date,
): AppError {
  switch (refusal) {
    case 'not_found':
    case 'sign_in':
      return new AppError('NOT_FOUND', BOOKING_TEXTS.notFound);
    case 'suspended':
      return new AppError('FORBIDDEN', NEW_TIME_TEXTS.suspended);
    case 'conflict':
      switch (newTimeBlocker(facts, step, now)) {
        case 'status':
          return new AppError('CONFLICT', newTimeStatusText(facts.status));
        case 'started':
          return new AppError('CONFLICT', NEW_TIME_TEXTS.started);
        case 'already_proposed':
          return new AppError('CONFLICT', NEW_TIME_TEXTS.alreadyProposed);
        case 'proposed_passed':
          return new AppError('CONFLICT', NEW_TIME_TEXTS.proposedPassed);
        default:
          return new AppError('CONFLICT', NEW_TIME_TEXTS.noProposal);
      }
    default:
      // The wrong side: an administrator (no side), the proposer answering, the other withdrawing.
      if (!side || !facts.proposal || step === 'propose')
        return new AppError('FORBIDDEN', NEW_TIME_TEXTS.notParty);
      return new AppError(
        'FORBIDDEN',
        step === 'withdraw' ? NEW_TIME_TEXTS.othersProposal : NEW_TIME_TEXTS.ownProposal,
      );
  }
}
