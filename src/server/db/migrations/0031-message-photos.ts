import { type Kysely, sql } from 'kysely';

// Photos in messages (docs/product.md, Photos in messages; docs/decisions/0031): a message
// may carry one photo, an image of its own kind kept under 'private/' keys and served only
// through the app to the conversation's two members (and administrators). Its row is
// written with its message and never used by anything else; a message with a photo may
// have no words.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter type image_kind add value if not exists 'message'`.execute(db);
  await sql`
    alter table messages
      add column photo_id uuid references images (id),
      drop constraint messages_content_check,
      add constraint messages_content_check check (
        length(btrim(content)) <= 5000 and (length(btrim(content)) >= 1 or photo_id is not null)
      );
    create unique index messages_photo_idx on messages (photo_id) where photo_id is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from messages where photo_id is not null and length(btrim(content)) = 0;
    drop index messages_photo_idx;
    alter table messages
      drop constraint messages_content_check,
      add constraint messages_content_check check (length(btrim(content)) between 1 and 5000),
      drop column photo_id;
  `.execute(db);
}
