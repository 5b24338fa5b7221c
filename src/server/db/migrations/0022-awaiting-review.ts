import { type Kysely, sql } from 'kysely';

// The completed bookings awaiting the client's review (docs/product.md, Dashboards): a
// client's completed bookings by their completion, so the last 14 days are one range.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index bookings_client_completed_idx on bookings (client_id, completed_at)
      where status = 'completed';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index bookings_client_completed_idx;`.execute(db);
}
