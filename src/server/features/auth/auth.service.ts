import { sql } from 'kysely';
import {
  EMAIL_TOKEN_HOURS,
  RATE_LIMITS,
  SESSION_DAYS,
  SESSION_RENEW_MINUTES,
} from '../../../shared/limits.js';
import type { SessionUser } from '../../../shared/schemas/auth.js';
import { AUTH_TEXTS } from '../../../shared/texts.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { adminLevelFor } from '../../lib/acting-admin.js';
import { AppError } from '../../lib/app-error.js';
import { queueEmail, sendEmail } from '../../lib/email-outbox.js';
import type { JobQueue } from '../../lib/jobs.js';
import { actionMail } from '../../lib/mail.js';
import { decoyHash, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { isSignUpOpen } from '../../lib/platform-settings.js';
import type { Attempt, RateLimiter } from '../../lib/rate-limit.js';
import type { RequestContext } from '../../lib/request-context.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { noteSignInDevice } from './new-sign-in.js';

export type AuthDeps = { db: Db; config: Config; jobs: JobQueue; limiter: RateLimiter };

export async function signUp(
  deps: AuthDeps,
  ctx: RequestContext,
  input: { email: string; password: string },
) {
  const attempt = { key: `sign-up:${ctx.ip}`, limit: RATE_LIMITS.signUp };
  await deps.limiter.consume(attempt.key, attempt.limit);
  if (!(await isSignUpOpen(deps.db))) throw new AppError('FORBIDDEN', AUTH_TEXTS.signUpClosed);
  const existing = await deps.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', input.email)
    .executeTakeFirst();
  if (existing)
    throw new AppError('CONFLICT', AUTH_TEXTS.emailTaken, { fields: { email: AUTH_TEXTS.emailTaken } });

  const passwordHash = await orGiveBack(deps, [attempt], () => hashPassword(input.password));
  // The account and its confirmation email commit together; the email is sent later by a
  // job, so a slow or stopped SMTP server never fails the sign-up (docs/product.md, Emails).
  await deps.db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({ email: input.email, password_hash: passwordHash })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    // A sign-up racing this one for the same email won.
    if (!user)
      throw new AppError('CONFLICT', AUTH_TEXTS.emailTaken, { fields: { email: AUTH_TEXTS.emailTaken } });
    await queueConfirmation(trx, deps.config, input.email, user.id);
  });
  deps.jobs.nudge(sendEmail);
}

/**
 * Password work that was refused before it began (a full line, 503) was no attempt: the
 * attempts counted for it are given back, so a member who retries as Retry-After asks
 * does not use up their allowance while someone else floods the line.
 */
export async function orGiveBack<T>(
  deps: Pick<AuthDeps, 'limiter'>,
  attempts: Attempt[],
  work: () => Promise<T>,
) {
  try {
    return await work();
  } catch (error) {
    await Promise.all(attempts.map((attempt) => deps.limiter.giveBack(attempt)));
    throw error;
  }
}

/**
 * The limits one sign-in counts against (docs/decisions/0011): an email from one address,
 * a minute's and an hour's worth, so a stranger's guesses elsewhere never lock the owner
 * out nor fill the ceiling alone; the email from everywhere, so guesses spread over many
 * addresses still stop; and one address across emails.
 */
export function signInAttempts(email: string, ip: string) {
  return {
    emailFromAddress: { key: `sign-in:${ip}|${email}`, limit: RATE_LIMITS.signIn },
    emailFromAddressHourly: { key: `sign-in-hour:${ip}|${email}`, limit: RATE_LIMITS.signInHourly },
    email: { key: signInEmailKey(email), limit: RATE_LIMITS.signInEmail },
    address: { key: `sign-in-ip:${ip}`, limit: RATE_LIMITS.signInAddress },
  } satisfies Record<string, Attempt>;
}
const signInEmailKey = (email: string) => `sign-in-email:${email}`;

