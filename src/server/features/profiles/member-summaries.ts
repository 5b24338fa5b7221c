import { MESSAGING_TEXTS, type MemberSummary } from '../../../shared/schemas/messaging.js';
import type { Db } from '../../db/database.js';
import { imageUrls } from '../../lib/images.js';
import type { Storage } from '../../lib/storage.js';

/**
 * Members as others see them beside a message or a booking: display name, role and
 * avatar. A member without a profile is 'Frameline member' with no avatar, one who
 * deleted their account 'Deleted member'.
 */
export async function memberSummaries(
  deps: { db: Db; storage: Storage },
  userIds: readonly string[],
): Promise<Map<string, MemberSummary>> {
  const ids = [...new Set(userIds)];
  const summaries = new Map<string, MemberSummary>();
  if (!ids.length) return summaries;
  const rows = await deps.db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.user_id', 'u.id')
    .leftJoin('images as a', 'a.id', 'p.profile_image_id')
    .select([
      'u.id',
      'u.deleted_at',
      'p.display_name',
      'p.role',
      'a.variants',
      'a.width',
      'a.height',
      'a.dominant_color',
    ])
    .where('u.id', 'in', ids)
    .execute();
  for (const row of rows) {
    summaries.set(row.id, {
      userId: row.id,
      displayName: row.deleted_at
        ? MESSAGING_TEXTS.deletedMember
        : (row.display_name ?? MESSAGING_TEXTS.memberWithoutProfile),
      role: row.role,
      avatar:
        row.variants && row.width && row.height && row.dominant_color
          ? imageUrls(deps.storage, {
              variants: row.variants,
              width: row.width,
              height: row.height,
              dominant_color: row.dominant_color,
            })
          : null,
    });
  }
  return summaries;
}
