import { sql } from 'kysely';
import { z } from 'zod';
import { reviewDeadlineText } from '../../../shared/booking-format.js';
import {
  BOOKING_EXPIRY_DAYS,
  BOOKING_REMINDER_HOURS,
  expiryDue,
  REVIEW_REMINDER_DAYS_LEFT,
  REVIEW_WINDOW_DAYS,
  SHOOT_REMINDER_FRESH_HOURS,
  SHOOT_REMINDER_HOURS,
} from '../../../shared/booking-lifecycle.js';
import { mayWriteReviews } from '../../../shared/policies.js';
import type { Db } from '../../db/database.js';
import { defineJob, type JobContext } from '../../lib/jobs.js';
import { queueBookingEmails } from './booking-emails.js';
import { type BookingRow, lockBooking, partiesOf, subjectOf } from './booking-records.js';
import { expireBooking } from './use-cases/expire-booking.js';

// docs/product.md, Expiry and reminders: scheduled jobs, each safe to repeat. A run works
// through at most BATCH bookings; a backlog is worked off by the next runs.

const BATCH = 500;

/**
 * How every scan here runs: on a schedule, with no payload; a failed run is tried twice more
 * a minute apart (the next scheduled run would pick the work up anyway).
 */
const scan = (minutes: number) =>
  ({
    payload: z.object({}).passthrough(),
    cron: `*/${minutes} * * * *`,
    retryLimit: 2,
    retryDelaySeconds: 60,
    retryBackoff: false,
    expireInSeconds: 600,
  }) as const;

/** Every five minutes: pending requests unanswered 7 days, or whose shoot has started, expire. */
export const expireBookings = defineJob({
  name: 'expire-bookings',
  ...scan(5),
  handler: async (_payload, context) => {
    await expireDueBookings(context);
  },
});

export async function expireDueBookings(context: Pick<JobContext, 'db' | 'config'>): Promise<number> {
  const { rows } = await sql<{ id: string }>`
    (select id from bookings where status = 'pending'
       and created_at <= now() - make_interval(days => ${BOOKING_EXPIRY_DAYS}) order by created_at limit ${BATCH})
    union
    (select id from bookings where status = 'pending' and starts_at <= now() order by starts_at limit ${BATCH})
  `.execute(context.db);
  let expired = 0;
  // Each in its own transaction; the table re-checks under the row lock (a professional
  // may have answered since), so a repeated run changes nothing twice.
  for (const { id } of rows) if (await expireBooking(context, id)) expired++;
  return expired;
}

/**
 * Each due booking in its own transaction, its row locked (a member's move waits, or is
 * waited for): `remind` checks it again, marks it and queues its emails, and says whether
 * it sent any. How many were sent.
 */
async function remindEach(
  context: Pick<JobContext, 'db'>,
  due: readonly { id: string }[],
  remind: (row: BookingRow, trx: Db) => Promise<boolean>,
): Promise<number> {
  let sent = 0;
  for (const { id } of due) {
    const reminded = await context.db.transaction().execute(async (trx) => {
      const row = await lockBooking(trx, id);
      return row ? remind(row, trx) : false;
    });
    if (reminded) sent++;
  }
  return sent;
}

/** Every fifteen minutes: the professional is reminded, once, of a request pending 48 hours. */
export const remindPendingBookings = defineJob({
  name: 'remind-pending-bookings',
  ...scan(15),
  handler: async (_payload, context) => {
    await sendDueReminders(context);
  },
});

export async function sendDueReminders(context: Pick<JobContext, 'db' | 'config'>): Promise<number> {
  const due = await context.db
    .selectFrom('bookings')
    .select('id')
    .where('status', '=', 'pending')
    .where('reminder_sent_at', 'is', null)
    .where('created_at', '<=', sql<Date>`now() - make_interval(hours => ${BOOKING_REMINDER_HOURS})`)
    // Not yet due to expire: an expiring request gets the expiry email instead.
    .where('created_at', '>', sql<Date>`now() - make_interval(days => ${BOOKING_EXPIRY_DAYS})`)
    .where('starts_at', '>', sql<Date>`now()`)
    .orderBy('created_at')
    .limit(BATCH)
    .execute();
  return remindEach(context, due, async (row, trx) => {
    // Checked again under the lock: a request that came due to expire since the batch
    // was read (its shoot started) gets the expiry instead, not a call to answer.
    if (row.status !== 'pending' || row.reminder_sent_at || expiryDue(subjectOf(row), new Date()))
      return false;
    await trx
      .updateTable('bookings')
      .set({ reminder_sent_at: new Date() })
      .where('id', '=', row.id)
      .execute();
    await queueBookingEmails(trx, context.config.publicUrl, row, await partiesOf(trx, row), {
      kind: 'reminder',
    });
    return true;
  });
}

