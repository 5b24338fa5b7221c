import { type Kysely, sql } from 'kysely';

// A notice for the page cache (docs/decisions/0020) when a request leaves pending: a
// professional's public page says how they answer requests (docs/product.md, Public
// profile page), so a statement that adds a booking's first move from pending names the
// professionals whose pages change, on the public_pages channel, sent at commit like
// migration 0012's.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_public_pages_of_request_answers() returns trigger language plpgsql as $$
    declare
      ids text[];
    begin
      select array_agg(distinct b.professional_id::text) into ids
      from changed_new n join bookings b on b.id = n.booking_id
      where n.from_status = 'pending';
      if ids is null then
        return null;
      end if;
      perform pg_notify(
        'public_pages',
        case when cardinality(ids) > 100 then '*' else array_to_string(ids, ',') end
      );
      return null;
    end;
    $$;
    create trigger booking_events_public_pages_insert after insert on booking_events
      referencing new table as changed_new
      for each statement execute function notify_public_pages_of_request_answers();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger booking_events_public_pages_insert on booking_events;
    drop function notify_public_pages_of_request_answers();
  `.execute(db);
}
