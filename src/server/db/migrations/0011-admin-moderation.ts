import { type Kysely, sql } from 'kysely';

// The admin area's moderation (docs/product.md, Admin tabs; Audit log).
//
// - messages: who hid a message and why. A hidden message leaves both members' thread,
//   and their conversation list shows the newest message still shown: the trigger of
//   migration 0008 now moves each member's entry back to it, or removes the entry when
//   no message is left to show (a later message brings it back).
// - reviews: hidden by an administrator with a reason; a hidden review leaves the
//   profile and the rating the trigger keeps (migration 0003).
// - reports: what was done about one (the member suspended, the message deleted); the
//   queue reads open reports first, newest first, from one index.
// - audit_logs: read newest first by id, filtered by admin or by action.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table messages
      add column hidden_by uuid references users (id) on delete set null,
      add column hidden_reason text check (hidden_reason is null or char_length(hidden_reason) <= 1000);

    create or replace function messages_keep_conversations() returns trigger language plpgsql as $$
    declare
      shown record;
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

    alter table reviews
      add column hidden_at timestamptz,
      add column hidden_by uuid references users (id) on delete set null,
      add column hidden_reason text check (hidden_reason is null or char_length(hidden_reason) between 1 and 1000),
      add check ((hidden_at is null) = (hidden_reason is null));
    create index reviews_newest_idx on reviews (created_at desc, id desc);

    create or replace function profiles_refresh_rating() returns trigger language plpgsql as $$
    declare
      touched uuid[];
    begin
      if tg_op = 'INSERT' then
        select array_agg(distinct reviewee_id) into touched from new_rows;
      elsif tg_op = 'DELETE' then
        select array_agg(distinct reviewee_id) into touched from old_rows;
      else
        select array_agg(distinct reviewee_id) into touched
        from (select reviewee_id from new_rows union select reviewee_id from old_rows) changed;
      end if;
      update profiles p set
        rating_average = coalesce((select round(avg(rating)::numeric, 1) from reviews
          where reviewee_id = p.user_id and hidden_at is null), 0),
        rating_count = (select count(*) from reviews where reviewee_id = p.user_id and hidden_at is null)
      where p.user_id = any (touched);
      return null;
    end $$;

    alter table reports
      add column action text check (action in ('suspend_member', 'delete_message')),
      add check ((action is null) or status = 'actioned');
    create index reports_queue_idx on reports ((status <> 'open'), created_at desc, id desc);

    create index audit_logs_actor_idx on audit_logs (actor_id, id desc);
    create index audit_logs_action_idx on audit_logs (action, id desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index audit_logs_action_idx, audit_logs_actor_idx, reports_queue_idx, reviews_newest_idx;
    alter table reports drop column action;
    create or replace function profiles_refresh_rating() returns trigger language plpgsql as $$
    declare
      touched uuid[];
    begin
      if tg_op = 'INSERT' then
        select array_agg(distinct reviewee_id) into touched from new_rows;
      elsif tg_op = 'DELETE' then
        select array_agg(distinct reviewee_id) into touched from old_rows;
      else
        select array_agg(distinct reviewee_id) into touched
        from (select reviewee_id from new_rows union select reviewee_id from old_rows) changed;
      end if;
      update profiles p set
        rating_average = coalesce((select round(avg(rating)::numeric, 1) from reviews where reviewee_id = p.user_id), 0),
        rating_count = (select count(*) from reviews where reviewee_id = p.user_id)
      where p.user_id = any (touched);
      return null;
    end $$;
    alter table reviews drop column hidden_reason, drop column hidden_by, drop column hidden_at;
    create or replace function messages_keep_conversations() returns trigger language plpgsql as $$
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
        if (old.read_at is null and old.hidden_at is null)
           and (new.read_at is not null or new.hidden_at is not null) then
          update conversations set unread_count = greatest(unread_count - 1, 0)
          where member_id = new.recipient_id and other_id = new.sender_id;
        end if;
      end if;
      return null;
    end;
    $$;
    alter table messages drop column hidden_reason, drop column hidden_by;
  `.execute(db);
}
