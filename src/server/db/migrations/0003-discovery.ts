import { type Kysely, sql } from 'kysely';

// Discovery at scale. Every query runs on "listed" professionals (docs/product.md, Who is
// listed): available, not suspended, not clients; each index below is partial on exactly that
// predicate, so the planner can use it whenever the query repeats it.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create extension if not exists pg_trgm;

    -- Ratings kept on the profile so that sorting by rating is an index scan.
    alter table profiles
      add column rating_average numeric(2, 1) not null default 0,
      add column rating_count integer not null default 0;

    -- One statement-level function for insert, update and delete; plpgsql plans each
    -- branch only when it runs, so a branch may name a transition table the event lacks.
    create function profiles_refresh_rating() returns trigger language plpgsql as $$
    declare
      touched uuid[];
    begin
      if tg_op = 'INSERT' then
        select array_agg(distinct reviewee_id) into touched from new_rows;
      elsif tg_op = 'DELETE' then
        select array_agg(distinct reviewee_id) into touched from old_rows;
      else
        select array_agg(distinct reviewee_id) into touched
        from (select reviewee_id from new_rows union select reviewee_id from old_rows) changed;
      end if;
      update profiles p set
        rating_average = coalesce((select round(avg(rating)::numeric, 1) from reviews where reviewee_id = p.user_id), 0),
        rating_count = (select count(*) from reviews where reviewee_id = p.user_id)
      where p.user_id = any (touched);
      return null;
    end $$;
    create trigger reviews_rating_insert after insert on reviews
      referencing new table as new_rows for each statement execute function profiles_refresh_rating();
    create trigger reviews_rating_update after update on reviews
      referencing new table as new_rows old table as old_rows for each statement execute function profiles_refresh_rating();
    create trigger reviews_rating_delete after delete on reviews
      referencing old table as old_rows for each statement execute function profiles_refresh_rating();

    -- Text search over name, bio and specialties (docs/product.md, Search filters).
    create function profile_search_document(display_name text, bio text, specialties text[]) returns tsvector
      language sql immutable parallel safe as $$
        select setweight(to_tsvector('english', coalesce(display_name, '')), 'A')
          || setweight(to_tsvector('english', coalesce(array_to_string(specialties, ' '), '')), 'B')
          || setweight(to_tsvector('english', coalesce(bio, '')), 'C')
      $$;
    alter table profiles
      add column search_document tsvector generated always as (profile_search_document(display_name, bio, specialties)) stored,
      -- Sort keys without nulls, so that keyset pagination can compare row values:
      -- profiles without an hourly rate come last in both directions.
      add column rate_ascending numeric(12, 2) generated always as (coalesce(hourly_rate, 1000000000)) stored,
      add column rate_descending numeric(12, 2) generated always as (coalesce(hourly_rate, -1)) stored;

    drop index profiles_discover_idx;
    drop index profiles_discover_role_idx;
    create index profiles_listed_newest_idx on profiles (created_at desc, id desc)
      where is_available and suspended_at is null and role <> 'client';
    create index profiles_listed_role_newest_idx on profiles (role, created_at desc, id desc)
      where is_available and suspended_at is null and role <> 'client';
    create index profiles_listed_rate_asc_idx on profiles (rate_ascending, id)
      where is_available and suspended_at is null and role <> 'client';
    create index profiles_listed_role_rate_asc_idx on profiles (role, rate_ascending, id)
      where is_available and suspended_at is null and role <> 'client';
    create index profiles_listed_rate_desc_idx on profiles (rate_descending desc, id desc)
      where is_available and suspended_at is null and role <> 'client';
    create index profiles_listed_role_rate_desc_idx on profiles (role, rate_descending desc, id desc)
      where is_available and suspended_at is null and role <> 'client';
    create index profiles_listed_rating_idx on profiles (rating_average desc, rating_count desc, id desc)
      where is_available and suspended_at is null and role <> 'client';
    create index profiles_listed_role_rating_idx on profiles (role, rating_average desc, rating_count desc, id desc)
      where is_available and suspended_at is null and role <> 'client';
    create index profiles_listed_search_idx on profiles using gin (search_document)
      where is_available and suspended_at is null and role <> 'client';
    create index profiles_listed_specialties_idx on profiles using gin (specialties)
      where is_available and suspended_at is null and role <> 'client';
    create index profiles_listed_location_idx on profiles using gin (lower(location) gin_trgm_ops)
      where is_available and suspended_at is null and role <> 'client';

    -- "Available on a date": professionals without an accepted booking that day.
    create index bookings_professional_busy_idx on bookings (professional_id, shoot_date) where status = 'accepted';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger if exists reviews_rating_insert on reviews;
    drop trigger if exists reviews_rating_update on reviews;
    drop trigger if exists reviews_rating_delete on reviews;
    drop function if exists profiles_refresh_rating;
    alter table profiles drop column search_document, drop column rate_ascending, drop column rate_descending,
      drop column rating_average, drop column rating_count;
    drop function if exists profile_search_document;
    drop index if exists bookings_professional_busy_idx;
  `.execute(db);
}
