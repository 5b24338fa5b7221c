import { type Kysely, sql } from 'kysely';

// Calendar links (docs/product.md, Calendar link): a member's accepted bookings as a feed
// their calendar app subscribes to. One link per member; a new one replaces it (a new id,
// so the old address stops working). The address's key is an HMAC of the id keyed with
// AUTH_SECRET, so it is not stored and can be shown again.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table calendar_feeds (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null unique references users (id) on delete cascade,
      created_at timestamptz not null default now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table calendar_feeds;`.execute(db);
}
