import { type Kysely, sql } from 'kysely';

// Discovery at a million profiles, second round (docs/decisions/0007):
// - the location filter matches a normalized city key through btree indexes that lead
//   with it and then each sort key, so pages stay index range scans at any depth;
// - exact counts of listed professionals per (role, specialty, city), kept by a
//   statement-level trigger, answer the cards and the facet filters in O(1).

const LISTED = sql.raw(`is_available and suspended_at is null and role <> 'client'`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- The city a location names: its first comma-separated part, lower-cased, with runs
    -- of white space made one space ("  Paris ,France" -> 'paris'). Applied to profiles
    -- and to what a visitor types alike, so both sides always normalize the same way.
    create function discovery_location_key(location text) returns text
      language sql immutable parallel safe returns null on null input as $$
        select nullif(btrim(regexp_replace(lower(split_part(location, ',', 1)), '\\s+', ' ', 'g')), '')
      $$;
    alter table profiles
      add column location_key text generated always as (discovery_location_key(location)) stored;

    drop index if exists profiles_listed_location_idx;
    -- Role is included so that counts with a role filter can stay index-only.
    create index profiles_listed_location_newest_idx on profiles (location_key, created_at desc, id desc)
      include (role) where ${LISTED};
    create index profiles_listed_location_rate_asc_idx on profiles (location_key, rate_ascending, id)
      include (role) where ${LISTED};
    create index profiles_listed_location_rate_desc_idx on profiles (location_key, rate_descending desc, id desc)
      include (role) where ${LISTED};
    create index profiles_listed_location_rating_idx
      on profiles (location_key, rating_average desc, rating_count desc, id desc) include (role) where ${LISTED};

    -- Listed professionals per (role, specialty, city); '' stands for "any" in each column,
    -- so ('', '', '') is everyone listed and ('photographer', '', 'paris') the
    -- photographers in Paris. Rows whose count drops to 0 stay (harmless, reused).
    create table discovery_counts (
      role text not null,
      specialty text not null,
      location_key text collate "C" not null,
      listed integer not null,
      primary key (role, specialty, location_key)
    );

    -- The counter rows one listed profile adds to: every combination of (any or its role)
    -- x (any or each of its distinct specialties) x (anywhere or its city).
    create function discovery_count_keys(role member_role, specialties text[], location_key text)
      returns table (role text, specialty text, location_key text)
      language sql immutable parallel safe as $$
        select r, s, l
        from unnest(array['', role::text]) r,
          unnest(array[''] || array(select distinct x from unnest(specialties) x where x <> '')) s,
          unnest(case when location_key is null then array[''] else array['', location_key] end) l
      $$;

    create function discovery_counts_rebuild() returns void language sql as $$
      delete from discovery_counts;
      insert into discovery_counts (role, specialty, location_key, listed)
      select k.role, k.specialty, k.location_key, count(*)
      from profiles p, discovery_count_keys(p.role, p.specialties, p.location_key) k
      where p.is_available and p.suspended_at is null and p.role <> 'client'
      group by 1, 2, 3;
    $$;
    comment on function discovery_counts_rebuild() is
      'Recomputes discovery_counts from profiles (after a bulk load with the triggers disabled).';

    -- One statement-level function for insert, update and delete: +1 for each listed row
    -- after, -1 for each listed row before, summed per counter; unchanged counters are
    -- not written. Counters are upserted in key order, so concurrent writers lock them in
    -- the same order.
    create function discovery_counts_refresh() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into discovery_counts as c (role, specialty, location_key, listed)
        select k.role, k.specialty, k.location_key, count(*)
        from new_rows n, discovery_count_keys(n.role, n.specialties, n.location_key) k
        where n.is_available and n.suspended_at is null and n.role <> 'client'
        group by 1, 2, 3 order by 1, 2, 3
        on conflict (role, specialty, location_key) do update set listed = c.listed + excluded.listed;
      elsif tg_op = 'DELETE' then
        update discovery_counts c set listed = c.listed - d.n
        from (
          select k.role, k.specialty, k.location_key, count(*) as n
          from old_rows o, discovery_count_keys(o.role, o.specialties, o.location_key) k
          where o.is_available and o.suspended_at is null and o.role <> 'client'
          group by 1, 2, 3 order by 1, 2, 3
        ) d
        where (c.role, c.specialty, c.location_key) = (d.role, d.specialty, d.location_key);
      else
        insert into discovery_counts as c (role, specialty, location_key, listed)
        select role, specialty, location_key, sum(n) from (
          select k.role, k.specialty, k.location_key, 1 as n
          from new_rows r, discovery_count_keys(r.role, r.specialties, r.location_key) k
          where r.is_available and r.suspended_at is null and r.role <> 'client'
          union all
          select k.role, k.specialty, k.location_key, -1
          from old_rows r, discovery_count_keys(r.role, r.specialties, r.location_key) k
          where r.is_available and r.suspended_at is null and r.role <> 'client'
        ) changes
        group by 1, 2, 3 having sum(n) <> 0 order by 1, 2, 3
        on conflict (role, specialty, location_key) do update set listed = c.listed + excluded.listed;
      end if;
      return null;
    end $$;
    create trigger profiles_discovery_counts_insert after insert on profiles
      referencing new table as new_rows for each statement execute function discovery_counts_refresh();
    create trigger profiles_discovery_counts_update after update on profiles
      referencing new table as new_rows old table as old_rows for each statement execute function discovery_counts_refresh();
    create trigger profiles_discovery_counts_delete after delete on profiles
      referencing old table as old_rows for each statement execute function discovery_counts_refresh();

    -- The city a search means: the typed city when professionals are listed there, else the
    -- city with the most listed professionals whose name starts with what was typed
    -- ('lisb' -> 'lisbon' while typing), else the typed city (which then matches nothing).
    -- Code-point order ("C") makes the prefix one range of the primary key.
    create function discovery_city(typed text) returns text
      language sql stable parallel safe returns null on null input as $$
        select coalesce((
          select c.location_key from discovery_counts c
          where c.role = '' and c.specialty = '' and c.listed > 0
            and c.location_key >= discovery_location_key(typed)
            and c.location_key < discovery_location_key(typed) || chr(1114111)
          order by c.location_key = discovery_location_key(typed) desc, c.listed desc, c.location_key
          limit 1
        ), discovery_location_key(typed))
      $$;

    select discovery_counts_rebuild();
    analyze profiles;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger if exists profiles_discovery_counts_insert on profiles;
    drop trigger if exists profiles_discovery_counts_update on profiles;
    drop trigger if exists profiles_discovery_counts_delete on profiles;
    drop function if exists discovery_city;
    drop function if exists discovery_counts_refresh;
    drop function if exists discovery_counts_rebuild;
    drop function if exists discovery_count_keys;
    drop table if exists discovery_counts;
    alter table profiles drop column location_key;
    drop function if exists discovery_location_key;
    create index profiles_listed_location_idx on profiles using gin (lower(location) gin_trgm_ops)
      where ${LISTED};
  `.execute(db);
}
