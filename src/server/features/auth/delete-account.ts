import { sql } from 'kysely';
import { AUTH_TEXTS } from '../../../shared/texts.js';
import { adminLevelFor } from '../../lib/acting-admin.js';
import { AppError } from '../../lib/app-error.js';
import { deletedAccountEmail } from '../../lib/deleted-accounts.js';
import { queueEmail, sendEmail } from '../../lib/email-outbox.js';
import { removeImageFiles } from '../../lib/images.js';
import { actionMail } from '../../lib/mail.js';
import type { Storage } from '../../lib/storage.js';
import { type Member, proveOwnPassword } from './account-security.js';
import type { AuthDeps } from './auth.service.js';

/**
 * Deletes the signed-in member's account (docs/product.md, Deleting an account), proven
 * with the password, in one transaction: the profile, its portfolio and images, saved
 * talent both ways, blocks, their own inbox, every session and emailed link go; the row
 * stays, with no email and no password, so the other side's messages, bookings and
 * reviews keep naming a member. Refused for an administrator, while suspended, and while
 * a booking is open. Returns the ended sessions' hashes, whose live streams the caller
 * ends; the image files are removed once the rows are gone.
 */
export async function deleteAccount(
  deps: AuthDeps & { storage: Storage },
  ctx: Member,
  password: string,
): Promise<string[]> {
  const memberId = ctx.actor.id;
  const user = await proveOwnPassword(deps, ctx, 'password', password);

  const { sessionHashes, imageKeys } = await deps.db.transaction().execute(async (trx) => {
    // The account row, then the profile row, locked as a sign-in, a booking request or a
    // suspension lock them: whichever commits first, the other sees it.
    const locked = await trx
      .selectFrom('users')
      .select(['email', 'password_hash'])
      .where('id', '=', memberId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (locked.password_hash !== user.password_hash)
      throw new AppError('CONFLICT', AUTH_TEXTS.passwordChangedMeanwhile);
    const admin = await trx
      .selectFrom('admins')
      .select('admin_level')
      .where('user_id', '=', memberId)
      .where('is_active', '=', true)
      .executeTakeFirst();
    if (adminLevelFor(deps.config, locked.email, admin?.admin_level ?? null))
      throw new AppError('CONFLICT', AUTH_TEXTS.deleteAdmin);
    const profile = await trx
      .selectFrom('profiles')
      .select('suspended_at')
      .where('user_id', '=', memberId)
      .forUpdate()
      .executeTakeFirst();
    if (profile?.suspended_at) throw new AppError('FORBIDDEN', AUTH_TEXTS.deleteSuspended);
    const open = await trx
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where((eb) => eb.or([eb('client_id', '=', memberId), eb('professional_id', '=', memberId)]))
      .where('status', 'in', ['pending', 'accepted'])
      .executeTakeFirstOrThrow();
    if (Number(open.count) > 0)
      throw new AppError('CONFLICT', AUTH_TEXTS.deleteOpenBookings(Number(open.count)));

    // A portfolio item holds its image without cascade: items first, then every image.
    await trx.deleteFrom('portfolio_items').where('user_id', '=', memberId).execute();
    await trx.deleteFrom('profiles').where('user_id', '=', memberId).execute();
    // Photos sent in messages stay with the messages, which stay with the other side.
    const images = await trx
      .deleteFrom('images')
      .where('owner_id', '=', memberId)
      .where('kind', '<>', 'message')
      .returning('variants')
      .execute();
    await trx
      .deleteFrom('saved_talent')
      .where((eb) => eb.or([eb('member_id', '=', memberId), eb('talent_id', '=', memberId)]))
      .execute();
    await trx
      .deleteFrom('blocks')
      .where((eb) => eb.or([eb('blocker_id', '=', memberId), eb('blocked_id', '=', memberId)]))
      .execute();
    await trx.deleteFrom('conversations').where('member_id', '=', memberId).execute();
    await trx.deleteFrom('member_events').where('member_id', '=', memberId).execute();
    await trx.deleteFrom('email_tokens').where('user_id', '=', memberId).execute();
    await trx.deleteFrom('known_devices').where('user_id', '=', memberId).execute();
    await trx.deleteFrom('calendar_feeds').where('user_id', '=', memberId).execute();
    const sessions = await trx
      .deleteFrom('sessions')
      .where('user_id', '=', memberId)
      .returning('token_hash')
      .execute();
    await trx
      .updateTable('users')
      .set({
        email: deletedAccountEmail(memberId),
        password_hash: '',
        email_confirmed_at: null,
        email_unread_messages: false,
        deleted_at: sql<Date>`now()`,
        updated_at: new Date(),
      })
      .where('id', '=', memberId)
      .execute();
    await queueEmail(trx, {
      kind: 'account_deleted',
      ...actionMail({
        to: locked.email,
        subject: 'Your Frameline account is deleted',
        intro:
          'Your Frameline account is deleted, as you asked in Settings: your profile, portfolio, saved talent and sessions are gone. Messages and bookings you had with other members stay with them, under "Deleted member". You can sign up again with this address whenever you like.',
        action: 'Contact us',
        url: `${deps.config.publicUrl}/contact`,
        outro: 'If it was not you, someone knew your password: please tell us at once.',
      }),
    });
    return {
      sessionHashes: sessions.map((session) => session.token_hash),
      imageKeys: images.flatMap((image) => image.variants.map((variant) => variant.key)),
    };
  });
  deps.jobs.nudge(sendEmail);
  await removeImageFiles(deps.storage, imageKeys);
  return sessionHashes;
}