export async function signIn(
  deps: AuthDeps,
  ctx: RequestContext,
  input: { email: string; password: string; timeZone?: string | undefined },
  /** The browser's device cookie, if it sent one (docs/product.md, New sign-ins). */
  deviceToken?: string,
): Promise<{ token: string; user: SessionUser; deviceToken: string }> {
  const attempts = signInAttempts(input.email, ctx.ip);
  // Counted before the password is verified, so no more than the limit ever is.
  await deps.limiter.consumeAll(Object.values(attempts));

  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'password_hash', 'email_confirmed_at'])
    .where('email', '=', input.email)
    .executeTakeFirst();
  const valid = await orGiveBack(deps, Object.values(attempts), async () =>
    verifyPassword(user?.password_hash ?? (await decoyHash()), input.password),
  );
  if (!user || !valid) throw new AppError('UNAUTHENTICATED', AUTH_TEXTS.invalidCredentials);

  // The right password was no guess: it uses up nothing, and forgives this address's slips.
  await deps.limiter.reset(attempts.emailFromAddress.key);
  await deps.limiter.reset(attempts.emailFromAddressHourly.key);
  await deps.limiter.giveBack(attempts.email);
  await deps.limiter.giveBack(attempts.address);
  if (!user.email_confirmed_at) throw new AppError('EMAIL_NOT_CONFIRMED', AUTH_TEXTS.emailNotConfirmed);

  const { token, hash } = newToken(deps.config.authSecret);
  // Open reset links stay open: whoever knows the password must not be able to end the
  // owner's way back in (decision 0026).
  const session = await deps.db.transaction().execute(async (trx) => {
    // Stored only while the password verified is still the account's, the user row
    // share-locked: a reset committing meanwhile is waited for and refuses this sign-in,
    // or waits for it and ends its session with the others.
    const current = await trx
      .selectFrom('users')
      .select(['password_hash', 'email'])
      .where('id', '=', user.id)
      .forShare()
      .executeTakeFirst();
    if (current?.password_hash !== user.password_hash)
      throw new AppError('UNAUTHENTICATED', AUTH_TEXTS.invalidCredentials);
    const stored = await trx
      .insertInto('sessions')
      .values({
        token_hash: hash,
        user_id: user.id,
        expires_at: new Date(Date.now() + SESSION_DAYS * 86_400_000),
        user_agent: ctx.userAgent,
      })
      .returning('created_at')
      .executeTakeFirstOrThrow();
    const device = await noteSignInDevice(
      trx,
      deps.config,
      { id: user.id, email: current.email },
      { deviceToken, userAgent: ctx.userAgent, timeZone: input.timeZone ?? null, sessionHash: hash },
    );
    return { ...stored, ...device };
  });
  if (session.emailed) deps.jobs.nudge(sendEmail);
  const sessionUser = await loadSessionUser(deps.db, deps.config, user.id, session.created_at);
  return { token, user: sessionUser!, deviceToken: session.deviceToken };
}

export async function signOut(deps: Pick<AuthDeps, 'db' | 'config'>, token: string | undefined) {
  if (!token) return;
  await deps.db
    .deleteFrom('sessions')
    .where('token_hash', '=', hashToken(token, deps.config.authSecret))
    .execute();
}

/**
 * The signed-in user behind a session cookie, or null. A session in use is renewed (its
 * expiry slid forward, its last activity noted) at most every SESSION_RENEW_MINUTES.
 */
export async function userForSession(
  deps: Pick<AuthDeps, 'db' | 'config'>,
  token: string,
): Promise<SessionUser | null> {
  const hash = hashToken(token, deps.config.authSecret);
  const session = await deps.db
    .selectFrom('sessions')
    .select(['user_id', 'last_seen_at', 'created_at'])
    .where('token_hash', '=', hash)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  if (!session) return null;
  if (Date.now() - session.last_seen_at.getTime() > SESSION_RENEW_MINUTES * 60_000) {
    await deps.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(), expires_at: new Date(Date.now() + SESSION_DAYS * 86_400_000) })
      .where('token_hash', '=', hash)
      .execute();
  }
  return loadSessionUser(deps.db, deps.config, session.user_id, session.created_at);
}

