import { type Kysely, sql } from 'kysely';

// The contact form and the newsletter box store what they receive (docs/product.md,
// Nothing pretends).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create type contact_topic as enum ('general', 'support', 'billing', 'partnership', 'press');

    create table contact_messages (
      id uuid primary key default gen_random_uuid(),
      name text not null check (length(name) between 1 and 120),
      email text not null check (length(email) between 3 and 254),
      topic contact_topic not null,
      message text not null check (length(message) between 10 and 5000),
      user_id uuid references users (id) on delete set null,
      created_at timestamptz not null default now()
    );
    create index contact_messages_created_at_idx on contact_messages (created_at desc);

    create table newsletter_subscriptions (
      email text primary key check (email = lower(email) and length(email) between 3 and 254),
      source text not null default 'other' check (source in ('blog', 'footer', 'other')),
      created_at timestamptz not null default now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists newsletter_subscriptions, contact_messages; drop type if exists contact_topic;`.execute(
    db,
  );
}
