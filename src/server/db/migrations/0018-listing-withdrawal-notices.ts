import { type Kysely, sql } from 'kysely';

// A notice for the page cache (docs/decisions/0020) when a listed professional stops being
// listed: suspended, no longer available, a client now, or their profile deleted. Listing
// pages otherwise follow changes a few seconds behind; a professional taken off them (by an
// admin above all) is gone from them at once. The notice is 'withdrawn' on the
// public_pages channel, sent at commit like migration 0012's; a statement withdrawing no
// one sends nothing. "Listed" is docs/product.md's Who is listed, spelled out here as a
// migration keeps what it meant when it ran.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Each transition table is read only in the branch of the operation that has it.
  await sql`
    create function notify_listing_withdrawals() returns trigger language plpgsql as $$
    declare
      withdrawn boolean;
    begin
      if tg_op = 'UPDATE' then
        withdrawn := exists (
          select 1 from changed_old o join changed_new n on n.user_id = o.user_id
          where (o.is_available and o.suspended_at is null and o.role <> 'client')
            and not (n.is_available and n.suspended_at is null and n.role <> 'client')
        );
      else
        withdrawn := exists (
          select 1 from changed_old o
          where o.is_available and o.suspended_at is null and o.role <> 'client'
        );
      end if;
      if withdrawn then
        perform pg_notify('public_pages', 'withdrawn');
      end if;
      return null;
    end;
    $$;
    create trigger profiles_listing_withdrawal_update after update on profiles
      referencing old table as changed_old new table as changed_new
      for each statement execute function notify_listing_withdrawals();
    create trigger profiles_listing_withdrawal_delete after delete on profiles
      referencing old table as changed_old
      for each statement execute function notify_listing_withdrawals();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger if exists profiles_listing_withdrawal_update on profiles;
    drop trigger if exists profiles_listing_withdrawal_delete on profiles;
    drop function if exists notify_listing_withdrawals();
  `.execute(db);
}
