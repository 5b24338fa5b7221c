import { sql } from 'kysely';
import type { AdminStats } from '../../../shared/schemas/admin.js';
import type { Db } from '../../db/database.js';
import { listedProfile } from '../../db/listed-profiles.js';

/** The admin area's stat cards (docs/product.md, Admin tabs), in one round trip. */
export async function adminStats(db: Db): Promise<AdminStats> {
  const { rows } = await sql<AdminStats>`
    select
      (select count(*) from profiles where role <> 'client')::int as total_professionals,
      (select count(*) from profiles where ${listedProfile()})::int as active_professionals,
      (select count(*) from bookings)::int as total_bookings,
      (select count(*) from bookings where status = 'pending')::int as pending_bookings,
      (select count(*) from messages)::int as total_messages,
      (select count(*) from users where created_at > now() - interval '30 days')::int as new_signups_30d
  `.execute(db);
  return rows[0]!;
}
