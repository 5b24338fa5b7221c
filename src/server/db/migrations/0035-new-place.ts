import { type Kysely, sql } from 'kysely';

// A new time may move the shoot's place too (docs/product.md, Moving a booking): the open
// proposal's place, null when the booking keeps its own; the history entry names the place
// its step proposed or agreed, when one was.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table bookings
      add column proposed_location text check (length(proposed_location) <= 200),
      add constraint bookings_proposed_location_with_proposal
        check (proposed_location is null or proposed_by is not null);
    alter table booking_events add column location text;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table booking_events drop column location;
    alter table bookings
      drop constraint bookings_proposed_location_with_proposal,
      drop column proposed_location;
  `.execute(db);
}
