import { EMAIL_TOKEN_HOURS, RATE_LIMITS } from '../../../shared/limits.js';
import type { EmailChangeResult } from '../../../shared/schemas/auth.js';
import { AUTH_TEXTS } from '../../../shared/texts.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { queueEmail, sendEmail } from '../../lib/email-outbox.js';
import { actionMail } from '../../lib/mail.js';
import { hashToken } from '../../lib/tokens.js';
import { type Member, proveOwnPassword } from './account-security.js';
import { type AuthDeps, createEmailToken, endResetLinks, linkRequests } from './auth.service.js';

// Changing the email a member signs in with (docs/product.md, Changing the email): the
// new address proves itself by opening a link; until then nothing changes.

/**
 * Sends the new address its link (valid 24 hours) and tells the current address that a
 * change was asked for, once the member proves their password. A new request ends the
 * links of earlier ones: only the latest address can become the account's.
 */
export async function requestEmailChange(
  deps: AuthDeps,
  ctx: Member,
  input: { newEmail: string; password: string },
): Promise<void> {
  const current = await deps.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', ctx.actor.id)
    .executeTakeFirstOrThrow();
  if (input.newEmail === current.email)
    throw new AppError('BAD_REQUEST', AUTH_TEXTS.sameEmail, { fields: { newEmail: AUTH_TEXTS.sameEmail } });
  // Said at once, as sign-up says it: the address is taken.
  if (await isRegistered(deps.db, input.newEmail))
    throw new AppError('CONFLICT', AUTH_TEXTS.emailTaken, { fields: { newEmail: AUTH_TEXTS.emailTaken } });
  // Links to the new address count as its confirmation links do, and the member's own
  // requests apart, so one account cannot mail many addresses.
  await deps.limiter.consumeAll([
    ...linkRequests('change', input.newEmail, ctx.ip),
    { key: `change-email:${ctx.actor.id}`, limit: RATE_LIMITS.email },
  ]);
  await proveOwnPassword(deps, ctx, 'password', input.password);

  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('email_tokens')
      .set({ used_at: new Date() })
      .where('user_id', '=', ctx.actor.id)
      .where('purpose', '=', 'change_email')
      .where('used_at', 'is', null)
      .execute();
    const token = await createEmailToken(trx, deps.config, ctx.actor.id, 'change_email', input.newEmail);
    await queueEmail(trx, {
      kind: 'change_email',
      ...actionMail({
        to: input.newEmail,
        subject: 'Confirm your new Frameline email',
        intro: `Open this link to sign in to Frameline with ${input.newEmail} from now on.`,
        action: 'Confirm my new email',
        url: `${deps.config.publicUrl}/api/auth/confirm-email-change?token=${encodeURIComponent(token)}`,
        outro: `The link works for ${EMAIL_TOKEN_HOURS.change_email} hours. If you did not ask for it, ignore this email: nothing changes.`,
      }),
    });
    await queueEmail(trx, {
      kind: 'change_email',
      ...actionMail({
        to: current.email,
        subject: 'Your Frameline email is about to change',
        intro: `Someone signed in to your Frameline account asked to sign in with ${input.newEmail} instead of this address. It changes only once that address opens the link we sent it.`,
        action: 'Reset your password',
        url: `${deps.config.publicUrl}/auth?mode=forgot`,
        outro: 'If it was you, there is nothing more to do. If it was not, reset your password now.',
      }),
    });
  });
  deps.jobs.nudge(sendEmail);
}

/**
 * Opens a change link: the account signs in with the new address from now on, its open
 * reset links (sent to the old address) end, and sessions stay. A link opened again (a
 * mail scanner opens links before people do) finds the change made and says so.
 */
export async function confirmEmailChange(
  deps: Pick<AuthDeps, 'db' | 'config' | 'jobs'>,
  token: string,
): Promise<EmailChangeResult> {
  const tokenHash = hashToken(token, deps.config.authSecret);
  try {
    const result = await deps.db.transaction().execute(async (trx): Promise<EmailChangeResult> => {
      const link = await trx
        .updateTable('email_tokens')
        .set({ used_at: new Date() })
        .where('token_hash', '=', tokenHash)
        .where('purpose', '=', 'change_email')
        .where('used_at', 'is', null)
        .where('expires_at', '>', new Date())
        .returning(['user_id', 'new_email'])
        .executeTakeFirst();
      if (!link?.new_email) return (await changedBefore(trx, tokenHash)) ? 'changed' : 'invalid';
      // Registered by someone else since the request: the link is spent, the email stays.
      if (await isRegistered(trx, link.new_email)) return 'taken';
      const before = await trx
        .selectFrom('users')
        .select('email')
        .where('id', '=', link.user_id)
        .where('deleted_at', 'is', null)
        .forUpdate()
        .executeTakeFirst();
      if (!before) return 'invalid';
      await trx
        .updateTable('users')
        .set({ email: link.new_email, updated_at: new Date() })
        .where('id', '=', link.user_id)
        .execute();
      await endResetLinks(trx, link.user_id);
      // The old address hears of it once it is done, as the member's last word from us there:
      // should someone else have made the change, the owner learns it and where to turn.
      await queueEmail(trx, {
        kind: 'change_email',
        ...actionMail({
          to: before.email,
          subject: 'Your Frameline email was changed',
          intro: `You sign in to Frameline with ${link.new_email} from now on. This address gets no more emails from us.`,
          action: 'Write to us',
          url: `${deps.config.publicUrl}/contact?topic=support`,
          outro:
            'If it was you, there is nothing more to do. If it was not, write to us through the contact form at once.',
        }),
      });
      return 'changed';
    });
    if (result === 'changed') deps.jobs.nudge(sendEmail);
    return result;
  } catch (error) {
    // A sign-up of the same address committed between the check and the change.
    if ((error as { code?: string }).code === '23505') return 'taken';
    throw error;
  }
}

async function isRegistered(db: Db, email: string): Promise<boolean> {
  const found = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return Boolean(found);
}

/** A used change link whose account signs in with its address now: opened before. */
async function changedBefore(db: Db, tokenHash: string): Promise<boolean> {
  const earlier = await db
    .selectFrom('email_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select('u.id')
    .where('t.token_hash', '=', tokenHash)
    .where('t.purpose', '=', 'change_email')
    .where('t.used_at', 'is not', null)
    .whereRef('u.email', '=', 't.new_email')
    .executeTakeFirst();
  return Boolean(earlier);
}
