import { type Kysely, sql } from 'kysely';

// The audit log (docs/product.md, Audit log): every admin write leaves a row in the same
// transaction, and nobody can rewrite the trail afterwards, the database's owner included:
// triggers refuse UPDATE, DELETE and TRUNCATE. The actor is kept as an id and an email
// without a foreign key, since a cascade from a deleted user would be an UPDATE here.
// A suspension carries its reason (docs/product.md, Availability and suspension).

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table audit_logs drop constraint if exists audit_logs_user_id_fkey;
    alter table audit_logs rename column user_id to actor_id;
    alter table audit_logs
      add column actor_email text,
      add column ip text,
      add column request_id text;
    create index audit_logs_record_idx on audit_logs (table_name, record_id, created_at desc);

    create function audit_logs_refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_logs is append-only: % is not allowed', tg_op
        using errcode = 'insufficient_privilege';
    end;
    $$;
    create trigger audit_logs_no_update_or_delete before update or delete on audit_logs
      for each row execute function audit_logs_refuse_change();
    create trigger audit_logs_no_truncate before truncate on audit_logs
      for each statement execute function audit_logs_refuse_change();

    alter table profiles add column suspension_reason text
      check (suspension_reason is null or char_length(suspension_reason) <= 1000);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table profiles drop column suspension_reason;
    drop trigger audit_logs_no_truncate on audit_logs;
    drop trigger audit_logs_no_update_or_delete on audit_logs;
    drop function audit_logs_refuse_change();
    drop index audit_logs_record_idx;
    alter table audit_logs drop column request_id, drop column ip, drop column actor_email;
    alter table audit_logs rename column actor_id to user_id;
  `.execute(db);
}
