import type { AdminPermission } from '../../shared/enums.js';
import { mayAdminister } from '../../shared/policies.js';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { enforce } from './authorize.js';
import type { RequestContext } from './request-context.js';

/**
 * The acting admin's `permission`, read again as their admin record is stored now, with
 * that record share-locked to the end of `trx`: a level change, deactivation or removal
 * that committed while the request was on its way refuses it (403), and one made while
 * the action runs waits until it has committed. So no admin action is done under a level
 * already taken away (docs/product.md, Admin levels and permissions). The ADMIN_EMAIL
 * account has no record and is always super_admin. Each admin write and audited read
 * calls this first in its transaction; changes to admin records lock them all instead
 * (features/admin/admins.service.ts, lockAdminRecordsToManage).
 */
export async function lockActingAdmin(
  trx: Db,
  config: Pick<Config, 'adminEmail'>,
  ctx: RequestContext,
  permission: AdminPermission,
): Promise<void> {
  const { actor } = ctx;
  if (actor && config.adminEmail && actor.email === config.adminEmail) return;
  const record = actor
    ? await trx
        .selectFrom('admins')
        .select(['admin_level', 'is_active'])
        .where('user_id', '=', actor.id)
        .forShare()
        .executeTakeFirst()
    : undefined;
  const adminLevel = record?.is_active ? record.admin_level : null;
  enforce(mayAdminister(actor && { ...actor, adminLevel }, permission));
}
