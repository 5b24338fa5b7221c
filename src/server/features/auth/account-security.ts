import { sql } from 'kysely';
import { SESSIONS_SHOWN } from '../../../shared/limits.js';
import type { AccountSessionsResponse } from '../../../shared/schemas/auth.js';
import { AUTH_TEXTS } from '../../../shared/texts.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { deviceName } from '../../lib/device-name.js';
import { queueEmail, sendEmail } from '../../lib/email-outbox.js';
import { actionMail } from '../../lib/mail.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { RequestContext } from '../../lib/request-context.js';
import { type AuthDeps, endResetLinks, orGiveBack, signInAttempts } from './auth.service.js';

// A signed-in member's password and sessions (docs/product.md, Password and sessions).
// `sessionHash` is the hash of the session the request came with: "this device".

export type Member = RequestContext & { actor: { id: string } };

/**
 * Sets a new password for a member who proves the current one, and signs out every other
 * session of the account (this one stays), ends every open reset link and emails the
 * owner that it happened (proveOwnPassword counts the guesses). Returns the ended
 * sessions' hashes, whose live streams the caller closes.
 */
export async function changePassword(
  deps: AuthDeps,
  ctx: Member,
  sessionHash: string,
  input: { currentPassword: string; newPassword: string },
): Promise<string[]> {
  const user = await proveOwnPassword(deps, ctx, 'currentPassword', input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);

  const ended = await deps.db.transaction().execute(async (trx) => {
    // This session must still be one: signed out from another device meanwhile, it
    // changes nothing. Locked, so a 'sign out' of it waits for this change or refuses it.
    const session = await trx
      .selectFrom('sessions')
      .select('token_hash')
      .where('token_hash', '=', sessionHash)
      .where('expires_at', '>', new Date())
      .forUpdate()
      .executeTakeFirst();
    if (!session) throw new AppError('UNAUTHENTICATED', AUTH_TEXTS.signInRequired);
    // Only over the password just verified: a reset or another change that committed
    // meanwhile wins, and this one is refused rather than silently undoing it. A sign-in
    // with the old password under way waits for this row and is refused (auth.service).
    const changed = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where('id', '=', ctx.actor.id)
      .where('password_hash', '=', user.password_hash)
      .returning('id')
      .executeTakeFirst();
    if (!changed) throw new AppError('CONFLICT', AUTH_TEXTS.passwordChangedMeanwhile);
    const others = await endOtherSessions(trx, ctx.actor.id, sessionHash);
    await endResetLinks(trx, ctx.actor.id);
    await queueEmail(trx, {
      kind: 'password_changed',
      ...actionMail({
        to: user.email,
        subject: 'Your Frameline password was changed',
        intro:
          'The password of your Frameline account was just changed in Settings, and every other device signed in to it was signed out.',
        action: 'Reset your password',
        url: `${deps.config.publicUrl}/auth?mode=forgot`,
        outro:
          'If it was you, there is nothing more to do. If it was not, reset your password now: the link goes to this email address only.',
        more: {
          text: 'See where you are signed in',
          url: `${deps.config.publicUrl}/dashboard?tab=settings#security`,
        },
      }),
    });
    return others.hashes;
  });
  deps.jobs.nudge(sendEmail);
  return ended;
}

/**
 * The signed-in member's account, once `password` is shown to be its password; else 400
 * on `field`. Guesses count against the sign-in limits of the account's email (from this
 * address), so a stolen session cannot try more passwords than a stranger at the sign-in
 * form; the right one uses nothing up.
 */
export async function proveOwnPassword(
  deps: Pick<AuthDeps, 'db' | 'limiter'>,
  ctx: Member,
  field: string,
  password: string,
): Promise<{ email: string; password_hash: string }> {
  const user = await deps.db
    .selectFrom('users')
    .select(['email', 'password_hash'])
    .where('id', '=', ctx.actor.id)
    .executeTakeFirstOrThrow();
  const attempts = Object.values(signInAttempts(user.email, ctx.ip));
  await deps.limiter.consumeAll(attempts);
  const valid = await orGiveBack(deps, attempts, () => verifyPassword(user.password_hash, password));
  if (!valid) {
    throw new AppError('BAD_REQUEST', AUTH_TEXTS.currentPasswordWrong, {
      fields: { [field]: AUTH_TEXTS.currentPasswordWrong },
    });
  }
  await Promise.all(attempts.map((attempt) => deps.limiter.giveBack(attempt)));
  return user;
}

/** Where the member is signed in: this session first, then the most recently active. */
export async function listSessions(
  db: Db,
  memberId: string,
  sessionHash: string,
  limit = SESSIONS_SHOWN,
): Promise<AccountSessionsResponse> {
  const now = new Date();
  const [rows, count] = await Promise.all([
    db
      .selectFrom('sessions')
      .select(['id', 'token_hash', 'user_agent', 'created_at', 'last_seen_at'])
      .where('user_id', '=', memberId)
      .where('expires_at', '>', now)
      .orderBy(sql`token_hash = ${sessionHash}`, 'desc')
      .orderBy('last_seen_at', 'desc')
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('user_id', '=', memberId)
      .where('expires_at', '>', now)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      device: deviceName(row.user_agent),
      signedInAt: row.created_at.toISOString(),
      lastActiveAt: row.last_seen_at.toISOString(),
      current: row.token_hash === sessionHash,
    })),
    total: Number(count.total),
  };
}

/**
 * Signs out one of the member's sessions, by its id; returns its hash. Another member's
 * session, or one that has ended, is not found: an id says nothing of whose it is.
 */
export async function endSession(db: Db, memberId: string, sessionId: string): Promise<string> {
  const ended = await db
    .deleteFrom('sessions')
    .where('id', '=', sessionId)
    .where('user_id', '=', memberId)
    .where('expires_at', '>', new Date())
    .returning('token_hash')
    .executeTakeFirst();
  if (!ended) throw new AppError('NOT_FOUND', AUTH_TEXTS.sessionGone);
  return ended.token_hash;
}

/**
 * 'Sign out everywhere else': ends every session of the member but this one. Returns the
 * ended sessions' hashes and how many of them had not expired (what the member counts).
 */
export async function endOtherSessions(
  db: Db,
  memberId: string,
  sessionHash: string,
): Promise<{ hashes: string[]; count: number }> {
  const now = Date.now();
  const rows = await db
    .deleteFrom('sessions')
    .where('user_id', '=', memberId)
    .where('token_hash', '<>', sessionHash)
    .returning(['token_hash', 'expires_at'])
    .execute();
  return {
    hashes: rows.map((row) => row.token_hash),
    count: rows.filter((row) => row.expires_at.getTime() > now).length,
  };
}
