import { type Kysely, sql } from 'kysely';

// The browsers an account has signed in from (docs/product.md, New sign-ins): a browser
// holds a random token in a cookie of its own, only its keyed hash is kept here, so a
// sign-in from a browser the account has not used before can be told to the member.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table known_devices (
      user_id uuid not null references users (id) on delete cascade,
      device_hash text not null,
      device text not null,
      first_signed_in_at timestamptz not null default now(),
      last_signed_in_at timestamptz not null default now(),
      -- when its first sign-in was emailed to the member (at most a few an hour)
      told_at timestamptz,
      primary key (user_id, device_hash)
    );
    create index known_devices_last_signed_in_at_idx on known_devices (last_signed_in_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table known_devices`.execute(db);
}
