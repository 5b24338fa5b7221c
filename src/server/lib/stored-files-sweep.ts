import { z } from 'zod';
import type { Db } from '../db/database.js';
import { PRIVATE_MESSAGE_PHOTOS } from './images.js';
import { defineJob } from './jobs.js';
import type { Storage } from './storage.js';

// An upload stores its files before its row commits, and removes them again when the row
// is not written; when the store is away at that moment (the very failure that stopped
// the upload) the removal fails too and the files stay with no row. This sweep removes
// stored image files that no image row names, once they are older than any upload in
// progress can be.
//
// An image row is written and deleted in the transaction that starts or ends its use
// (lib/images.ts). Before that was so, a server that died between the steps left rows
// that nothing uses, with their files public; the sweep removes those too, for the images
// whose files it lists anyway (a few index lookups per image, migration 0019).

/** Longer than any upload may take (REQUEST_TIMEOUT_SECONDS is at most an hour). */
export const SWEEP_GRACE_MS = 2 * 60 * 60 * 1000;

/**
 * Image keys are 'u/<ownerId>/<imageId>-<variant>.webp', and 'private/m/...' for photos in
 * messages (lib/images.ts).
 */
const IMAGE_KEY = /^(?:u|private\/m)\/[0-9a-f-]{36}\/([0-9a-f-]{36})-[a-z]+\.webp$/;

/**
 * Removes image files written before `olderThan` whose image row does not exist, and
 * image rows from before `olderThan` that no profile, no work and no message uses, with their files.
 * Returns the keys of the files removed.
 */
export async function sweepOrphanFiles(
  deps: { db: Db; storage: Storage },
  olderThan: Date,
): Promise<string[]> {
  const files = [
    ...(await deps.storage.list('u/')),
    ...(await deps.storage.list(PRIVATE_MESSAGE_PHOTOS)),
  ].filter((file) => file.modifiedAt < olderThan);
  const byImage = new Map<string, string[]>();
  for (const file of files) {
    const imageId = IMAGE_KEY.exec(file.key)?.[1];
    if (!imageId) continue;
    byImage.set(imageId, [...(byImage.get(imageId) ?? []), file.key]);
  }
  const orphans: string[] = [];
  const ids = [...byImage.keys()];
  for (let i = 0; i < ids.length; i += 1000) {
    const batch = ids.slice(i, i + 1000);
    // Rows that nothing uses go first: their files are then files without a row.
    await deps.db
      .deleteFrom('images as i')
      .where('i.id', 'in', batch)
      .where('i.created_at', '<', olderThan)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('profiles as p')
              .select('p.id')
              .where((eb) =>
                eb.or([
                  eb('p.profile_image_id', '=', eb.ref('i.id')),
                  eb('p.cover_image_id', '=', eb.ref('i.id')),
                ]),
              ),
          ),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('portfolio_items as w').select('w.id').whereRef('w.image_id', '=', 'i.id'))),
      )
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('messages as m').select('m.id').whereRef('m.photo_id', '=', 'i.id'))),
      )
      .execute();
    const rows = await deps.db.selectFrom('images').select('id').where('id', 'in', batch).execute();
    const known = new Set(rows.map((row) => row.id));
    for (const id of batch) if (!known.has(id)) orphans.push(...byImage.get(id)!);
  }
  for (let i = 0; i < orphans.length; i += 1000) await deps.storage.delete(orphans.slice(i, i + 1000));
  return orphans;
}

export const sweepStoredFiles = defineJob({
  name: 'sweep-stored-files',
  payload: z.object({}).passthrough(),
  cron: '43 * * * *',
  retryLimit: 2,
  retryDelaySeconds: 600,
  retryBackoff: false,
  expireInSeconds: 1800,
  handler: async (_payload, { db, storage }) => {
    await sweepOrphanFiles({ db, storage }, new Date(Date.now() - SWEEP_GRACE_MS));
  },
});
