import { type Kysely, sql } from 'kysely';

// Bookings end to end (docs/product.md, Bookings; docs/decisions/0017).
//
// - status 'expired' joins the enum. Migrations run in one transaction and a new enum
//   value cannot be used before its transaction commits, so nothing here names it.
// - time_zone: the shoot's IANA zone; shoot_date and start_time are its local wall time.
//   starts_at and ends_at are the instants they mean, computed by the server when the
//   booking is made (no start time: the whole local day; a start time without a duration:
//   one hour), so expiry, overlap warnings and calendar files read one column. Existing
//   rows were made without a zone: they read as UTC.
// - idempotency_key (unique per client) with request_hash: a repeated create is the same
//   booking; the same key with a different request is refused.
// - completed_at opens the 14-day review window; reminder_sent_at makes the 48-hour
//   reminder once.
// - booking_events: the history (who, when, from, to, note, rate), never edited.
// - Lists are read per member newest first in keyset pages, from one index per side (and
//   per side and status); "both sides" merges two range reads.
// - reviews: the professional's one answer.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter type booking_status add value if not exists 'expired';

    alter table bookings
      add column time_zone text not null default 'UTC' check (length(time_zone) between 1 and 64),
      add column starts_at timestamptz,
      add column ends_at timestamptz,
      add column idempotency_key text check (length(idempotency_key) between 8 and 100),
      add column request_hash text,
      add column completed_at timestamptz,
      add column reminder_sent_at timestamptz;
    update bookings set
      starts_at = (shoot_date + coalesce(start_time, time '00:00')) at time zone 'UTC',
      ends_at = case
        when start_time is null then (shoot_date + 1 + time '00:00') at time zone 'UTC'
        else (shoot_date + start_time) at time zone 'UTC' + make_interval(hours => coalesce(duration_hours, 1))
      end,
      completed_at = case when status = 'completed' then updated_at end;
    alter table bookings
      alter column time_zone drop default,
      alter column starts_at set not null,
      alter column ends_at set not null,
      add constraint bookings_ends_after_starts check (ends_at > starts_at);

    create unique index bookings_idempotency_idx on bookings (client_id, idempotency_key);

    drop index bookings_client_idx;
    drop index bookings_professional_idx;
    create index bookings_client_idx on bookings (client_id, created_at desc, id desc);
    create index bookings_professional_idx on bookings (professional_id, created_at desc, id desc);
    create index bookings_client_status_idx on bookings (client_id, status, created_at desc, id desc);
    create index bookings_professional_status_idx on bookings (professional_id, status, created_at desc, id desc);
    -- Expiry (shoot started) and the overlap warning.
    create index bookings_pending_starts_idx on bookings (starts_at) where status = 'pending';
    create index bookings_professional_accepted_idx on bookings (professional_id, starts_at)
      include (ends_at) where status = 'accepted';

    create table booking_events (
      id bigint generated always as identity primary key,
      booking_id uuid not null references bookings (id) on delete cascade,
      actor_id uuid references users (id) on delete set null,
      actor_role text not null check (actor_role in ('client', 'professional', 'admin', 'system')),
      from_status booking_status,
      to_status booking_status not null,
      note text check (length(note) <= 2000),
      rate numeric(10, 2),
      created_at timestamptz not null default now()
    );
    create index booking_events_booking_idx on booking_events (booking_id, id);

    create function booking_events_refuse_update() returns trigger language plpgsql as $$
    begin
      raise exception 'booking history is never edited' using errcode = 'insufficient_privilege';
    end;
    $$;
    create trigger booking_events_no_update before update on booking_events
      for each row execute function booking_events_refuse_update();

    -- The history of bookings made before it existed: the request, then its answer.
    insert into booking_events (booking_id, actor_id, actor_role, from_status, to_status, rate, created_at)
    select id, client_id, 'client', null, 'pending', rate_offered, created_at from bookings;
    insert into booking_events (booking_id, actor_id, actor_role, from_status, to_status, note, rate, created_at)
    select id,
      case when status = 'cancelled' then client_id else professional_id end,
      case when status = 'cancelled' then 'client' else 'professional' end,
      'pending', status,
      case when status = 'cancelled' then cancel_reason else notes end,
      case when status in ('accepted', 'completed') then rate_accepted end,
      updated_at
    from bookings where status <> 'pending';

    alter table reviews
      add column answer text check (length(answer) between 1 and 2000),
      add column answered_at timestamptz,
      add check ((answer is null) = (answered_at is null));

    analyze bookings;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table reviews drop column answer, drop column answered_at;
    drop table booking_events;
    drop function booking_events_refuse_update();
    drop index bookings_professional_accepted_idx, bookings_pending_starts_idx,
      bookings_client_status_idx, bookings_professional_status_idx, bookings_idempotency_idx,
      bookings_client_idx, bookings_professional_idx;
    create index bookings_client_idx on bookings (client_id, created_at desc);
    create index bookings_professional_idx on bookings (professional_id, created_at desc);
    update bookings set status = 'cancelled' where status = 'expired';
    alter table bookings drop constraint bookings_ends_after_starts,
      drop column time_zone, drop column starts_at, drop column ends_at, drop column idempotency_key,
      drop column request_hash, drop column completed_at, drop column reminder_sent_at;
  `.execute(db);
}
