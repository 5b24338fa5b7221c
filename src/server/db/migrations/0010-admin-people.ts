import { type Kysely, sql } from 'kysely';

// The admin area's people and platform settings (docs/product.md, Admin tabs; Platform
// settings).
//
// - platform_settings: one row (id is always true) of the settings a super_admin may
//   change. An unread-email delay of null means the server's default
//   (UNREAD_EMAIL_DELAY_SECONDS). Changes are audited like every admin write.
// - The Professionals tab lists the newest first in keyset pages and searches names and
//   emails by substring: an index for that order (replacing 0001's, which had no tie-breaker),
//   a trigram index for the search.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table platform_settings (
      id boolean primary key default true check (id),
      sign_up_open boolean not null default true,
      unread_email_delay_minutes integer
        check (unread_email_delay_minutes is null or unread_email_delay_minutes between 1 and 1440),
      updated_at timestamptz
    );
    insert into platform_settings (id) values (true);

    drop index profiles_admin_list_idx;
    create index profiles_admin_professionals_idx on profiles (created_at desc, user_id desc)
      where role <> 'client';
    create index profiles_admin_search_idx on profiles
      using gin ((display_name || ' ' || full_name || ' ' || email) gin_trgm_ops)
      where role <> 'client';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index profiles_admin_search_idx;
    drop index profiles_admin_professionals_idx;
    create index profiles_admin_list_idx on profiles (created_at desc);
    drop table platform_settings;
  `.execute(db);
}
