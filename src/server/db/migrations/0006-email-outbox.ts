import { type Kysely, sql } from 'kysely';

// Every email is written here in the transaction of the write that causes it, and sent by
// a background job (docs/product.md, Emails). `sent_at` is set once the SMTP server has
// accepted it, so a retried job never sends it twice. The text and html hold single-use
// links; they are cleared once sent, so the database keeps no usable link after that
// (the links' tokens are otherwise stored only as keyed hashes).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table emails (
      id uuid primary key default gen_random_uuid(),
      "to" text not null check (length("to") between 3 and 254),
      subject text not null,
      text text,
      html text,
      kind text not null,
      created_at timestamptz not null default now(),
      sent_at timestamptz,
      attempts integer not null default 0,
      last_error text,
      check (sent_at is not null or (text is not null and html is not null))
    );
    create index emails_unsent_idx on emails (created_at) where sent_at is null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists emails`.execute(db);
}
