import { type Kysely, sql } from 'kysely';

// A message stored already read (imported, or written by the demo seed) counted as unread
// for its recipient: the trigger of migrations 0008-0013 added one on every insert, and
// opening the thread could never take it away again (nothing was left to mark read), so
// the Messages badge stayed on for good. A new message now counts only while it is
// unread and shown, and every conversation's count is taken again from its messages.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function messages_keep_conversations() returns trigger language plpgsql as $$
    declare
      shown record;
    begin
      if tg_op = 'INSERT' then
        perform lock_conversation_pair(new.sender_id, new.recipient_id);
        insert into conversations as c (member_id, other_id, last_message_id, last_message_at, unread_count)
        values (new.sender_id, new.recipient_id, new.id, new.created_at, 0),
               (new.recipient_id, new.sender_id, new.id, new.created_at,
                case when new.read_at is null and new.hidden_at is null then 1 else 0 end)
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

    update conversations c set unread_count = counted.unread
    from (
      select c2.member_id, c2.other_id, (
        select count(*)::int from messages m
        where m.recipient_id = c2.member_id and m.sender_id = c2.other_id
          and m.read_at is null and m.hidden_at is null
      ) as unread
      from conversations c2
    ) counted
    where counted.member_id = c.member_id and counted.other_id = c.other_id
      and counted.unread <> c.unread_count;
  `.execute(db);
}

// Nothing to undo: the trigger works on the schema as migration 0013 left it.
export async function down(_db: Kysely<unknown>): Promise<void> {}
