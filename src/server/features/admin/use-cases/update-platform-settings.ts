import type {
  PlatformSettings,
  UpdatePlatformSettingsBody,
} from '../../../../shared/schemas/admin-people.js';
import { ADMIN_TEXTS } from '../../../../shared/texts.js';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import { lockActingAdmin } from '../../../lib/acting-admin.js';
import { AppError } from '../../../lib/app-error.js';
import { writeAudit } from '../../../lib/audit.js';
import { readPlatformSettings } from '../../../lib/platform-settings.js';
import type { RequestContext } from '../../../lib/request-context.js';

type SettingsDeps = { db: Db; config: Pick<Config, 'unreadEmailDelaySeconds' | 'adminEmail'> };

/** The settings as the Settings tab shows them, with the server's default delay. */
export async function platformSettings(deps: SettingsDeps): Promise<PlatformSettings> {
  const settings = await readPlatformSettings(deps.db);
  return {
    signUpOpen: settings.signUpOpen,
    unreadEmailDelayMinutes: settings.unreadEmailDelayMinutes,
    defaultUnreadEmailDelaySeconds: deps.config.unreadEmailDelaySeconds,
    updatedAt: settings.updatedAt?.toISOString() ?? null,
  };
}

/**
 * Saves the platform settings (docs/product.md, Platform settings). The row is locked, so
 * two super_admins saving at once are applied in turn, each audited with what it replaced;
 * a save that changes nothing writes nothing (so a retried save succeeds). A save made
 * from settings that have changed since the form was filled is refused: it would put back
 * the other admin's change without anyone seeing it.
 */
export async function updatePlatformSettings(
  deps: SettingsDeps,
  ctx: RequestContext,
  input: UpdatePlatformSettingsBody,
): Promise<PlatformSettings> {
  await deps.db.transaction().execute(async (trx) => {
    await lockActingAdmin(trx, deps.config, ctx, 'system_settings');
    const row = await trx
      .selectFrom('platform_settings')
      .select(['sign_up_open', 'unread_email_delay_minutes', 'updated_at'])
      .forUpdate()
      .executeTakeFirstOrThrow();
    const before = { signUpOpen: row.sign_up_open, unreadEmailDelayMinutes: row.unread_email_delay_minutes };
    const after = { signUpOpen: input.signUpOpen, unreadEmailDelayMinutes: input.unreadEmailDelayMinutes };
    if (
      before.signUpOpen === after.signUpOpen &&
      before.unreadEmailDelayMinutes === after.unreadEmailDelayMinutes
    )
      return;
    if (!sameInstant(row.updated_at, input.expectedUpdatedAt))
      throw new AppError('CONFLICT', ADMIN_TEXTS.settingsChanged);
    await trx
      .updateTable('platform_settings')
      .set({
        sign_up_open: after.signUpOpen,
        unread_email_delay_minutes: after.unreadEmailDelayMinutes,
        updated_at: new Date(),
      })
      .execute();
    await writeAudit(trx, ctx, {
      action: 'settings.update',
      tableName: 'platform_settings',
      recordId: 'platform',
      oldValues: before,
      newValues: after,
    });
  });
  return platformSettings(deps);
}

/** Whether the stored `updated_at` is the instant the form was filled from (null: never saved). */
function sameInstant(stored: Date | null, expected: string | null): boolean {
  if (stored === null || expected === null) return stored === expected;
  return stored.getTime() === new Date(expected).getTime();
}
