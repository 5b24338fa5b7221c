import type { SessionUser } from '../../../../shared/schemas/auth.js';
import { type HiddenMessageResponse, MODERATION_TEXTS } from '../../../../shared/schemas/moderation.js';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import { lockActingAdmin } from '../../../lib/acting-admin.js';
import { AppError } from '../../../lib/app-error.js';
import { writeAudit } from '../../../lib/audit.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { hideMessageFromMembers, messagePhotos } from '../../messaging/index.js';
import { adminPeople } from '../moderation/admin-people.js';
import { toAdminMessage } from '../moderation/message-list.js';

/**
 * Deletes a message for both members, with a reason; the message is kept for the audit
 * (docs/product.md, Admin tabs). The hiding and its audit row commit together. Of two
 * admins at once, one deletes it and the other is told it is deleted already (409).
 */
export async function hideMessage(
  deps: { db: Db; config: Pick<Config, 'adminEmail'> },
  ctx: RequestContext & { actor: SessionUser },
  messageId: string,
  reason: string,
): Promise<HiddenMessageResponse> {
  const row = await deps.db.transaction().execute(async (trx) => {
    await lockActingAdmin(trx, deps.config, ctx, 'manage_messages');
    const hidden = await hideMessageFromMembers(trx, { messageId, hiddenBy: ctx.actor.id, reason });
    if (!hidden) throw new AppError('NOT_FOUND', MODERATION_TEXTS.messageNotFound);
    if (hidden.alreadyHidden) throw new AppError('CONFLICT', MODERATION_TEXTS.messageAlreadyHidden);
    await writeAudit(trx, ctx, {
      action: 'message.hide',
      tableName: 'messages',
      recordId: messageId,
      oldValues: { hidden: false },
      newValues: { hidden: true, reason },
    });
    return hidden.row;
  });
  const people = await adminPeople(deps.db, [row.sender_id, row.recipient_id]);
  return {
    item: toAdminMessage(row, people, await messagePhotos(deps.db, [row])),
    message: MODERATION_TEXTS.messageHidden,
  };
}
