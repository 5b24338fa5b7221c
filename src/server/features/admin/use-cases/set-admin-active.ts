import type { AdminUser } from '../../../../shared/schemas/admin-people.js';
import { writeAudit } from '../../../lib/audit.js';
import type { RequestContext } from '../../../lib/request-context.js';
import {
  type AdminsDeps,
  adminAuditValues,
  adminUserById,
  assertAdminChangeAllowed,
  lockAdminRecords,
} from '../admins.service.js';

/**
 * Activates or deactivates an admin record (docs/product.md, Admin tabs). An inactive
 * record grants nothing from the member's next request. Deactivating oneself, the
 * ADMIN_EMAIL account or the last active super_admin is refused (Protected admin
 * accounts), with every admin record locked while it is decided.
 */
export async function setAdminActive(
  deps: AdminsDeps,
  ctx: RequestContext,
  adminId: string,
  isActive: boolean,
): Promise<AdminUser> {
  await deps.db.transaction().execute(async (trx) => {
    const locked = await lockAdminRecords(trx, deps.config, ctx, adminId);
    const { target } = locked;
    if (target.is_active === isActive) return;
    if (!isActive) assertAdminChangeAllowed(ctx, locked, { kind: 'deactivate' });
    else assertAdminChangeAllowed(ctx, locked, { kind: 'level', level: target.admin_level });

    await trx.updateTable('admins').set({ is_active: isActive }).where('id', '=', adminId).execute();
    await writeAudit(trx, ctx, {
      action: isActive ? 'admin.activate' : 'admin.deactivate',
      tableName: 'admins',
      recordId: adminId,
      oldValues: adminAuditValues(target),
      newValues: adminAuditValues({ ...target, is_active: isActive }),
    });
  });
  return adminUserById(deps.db, ctx, adminId);
}
