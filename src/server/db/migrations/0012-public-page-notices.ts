import { type Kysely, sql } from 'kysely';

// Notices for the page cache (docs/decisions/0020): after a statement changes profiles,
// portfolio items or reviews, the members whose public pages show them are named on the
// public_pages channel, sent at commit (a rolled-back change sends nothing). One notice a
// statement, with the distinct member ids comma-separated, or '*' when there are more
// than fit comfortably in a notice (a bulk load): then every copy drops its whole cache.

const TABLES = [
  { table: 'profiles', member: 'user_id' },
  { table: 'portfolio_items', member: 'user_id' },
  { table: 'reviews', member: 'reviewee_id' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_public_pages() returns trigger language plpgsql as $$
    declare
      member_column text := tg_argv[0];
      ids text[];
    begin
      -- The transition tables hold the statement's rows: the old and the new ones.
      if tg_op = 'INSERT' then
        execute format('select array_agg(distinct %I::text) from changed_new', member_column) into ids;
      elsif tg_op = 'DELETE' then
        execute format('select array_agg(distinct %I::text) from changed_old', member_column) into ids;
      else
        execute format(
          'select array_agg(distinct m) from (select %1$I::text as m from changed_new union select %1$I::text from changed_old) both_sides',
          member_column
        ) into ids;
      end if;
      if ids is null then
        return null;
      end if;
      perform pg_notify(
        'public_pages',
        case when cardinality(ids) > 100 then '*' else array_to_string(ids, ',') end
      );
      return null;
    end;
    $$;
  `.execute(db);
  for (const { table, member } of TABLES) {
    await sql`
      create trigger ${sql.raw(`${table}_public_pages_insert`)} after insert on ${sql.table(table)}
        referencing new table as changed_new
        for each statement execute function notify_public_pages(${sql.lit(member)});
      create trigger ${sql.raw(`${table}_public_pages_update`)} after update on ${sql.table(table)}
        referencing old table as changed_old new table as changed_new
        for each statement execute function notify_public_pages(${sql.lit(member)});
      create trigger ${sql.raw(`${table}_public_pages_delete`)} after delete on ${sql.table(table)}
        referencing old table as changed_old
        for each statement execute function notify_public_pages(${sql.lit(member)});
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table } of TABLES) {
    await sql`
      drop trigger if exists ${sql.raw(`${table}_public_pages_insert`)} on ${sql.table(table)};
      drop trigger if exists ${sql.raw(`${table}_public_pages_update`)} on ${sql.table(table)};
      drop trigger if exists ${sql.raw(`${table}_public_pages_delete`)} on ${sql.table(table)};
    `.execute(db);
  }
  await sql`drop function if exists notify_public_pages();`.execute(db);
}
