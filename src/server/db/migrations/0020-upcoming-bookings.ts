import { type Kysely, sql } from 'kysely';

// The shoots coming up (docs/product.md, Dashboards): a member's accepted bookings by their
// start, as client too. The professional's side has had this index since 0009 (the overlap
// warning reads it); the client's is new.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index bookings_client_accepted_idx on bookings (client_id, starts_at)
      include (ends_at) where status = 'accepted';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index bookings_client_accepted_idx;`.execute(db);
}
