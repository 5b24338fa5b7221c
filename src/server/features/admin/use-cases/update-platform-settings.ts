import type {
  PlatformSettings,
  UpdatePlatformSettingsBody,
} from '../../../../shared/schemas/admin-people.js';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import { writeAudit } from '../../../lib/audit.js';
import { readPlatformSettings } from '../../../lib/platform-settings.js';
import type { RequestContext } from '../../../lib/request-context.js';

type SettingsDeps = { db: Db; config: Pick<Config, 'unreadEmailDelaySeconds'> };

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
 * a save that changes nothing writes nothing.
 */
export async function updatePlatformSettings(
  deps: SettingsDeps,
  ctx: RequestContext,
  input: UpdatePlatformSettingsBody,
): Promise<PlatformSettings> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('platform_settings')
      .select(['sign_up_open', 'unread_email_delay_minutes'])
      .forUpdate()
      .executeTakeFirstOrThrow();
    const before = { signUpOpen: row.sign_up_open, unreadEmailDelayMinutes: row.unread_email_delay_minutes };
    const after = { signUpOpen: input.signUpOpen, unreadEmailDelayMinutes: input.unreadEmailDelayMinutes };
    if (
      before.signUpOpen === after.signUpOpen &&
      before.unreadEmailDelayMinutes === after.unreadEmailDelayMinutes
    )
      return;
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
