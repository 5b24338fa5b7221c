import { timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import { API_PATHS, apiPath } from '../../../shared/api-paths.js';
import { BOOKING_EXPIRY_DAYS } from '../../../shared/booking-lifecycle.js';
import { BOOKING_TEXTS } from '../../../shared/schemas/bookings.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { hashToken } from '../../lib/tokens.js';
import { calendarEvent, calendarFile, calendarText, partyNames } from './calendar.js';

// Calendar link (docs/product.md, Calendar link): a private address a member's calendar app
// subscribes to, listing their accepted and completed bookings, either side, from a year
// back on, and their requests still open as tentative events. The address holds the feed's id and a key made from it with AUTH_SECRET: nothing
// secret is stored, the link can be shown again, and a new link (a new id) ends the old one.

type FeedDeps = { db: Db; config: Pick<Config, 'publicUrl' | 'authSecret'> };

/** Bookings a feed lists at most: years of shoots for the busiest member. */
const FEED_BOOKINGS_MAX = 1000;
/** How far back a feed reaches: last season's shoots stay in the diary, older ones leave. */
const FEED_DAYS_BACK = 365;

function keyOf(config: FeedDeps['config'], feedId: string): string {
  return hashToken(`calendar-feed:${feedId}`, config.authSecret);
}

function feedUrl(config: FeedDeps['config'], feedId: string): string {
  return `${config.publicUrl}${apiPath(API_PATHS.bookings.calendarFeedFile, { feedId, key: keyOf(config, feedId) })}`;
}

/** My calendar link, or null. */
export async function calendarFeedOf(deps: FeedDeps, memberId: string): Promise<string | null> {
  const feed = await deps.db
    .selectFrom('calendar_feeds')
    .select('id')
    .where('user_id', '=', memberId)
    .executeTakeFirst();
  return feed ? feedUrl(deps.config, feed.id) : null;
}

/** A new calendar link for me, replacing the one I had (which stops working). */
export async function makeCalendarFeed(
  deps: FeedDeps,
  memberId: string,
): Promise<{ url: string; message: string }> {
  // One statement: two at once leave one link, the later one.
  const feed = await deps.db
    .insertInto('calendar_feeds')
    .values({ user_id: memberId })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({ id: eb.fn('gen_random_uuid'), created_at: new Date() })),
    )
    // A row this statement inserted (not one it replaced) has no deleting transaction.
    .returning(['id', sql<boolean>`xmax = 0`.as('first')])
    .executeTakeFirstOrThrow();
  return {
    url: feedUrl(deps.config, feed.id),
    message: feed.first ? BOOKING_TEXTS.calendarFeedMade : BOOKING_TEXTS.calendarFeedRenewed,
  };
}

export async function turnOffCalendarFeed(deps: FeedDeps, memberId: string): Promise<{ message: string }> {
  await deps.db.deleteFrom('calendar_feeds').where('user_id', '=', memberId).execute();
  return { message: BOOKING_TEXTS.calendarFeedOff };
}

/**
 * The calendar at a link's address, for whoever holds it (a calendar app has no session).
 * A key that does not match, a link replaced or turned off, an account deleted: 404.
 */
export async function calendarFeedFile(deps: FeedDeps, feedId: string, key: string): Promise<string> {
  const expected = Buffer.from(keyOf(deps.config, feedId));
  const given = Buffer.from(key);
  const feed =
    expected.length === given.length && timingSafeEqual(expected, given)
      ? await deps.db
          .selectFrom('calendar_feeds as f')
          .innerJoin('users as u', 'u.id', 'f.user_id')
          .select('f.user_id')
          .where('f.id', '=', feedId)
          .where('u.deleted_at', 'is', null)
          .executeTakeFirst()
      : undefined;
  if (!feed) throw new AppError('NOT_FOUND', BOOKING_TEXTS.calendarFeedNotFound);
  const me = feed.user_id;
  const bookings = await deps.db
    .selectFrom('bookings')
    .select([
      'id',
      'title',
      'description',
      'location',
      'shoot_date',
      'start_time',
      'duration_hours',
      'time_zone',
      'starts_at',
      'ends_at',
      'client_id',
      'professional_id',
      'status',
      'times_moved',
    ])
    .where((eb) => eb.or([eb('client_id', '=', me), eb('professional_id', '=', me)]))
    .where((eb) =>
      eb.or([
        eb('status', 'in', ['accepted', 'completed']),
        // A request still open: not past its 7 days, its shoot not started (else it expires).
        eb.and([
          eb('status', '=', 'pending'),
          eb('created_at', '>', sql<Date>`now() - make_interval(days => ${BOOKING_EXPIRY_DAYS})`),
          eb('starts_at', '>', sql<Date>`now()`),
        ]),
      ]),
    )
    .where('shoot_date', '>=', sql<string>`current_date - ${FEED_DAYS_BACK}::int`)
    .orderBy('starts_at')
    .orderBy('id')
    .limit(FEED_BOOKINGS_MAX)
    .execute();
  const names = await partyNames(deps.db, bookings);
  return calendarFile(
    [
      'METHOD:PUBLISH',
      `X-WR-CALNAME:${calendarText('Frameline bookings')}`,
      // Calendar apps ask again this often, where they listen to a feed's wish at all.
      'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
      'X-PUBLISHED-TTL:PT1H',
    ],
    bookings.map((booking) =>
      calendarEvent(deps.config.publicUrl, booking, names, booking.status === 'pending'),
    ),
  );
}
