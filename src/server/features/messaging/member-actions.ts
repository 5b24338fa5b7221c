import { sql } from 'kysely';
import { RATE_LIMITS } from '../../../shared/limits.js';
import type { SessionUser } from '../../../shared/schemas/auth.js';
import {
  MESSAGING_TEXTS,
  type MemberSummary,
  type MessageSettings,
  type MessageSettingsView,
} from '../../../shared/schemas/messaging.js';
import { PROFILE_MESSAGES } from '../../../shared/texts.js';
import type { Config } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import { unreadEmailDelaySeconds } from '../../lib/platform-settings.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import { publish } from '../../lib/realtime.js';
import type { RequestContext } from '../../lib/request-context.js';
import { memberSummaries } from '../profiles/index.js';
import { type MessagingDeps, unreadChanged, unreadTotal } from './conversations.js';
import { fileReport } from './file-report.js';
import { blockBetween, lockConversationPair, mayKnowMember } from './send-rules.js';

type SignedIn = RequestContext & { actor: SessionUser };

/**
 * Opening a thread: the other member's messages to me become read, and only those
 * (docs/product.md, Read state). The sender's tabs learn it ("Seen"), mine the new count.
 */
export async function markConversationRead(
  deps: MessagingDeps,
  ctx: SignedIn,
  otherId: string,
): Promise<{ read: number; unreadTotal: number }> {
  const me = ctx.actor.id;
  // As opening the thread answers: nobody has a conversation with themselves, and a
  // member the actor may not know of answers like an unknown one.
  if (otherId === me) throw new AppError('FORBIDDEN', MESSAGING_TEXTS.self);
  await assertMayKnowMember(deps, ctx, otherId);
  return deps.db.transaction().execute(async (trx) => {
    const read = await trx
      .updateTable('messages')
      .set({ read_at: new Date() })
      .where('recipient_id', '=', me)
      .where('sender_id', '=', otherId)
      .where('read_at', 'is', null)
      .where('hidden_at', 'is', null)
      .returning(sql<string>`read_at`.as('read_at'))
      .execute();
    if (read.length) {
      const readAt = new Date(read[0]!.read_at).toISOString();
      const event = { type: 'messages.read' as const, readerId: me, senderId: otherId, readAt };
      await publish(trx, [{ memberId: otherId, event }, { memberId: me, event }, unreadChanged(me)]);
    }
    // After publishing: under the same lock, so the answer agrees with the live count.
    return { read: read.length, unreadTotal: await unreadTotal(trx, me) };
  });
}

/** 'Profile not found' for an unknown member, and for one the actor may not know is there. */
async function assertMayKnowMember(deps: MessagingDeps, ctx: SignedIn, userId: string) {
  if (!(await mayKnowMember(deps.db, ctx.actor, userId)))
    throw new AppError('NOT_FOUND', PROFILE_MESSAGES.notFound);
}

/**
 * Blocking (docs/product.md, Blocking and reporting): neither member can write to the
 * other, and the conversation leaves the blocker's list until they unblock.
 */
export async function blockMember(deps: MessagingDeps, ctx: SignedIn, otherId: string): Promise<void> {
  const me = ctx.actor.id;
  if (otherId === me) throw new AppError('BAD_REQUEST', 'You cannot block yourself.');
  await assertMayKnowMember(deps, ctx, otherId);
  await deps.db.transaction().execute(async (trx) => {
    // Takes turns with a send between the two (sendMessage checks again under this lock).
    await lockConversationPair(trx, me, otherId);
    await trx
      .insertInto('blocks')
      .values({ blocker_id: me, blocked_id: otherId })
      .onConflict((oc) => oc.doNothing())
      .execute();
    // What they sent and I have not been emailed about is never emailed, even after an
    // unblock (docs/product.md, Unread message email).
    await trx
      .updateTable('messages')
      .set({ notified_at: new Date() })
      .where('sender_id', '=', otherId)
      .where('recipient_id', '=', me)
      .where('notified_at', 'is', null)
      .execute();
    await trx
      .updateTable('conversations')
      .set({ hidden_at: new Date() })
      .where('member_id', '=', me)
      .where('other_id', '=', otherId)
      .where('hidden_at', 'is', null)
      .execute();
    await publish(trx, [unreadChanged(me)]);
  });
}