/**
 * The user as a session sees them. A member is new while they have no profile, or
 * during the session in which they created it: they are greeted, not welcomed back.
 */
export async function loadSessionUser(
  db: Db,
  config: Config,
  userId: string,
  sessionStartedAt: Date,
): Promise<SessionUser | null> {
  const row = await db
    .selectFrom('users')
    .leftJoin('admins', (join) =>
      join.onRef('admins.user_id', '=', 'users.id').on('admins.is_active', '=', true),
    )
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.email_confirmed_at',
      'admins.admin_level',
      'profiles.id as profile_id',
      'profiles.display_name',
      'profiles.role',
      'profiles.suspended_at',
      'profiles.created_at as profile_created_at',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    emailConfirmed: row.email_confirmed_at !== null,
    adminLevel: adminLevelFor(config, row.email, row.admin_level),
    hasProfile: row.profile_id !== null,
    role: row.role,
    isSuspended: row.suspended_at !== null,
    isNewMember: row.profile_created_at === null || row.profile_created_at >= sessionStartedAt,
    displayName: row.display_name,
  };
}

/**
 * Emailed links asked for (docs/product.md, Sign-in limits): each kind counted per email
 * on its own, so asking for confirmation links cannot use up the owner's reset links;
 * and per address across emails, so one machine cannot mail many addresses.
 */
export function linkRequests(kind: 'confirm' | 'reset' | 'change', email: string, ip: string): Attempt[] {
  return [
    { key: `${kind}-email:${email}`, limit: RATE_LIMITS.email },
    { key: `email-link-ip:${ip}`, limit: RATE_LIMITS.emailLinkAddress },
  ];
}

export async function resendConfirmation(deps: AuthDeps, ctx: RequestContext, email: string) {
  await deps.limiter.consumeAll(linkRequests('confirm', email, ctx.ip));
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'email_confirmed_at'])
    .where('email', '=', email)
    .executeTakeFirst();
  // Same answer whether or not the account exists, so the form reveals nothing.
  if (!user || user.email_confirmed_at) return;
  await deps.db.transaction().execute((trx) => queueConfirmation(trx, deps.config, email, user.id));
  deps.jobs.nudge(sendEmail);
}

export async function confirmEmail(deps: Pick<AuthDeps, 'db' | 'config'>, token: string): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const used = await useEmailToken(trx, deps.config, token, 'confirm_email');
    if (!used) return confirmedBefore(trx, deps.config, token);
    await trx
      .updateTable('users')
      .set({ email_confirmed_at: sql`coalesce(email_confirmed_at, now())`, updated_at: new Date() })
      .where('id', '=', used.user_id)
      .execute();
    return true;
  });
}

export async function requestPasswordReset(deps: AuthDeps, ctx: RequestContext, email: string) {
  await deps.limiter.consumeAll(linkRequests('reset', email, ctx.ip));
  const user = await deps.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (!user) return;
  await deps.db.transaction().execute(async (trx) => {
    const token = await createEmailToken(trx, deps.config, user.id, 'reset_password');
    await queueEmail(trx, {
      kind: 'reset_password',
      ...actionMail({
        to: email,
        subject: 'Reset your Frameline password',
        intro:
          'Someone asked to reset the password of your Frameline account. If it was you, choose a new password here.',
        action: 'Choose a new password',
        url: `${deps.config.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`,
        outro: `The link works for ${EMAIL_TOKEN_HOURS.reset_password} hour. If you did not ask for it, ignore this email; your password stays as it is.`,
      }),
    });
  });
  deps.jobs.nudge(sendEmail);
}

/**
 * Sets the new password and ends every session and every other reset link of the account.
 * Reading the mailbox proves the owner, so guesses by others no longer hold them back.
 */
