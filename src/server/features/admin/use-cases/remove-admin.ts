import { writeAudit } from '../../../lib/audit.js';
import type { RequestContext } from '../../../lib/request-context.js';
import {
  type AdminsDeps,
  adminAuditValues,
  assertAdminChangeAllowed,
  lockAdminRecords,
} from '../admins.service.js';

/**
 * Removes an admin record: the member keeps their account and loses the admin area from
 * their next request (docs/product.md, Admin tabs). Removing oneself, the ADMIN_EMAIL
 * account or the last active super_admin is refused, with every admin record locked
 * meanwhile. The audit row keeps what the record was.
 */
export async function removeAdmin(deps: AdminsDeps, ctx: RequestContext, adminId: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const locked = await lockAdminRecords(trx, deps.config, ctx, adminId);
    assertAdminChangeAllowed(ctx, locked, { kind: 'remove' });
    await trx.deleteFrom('admins').where('id', '=', adminId).execute();
    await writeAudit(trx, ctx, {
      action: 'admin.remove',
      tableName: 'admins',
      recordId: adminId,
      oldValues: adminAuditValues(locked.target),
      newValues: null,
    });
  });
}
