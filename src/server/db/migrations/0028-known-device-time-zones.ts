import { type Kysely, sql } from 'kysely';

// The zone a browser said it runs in at sign-in (docs/product.md, New sign-ins), so the
// email about a new browser gives the time on the member's own clock.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table known_devices add column time_zone text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table known_devices drop column time_zone`.execute(db);
}
