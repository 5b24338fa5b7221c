import { type Selectable, sql } from 'kysely';
import type { MessagePhoto } from '../../../../shared/schemas/messaging.js';
import {
  ADMIN_MESSAGES_BATCH,
  type AdminMessage,
  type AdminMessageList,
  type AdminPerson,
  MODERATION_TEXTS,
} from '../../../../shared/schemas/moderation.js';
import type { Db } from '../../../db/database.js';
import type { MessagesTable } from '../../../db/schema.js';
import { decodeTimeCursor, encodeTimeCursor } from '../../../lib/keyset.js';
import { messagePhotos } from '../../messaging/index.js';
import { adminPeople, personOf } from './admin-people.js';

export function toAdminMessage(
  row: Selectable<MessagesTable>,
  people: Map<string, AdminPerson>,
  photos: ReadonlyMap<string, MessagePhoto>,
): AdminMessage {
  return {
    id: row.id,
    sender: personOf(people, row.sender_id),
    recipient: personOf(people, row.recipient_id),
    content: row.content,
    photo: row.photo_id ? (photos.get(row.photo_id) ?? null) : null,
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at?.toISOString() ?? null,
    hiddenAt: row.hidden_at?.toISOString() ?? null,
    hiddenReason: row.hidden_reason,
    deletedBySender: row.hidden_at !== null && row.hidden_by === row.sender_id,
  };
}

/**
 * The Messages tab (docs/product.md, Admin tabs): the latest 100 messages, deleted ones
 * included and marked, newest first; the next 100 continue after the last one
 * (messages_created_at_idx). Listing is not a read of a conversation: opening one is.
 */
export async function listAdminMessages(db: Db, cursorToken?: string): Promise<AdminMessageList> {
  const after = cursorToken ? decodeTimeCursor(cursorToken, MODERATION_TEXTS.cursorInvalid) : null;
  const rows = await db
    .selectFrom('messages')
    .selectAll()
    .select(sql<string>`created_at::text`.as('created_key'))
    .$if(after !== null, (q) =>
      q.where(sql<boolean>`(created_at, id) < (${after!.time}::timestamptz, ${after!.id}::uuid)`),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(ADMIN_MESSAGES_BATCH + 1)
    .execute();
  const page = rows.slice(0, ADMIN_MESSAGES_BATCH);
  const [people, photos] = await Promise.all([
    adminPeople(
      db,
      page.flatMap((row) => [row.sender_id, row.recipient_id]),
    ),
    messagePhotos(db, page),
  ]);
  const last = page.at(-1);
  return {
    items: page.map((row) => toAdminMessage(row, people, photos)),
    nextCursor:
      rows.length > ADMIN_MESSAGES_BATCH && last
        ? encodeTimeCursor({ time: last.created_key, id: last.id })
        : null,
  };
}
