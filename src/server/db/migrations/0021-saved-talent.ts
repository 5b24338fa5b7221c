import { type Kysely, sql } from 'kysely';

// Saved talent (docs/product.md, Saved talent): the professionals a member keeps to come
// back to, private to them. One row per member and professional; gone with either account.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table saved_talent (
      member_id uuid not null references users (id) on delete cascade,
      talent_id uuid not null references users (id) on delete cascade,
      saved_at timestamptz not null default now(),
      primary key (member_id, talent_id),
      constraint saved_talent_not_self check (member_id <> talent_id)
    );
    -- The member's list, newest first, in keyset pages.
    create index saved_talent_member_saved_idx on saved_talent (member_id, saved_at desc, talent_id desc);
    -- Deleting an account removes it from every list that saved it.
    create index saved_talent_talent_idx on saved_talent (talent_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table saved_talent;`.execute(db);
}
