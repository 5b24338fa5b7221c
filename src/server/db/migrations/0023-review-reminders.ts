import { type Kysely, sql } from 'kysely';

// The client's one reminder to review (docs/product.md, Expiry and reminders):
// review_reminder_sent_at makes it once, and the job finds the completed bookings whose
// window closes within 3 days by completion time, among those not reminded yet.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table bookings add column review_reminder_sent_at timestamptz;
    create index bookings_review_reminder_idx on bookings (completed_at)
      where status = 'completed' and review_reminder_sent_at is null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index bookings_review_reminder_idx;
    alter table bookings drop column review_reminder_sent_at;
  `.execute(db);
}
