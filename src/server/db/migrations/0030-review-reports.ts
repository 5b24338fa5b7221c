import { type Kysely, sql } from 'kysely';

// Reporting a review (docs/product.md, Blocking and reporting; Reviews): a report may name
// a review, whose author is the member reported, and be acted on by hiding it. A report
// names one thing at most: a message or a review.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table reports
      add column review_id uuid references reviews (id),
      drop constraint reports_action_check,
      add constraint reports_action_check
        check (action in ('suspend_member', 'delete_message', 'hide_review')),
      add constraint reports_one_subject check (message_id is null or review_id is null);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from reports where review_id is not null;
    alter table reports
      drop constraint reports_one_subject,
      drop constraint reports_action_check,
      add constraint reports_action_check check (action in ('suspend_member', 'delete_message')),
      drop column review_id;
  `.execute(db);
}
