import { type Actor, mayChangeStanding } from '../../../../shared/policies.js';
import type { ProfessionalStanding } from '../../../../shared/schemas/admin.js';
import { ADMIN_TEXTS } from '../../../../shared/texts.js';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import { adminLevelFor, lockActingAdmin } from '../../../lib/acting-admin.js';
import { AppError } from '../../../lib/app-error.js';
import { writeAudit } from '../../../lib/audit.js';
import { enforce } from '../../../lib/authorize.js';
import { queueEmail, sendEmail } from '../../../lib/email-outbox.js';
import type { JobQueue } from '../../../lib/jobs.js';
import { actionMail, asSentence } from '../../../lib/mail.js';
import type { RequestContext } from '../../../lib/request-context.js';

/**
 * Suspends a professional (with the reason they are told) or activates them again
 * (docs/product.md, Availability and suspension). One transaction holds the change and
 * its audit row (docs/product.md, Audit log): if either fails, neither happened. The
 * profile's row is locked, so two admins acting at once are applied one after the other;
 * a change that changes nothing writes nothing (a retry), and a second suspension with
 * another reason is refused (409): the member keeps the reason they were emailed. The
 * member's email is queued in the same transaction. Activation lifts any member's
 * suspension, also a client's (suspended from a report: docs/product.md, Admin tabs).
 */
export async function setProfessionalSuspension(
  deps: { db: Db; config: Pick<Config, 'publicUrl' | 'adminEmail'>; jobs: Pick<JobQueue, 'nudge'> },
  ctx: RequestContext,
  userId: string,
  change: SuspensionChange,
): Promise<ProfessionalStanding> {
  const standing = await deps.db.transaction().execute(async (trx) => {
    const actingAdmin = await lockActingAdmin(trx, deps.config, ctx, 'manage_users');
    const changed = await changeSuspension(trx, deps.config, actingAdmin, userId, change, {
      anyRole: !change.suspend,
    });
    if (!changed) return null;
    await writeAudit(trx, ctx, {
      action: change.suspend ? 'professional.suspend' : 'professional.activate',
      tableName: 'profiles',
      recordId: userId,
      oldValues: changed.before,
      newValues: changed.after,
    });
    return { userId, isSuspended: changed.after.suspended, suspensionReason: changed.after.reason };
  });
  if (!standing) {
    const current = await deps.db
      .selectFrom('profiles')
      .select(['suspended_at', 'suspension_reason'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return {
      userId,
      isSuspended: current.suspended_at !== null,
      suspensionReason: current.suspension_reason,
    };
  }
  deps.jobs.nudge(sendEmail);
  return standing;
}

export type SuspensionChange = { suspend: true; reason: string } | { suspend: false };
type Standing = { suspended: boolean; reason: string | null };

/**
 * The change itself, inside the caller's transaction (which writes the audit row): locks
 * the profile's row, so two admins acting at once are applied one after the other, and
 * queues the member's email. Null when it changes nothing. A professional's profile only,
 * unless `anyRole` (a report may be about a client: docs/product.md, Admin tabs). The
 * acting admin, with their level as it is stored now, neither changes their own standing
 * nor that of an administrator of a higher level (docs/product.md, Protected admin accounts).
 */
export async function changeSuspension(
  trx: Db,
  config: Pick<Config, 'publicUrl' | 'adminEmail'>,
  actingAdmin: Actor,
  userId: string,
  change: SuspensionChange,
  options: { anyRole?: boolean } = {},
): Promise<{ before: Standing; after: Standing } | null> {
  const profile = await trx
    .selectFrom('profiles as p')
    .leftJoin('admins as a', (join) => join.onRef('a.user_id', '=', 'p.user_id').on('a.is_active', '=', true))
    .select([
      'p.user_id',
      'p.role',
      'p.email',
      'p.display_name',
      'p.suspended_at',
      'p.suspension_reason',
      'a.admin_level',
    ])
    .where('p.user_id', '=', userId)
    .forUpdate('p')
    .executeTakeFirst();
  if (!profile || (profile.role === 'client' && !options.anyRole))
    throw new AppError('NOT_FOUND', ADMIN_TEXTS.professionalNotFound);
  enforce(
    mayChangeStanding(actingAdmin, {
      userId,
      adminLevel: adminLevelFor(config, profile.email, profile.admin_level),
    }),
    {
      self: change.suspend ? ADMIN_TEXTS.suspendSelf : ADMIN_TEXTS.activateSelf,
      admin_level: ADMIN_TEXTS.higherAdmin,
    },
  );

  const before = { suspended: profile.suspended_at !== null, reason: profile.suspension_reason };
  const after = change.suspend
    ? { suspended: true, reason: change.reason }
    : { suspended: false, reason: null };
  if (before.suspended === after.suspended && before.reason === after.reason) return null;
  if (before.suspended && after.suspended) throw new AppError('CONFLICT', ADMIN_TEXTS.alreadySuspended);

  await trx
    .updateTable('profiles')
    .set({
      // A changed reason keeps the original time of the suspension.
      suspended_at: after.suspended ? (profile.suspended_at ?? new Date()) : null,
      suspension_reason: after.reason,
      updated_at: new Date(),
    })
    .where('user_id', '=', userId)
    .execute();
  // The member is told, with the reason (docs/product.md, Availability and suspension).
  await queueEmail(trx, { kind: 'suspension', ...suspensionMail(config.publicUrl, profile.email, after) });
  return { before, after };
}

function suspensionMail(publicUrl: string, to: string, after: { suspended: boolean; reason: string | null }) {
  return after.suspended
    ? actionMail({
        to,
        subject: 'Your Frameline profile is suspended',
        intro: `An administrator suspended your Frameline profile. The reason given: ${asSentence(after.reason ?? '')} While it is suspended, your profile is hidden, and you cannot upload, send messages or be booked; you can still sign in and read.`,
        action: 'Open Frameline',
        url: `${publicUrl}/dashboard`,
        outro: 'If you think this is a mistake, reply through the contact page.',
      })
    : actionMail({
        to,
        subject: 'Your Frameline profile is active again',
        intro:
          'An administrator lifted the suspension of your Frameline profile. It is visible again, and you can upload, send messages and be booked.',
        action: 'Open your dashboard',
        url: `${publicUrl}/dashboard`,
        outro: 'Welcome back.',
      });
}
