import type { AdminLevel, AdminPermission } from '../../shared/enums.js';
import { type Actor, mayAdminister } from '../../shared/policies.js';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { enforce } from './authorize.js';
import type { RequestContext } from './request-context.js';

/**
 * ADMIN_EMAIL is super_admin without a row; otherwise an active admin row decides
 * (docs/product.md, Who uses Frameline).
 */
export function adminLevelFor(
  config: Pick<Config, 'adminEmail'>,
  email: string,
  rowLevel: AdminLevel | null,
): AdminLevel | null {
  if (config.adminEmail && email === config.adminEmail) return 'super_admin';
  return rowLevel;
}

/**
 * The acting admin's `permissions`, read again as their admin record is stored now, with
 * that record share-locked to the end of `trx`: a level change, deactivation or removal
 * that committed while the request was on its way refuses it (403), and one made while
 * the action runs waits until it has committed. So no admin action is done under a level
 * already taken away (docs/product.md, Admin levels and permissions). Each admin write and
 * audited read calls this first in its transaction; changes to admin records lock them all
 * instead (features/admin/admins.service.ts, lockAdminRecordsToManage). Returns the actor
 * with that level, for rules that compare it (a member of a higher level is out of reach).
 */
export async function lockActingAdmin(
  trx: Db,
  config: Pick<Config, 'adminEmail'>,
  ctx: RequestContext,
  ...permissions: [AdminPermission, ...AdminPermission[]]
): Promise<Actor> {
  const { actor } = ctx;
  const record = actor
    ? await trx
        .selectFrom('admins')
        .select(['admin_level', 'is_active'])
        .where('user_id', '=', actor.id)
        .forShare()
        .executeTakeFirst()
    : undefined;
  const stored = actor && {
    ...actor,
    adminLevel: adminLevelFor(config, actor.email, record?.is_active ? record.admin_level : null),
  };
  for (const permission of permissions) enforce(mayAdminister(stored, permission));
  return stored;
}
