import { sql } from 'kysely';
import {
  ADMIN_CONVERSATION_AROUND,
  type AdminConversation,
  MODERATION_TEXTS,
} from '../../../../shared/schemas/moderation.js';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import { lockActingAdmin } from '../../../lib/acting-admin.js';
import { AppError } from '../../../lib/app-error.js';
import { writeAudit } from '../../../lib/audit.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { messagePhotos } from '../../messaging/index.js';
import { adminPeople, personOf } from '../moderation/admin-people.js';
import { toAdminMessage } from '../moderation/message-list.js';

/**
 * An administrator opens the conversation around one message: up to 20 messages before
 * and after it, deleted ones included and marked (docs/product.md, Admin tabs). Reading a
 * private conversation is recorded like a write (docs/product.md, Audit log): the read and
 * its audit row share one transaction, so a read that cannot be recorded is not served.
 */
export async function readConversation(
  deps: { db: Db; config: Pick<Config, 'adminEmail'> },
  ctx: RequestContext,
  messageId: string,
): Promise<AdminConversation> {
  return deps.db.transaction().execute(async (trx) => {
    await lockActingAdmin(trx, deps.config, ctx, 'manage_messages');
    const focus = await trx.selectFrom('messages').selectAll().where('id', '=', messageId).executeTakeFirst();
    if (!focus) throw new AppError('NOT_FOUND', MODERATION_TEXTS.messageNotFound);
    const [low, high] =
      focus.sender_id < focus.recipient_id
        ? [focus.sender_id, focus.recipient_id]
        : [focus.recipient_id, focus.sender_id];
    // One range read of messages_pair_idx each way, compared at the stored time (microseconds kept).
    const side = (direction: 'earlier' | 'later') =>
      trx
        .selectFrom('messages')
        .selectAll()
        .where(sql<boolean>`least(sender_id, recipient_id) = ${low}::uuid`)
        .where(sql<boolean>`greatest(sender_id, recipient_id) = ${high}::uuid`)
        .where(
          direction === 'earlier'
            ? sql<boolean>`(created_at, id) < (select created_at, id from messages where id = ${messageId})`
            : sql<boolean>`(created_at, id) > (select created_at, id from messages where id = ${messageId})`,
        )
        .orderBy(sql`least(sender_id, recipient_id)`)
        .orderBy(sql`greatest(sender_id, recipient_id)`)
        .orderBy('created_at', direction === 'earlier' ? 'desc' : 'asc')
        .orderBy('id', direction === 'earlier' ? 'desc' : 'asc')
        .limit(ADMIN_CONVERSATION_AROUND + 1)
        .execute();
    const [earlier, later] = [await side('earlier'), await side('later')];
    const rows = [
      ...earlier.slice(0, ADMIN_CONVERSATION_AROUND).reverse(),
      focus,
      ...later.slice(0, ADMIN_CONVERSATION_AROUND),
    ];
    await writeAudit(trx, ctx, {
      action: 'conversation.read',
      tableName: 'messages',
      recordId: messageId,
      newValues: { members: [low, high], messagesShown: rows.length },
    });
    const people = await adminPeople(trx, [low, high]);
    const photos = await messagePhotos(trx, rows);
    return {
      focusId: messageId,
      members: [personOf(people, focus.sender_id), personOf(people, focus.recipient_id)],
      messages: rows.map((row) => toAdminMessage(row, people, photos)),
      hasEarlier: earlier.length > ADMIN_CONVERSATION_AROUND,
      hasLater: later.length > ADMIN_CONVERSATION_AROUND,
    };
  });
}
