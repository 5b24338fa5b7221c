import { type Kysely, sql } from 'kysely';

// Messages between members (docs/product.md, Messages) and the live events that carry
// them to open tabs (docs/product.md, Live updates).
//
// - messages: a client-made id per sender makes a retried send the same message; read_at
//   replaces is_read, which stays as a generated column; hidden_at is an admin's delete
//   (kept for the audit); notified_at marks messages already named in an unread email.
//   A thread is read through one index on the pair (smaller id, larger id, time).
// - conversations: one row per member per conversation (their inbox entry), kept by
//   triggers on messages: the last message, its time and the member's unread count. The
//   list is one range read of (member_id, last_message_at desc). Counting on the fly
//   would read every message of a busy member on each page (docs/decisions/0016).
// - blocks and reports: the safety tools.
// - member_events: what each member's event stream carries; the stream catches up from
//   here after a drop. Ids are taken under a per-member lock, so they commit in order.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index messages_unread_idx;
    alter table messages add column read_at timestamptz;
    update messages set read_at = created_at where is_read;
    alter table messages drop column is_read;
    alter table messages
      add column client_id uuid,
      add column hidden_at timestamptz,
      add column notified_at timestamptz,
      add column is_read boolean generated always as (read_at is not null) stored;
    create unique index messages_sender_client_id_idx on messages (sender_id, client_id);
    create index messages_pair_idx on messages
      (least(sender_id, recipient_id), greatest(sender_id, recipient_id), created_at desc, id desc);
    create index messages_unread_idx on messages (recipient_id, sender_id)
      where read_at is null and hidden_at is null;
    create index messages_unnotified_idx on messages (created_at)
      where read_at is null and notified_at is null and hidden_at is null;

    create table conversations (
      member_id uuid not null references users (id) on delete cascade,
      other_id uuid not null references users (id) on delete cascade,
      last_message_id uuid not null,
      last_message_at timestamptz not null,
      unread_count integer not null default 0 check (unread_count >= 0),
      -- Set when the member blocked the other: the conversation leaves their list.
      hidden_at timestamptz,
      primary key (member_id, other_id)
    );
    create index conversations_list_idx on conversations (member_id, last_message_at desc, other_id desc)
      where hidden_at is null;

    create function messages_keep_conversations() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into conversations as c (member_id, other_id, last_message_id, last_message_at, unread_count)
        values (new.sender_id, new.recipient_id, new.id, new.created_at, 0),
               (new.recipient_id, new.sender_id, new.id, new.created_at, 1)
        on conflict (member_id, other_id) do update set
          last_message_id = excluded.last_message_id,
          last_message_at = excluded.last_message_at,
          unread_count = c.unread_count + excluded.unread_count;
      elsif tg_op = 'UPDATE' then
        -- Read, or hidden while unread: one fewer unread for the recipient.
        if (old.read_at is null and old.hidden_at is null)
           and (new.read_at is not null or new.hidden_at is not null) then
          update conversations set unread_count = greatest(unread_count - 1, 0)
          where member_id = new.recipient_id and other_id = new.sender_id;
        end if;
      end if;
      return null;
    end;
    $$;
    create trigger messages_keep_conversations after insert or update of read_at, hidden_at on messages
      for each row execute function messages_keep_conversations();

    insert into conversations (member_id, other_id, last_message_id, last_message_at, unread_count)
    select distinct on (member_id, other_id) member_id, other_id, id, created_at,
      count(*) filter (where unread) over (partition by member_id, other_id)
    from (
      select sender_id as member_id, recipient_id as other_id, id, created_at, false as unread from messages
      union all
      select recipient_id, sender_id, id, created_at, read_at is null from messages
    ) m
    order by member_id, other_id, created_at desc, id desc;

    create table blocks (
      blocker_id uuid not null references users (id) on delete cascade,
      blocked_id uuid not null references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (blocker_id, blocked_id),
      check (blocker_id <> blocked_id)
    );
    create index blocks_blocked_idx on blocks (blocked_id, blocker_id);

    create type report_status as enum ('open', 'dismissed', 'actioned');
    create table reports (
      id uuid primary key default gen_random_uuid(),
      reporter_id uuid references users (id) on delete set null,
      member_id uuid not null references users (id) on delete cascade,
      message_id uuid references messages (id) on delete set null,
      reason text not null check (char_length(reason) between 3 and 1000),
      status report_status not null default 'open',
      handled_by uuid references users (id) on delete set null,
      handled_at timestamptz,
      note text,
      created_at timestamptz not null default now()
    );
    create index reports_open_idx on reports (created_at) where status = 'open';

    create table member_events (
      id bigint generated always as identity primary key,
      member_id uuid not null references users (id) on delete cascade,
      type text not null,
      payload jsonb not null,
      created_at timestamptz not null default now()
    );
    create index member_events_member_idx on member_events (member_id, id);
    create index member_events_created_at_idx on member_events (created_at);

    alter table users
      add column email_unread_messages boolean not null default true,
      add column unread_email_sent_at timestamptz;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users drop column unread_email_sent_at, drop column email_unread_messages;
    drop table member_events, reports, blocks;
    drop type report_status;
    drop trigger messages_keep_conversations on messages;
    drop function messages_keep_conversations();
    drop table conversations;
    drop index messages_unnotified_idx, messages_unread_idx, messages_pair_idx, messages_sender_client_id_idx;
    alter table messages drop column is_read;
    alter table messages add column is_read boolean not null default false;
    update messages set is_read = read_at is not null;
    alter table messages drop column client_id, drop column read_at, drop column hidden_at, drop column notified_at;
    create index messages_unread_idx on messages (recipient_id) where not is_read;
  `.execute(db);
}
