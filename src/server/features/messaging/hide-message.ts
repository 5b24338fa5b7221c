import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { MessagesTable } from '../../db/schema.js';
import { publish } from '../../lib/realtime.js';
import { unreadChanged } from './conversations.js';

/**
 * An administrator deletes a message (docs/product.md, Admin tabs), or its sender does
 * (Deleting a message): it is hidden from both members, thread and conversation list alike
 * (the conversations trigger moves each list entry back to the newest message still
 * shown), and kept with who hid it and, for an administrator, why. Runs in the caller's
 * transaction (which writes an administrator's audit row). The message's row is locked:
 * of two at once, the second finds it hidden (`alreadyHidden`) and changes nothing. Null
 * when there is no such message.
 */
export async function hideMessageFromMembers(
  trx: Db,
  input: { messageId: string; hiddenBy: string; reason: string | null },
): Promise<{ row: Selectable<MessagesTable>; alreadyHidden: boolean } | null> {
  const current = await trx
    .selectFrom('messages')
    .selectAll()
    .where('id', '=', input.messageId)
    .forUpdate()
    .executeTakeFirst();
  if (!current) return null;
  if (current.hidden_at) return { row: current, alreadyHidden: true };
  const row = await trx
    .updateTable('messages')
    .set({ hidden_at: new Date(), hidden_by: input.hiddenBy, hidden_reason: input.reason })
    .where('id', '=', input.messageId)
    .returningAll()
    .executeTakeFirstOrThrow();
  // Its text leaves the stored events too: a stream resumed from before (a member may name
  // any event id) would otherwise replay it for as long as events are kept.
  await trx
    .deleteFrom('member_events')
    .where('member_id', 'in', [row.sender_id, row.recipient_id])
    .where('type', '=', 'message.created')
    .where(sql<boolean>`payload->'message'->>'id' = ${row.id}`)
    .execute();
  // Both members' open tabs drop it; the recipient's unread count may have fallen.
  await publish(trx, [
    {
      memberId: row.sender_id,
      event: { type: 'message.hidden', messageId: row.id, otherId: row.recipient_id },
    },
    {
      memberId: row.recipient_id,
      event: { type: 'message.hidden', messageId: row.id, otherId: row.sender_id },
    },
    unreadChanged(row.recipient_id),
  ]);
  return { row, alreadyHidden: false };
}
