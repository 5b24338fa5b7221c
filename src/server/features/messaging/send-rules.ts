import type { ErrorCode } from '../../../shared/errors.js';
import { type Actor, mayContact } from '../../../shared/policies.js';
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
    .select(['u.id', 'p.suspended_at'])
    .where('u.id', '=', otherId)
    .executeTakeFirst();
  if (!other) return { code: 'NOT_FOUND', message: PROFILE_MESSAGES.notFound };
  const verdict = mayContact(actor, { userId: otherId, isSuspended: other.suspended_at !== null });
  if (!verdict.allowed) {
    switch (verdict.refusal) {
      case 'self':
        return { code: 'FORBIDDEN', message: MESSAGING_TEXTS.self };
      case 'suspended':
        return { code: 'FORBIDDEN', message: MESSAGING_TEXTS.suspended };
      case 'unavailable':
        return { code: 'NOT_FOUND', message: PROFILE_MESSAGES.notFound };
      default:
        return { code: 'UNAUTHENTICATED', message: MESSAGING_TEXTS.blocked };
    }
  }
  const blocks = await db
    .selectFrom('blocks')
    .select(['blocker_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', actor.id), eb('blocked_id', '=', otherId)]),
        eb.and([eb('blocker_id', '=', otherId), eb('blocked_id', '=', actor.id)]),
      ]),
    )
    .execute();
  if (blocks.some((block) => block.blocker_id === actor.id))
    return { code: 'FORBIDDEN', message: MESSAGING_TEXTS.youBlocked };
  if (blocks.length) return { code: 'FORBIDDEN', message: MESSAGING_TEXTS.blocked };
  return null;
}

export async function assertMaySend(db: Db, actor: NonNullable<Actor>, otherId: string): Promise<void> {
  const refusal = await sendRefusal(db, actor, otherId);
  if (refusal) throw new AppError(refusal.code, refusal.message);
}