/**
 * Unblocking: a member I blocked is mine to unblock, also once they are suspended and
 * hidden; anyone else is answered as block answers them ('Profile not found').
 */
export async function unblockMember(deps: MessagingDeps, ctx: SignedIn, otherId: string): Promise<void> {
  const me = ctx.actor.id;
  if ((await blockBetween(deps.db, me, otherId)) !== 'by_me') await assertMayKnowMember(deps, ctx, otherId);
  await deps.db.transaction().execute(async (trx) => {
    // Takes turns with a block of the pair, so a block and an unblock at once leave the
    // member either blocked and out of the list, or neither.
    await lockConversationPair(trx, me, otherId);
    await trx.deleteFrom('blocks').where('blocker_id', '=', me).where('blocked_id', '=', otherId).execute();
    await trx
      .updateTable('conversations')
      .set({ hidden_at: null })
      .where('member_id', '=', me)
      .where('other_id', '=', otherId)
      .execute();
    await publish(trx, [unreadChanged(me)]);
  });
}

export async function blockedMembers(deps: MessagingDeps, ctx: SignedIn): Promise<MemberSummary[]> {
  const rows = await deps.db
    .selectFrom('blocks')
    .select('blocked_id')
    .where('blocker_id', '=', ctx.actor.id)
    .orderBy('created_at', 'desc')
    .execute();
  const summaries = await memberSummaries(
    deps,
    rows.map((row) => row.blocked_id),
  );
  return rows.flatMap((row) => summaries.get(row.blocked_id) ?? []);
}

/**
 * A report of a member, or of one of their messages to me, for the admin area's queue.
 * Only a message I received can be reported: others' messages are not mine to see.
 */
export async function reportMember(
  deps: MessagingDeps & { limiter: RateLimiter },
  ctx: SignedIn,
  input: { memberId: string; messageId?: string; reason: string },
): Promise<{ filed: boolean; message: string }> {
  const me = ctx.actor.id;
  if (input.memberId === me) throw new AppError('BAD_REQUEST', 'You cannot report yourself.');
  await assertMayKnowMember(deps, ctx, input.memberId);
  if (input.messageId) {
    const message = await deps.db
      .selectFrom('messages')
      .select('id')
      .where('id', '=', input.messageId)
      .where('sender_id', '=', input.memberId)
      .where('recipient_id', '=', me)
      .executeTakeFirst();
    if (!message) throw new AppError('NOT_FOUND', 'Message not found');
  }
  await deps.limiter.consume(`report:${me}`, RATE_LIMITS.report);
  return fileReport(deps.db, me, { memberId: input.memberId, messageId: input.messageId }, input.reason);
}

type SettingsDeps = MessagingDeps & { config: Pick<Config, 'unreadEmailDelaySeconds'> };

/** My unread email switch, with the delay the platform sets now (docs/product.md, Unread message email). */
export async function messageSettings(deps: SettingsDeps, ctx: SignedIn): Promise<MessageSettingsView> {
  const row = await deps.db
    .selectFrom('users')
    .select('email_unread_messages')
    .where('id', '=', ctx.actor.id)
    .executeTakeFirstOrThrow();
  return { emailUnreadMessages: row.email_unread_messages, ...(await unreadEmailDelay(deps)) };
}

export async function saveMessageSettings(
  deps: SettingsDeps,
  ctx: SignedIn,
  settings: MessageSettings,
): Promise<MessageSettingsView> {
  await deps.db
    .updateTable('users')
    .set({ email_unread_messages: settings.emailUnreadMessages, updated_at: new Date() })
    .where('id', '=', ctx.actor.id)
    .execute();
  return { ...settings, ...(await unreadEmailDelay(deps)) };
}

async function unreadEmailDelay(deps: SettingsDeps) {
  const seconds = await unreadEmailDelaySeconds(deps.db, deps.config);
  return { unreadEmailDelayMinutes: Math.max(1, Math.round(seconds / 60)) };
}
