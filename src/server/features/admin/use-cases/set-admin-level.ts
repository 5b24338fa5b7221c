import { type AdminLevel, permissionsFor } from '../../../../shared/enums.js';
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
 * Sets an admin record's level, and with it the stored permissions (docs/product.md, Admin
 * levels and permissions). The session reads the level at every request, so the change
 * applies from the member's next request. Demoting oneself, the ADMIN_EMAIL account or
 * the last active super_admin is refused, with every admin record locked meanwhile.
 */
export async function setAdminLevel(
  deps: AdminsDeps,
  ctx: RequestContext,
  adminId: string,
  level: AdminLevel,
): Promise<AdminUser> {
  await deps.db.transaction().execute(async (trx) => {
    const locked = await lockAdminRecords(trx, deps.config, ctx, adminId);
    const { target } = locked;
    assertAdminChangeAllowed(ctx, locked, { kind: 'level', level });
    if (target.admin_level === level) return;

    await trx
      .updateTable('admins')
      .set({ admin_level: level, permissions: JSON.stringify(permissionsFor(level)) })
      .where('id', '=', adminId)
      .execute();
    await writeAudit(trx, ctx, {
      action: 'admin.level',
      tableName: 'admins',
      recordId: adminId,
      oldValues: adminAuditValues(target),
      newValues: adminAuditValues({ ...target, admin_level: level }),
    });
  });
  return adminUserById(deps.db, ctx, adminId);
}
