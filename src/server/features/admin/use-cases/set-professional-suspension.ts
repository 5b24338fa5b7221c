import type { ProfessionalStanding } from '../../../../shared/schemas/admin.js';
import { ADMIN_TEXTS } from '../../../../shared/texts.js';
import type { Db } from '../../../db/database.js';
import { AppError } from '../../../lib/app-error.js';
import { writeAudit } from '../../../lib/audit.js';
import type { RequestContext } from '../../../lib/request-context.js';

/**
 * Suspends a professional (with the reason they are told) or activates them again
 * (docs/product.md, Availability and suspension). One transaction holds the change and
 * its audit row (docs/product.md, Audit log): if either fails, neither happened. The
 * profile's row is locked, so two admins acting at once are applied one after the other;
 * a change that changes nothing writes nothing.
 */
export async function setProfessionalSuspension(
  deps: { db: Db },
  ctx: RequestContext,
  userId: string,
  change: { suspend: true; reason: string } | { suspend: false },
): Promise<ProfessionalStanding> {
  return deps.db.transaction().execute(async (trx) => {
    const profile = await trx
      .selectFrom('profiles')
      .select(['user_id', 'role', 'suspended_at', 'suspension_reason'])
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!profile || profile.role === 'client')
      throw new AppError('NOT_FOUND', ADMIN_TEXTS.professionalNotFound);

    const before = { suspended: profile.suspended_at !== null, reason: profile.suspension_reason };
    const after = change.suspend
      ? { suspended: true, reason: change.reason }
      : { suspended: false, reason: null };
    if (before.suspended === after.suspended && before.reason === after.reason)
      return { userId, isSuspended: before.suspended, suspensionReason: before.reason };

    await trx
      .updateTable('profiles')
      .set({
        // A changed reason keeps the original time of the suspension.
        suspended_at: after.suspended ? (profile.suspended_at ?? new Date()) : null,
        suspension_reason: after.reason,
        updated_at: new Date(),
      })
      .where('user_id', '=', userId)
      .execute();
    await writeAudit(trx, ctx, {
      action: change.suspend ? 'professional.suspend' : 'professional.activate',
      tableName: 'profiles',
      recordId: userId,
      oldValues: before,
      newValues: after,
    });
    return { userId, isSuspended: after.suspended, suspensionReason: after.reason };
  });
}