export async function resetPassword(
  deps: Pick<AuthDeps, 'db' | 'config' | 'limiter'>,
  token: string,
  password: string,
) {
  const tokenHash = hashToken(token, deps.config.authSecret);
  const openLink = (db: Db) =>
    db
      .selectFrom('email_tokens')
      .select('user_id')
      .where('token_hash', '=', tokenHash)
      .where('purpose', '=', 'reset_password')
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .executeTakeFirst();
  // A bad link is refused before the password is hashed: guesses cost no password work,
  // and cannot hold real sign-ins up behind them.
  if (!(await openLink(deps.db))) throw new AppError('BAD_REQUEST', AUTH_TEXTS.resetLinkInvalid);
  const passwordHash = await hashPassword(password);
  await deps.db.transaction().execute(async (trx) => {
    const link = await openLink(trx);
    // A link ended by another reset after the lookup is not among those ended here.
    if (!link || !(await endResetLinks(trx, link.user_id)).includes(tokenHash))
      throw new AppError('BAD_REQUEST', AUTH_TEXTS.resetLinkInvalid);
    const user = await trx
      .updateTable('users')
      .set({
        password_hash: passwordHash,
        // Opening the link proves the address works.
        email_confirmed_at: sql`coalesce(email_confirmed_at, now())`,
        updated_at: new Date(),
      })
      .where('id', '=', link.user_id)
      .returning('email')
      .executeTakeFirstOrThrow();
    await trx.deleteFrom('sessions').where('user_id', '=', link.user_id).execute();
    await deps.limiter.reset(signInEmailKey(user.email), trx);
  });
}

/**
 * Ends every reset link of the account that is still open, as its password changes;
 * returns their hashes. Locked in one order, so two resets at the same moment wait for
 * each other instead of deadlocking.
 */
export async function endResetLinks(db: Db, userId: string): Promise<string[]> {
  const { rows } = await sql<{ token_hash: string }>`
    update email_tokens set used_at = now()
    where token_hash in (
      select token_hash from email_tokens
      where user_id = ${userId} and purpose = 'reset_password' and used_at is null
      order by token_hash
      for update
    )
    returning token_hash
  `.execute(db);
  return rows.map((row) => row.token_hash);
}

/** A new emailed link's token (`newEmail`: the address a change_email link is for). */
export async function createEmailToken(
  db: Db,
  config: Config,
  userId: string,
  purpose: keyof typeof EMAIL_TOKEN_HOURS,
  newEmail: string | null = null,
) {
  const { token, hash } = newToken(config.authSecret);
  await db
    .insertInto('email_tokens')
    .values({
      token_hash: hash,
      user_id: userId,
      purpose,
      new_email: newEmail,
      expires_at: new Date(Date.now() + EMAIL_TOKEN_HOURS[purpose] * 3_600_000),
    })
    .execute();
  return token;
}

async function useEmailToken(
  db: Db,
  config: Config,
  token: string,
  purpose: 'confirm_email' | 'reset_password',
) {
  return db
    .updateTable('email_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', hashToken(token, config.authSecret))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('user_id')
    .executeTakeFirst();
}

/**
 * A confirmation link opened again (or first by a mail scanner, which follows links
 * before the member does) finds its address confirmed: the page says so, not that the
 * link is invalid.
 */
async function confirmedBefore(db: Db, config: Config, token: string): Promise<boolean> {
  const earlier = await db
    .selectFrom('email_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select('u.email_confirmed_at')
    .where('t.token_hash', '=', hashToken(token, config.authSecret))
    .where('t.purpose', '=', 'confirm_email')
    .where('t.used_at', 'is not', null)
    .executeTakeFirst();
  return Boolean(earlier?.email_confirmed_at);
}

/** A new confirmation link and its email, in the caller's transaction. */
async function queueConfirmation(trx: Db, config: Config, email: string, userId: string) {
  const token = await createEmailToken(trx, config, userId, 'confirm_email');
  await queueEmail(trx, {
    kind: 'confirm_email',
    ...actionMail({
      to: email,
      subject: 'Confirm your Frameline account',
      intro: 'Welcome to Frameline. Confirm your email address to finish creating your account.',
      action: 'Confirm my email',
      url: `${config.publicUrl}/api/auth/confirm-email?token=${encodeURIComponent(token)}`,
      outro: `The link works for ${EMAIL_TOKEN_HOURS.confirm_email} hours. If you did not sign up, ignore this email.`,
    }),
  });
}
