import { sql } from 'kysely';
import { longDateText, timeZoneLabel } from '../../../shared/booking-format.js';
import { localDateTime } from '../../../shared/booking-lifecycle.js';
import { NEW_SIGN_IN_EMAILS_PER_HOUR } from '../../../shared/limits.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { deviceName } from '../../lib/device-name.js';
import { queueEmail } from '../../lib/email-outbox.js';
import { actionMail } from '../../lib/mail.js';
import { hashToken, newToken } from '../../lib/tokens.js';

// New sign-ins (docs/product.md, New sign-ins): a browser keeps a random token in a cookie
// of its own for as long as browsers keep one; a sign-in from a browser the account has
// not used before, while it is used elsewhere, is emailed to the member.

/** What a device cookie holds: the base64url of 32 random bytes, as `newToken` makes. */
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Notes the browser of a sign-in, in the sign-in's transaction `trx`, and returns the token
 * its device cookie is to hold (the one it sent, or a new one). The first sign-in from a
 * browser, while the account has signed in elsewhere (another known browser, or a session
 * of another), queues the email; the caller nudges the sender once `trx` commits.
 */
export async function noteSignInDevice(
  trx: Db,
  config: Pick<Config, 'authSecret' | 'publicUrl'>,
  member: { id: string; email: string },
  signIn: {
    deviceToken: string | undefined;
    userAgent: string | null;
    /** The zone the browser said it runs in, if it said a known one. */
    timeZone: string | null;
    sessionHash: string;
  },
): Promise<{ deviceToken: string; emailed: boolean }> {
  const deviceToken =
    signIn.deviceToken && DEVICE_TOKEN.test(signIn.deviceToken)
      ? signIn.deviceToken
      : newToken(config.authSecret).token;
  const deviceHash = hashToken(deviceToken, config.authSecret);
  const device = deviceName(signIn.userAgent);
  const noted = await trx
    .insertInto('known_devices')
    .values({ user_id: member.id, device_hash: deviceHash, device, time_zone: signIn.timeZone })
    .onConflict((oc) =>
      oc.columns(['user_id', 'device_hash']).doUpdateSet({
        last_signed_in_at: new Date(),
        time_zone: sql<string | null>`coalesce(excluded.time_zone, known_devices.time_zone)`,
      }),
    )
    // A row this statement inserted (not one it updated) has no deleting transaction.
    .returning(sql<boolean>`xmax = 0`.as('first'))
    .executeTakeFirstOrThrow();
  if (!noted.first) return { deviceToken, emailed: false };

  // New browsers of one account are told one after another, so the hourly cap holds for
  // sign-ins arriving at once.
  await sql`select pg_advisory_xact_lock(hashtextextended(${`new-sign-in:${member.id}`}, 0))`.execute(trx);
  const { rows } = await sql<{ used_elsewhere: boolean; told_this_hour: number; member_zone: string | null }>`
    select
      exists (select 1 from known_devices where user_id = ${member.id} and device_hash <> ${deviceHash})
        or exists (select 1 from sessions where user_id = ${member.id}
          and token_hash <> ${signIn.sessionHash} and expires_at > now()) as used_elsewhere,
      (select count(*) from known_devices where user_id = ${member.id}
        and told_at > now() - interval '1 hour')::int as told_this_hour,
      (select time_zone from known_devices where user_id = ${member.id} and device_hash <> ${deviceHash}
        and time_zone is not null order by last_signed_in_at desc limit 1) as member_zone
  `.execute(trx);
  const { used_elsewhere, told_this_hour, member_zone } = rows[0]!;
  if (!used_elsewhere || told_this_hour >= NEW_SIGN_IN_EMAILS_PER_HOUR)
    return { deviceToken, emailed: false };

  await trx
    .updateTable('known_devices')
    .set({ told_at: new Date() })
    .where('user_id', '=', member.id)
    .where('device_hash', '=', deviceHash)
    .execute();
  // On the member's clock: the zone of the browser they last signed in from before this
  // one (the new browser's zone may be anyone's); UTC when none said, and the email says which.
  const zone = member_zone ?? 'UTC';
  const at = localDateTime(zone, new Date());
  await queueEmail(trx, {
    kind: 'new_sign_in',
    ...actionMail({
      to: member.email,
      subject: 'New sign-in to your Frameline account',
      intro: `Someone signed in to your Frameline account from ${device} on ${longDateText(at.date)} at ${at.time} ${timeZoneLabel(zone)}: a browser your account has not used before.`,
      action: 'See where you are signed in',
      url: `${config.publicUrl}/dashboard?tab=settings#security`,
      outro:
        'If it was you, there is nothing more to do. If it was not, sign that session out there and change your password.',
      more: { text: 'Reset your password', url: `${config.publicUrl}/auth?mode=forgot` },
    }),
  });
  return { deviceToken, emailed: true };
}
