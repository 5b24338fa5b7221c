import { sql } from 'kysely';
import {
  ADMIN_BOOKINGS_PAGE_SIZE,
  type AdminBookingList,
  type AdminBookingListQuery,
  MODERATION_TEXTS,
} from '../../../../shared/schemas/moderation.js';
import type { Db } from '../../../db/database.js';
import { decodeTimeCursor, encodeTimeCursor } from '../../../lib/keyset.js';
import { shownStatusConditions } from '../../bookings/index.js';
import { adminPeople, personOf } from './admin-people.js';

/**
 * The Bookings tab (docs/product.md, Admin tabs): the latest 50 bookings, newest first,
 * then 50 more a page (keyset on created_at and id, read from bookings_created_at_idx, or
 * bookings_pending_idx for the pending ones). The status filter reads statuses as shown: an
 * overdue request is listed under Expired.
 */
export async function listAdminBookings(db: Db, query: AdminBookingListQuery): Promise<AdminBookingList> {
  const after = query.cursor ? decodeTimeCursor(query.cursor, MODERATION_TEXTS.cursorInvalid) : null;
  const rows = await db
    .selectFrom('bookings')
    .select([
      'id',
      'title',
      'status',
      'shoot_date',
      'start_time',
      'time_zone',
      'rate_offered',
      'rate_accepted',
      'client_id',
      'professional_id',
      'created_at',
      'updated_at',
    ])
    .select(sql<string>`created_at::text`.as('created_key'))
    .$if(query.status !== undefined, (q) =>
      q.where(sql<boolean>`(${sql.join(shownStatusConditions(query.status!, 'bookings'), sql`) or (`)})`),
    )
    .$if(after !== null, (q) =>
      q.where(sql<boolean>`(created_at, id) < (${after!.time}::timestamptz, ${after!.id}::uuid)`),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(ADMIN_BOOKINGS_PAGE_SIZE + 1)
    .execute();
  const page = rows.slice(0, ADMIN_BOOKINGS_PAGE_SIZE);
  const people = await adminPeople(
    db,
    page.flatMap((row) => [row.client_id, row.professional_id]),
  );
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      title: row.title,
      status: row.status,
      shootDate: row.shoot_date,
      startTime: row.start_time ? row.start_time.slice(0, 5) : null,
      timeZone: row.time_zone,
      rateOffered: row.rate_offered,
      rateAccepted: row.rate_accepted,
      client: personOf(people, row.client_id),
      professional: personOf(people, row.professional_id),
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    })),
    nextCursor:
      rows.length > ADMIN_BOOKINGS_PAGE_SIZE && last
        ? encodeTimeCursor({ time: last.created_key, id: last.id })
        : null,
  };
}
