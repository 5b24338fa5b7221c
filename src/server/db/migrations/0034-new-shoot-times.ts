import { type Kysely, sql } from 'kysely';

// A new time for an accepted booking (docs/product.md, Moving a booking): one party proposes,
// the other accepts or declines, the proposer may withdraw. The open proposal lives on the
// booking (at most one, so columns, not a table); times_moved counts the times agreed, the
// calendar file's SEQUENCE, so a calendar that imported it replaces the event. The history
// gains entries that are not status moves: `kind`, and the time an entry names.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table bookings
      add column proposed_shoot_date date,
      add column proposed_start_time time,
      add column proposed_duration_hours integer check (proposed_duration_hours between 1 and 24),
      add column proposed_by text check (proposed_by in ('client', 'professional')),
      add column proposed_at timestamptz,
      add column proposal_note text check (length(proposal_note) <= 2000),
      add column times_moved integer not null default 0,
      add constraint bookings_proposal_whole check (
        (proposed_by is null) = (proposed_at is null)
        and (proposed_by is null) = (proposed_shoot_date is null)
        and (proposed_by is not null or (proposed_start_time is null
          and proposed_duration_hours is null and proposal_note is null))
      );
    alter table booking_events
      add column kind text not null default 'status'
        check (kind in ('status', 'time_proposed', 'time_accepted', 'time_declined', 'time_withdrawn')),
      add column shoot_date date,
      add column start_time time,
      add column duration_hours integer;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table booking_events
      drop column kind, drop column shoot_date, drop column start_time, drop column duration_hours;
    alter table bookings
      drop constraint bookings_proposal_whole,
      drop column proposed_shoot_date, drop column proposed_start_time,
      drop column proposed_duration_hours, drop column proposed_by, drop column proposed_at,
      drop column proposal_note, drop column times_moved;
  `.execute(db);
}
