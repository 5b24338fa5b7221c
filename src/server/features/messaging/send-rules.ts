import { sql } from 'kysely';
import type { ErrorCode } from '../../../shared/errors.js';
import { type Actor, mayContact, mayViewProfile } from '../../../shared/policies.js';
import { MESSAGING_TEXTS } from '../../../shared/schemas/messaging.js';
import { PROFILE_MESSAGES } from '../../../shared/texts.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';

export type SendRefusal = { code: ErrorCode; message: string };

/**
 * Why `actor` may not write to `otherId` now, or null (docs/product.md, Sending): the
 * shared rule (mayContact: not oneself, not while suspended, not to a suspended member,
 * who is answered like their profile), then blocks either way.
 */
export async function sendRefusal(
  db: Db,
  actor: NonNullable<Actor>,
  otherId: string,
): Promise<SendRefusal | null> {
  const other = await db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.user_id', 'u.id')
    .select(['u.id', 'u.deleted_at', 'p.suspended_at'])
    .where('u.id', '=', otherId)
    .executeTakeFirst();
  if (!other) return { code: 'NOT_FOUND', message: PROFILE_MESSAGES.notFound };
  // Their conversations stay with the other side, who is told why nothing more can go.
  if (other.deleted_at) return { code: 'GONE', message: MESSAGING_TEXTS.memberLeft };
  const verdict = mayContact(actor, { userId: otherId, isSuspended: other.suspended_at !== null });
  if (!verdict.allowed) {
    switch (verdict.refusal) {
      case 'self':
        return { code: 'FORBIDDEN', message: MESSAGING_TEXTS.self };
      case 'suspended':
        return { code: 'FORBIDDEN', message: MESSAGING_TEXTS.suspended };
      case 'unavailable':
        // Suspended: unknown to a stranger, plainly said to whoever already writes with them.
        return (await hasConversationWith(db, actor.id, otherId))
          ? { code: 'FORBIDDEN', message: MESSAGING_TEXTS.unavailable }
          : { code: 'NOT_FOUND', message: PROFILE_MESSAGES.notFound };
      default:
        return { code: 'UNAUTHENTICATED', message: MESSAGING_TEXTS.blocked };
    }
  }
  const block = await blockBetween(db, actor.id, otherId);
  if (block === 'by_me') return { code: 'FORBIDDEN', message: MESSAGING_TEXTS.youBlocked };
  if (block === 'by_other') return { code: 'FORBIDDEN', message: MESSAGING_TEXTS.blocked };
  return null;
}

/**
 * Whether `me` blocked `otherId` ('by_me', first), or they blocked me ('by_other'), or
 * neither (docs/product.md, Blocking and reporting: neither writes to the other, by
 * message or booking request). Under the pair's lock the answer holds until commit.
 */
export async function blockBetween(
  db: Db,
  me: string,
  otherId: string,
): Promise<'by_me' | 'by_other' | null> {
  const blocks = await db
    .selectFrom('blocks')
    .select(['blocker_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', me), eb('blocked_id', '=', otherId)]),
        eb.and([eb('blocker_id', '=', otherId), eb('blocked_id', '=', me)]),
      ]),
    )
    .execute();
  if (blocks.some((block) => block.blocker_id === me)) return 'by_me';
  return blocks.length ? 'by_other' : null;
}

export async function assertMaySend(db: Db, actor: NonNullable<Actor>, otherId: string): Promise<void> {
  const refusal = await sendRefusal(db, actor, otherId);
  if (refusal) throw new AppError(refusal.code, refusal.message);
}

/**
 * The transaction lock of a pair of members (migration 0013), whichever way round: a send
 * and a block of the same pair take turns.
 */
export async function lockConversationPair(trx: Db, a: string, b: string): Promise<void> {
  await sql`select lock_conversation_pair(${a}::uuid, ${b}::uuid)`.execute(trx);
}

/**
 * Whether `actor` may know that member `otherId` exists (docs/product.md, Availability
 * and suspension): a suspended member is hidden as their profile is, except from
 * themselves, administrators and a member who already has a conversation with them.
 * Opening a thread, blocking and reporting all ask this, so none of them tells a
 * stranger that a suspended account is there.
 */
export async function mayKnowMember(db: Db, actor: NonNullable<Actor>, otherId: string): Promise<boolean> {
  const member = await db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.user_id', 'u.id')
    .select('p.suspended_at')
    .where('u.id', '=', otherId)
    .executeTakeFirst();
  if (!member) return false;
  if (mayViewProfile(actor, { userId: otherId, isSuspended: member.suspended_at !== null }).allowed)
    return true;
  return hasConversationWith(db, actor.id, otherId);
}

/** A conversation in my list, or one a block took out of it. */
export async function hasConversationWith(db: Db, memberId: string, otherId: string): Promise<boolean> {
  const conversation = await db
    .selectFrom('conversations')
    .select('other_id')
    .where('member_id', '=', memberId)
    .where('other_id', '=', otherId)
    .executeTakeFirst();
  return conversation !== undefined;
}
