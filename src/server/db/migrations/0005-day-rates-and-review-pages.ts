import { type Kysely, sql } from 'kysely';

// Rate filters and sorts state their unit (per day by default) and use that rate
// (docs/product.md, Rates in discovery).
// The hourly sort keys of migration 0003 get names that say their unit, and the day rate
// gets the same: generated keys without nulls (no day rate sorts last both ways) and the
// same partial indexes on "listed" (alone, after the role, after the city).
// The reviews of a profile are read newest first, a page at a time (keyset), from
// one index; it also serves the rating trigger's per-reviewee reads.

const LISTED = sql.raw(`is_available and suspended_at is null and role <> 'client'`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table profiles rename column rate_ascending to hourly_rate_ascending;
    alter table profiles rename column rate_descending to hourly_rate_descending;
    alter index profiles_listed_rate_asc_idx rename to profiles_listed_hourly_rate_asc_idx;
    alter index profiles_listed_role_rate_asc_idx rename to profiles_listed_role_hourly_rate_asc_idx;
    alter index profiles_listed_rate_desc_idx rename to profiles_listed_hourly_rate_desc_idx;
    alter index profiles_listed_role_rate_desc_idx rename to profiles_listed_role_hourly_rate_desc_idx;
    alter index profiles_listed_location_rate_asc_idx rename to profiles_listed_location_hourly_rate_asc_idx;
    alter index profiles_listed_location_rate_desc_idx rename to profiles_listed_location_hourly_rate_desc_idx;

    alter table profiles
      add column day_rate_ascending numeric(12, 2) generated always as (coalesce(day_rate, 1000000000)) stored,
      add column day_rate_descending numeric(12, 2) generated always as (coalesce(day_rate, -1)) stored;

    create index profiles_listed_day_rate_asc_idx on profiles (day_rate_ascending, id) where ${LISTED};
    create index profiles_listed_role_day_rate_asc_idx on profiles (role, day_rate_ascending, id) where ${LISTED};
    create index profiles_listed_day_rate_desc_idx on profiles (day_rate_descending desc, id desc) where ${LISTED};
    create index profiles_listed_role_day_rate_desc_idx on profiles (role, day_rate_descending desc, id desc)
      where ${LISTED};
    create index profiles_listed_location_day_rate_asc_idx on profiles (location_key, day_rate_ascending, id)
      include (role) where ${LISTED};
    create index profiles_listed_location_day_rate_desc_idx
      on profiles (location_key, day_rate_descending desc, id desc) include (role) where ${LISTED};

    create index reviews_reviewee_newest_idx on reviews (reviewee_id, created_at desc, id desc);
    drop index reviews_reviewee_idx;

    analyze profiles;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index if not exists reviews_reviewee_idx on reviews (reviewee_id);
    drop index if exists reviews_reviewee_newest_idx;
    alter table profiles drop column day_rate_ascending, drop column day_rate_descending;
    alter table profiles rename column hourly_rate_ascending to rate_ascending;
    alter table profiles rename column hourly_rate_descending to rate_descending;
    alter index profiles_listed_hourly_rate_asc_idx rename to profiles_listed_rate_asc_idx;
    alter index profiles_listed_role_hourly_rate_asc_idx rename to profiles_listed_role_rate_asc_idx;
    alter index profiles_listed_hourly_rate_desc_idx rename to profiles_listed_rate_desc_idx;
    alter index profiles_listed_role_hourly_rate_desc_idx rename to profiles_listed_role_rate_desc_idx;
    alter index profiles_listed_location_hourly_rate_asc_idx rename to profiles_listed_location_rate_asc_idx;
    alter index profiles_listed_location_hourly_rate_desc_idx rename to profiles_listed_location_rate_desc_idx;
  `.execute(db);
}
