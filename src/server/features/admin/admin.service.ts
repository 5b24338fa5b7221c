import { sql } from 'kysely';
import type { AdminStats } from '../../../shared/schemas/admin.js';
import type { Db } from '../../db/database.js';
import { listedProfile } from '../../db/listed-profiles.js';
import { shownStatusConditions } from '../bookings/index.js';

/** The admin area's stat cards and the Overview's figures (docs/product.md, Admin tabs), in one query. */
export async function adminStats(db: Db): Promise<AdminStats> {
  // Pending as the lists show it: a request past its time reads as expired.
  const [pendingAsShown] = shownStatusConditions('pending', 'bookings');
  // The month starts at midnight UTC on its first day, whatever the server's zone.
  const { rows } = await sql<AdminStats>`
    with month as (select date_trunc('month', now() at time zone 'UTC') at time zone 'UTC' as m)
    select
      (select count(*) from profiles where role <> 'client')::int as total_professionals,
      (select count(*) from profiles where ${listedProfile()})::int as active_professionals,
      (select count(*) from bookings)::int as total_bookings,
      (select count(*) from bookings where ${pendingAsShown})::int as pending_bookings,
      (select count(*) from messages)::int as total_messages,
      (select count(*) from users where created_at > now() - interval '30 days' and deleted_at is null)::int
        as new_signups_30d,
      (select count(*) from profiles where role <> 'client' and created_at >= (select m from month))::int
        as new_professionals_this_month,
      (select count(*) from messages where created_at >= (select m from month))::int as messages_this_month
  `.execute(db);
  return rows[0]!;
}
