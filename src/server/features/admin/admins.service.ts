import { type AdminLevel, PERMISSIONS_BY_LEVEL } from '../../../shared/enums.js';
import {
  type AdminChange,
  type AdminSubject,
  adminChangeBlocker,
  countActiveSuperAdmins,
} from '../../../shared/policies.js';
import {
  ADMIN_PEOPLE_TEXTS,
  type AdminUser,
  type AdminUserList,
} from '../../../shared/schemas/admin-people.js';
import { POLICY_TEXTS } from '../../../shared/texts.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { RequestContext } from '../../lib/request-context.js';

// The Admins tab (docs/product.md, Admin tabs; Protected admin accounts): the list, and
// what every change to an admin record checks first.

export type AdminsDeps = { db: Db; config: Pick<Config, 'adminEmail'> };

type AdminRecord = {
  id: string;
  user_id: string;
  admin_level: AdminLevel;
  is_active: boolean;
  created_at: Date;
  email: string;
  full_name: string | null;
};

function toAdminUser(row: AdminRecord, ctx: RequestContext): AdminUser {
  return {
    id: row.id,
    userId: row.user_id,
    email: row.email,
    fullName: row.full_name,
    level: row.admin_level,
    permissions: [...PERMISSIONS_BY_LEVEL[row.admin_level]],
    isActive: row.is_active,
    createdAt: row.created_at.toISOString(),
    isBootstrap: false,
    isYou: row.user_id === ctx.actor?.id,
  };
}

function adminRecords(db: Db) {
  return db
    .selectFrom('admins')
    .innerJoin('users', 'users.id', 'admins.user_id')
    .leftJoin('profiles', 'profiles.user_id', 'admins.user_id')
    .select([
      'admins.id',
      'admins.user_id',
      'admins.admin_level',
      'admins.is_active',
      'admins.created_at',
      'users.email',
      'profiles.full_name',
    ]);
}

/** One admin record with its member's name and email, as the Admins tab shows it. */
export async function adminUserById(db: Db, ctx: RequestContext, adminId: string): Promise<AdminUser> {
  const row = await adminRecords(db).where('admins.id', '=', adminId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', ADMIN_PEOPLE_TEXTS.adminNotFound);
  return toAdminUser(row, ctx);
}

/**
 * The ADMIN_EMAIL account first (shown, never changed here), then the admin records newest
 * first. An admin record of that account is shown as the account.
 */
export async function listAdmins(deps: AdminsDeps, ctx: RequestContext): Promise<AdminUserList> {
  const rows = await adminRecords(deps.db)
    .orderBy('admins.created_at', 'desc')
    .orderBy('admins.id')
    .execute();
  const bootstrapEmail = deps.config.adminEmail;
  const items = rows.filter((row) => row.email !== bootstrapEmail).map((row) => toAdminUser(row, ctx));
  if (!bootstrapEmail) return { items };

  const account = await deps.db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['users.id', 'users.created_at', 'profiles.full_name'])
    .where('users.email', '=', bootstrapEmail)
    .executeTakeFirst();
  const ownRow = rows.find((row) => row.email === bootstrapEmail);
  const bootstrap: AdminUser = {
    id: ownRow?.id ?? null,
    userId: account?.id ?? null,
    email: bootstrapEmail,
    fullName: account?.full_name ?? null,
    level: 'super_admin',
    permissions: [...PERMISSIONS_BY_LEVEL.super_admin],
    isActive: true,
    createdAt: account?.created_at.toISOString() ?? null,
    isBootstrap: true,
    isYou: Boolean(account && account.id === ctx.actor?.id),
  };
  return { items: [bootstrap, ...items] };
}

/**
 * Locks every admin record (in id order, so two writers never wait on each other in a
 * circle). Held to the end of the transaction, the lock makes concurrent changes take
 * turns, so two super_admins demoting each other at once cannot leave none (docs/product.md,
 * Protected admin accounts). The actor's own right to manage admins is read again under the
 * lock: one demoted, deactivated or removed while their request waited for it (or while its
 * body was still arriving) is refused (403). Every write to the admin records begins here.
 */
export async function lockAdminRecordsToManage(
  trx: Db,
  config: Pick<Config, 'adminEmail'>,
  ctx: RequestContext,
) {
  const locked = await trx
    .selectFrom('admins')
    .select(['id', 'user_id', 'admin_level', 'is_active'])
    .orderBy('id')
    .forUpdate()
    .execute();
  const bootstrap = config.adminEmail
    ? await trx.selectFrom('users').select('id').where('email', '=', config.adminEmail).executeTakeFirst()
    : undefined;
  const actorMayManage =
    (bootstrap !== undefined && ctx.actor?.id === bootstrap.id) ||
    locked.some(
      (row) =>
        row.user_id === ctx.actor?.id &&
        row.is_active &&
        PERMISSIONS_BY_LEVEL[row.admin_level].includes('manage_admins'),
    );
  if (!actorMayManage) throw new AppError('FORBIDDEN', POLICY_TEXTS.admin_level);
  return { locked, bootstrap };
}

/**
 * lockAdminRecordsToManage, and the record changed, with the number of active
 * super_admins the protected-account rules count.
 */
export async function lockAdminRecords(
  trx: Db,
  config: Pick<Config, 'adminEmail'>,
  ctx: RequestContext,
  adminId: string,
) {
  const { locked, bootstrap } = await lockAdminRecordsToManage(trx, config, ctx);
  const target = locked.find((row) => row.id === adminId);
  if (!target) throw new AppError('NOT_FOUND', ADMIN_PEOPLE_TEXTS.adminNotFound);
  // As the Admins tab lists them: the ADMIN_EMAIL account as an active super_admin
  // whatever its own record says, then the other records.
  const records: AdminSubject[] = locked
    .filter((row) => row.user_id !== bootstrap?.id)
    .map((row) => ({
      userId: row.user_id,
      level: row.admin_level,
      isActive: row.is_active,
      isBootstrap: false,
    }));
  if (bootstrap)
    records.push({ userId: bootstrap.id, level: 'super_admin', isActive: true, isBootstrap: true });
  return {
    target: { ...target, isBootstrap: Boolean(bootstrap && target.user_id === bootstrap.id) },
    activeSuperAdmins: countActiveSuperAdmins(records),
  };
}

/** Refuses a change the protected-account rules forbid, with its reason. */
export function assertAdminChangeAllowed(
  ctx: RequestContext,
  locked: Awaited<ReturnType<typeof lockAdminRecords>>,
  change: AdminChange,
): void {
  const { target } = locked;
  const blocker = adminChangeBlocker(
    ctx.actor,
    {
      userId: target.user_id,
      level: target.admin_level,
      isActive: target.is_active,
      isBootstrap: target.isBootstrap,
    },
    change,
    locked.activeSuperAdmins,
  );
  if (blocker === 'self') throw new AppError('FORBIDDEN', ADMIN_PEOPLE_TEXTS.notYourself);
  if (blocker === 'bootstrap') throw new AppError('FORBIDDEN', ADMIN_PEOPLE_TEXTS.bootstrapAccount);
  if (blocker === 'last_super_admin') throw new AppError('CONFLICT', ADMIN_PEOPLE_TEXTS.lastSuperAdmin);
}

/** What an audit row keeps of an admin record. */
export function adminAuditValues(row: { user_id: string; admin_level: AdminLevel; is_active: boolean }) {
  return { userId: row.user_id, level: row.admin_level, isActive: row.is_active };
}
