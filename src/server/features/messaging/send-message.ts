import { sql } from 'kysely';
import { RATE_LIMITS } from '../../../shared/limits.js';
import type { SessionUser } from '../../../shared/schemas/auth.js';
import { MESSAGING_TEXTS, type Message, type MessagePhoto } from '../../../shared/schemas/messaging.js';
import type { Config } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import {
  discardStoredImage,
  type ImageWork,
  recordImage,
  removeImageFiles,
  type StoredImage,
  storeImageFiles,
} from '../../lib/images.js';
import { unreadEmailDelaySeconds } from '../../lib/platform-settings.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import { publish } from '../../lib/realtime.js';
import type { RequestContext } from '../../lib/request-context.js';
import { countedUpload, lockStandings } from '../profiles/index.js';
import { type MessagingDeps, messagePhotos, toMessage, unreadChanged } from './conversations.js';
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
  input: {
    recipientId: string;
    clientId: string;
    content: string;
    /** A photo's files, stored already (sendPhotoMessage): its row is written with the message. */
    photo?: StoredImage;
  },
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
    if (input.photo) await recordImage(trx, input.photo);
    const row = await trx
      .insertInto('messages')
      .values({
        sender_id: me,
        recipient_id: input.recipientId,
        client_id: input.clientId,
        content: input.content,
        photo_id: input.photo?.row.id ?? null,
        // Sent while the recipient's unread email is off: never emailed, also not once they
        // turn it on again before the email job looks (docs/product.md, Unread message email).
        notified_at: sql<Date | null>`(select case when email_unread_messages then null else now() end
          from users where id = ${input.recipientId})`,
      })
      .onConflict((oc) => oc.columns(['sender_id', 'client_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) {
      // The same send, racing this one, stored it first: this one's photo is nobody's.
      if (input.photo) await trx.deleteFrom('images').where('id', '=', input.photo.row.id).execute();
      return null;
    }
    // Counted with the message it stores, so retries of one message count once (a refusal
    // rolls the message back). Before the members' event locks, as below.
    await deps.limiter.consumeAll(
      [
        { key: `message:${me}`, limit: RATE_LIMITS.message },
        ...(known ? [] : [{ key: `new-conversation:${me}`, limit: RATE_LIMITS.newConversation }]),
      ],
      trx,
    );
    const message = toMessage(row, photoOf(input.photo));
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
 * administrator (or the sender) deleted is not given back, nor said to be sent: 410
 * (docs/product.md, Sending).
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
  if (row.hidden_at)
    throw new AppError(
      'GONE',
      row.hidden_by === senderId ? MESSAGING_TEXTS.removedBySender : MESSAGING_TEXTS.removed,
    );
  return toMessage(row, await messagePhotos(deps.db, [row]));
}

/** The photo of a message being stored, as the message carries it. */
function photoOf(stored: StoredImage | undefined): Map<string, MessagePhoto> {
  if (!stored) return new Map();
  const { id, width, height, dominant_color } = stored.row;
  return new Map([[id, { id, width, height, color: dominant_color ?? '#d4d4d8' }]]);
}

/**
 * Sends a message with a photo (docs/product.md, Photos in messages): refused as any
 * message would be before the photo is worked on; then the photo is processed and its
 * files stored, and its row is written with the message in sendMessage's transaction.
 * Whatever stops the send removes the files again (a lost answer: the sweep does). A
 * retry of a send already stored returns it without storing the photo a second time.
 */
export async function sendPhotoMessage(
  deps: Parameters<typeof sendMessage>[0] & { imageWork: ImageWork },
  ctx: RequestContext & { actor: SessionUser },
  input: { recipientId: string; clientId: string; content: string; file: Buffer | null },
): Promise<{ message: Message; created: boolean }> {
  const me = ctx.actor.id;
  const already = await storedSend(deps, me, input);
  if (already) return { message: already, created: false };
  await assertMaySend(deps.db, ctx.actor, input.recipientId);
  if (!input.file) throw new AppError('BAD_REQUEST', MESSAGING_TEXTS.photoMissing);
  const file = input.file;
  const stored = await countedUpload(deps.limiter, me, async () =>
    storeImageFiles(deps.storage, { ownerId: me, processed: await deps.imageWork.process(file, 'message') }),
  );
  try {
    const sent = await sendMessage(deps, ctx, { ...input, photo: stored });
    if (!sent.created) await removeImageFiles(deps.storage, stored.keys);
    return sent;
  } catch (error) {
    await discardStoredImage(deps, stored);
    throw error;
  }
}
