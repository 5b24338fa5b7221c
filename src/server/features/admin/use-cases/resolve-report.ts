import { mayAdminister } from '../../../../shared/policies.js';
import type { SessionUser } from '../../../../shared/schemas/auth.js';
import {
  MODERATION_TEXTS,
  type ReportOutcome,
  type ReportResponse,
  type ResolveReportBody,
} from '../../../../shared/schemas/moderation.js';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import { lockActingAdmin } from '../../../lib/acting-admin.js';
import { AppError } from '../../../lib/app-error.js';
import { writeAudit } from '../../../lib/audit.js';
import { enforce } from '../../../lib/authorize.js';
import { sendEmail } from '../../../lib/email-outbox.js';
import type { JobQueue } from '../../../lib/jobs.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { hideMessageFromMembers } from '../../messaging/index.js';
import { reportById } from '../moderation/report-list.js';
import { changeSuspension } from './set-professional-suspension.js';
import { hideReportedReview } from './set-review-visibility.js';

const DONE_TEXT: Record<ReportOutcome, string> = {
  dismiss: MODERATION_TEXTS.reportDismissed,
  suspend_member: MODERATION_TEXTS.reportMemberSuspended,
  delete_message: MODERATION_TEXTS.reportMessageDeleted,
  hide_review: MODERATION_TEXTS.reportReviewHidden,
};

/**
 * Closes an open report (docs/product.md, Admin tabs): dismissed, or acted on by
 * suspending the reported member (manage_users as well; the note is the reason they are
 * emailed), by deleting the reported message or by hiding the reported review, with a note. The report's row is locked:
 * of two admins at once, one closes it and the other is told it was handled (409). The
 * action, the report's new state and one audit row commit together.
 */
export async function resolveReport(
  deps: { db: Db; config: Pick<Config, 'publicUrl' | 'adminEmail'>; jobs: Pick<JobQueue, 'nudge'> },
  ctx: RequestContext & { actor: SessionUser },
  reportId: string,
  input: ResolveReportBody,
): Promise<ReportResponse> {
  if (input.outcome === 'suspend_member') enforce(mayAdminister(ctx.actor, 'manage_users'));
  const emailed = await deps.db.transaction().execute(async (trx) => {
    const actingAdmin =
      input.outcome === 'suspend_member'
        ? await lockActingAdmin(trx, deps.config, ctx, 'manage_messages', 'manage_users')
        : await lockActingAdmin(trx, deps.config, ctx, 'manage_messages');
    const report = await trx
      .selectFrom('reports')
      .select(['id', 'status', 'member_id', 'message_id', 'review_id'])
      .where('id', '=', reportId)
      .forUpdate()
      .executeTakeFirst();
    if (!report) throw new AppError('NOT_FOUND', MODERATION_TEXTS.reportNotFound);
    if (report.status !== 'open') throw new AppError('CONFLICT', MODERATION_TEXTS.reportHandled);

    const done: Record<string, unknown> = {};
    let emailed = false;
    if (input.outcome === 'delete_message') {
      if (!report.message_id) throw new AppError('CONFLICT', MODERATION_TEXTS.reportNoMessage);
      const hidden = await hideMessageFromMembers(trx, {
        messageId: report.message_id,
        hiddenBy: ctx.actor.id,
        reason: input.note,
      });
      if (!hidden) throw new AppError('CONFLICT', MODERATION_TEXTS.reportNoMessage);
      // Deleted from the Messages tab in the meantime: the report is closed all the same.
      Object.assign(done, { messageId: report.message_id, messageWasHidden: hidden.alreadyHidden });
    } else if (input.outcome === 'hide_review') {
      if (!report.review_id) throw new AppError('CONFLICT', MODERATION_TEXTS.reportNoReview);
      const hidden = await hideReportedReview(trx, {
        reviewId: report.review_id,
        adminId: ctx.actor.id,
        reason: input.note,
      });
      if (!hidden) throw new AppError('CONFLICT', MODERATION_TEXTS.reportNoReview);
      // Hidden from the Reviews tab in the meantime: the report is closed all the same.
      Object.assign(done, { reviewId: report.review_id, reviewWasHidden: hidden.alreadyHidden });
    } else if (input.outcome === 'suspend_member') {
      const profile = await trx
        .selectFrom('profiles')
        .select('suspended_at')
        .where('user_id', '=', report.member_id)
        .forUpdate()
        .executeTakeFirst();
      if (!profile) throw new AppError('CONFLICT', MODERATION_TEXTS.reportNoProfile);
      // A member suspended already keeps the reason they were given.
      if (profile.suspended_at === null) {
        await changeSuspension(
          trx,
          deps.config,
          actingAdmin,
          report.member_id,
          { suspend: true, reason: input.note },
          { anyRole: true },
        );
        emailed = true;
      }
      Object.assign(done, { memberId: report.member_id, memberWasSuspended: !emailed });
    }

    const status = input.outcome === 'dismiss' ? 'dismissed' : 'actioned';
    const action = input.outcome === 'dismiss' ? null : input.outcome;
    await trx
      .updateTable('reports')
      .set({ status, action, note: input.note, handled_by: ctx.actor.id, handled_at: new Date() })
      .where('id', '=', reportId)
      .execute();
    await writeAudit(trx, ctx, {
      action: `report.${input.outcome}`,
      tableName: 'reports',
      recordId: reportId,
      oldValues: { status: 'open' },
      newValues: { status, action, note: input.note, ...done },
    });
    return emailed;
  });
  if (emailed) deps.jobs.nudge(sendEmail);
  const report = await reportById(deps.db, deps.config, reportId);
  if (!report) throw new AppError('NOT_FOUND', MODERATION_TEXTS.reportNotFound);
  return { report, message: DONE_TEXT[input.outcome] };
}
