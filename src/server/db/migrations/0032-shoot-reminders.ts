import { type Kysely, sql } from 'kysely';

// Both parties' one reminder of a shoot coming up (docs/product.md, Expiry and reminders):
// shoot_reminder_sent_at makes it once, and the job finds the accepted bookings starting
// within a day by their start, among those not reminded yet.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table bookings add column shoot_reminder_sent_at timestamptz;
    create index bookings_shoot_reminder_idx on bookings (starts_at)
      where status = 'accepted' and shoot_reminder_sent_at is null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index bookings_shoot_reminder_idx;
    alter table bookings drop column shoot_reminder_sent_at;
  `.execute(db);
}
