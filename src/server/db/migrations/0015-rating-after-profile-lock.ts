import { type Kysely, sql } from 'kysely';

// Two review changes for one professional at once (two reviews posted, a review posted
// while another is hidden or answered) could leave the rating without one of them. The
// trigger recomputed the average in one UPDATE whose subqueries kept the view from before
// it waited for the other change's lock on the profile row, so the change committed
// meanwhile was not counted. The profile rows are now locked in a statement of their own
// first; the recount after it reads what is committed by then. Every rating is counted
// again once, to mend any profile left wrong.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
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
      -- In their own statement, in one order: the recount below starts after the wait.
      perform 1 from profiles where user_id = any (touched) order by user_id for update;
      update profiles p set
        rating_average = coalesce((select round(avg(rating)::numeric, 1) from reviews
          where reviewee_id = p.user_id and hidden_at is null), 0),
        rating_count = (select count(*) from reviews where reviewee_id = p.user_id and hidden_at is null)
      where p.user_id = any (touched);
      return null;
    end $$;

    update profiles p set
      rating_average = coalesce(counted.average, 0),
      rating_count = coalesce(counted.count, 0)
    from (
      select reviewee_id, round(avg(rating)::numeric, 1) as average, count(*) as count
      from reviews where hidden_at is null group by reviewee_id
    ) counted
    where counted.reviewee_id = p.user_id
      and (p.rating_average, p.rating_count) is distinct from (counted.average, counted.count);
    update profiles p set rating_average = 0, rating_count = 0
    where p.rating_count <> 0
      and not exists (select 1 from reviews r where r.reviewee_id = p.user_id and r.hidden_at is null);
  `.execute(db);
}

// The earlier trigger counted the same, only without waiting first: nothing to undo.
export async function down(_db: Kysely<unknown>): Promise<void> {}
