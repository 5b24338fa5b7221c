import { mayAdminister } from '../../../shared/policies.js';
import type { SessionUser } from '../../../shared/schemas/auth.js';
import { MESSAGING_TEXTS } from '../../../shared/schemas/messaging.js';
import { AppError } from '../../lib/app-error.js';
import type { MessagingDeps } from './conversations.js';

/**
 * A message's photo for `viewer` (docs/product.md, Photos in messages): its sender and its
 * recipient while the message is not deleted, and administrators who manage messages (who
 * open it from the conversation they read, an audited read). Anyone else, or a photo that
 * is not there: 404, as for a message one may not read.
 */
export async function readMessagePhoto(
  deps: MessagingDeps,
  viewer: SessionUser,
  photoId: string,
  size: 'thumb' | 'display',
): Promise<Buffer> {
  const row = await deps.db
    .selectFrom('messages as m')
    .innerJoin('images as i', 'i.id', 'm.photo_id')
    .select(['m.sender_id', 'm.recipient_id', 'm.hidden_at', 'i.variants'])
    .where('m.photo_id', '=', photoId)
    .executeTakeFirst();
  const party = row !== undefined && [row.sender_id, row.recipient_id].includes(viewer.id) && !row.hidden_at;
  const admin = mayAdminister(viewer, 'manage_messages').allowed;
  const key = row?.variants.find((variant) => variant.name === size)?.key;
  if (!row || !key || !(party || admin)) throw new AppError('NOT_FOUND', MESSAGING_TEXTS.photoNotFound);
  const bytes = await deps.storage.get(key);
  if (!bytes) throw new AppError('NOT_FOUND', MESSAGING_TEXTS.photoNotFound);
  return bytes;
}
