import { type Kysely, sql } from 'kysely';

// A member who deletes their account (docs/product.md, Deleting an account) leaves a
// row behind: the other side's messages, bookings and reviews keep naming a member. The
// row keeps no way in: its email is an address of the reserved .invalid domain (the real
// one is free to sign up again) and its password hash is empty, which no password matches.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users add column deleted_at timestamptz;
    alter table users drop constraint users_password_hash_check;
    alter table users add constraint users_password_hash_check
      check (password_hash like '$argon2id$%' or (deleted_at is not null and password_hash = ''));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users drop constraint users_password_hash_check;
    delete from users where deleted_at is not null;
    alter table users add constraint users_password_hash_check check (password_hash like '$argon2id$%');
    alter table users drop column deleted_at;
  `.execute(db);
}
