import { sql } from 'kysely';
import { RATE_LIMITS } from '../../../shared/limits.js';
import type { SessionUser } from '../../../shared/schemas/auth.js';
import { MESSAGING_TEXTS, type Message } from '../../../shared/schemas/messaging.js';
import type { Config } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import { unreadEmailDelaySeconds } from '../../lib/platform-settings.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import { publish } from '../../lib/realtime.js';
import type { RequestContext } from '../../lib/request-context.js';
import { lockStandings } from '../profiles/index.js';
import { type MessagingDeps, toMessage, unreadChanged } from './conversations.js';
import { assertMaySend, hasConversationWith, lockConversationPair } from './send-rules.js';
import { scheduleUnreadEmail } from './unread-email.js';

/**
 * Sends a message (docs/product.md, Sending). The sending tab names the message with its
 * own id, so a retry after a lost answer returns the message already stored instead of a
 * second copy. The message, the conversation entries (a trigger) and the live events for
 * both members commit together.
 */
export async function sendMessage(
  deps: MessagingDeps & { limiter: RateLimiter; config: Pick<Config, 'unreadEmailDelaySeconds'> },
  ctx: RequestContext & { actor: SessionUser },
  input: { recipientId: string; clientId: string; content: string },
): Promise<{ message: Message; created: boolean }> {
  const me = ctx.actor.id;
  const already = await storedSend(deps, me, input);
  if (already) return { message: already, created: false };

  await assertMaySend(deps.db, ctx.actor, input.recipientId);

  const created = await deps.db.transaction().execute(async (trx) => {
    // A block or suspension committed since the check above wins: checked again under the
    // pair's lock, which blocking takes too, and a share lock on both profiles, which a
    // suspension waits for (or this send for it), so the two never cross.
    await lockConversationPair(trx, me, input.recipientId);
    const standing = await lockStandings(trx, [me, input.recipientId]);
    await assertMaySend(
      trx,
      { ...ctx.actor, isSuspended: ctx.actor.isSuspended || standing.get(me)?.suspended_at != null },
      input.recipientId,
    );
    // Read under the pair's lock: two first messages at once start one conversation.
    const known = await hasConversationWith(trx, me, input.recipientId);
    const row = await trx
      .insertInto('messages')
      .values({
        sender_id: me,
        recipient_id: input.recipientId,
        client_id: input.clientId,
        content: input.content,
        // Sent while the recipient's unread email is off: never emailed, also not once they
        // turn it on again before the email job looks (docs/product.md, Unread message email).
        notified_at: sql<Date | null>`(select case when email_unread_messages then null else now() end
          from users where id = ${input.recipientId})`,
      })
      .onConflict((oc) => oc.columns(['sender_id', 'client_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) return null; // the same send, racing this one, stored it first
    // Counted with the message it stores, so retries of one message count once (a refusal
    // rolls the message back). Before the members' event locks, as below.
    await deps.limiter.consumeAll(
      [
        { key: `message:${me}`, limit: RATE_LIMITS.message },
        ...(known ? [] : [{ key: `new-conversation:${me}`, limit: RATE_LIMITS.newConversation }]),
      ],
      trx,
    );
    const message = toMessage(row);
    // The job's row before the members' event locks: a write takes no row lock after a
    // member lock (decision 0016), or a running email job and a mark-read could deadlock it.
    await scheduleUnreadEmail(trx, input.recipientId, await unreadEmailDelaySeconds(trx, deps.config));
    await publish(trx, [
      { memberId: me, event: { type: 'message.created', message } },
      { memberId: input.recipientId, event: { type: 'message.created', message } },
      unreadChanged(input.recipientId),
    ]);
    return message;
  });
  if (created) return { message: created, created: true };
  const raced = await storedSend(deps, me, input);
  if (!raced) throw new Error('a message that conflicted on its client id is missing');
  return { message: raced, created: false };
}

/**
 * The message this sender already stored under the client id, if any. One an
 * administrator deleted is not given back, nor said to be sent: 410 (docs/product.md,
 * Sending).
 */
async function storedSend(
  deps: MessagingDeps,
  senderId: string,
  input: { recipientId: string; clientId: string },
): Promise<Message | null> {
  const row = await deps.db
    .selectFrom('messages')
    .selectAll()
    .where('sender_id', '=', senderId)
    .where('client_id', '=', input.clientId)
    .executeTakeFirst();
  if (!row) return null;
  if (row.recipient_id !== input.recipientId)
    throw new AppError('CONFLICT', 'This message id was already used for another conversation.');
  if (row.hidden_at) throw new AppError('GONE', MESSAGING_TEXTS.removed);
  return toMessage(row);
}
