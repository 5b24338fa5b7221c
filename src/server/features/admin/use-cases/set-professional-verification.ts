import type { VerificationStatus } from '../../../../shared/enums.js';
import { ADMIN_TEXTS } from '../../../../shared/texts.js';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import { lockActingAdmin } from '../../../lib/acting-admin.js';
import { AppError } from '../../../lib/app-error.js';
import { writeAudit } from '../../../lib/audit.js';
import type { RequestContext } from '../../../lib/request-context.js';

/**
 * Marks a professional verified or not verified (docs/product.md, Verification). The
 * change and its audit row commit together; the profile's row is locked, so two admins
 * at once are applied in turn, and a change that changes nothing writes nothing.
 */
export async function setProfessionalVerification(
  deps: { db: Db; config: Pick<Config, 'adminEmail'> },
  ctx: RequestContext,
  userId: string,
  status: Extract<VerificationStatus, 'verified' | 'unverified'>,
): Promise<{ userId: string; verificationStatus: VerificationStatus }> {
  return deps.db.transaction().execute(async (trx) => {
    await lockActingAdmin(trx, deps.config, ctx, 'manage_users');
    const profile = await trx
      .selectFrom('profiles')
      .select(['role', 'verification_status'])
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!profile || profile.role === 'client')
      throw new AppError('NOT_FOUND', ADMIN_TEXTS.professionalNotFound);
    if (profile.verification_status === status) return { userId, verificationStatus: status };

    await trx
      .updateTable('profiles')
      .set({ verification_status: status, updated_at: new Date() })
      .where('user_id', '=', userId)
      .execute();
    await writeAudit(trx, ctx, {
      action: 'professional.verification',
      tableName: 'profiles',
      recordId: userId,
      oldValues: { verificationStatus: profile.verification_status },
      newValues: { verificationStatus: status },
    });
    return { userId, verificationStatus: status };
  });
}
