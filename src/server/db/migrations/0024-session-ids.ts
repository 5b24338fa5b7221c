import { type Kysely, sql } from 'kysely';

// A member's list of where they are signed in (docs/product.md, Sessions and sign-out)
// names each session by an id of its own: the token's hash stays on the server. Ids are
// made for the sessions already there, so nobody has to sign in again.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table sessions add column id uuid not null default gen_random_uuid();
    create unique index sessions_id_key on sessions (id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions drop column id`.execute(db);
}
