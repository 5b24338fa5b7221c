import { type Kysely, sql } from 'kysely';

// Where each sitemap file of profiles starts, read once an hour. Each server copy read it
// for itself, at its own moment, so near a file's start a profile could be in a file of
// one copy and in the next of another: behind a load balancer a crawler could find it
// twice or not at all for up to an hour. The first copy to ask in an hour now stores the
// starts here and every copy serves that hour's files from this row.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sitemap_layouts (
      hour timestamptz not null,
      per_file integer not null check (per_file > 0),
      firsts text[] not null,
      primary key (hour, per_file)
    )
  `.execute(db);
}
