import { type Kysely, sql } from 'kysely';

// Two members writing to each other at the same moment (docs/product.md, Sending).
//
// The trigger of migrations 0008 and 0011 upserts both conversation entries of a pair,
// the sender's first: A writing to B locks (A, B) then (B, A), B writing to A the other
// way round, and PostgreSQL ended one of the two with a deadlock (the sender saw 500).
// The trigger now first takes a transaction lock on the pair, the same for both
// directions, wherever it touches both entries (a new message; a message hidden by an
// administrator). Reading touches only the reader's own entry and needs none.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function lock_conversation_pair(a uuid, b uuid) returns void language sql as $$
      select pg_advisory_xact_lock(hashtextextended('conversation:' || least(a, b)::text || ':' || greatest(a, b)::text, 0));
    $$;

    create or replace function messages_keep_conversations() returns trigger language plpgsql as $$
    declare
      shown record;
    begin
      if tg_op = 'INSERT' then
        perform lock_conversation_pair(new.sender_id, new.recipient_id);
        insert into conversations as c (member_id, other_id, last_message_id, last_message_at, unread_count)
        values (new.sender_id, new.recipient_id, new.id, new.created_at, 0),
               (new.recipient_id, new.sender_id, new.id, new.created_at, 1)
        on conflict (member_id, other_id) do update set
          last_message_id = excluded.last_message_id,
          last_message_at = excluded.last_message_at,
          unread_count = c.unread_count + excluded.unread_count;
      elsif tg_op = 'UPDATE' then
        -- Hidden: both entries may change below, so the pair is locked before either.
        if old.hidden_at is null and new.hidden_at is not null then
          perform lock_conversation_pair(new.sender_id, new.recipient_id);
        end if;
        -- Read, or hidden while unread: one fewer unread for the recipient.
        if (old.read_at is null and old.hidden_at is null)
           and (new.read_at is not null or new.hidden_at is not null) then
          update conversations set unread_count = greatest(unread_count - 1, 0)
          where member_id = new.recipient_id and other_id = new.sender_id;
        end if;
        -- Hidden by an administrator while it was the last message: the entries point at
        -- the newest message still shown, or leave the list when none is.
        if old.hidden_at is null and new.hidden_at is not null then
          select m.id, m.created_at into shown from messages m
          where least(m.sender_id, m.recipient_id) = least(new.sender_id, new.recipient_id)
            and greatest(m.sender_id, m.recipient_id) = greatest(new.sender_id, new.recipient_id)
            and m.hidden_at is null
          order by least(m.sender_id, m.recipient_id), greatest(m.sender_id, m.recipient_id),
            m.created_at desc, m.id desc
          limit 1;
          if found then
            update conversations set last_message_id = shown.id, last_message_at = shown.created_at
            where ((member_id = new.sender_id and other_id = new.recipient_id)
                or (member_id = new.recipient_id and other_id = new.sender_id))
              and last_message_id = new.id;
          else
            delete from conversations
            where ((member_id = new.sender_id and other_id = new.recipient_id)
                or (member_id = new.recipient_id and other_id = new.sender_id))
              and last_message_id = new.id;
          end if;
        end if;
      end if;
      return null;
    end;
    $$;
  `.execute(db);
}

// Nothing to undo: the locking trigger works on the schema as migration 0012 left it.
export async function down(_db: Kysely<unknown>): Promise<void> {}
