import { type AdminLevel, permissionsFor } from '../../../../shared/enums.js';
import { ADMIN_PEOPLE_TEXTS, type AdminUser } from '../../../../shared/schemas/admin-people.js';
import { AppError } from '../../../lib/app-error.js';
import { writeAudit } from '../../../lib/audit.js';
import type { RequestContext } from '../../../lib/request-context.js';
import {
  type AdminsDeps,
  adminAuditValues,
  adminUserById,
  lockAdminRecordsToManage,
} from '../admins.service.js';

/**
 * Makes the member with this email an administrator at `level` (docs/product.md, Admin
 * tabs). The stored permissions follow the level. The record and its audit row commit
 * together; a member who is an admin already (or two adds racing) gets 409.
 */
export async function addAdmin(
  deps: AdminsDeps,
  ctx: RequestContext,
  input: { email: string; level: AdminLevel },
): Promise<AdminUser> {
  const user = await deps.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', input.email)
    .executeTakeFirst();
  if (!user)
    throw new AppError('NOT_FOUND', ADMIN_PEOPLE_TEXTS.userNotFound, {
      fields: { email: ADMIN_PEOPLE_TEXTS.userNotFound },
    });
  // The ADMIN_EMAIL account is a super_admin already.
  if (input.email === deps.config.adminEmail) throw alreadyAdmin();

  const adminId = await deps.db.transaction().execute(async (trx) => {
    // Takes turns with every other change of the admin records, and refuses an actor who
    // lost the right to manage admins meanwhile (docs/product.md, Protected admin accounts).
    await lockAdminRecordsToManage(trx, deps.config, ctx);
    const row = await trx
      .insertInto('admins')
      .values({
        user_id: user.id,
        admin_level: input.level,
        permissions: JSON.stringify(permissionsFor(input.level)),
      })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .returning(['id', 'user_id', 'admin_level', 'is_active'])
      .executeTakeFirst();
    if (!row) throw alreadyAdmin();
    await writeAudit(trx, ctx, {
      action: 'admin.add',
      tableName: 'admins',
      recordId: row.id,
      oldValues: null,
      newValues: { email: input.email, ...adminAuditValues(row) },
    });
    return row.id;
  });
  return adminUserById(deps.db, ctx, adminId);
}

function alreadyAdmin() {
  return new AppError('CONFLICT', ADMIN_PEOPLE_TEXTS.alreadyAdmin, {
    fields: { email: ADMIN_PEOPLE_TEXTS.alreadyAdmin },
  });
}
