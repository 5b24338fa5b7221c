import type { Config } from '../config.js';
import type { Db } from '../db/database.js';

// The settings a super_admin changes in the admin area (docs/product.md, Platform
// settings), read where they apply: sign-up and the unread-message email. Read from the
// database at each use, so a change applies at once on every server copy.

export type PlatformSettingsRow = {
  signUpOpen: boolean;
  unreadEmailDelayMinutes: number | null;
  updatedAt: Date | null;
};

export async function readPlatformSettings(db: Db): Promise<PlatformSettingsRow> {
  const row = await db
    .selectFrom('platform_settings')
    .select(['sign_up_open', 'unread_email_delay_minutes', 'updated_at'])
    .executeTakeFirst();
  // The migration writes the row; without it, the defaults.
  return {
    signUpOpen: row?.sign_up_open ?? true,
    unreadEmailDelayMinutes: row?.unread_email_delay_minutes ?? null,
    updatedAt: row?.updated_at ?? null,
  };
}

/** Whether new accounts may sign up. */
export async function isSignUpOpen(db: Db): Promise<boolean> {
  return (await readPlatformSettings(db)).signUpOpen;
}

/** How long a message waits unread before its email: the setting, else the server's default. */
export async function unreadEmailDelaySeconds(
  db: Db,
  config: Pick<Config, 'unreadEmailDelaySeconds'>,
): Promise<number> {
  const { unreadEmailDelayMinutes } = await readPlatformSettings(db);
  return unreadEmailDelayMinutes === null ? config.unreadEmailDelaySeconds : unreadEmailDelayMinutes * 60;
}
