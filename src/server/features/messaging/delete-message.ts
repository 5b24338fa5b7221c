import { mayDeleteMessage } from '../../../shared/policies.js';
import type { SessionUser } from '../../../shared/schemas/auth.js';
import { MESSAGING_TEXTS } from '../../../shared/schemas/messaging.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { RequestContext } from '../../lib/request-context.js';
import { hideMessageFromMembers } from './hide-message.js';

/**
 * The sender deletes a message of theirs for both members (docs/product.md, Deleting a
 * message): within MESSAGE_DELETE_MINUTES of sending, in good standing. It is hidden as an
 * administrator's delete hides it, kept for the administrators with the sender as who hid
 * it. Asked again (a retry whose answer was lost), it is done already; one Frameline
 * deleted is gone for them as for anyone.
 */
export async function deleteMessage(
  deps: { db: Db },
  ctx: RequestContext & { actor: SessionUser },
  messageId: string,
): Promise<{ message: string }> {
  const me = ctx.actor.id;
  const now = new Date();
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('messages')
      .select(['sender_id', 'recipient_id', 'created_at', 'hidden_at', 'hidden_by'])
      .where('id', '=', messageId)
      .forUpdate()
      .executeTakeFirst();
    if (!row || (row.sender_id !== me && row.recipient_id !== me))
      throw new AppError('NOT_FOUND', MESSAGING_TEXTS.messageNotFound);
    if (row.hidden_at) {
      if (row.hidden_by === me && row.sender_id === me) return { message: MESSAGING_TEXTS.deleted };
      throw new AppError('NOT_FOUND', MESSAGING_TEXTS.messageNotFound);
    }
    const verdict = mayDeleteMessage(
      ctx.actor,
      { senderId: row.sender_id, recipientId: row.recipient_id, createdAt: row.created_at },
      now,
    );
    if (!verdict.allowed) {
      switch (verdict.refusal) {
        case 'not_party':
          throw new AppError('FORBIDDEN', MESSAGING_TEXTS.deleteNotYours);
        case 'suspended':
          throw new AppError('FORBIDDEN', MESSAGING_TEXTS.deleteSuspended);
        case 'conflict':
          throw new AppError('CONFLICT', MESSAGING_TEXTS.deleteTooLate);
        default:
          throw new AppError('NOT_FOUND', MESSAGING_TEXTS.messageNotFound);
      }
    }
    await hideMessageFromMembers(trx, { messageId, hiddenBy: me, reason: null });
    return { message: MESSAGING_TEXTS.deleted };
  });
}