/**
 * Every fifteen minutes: both parties of an accepted booking are reminded, once, when its
 * shoot starts within a day; not when it was accepted (or last changed) within a few
 * hours, which they were just told of, and never after it started.
 */
export const remindShoots = defineJob({
  name: 'remind-shoots',
  ...scan(15),
  handler: async (_payload, context) => {
    await sendDueShootReminders(context);
  },
});

export async function sendDueShootReminders(context: Pick<JobContext, 'db' | 'config'>): Promise<number> {
  // One range of bookings_shoot_reminder_idx: accepted, not reminded, starting within the day.
  const due = await context.db
    .selectFrom('bookings')
    .select('id')
    .where('status', '=', 'accepted')
    .where('shoot_reminder_sent_at', 'is', null)
    .where('starts_at', '<=', sql<Date>`now() + make_interval(hours => ${SHOOT_REMINDER_HOURS})`)
    .where('starts_at', '>', sql<Date>`now()`)
    .orderBy('starts_at')
    .limit(BATCH)
    .execute();
  return remindEach(context, due, async (row, trx) => {
    // Checked again under the lock: cancelled, completed or reminded since the batch was read.
    if (row.status !== 'accepted' || row.shoot_reminder_sent_at) return false;
    const now = Date.now();
    if (row.starts_at.getTime() <= now) return false;
    // Marked either way, so the booking is not looked at again.
    await trx
      .updateTable('bookings')
      .set({ shoot_reminder_sent_at: new Date() })
      .where('id', '=', row.id)
      .execute();
    if (now - row.updated_at.getTime() < SHOOT_REMINDER_FRESH_HOURS * 3_600_000) return false;
    await queueBookingEmails(trx, context.config.publicUrl, row, await partiesOf(trx, row), {
      kind: 'shoot_reminder',
    });
    return true;
  });
}

/**
 * Every fifteen minutes: a client who has not reviewed a completed booking is reminded,
 * once, when 3 days of its 14 are left; not one who may not review (suspended).
 */
export const remindReviews = defineJob({
  name: 'remind-reviews',
  ...scan(15),
  handler: async (_payload, context) => {
    await sendDueReviewReminders(context);
  },
});

export async function sendDueReviewReminders(context: Pick<JobContext, 'db' | 'config'>): Promise<number> {
  // One range of bookings_review_reminder_idx: completed, not reminded, in the window's last days.
  const due = await context.db
    .selectFrom('bookings')
    .select('id')
    .where('status', '=', 'completed')
    .where('review_reminder_sent_at', 'is', null)
    .where(
      'completed_at',
      '<=',
      sql<Date>`now() - make_interval(days => ${REVIEW_WINDOW_DAYS - REVIEW_REMINDER_DAYS_LEFT})`,
    )
    .where('completed_at', '>', sql<Date>`now() - make_interval(days => ${REVIEW_WINDOW_DAYS})`)
    .orderBy('completed_at')
    .limit(BATCH)
    .execute();
  return remindEach(context, due, async (row, trx) => {
    if (row.status !== 'completed' || row.review_reminder_sent_at || !row.completed_at) return false;
    // Marked either way, so the booking is not looked at again.
    await trx
      .updateTable('bookings')
      .set({ review_reminder_sent_at: new Date() })
      .where('id', '=', row.id)
      .execute();
    const review = await trx
      .selectFrom('reviews')
      .select('id')
      .where('booking_id', '=', row.id)
      .executeTakeFirst();
    const client = await trx
      .selectFrom('profiles')
      .select(['role', 'suspended_at'])
      .where('user_id', '=', row.client_id)
      .executeTakeFirst();
    const reviewer = {
      id: row.client_id,
      adminLevel: null,
      role: client?.role ?? null,
      isSuspended: Boolean(client?.suspended_at),
    };
    const mayReview = mayWriteReviews(reviewer).allowed;
    if (review || !mayReview) return false;
    await queueBookingEmails(trx, context.config.publicUrl, row, await partiesOf(trx, row), {
      kind: 'review_reminder',
      reviewBy: reviewDeadlineText(row.completed_at, row.time_zone),
    });
    return true;
  });
}
