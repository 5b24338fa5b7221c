import { type Kysely, sql } from 'kysely';

// A notice for the page cache (docs/decisions/0020) when who is booked on a date changes:
// a search for professionals available on a date leaves out those with an accepted booking
// then, so a statement that adds, changes or ends an accepted booking changes what such a
// listing page shows. No profile's page shows bookings, so the notice names none: it is
// 'listings' on the public_pages channel, sent at commit like migration 0012's.

const OPERATIONS = [
  { op: 'insert', referencing: sql`referencing new table as changed_new` },
  { op: 'update', referencing: sql`referencing old table as changed_old new table as changed_new` },
  { op: 'delete', referencing: sql`referencing old table as changed_old` },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // Each transition table is read only in the branch of the operations that have it.
  await sql`
    create function notify_listings_of_booked_dates() returns trigger language plpgsql as $$
    declare
      booked boolean := false;
    begin
      if tg_op in ('INSERT', 'UPDATE') then
        booked := exists (select 1 from changed_new where status = 'accepted');
      end if;
      if not booked and tg_op in ('UPDATE', 'DELETE') then
        booked := exists (select 1 from changed_old where status = 'accepted');
      end if;
      if booked then
        perform pg_notify('public_pages', 'listings');
      end if;
      return null;
    end;
    $$;
  `.execute(db);
  for (const { op, referencing } of OPERATIONS) {
    await sql`
      create trigger ${sql.raw(`bookings_booked_dates_${op}`)} after ${sql.raw(op)} on bookings
        ${referencing}
        for each statement execute function notify_listings_of_booked_dates()
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { op } of OPERATIONS)
    await sql`drop trigger if exists ${sql.raw(`bookings_booked_dates_${op}`)} on bookings`.execute(db);
  await sql`drop function if exists notify_listings_of_booked_dates()`.execute(db);
}
