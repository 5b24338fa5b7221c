import { sql } from 'kysely';
import { MESSAGING_TEXTS } from '../../../shared/schemas/messaging.js';
import type { Db } from '../../db/database.js';

/** What is reported: a member, or one of their messages, or a review they wrote. */
export type ReportSubject = { memberId: string; messageId?: string | null; reviewId?: string | null };

/**
 * Files a member's report for the admin area's Reports queue (docs/product.md, Blocking and
 * reporting). A member's report of the same thing still open is the one report: a retried
 * or repeated send files nothing new, and the member is told theirs is waiting. Reports
 * from one member take turns, so two sent at once are one.
 */
export async function fileReport(
  db: Db,
  reporterId: string,
  subject: ReportSubject,
  reason: string,
): Promise<{ filed: boolean; message: string }> {
  const messageId = subject.messageId ?? null;
  const reviewId = subject.reviewId ?? null;
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`report:${reporterId}`}, 0))`.execute(trx);
    const open = await trx
      .selectFrom('reports')
      .select('id')
      .where('reporter_id', '=', reporterId)
      .where('member_id', '=', subject.memberId)
      .where('status', '=', 'open')
      .where((eb) => (messageId ? eb('message_id', '=', messageId) : eb('message_id', 'is', null)))
      .where((eb) => (reviewId ? eb('review_id', '=', reviewId) : eb('review_id', 'is', null)))
      .executeTakeFirst();
    if (open) return { filed: false, message: MESSAGING_TEXTS.reportedAlready };
    await trx
      .insertInto('reports')
      .values({
        reporter_id: reporterId,
        member_id: subject.memberId,
        message_id: messageId,
        review_id: reviewId,
        reason,
      })
      .execute();
    return { filed: true, message: MESSAGING_TEXTS.reported };
  });
}
