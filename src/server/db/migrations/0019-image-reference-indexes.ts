import { type Kysely, sql } from 'kysely';

// The columns that reference an image, indexed. Deleting an image row checks each of them
// (profiles' avatar and banner are set to null, a work's reference forbids it): without an
// index every such delete read the whole profiles and portfolio_items tables, and it now
// runs inside the transaction that holds the member's profile row. The sweep of unused
// image rows (lib/stored-files-sweep.ts) asks the same questions per image.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index profiles_profile_image_id_idx on profiles (profile_image_id);
    create index profiles_cover_image_id_idx on profiles (cover_image_id);
    create index portfolio_items_image_id_idx on portfolio_items (image_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index portfolio_items_image_id_idx;
    drop index profiles_cover_image_id_idx;
    drop index profiles_profile_image_id_idx;
  `.execute(db);
}
