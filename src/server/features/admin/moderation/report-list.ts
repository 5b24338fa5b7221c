import { type RawBuilder, sql } from 'kysely';
import { z } from 'zod';
import type { AdminLevel } from '../../../../shared/enums.js';
import {
  ADMIN_REPORTS_PAGE_SIZE,
  type AdminReport,
  type AdminReportList,
  MODERATION_TEXTS,
  type ReportListQuery,
} from '../../../../shared/schemas/moderation.js';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import { adminLevelFor } from '../../../lib/acting-admin.js';
import { AppError } from '../../../lib/app-error.js';
import { cursorTimeSchema } from '../../../lib/keyset.js';
import { adminPeople, personOf } from './admin-people.js';

// The Reports queue (docs/product.md, Admin tabs): open reports first, then handled ones,
// each newest first, in keyset pages over reports_queue_idx. A page continues after the
// (handled, created_at, id) of the last report shown.

type Row = {
  id: string;
  status: AdminReport['status'];
  reason: string;
  created_at: Date;
  created_key: string;
  handled: boolean;
  reporter_id: string | null;
  member_id: string;
  message_id: string | null;
  handled_by: string | null;
  handled_at: Date | null;
  note: string | null;
  action: AdminReport['action'];
  message_content: string | null;
  message_created_at: Date | null;
  message_hidden_at: Date | null;
  review_id: string | null;
  review_rating: number | null;
  review_comment: string | null;
  review_created_at: Date | null;
  review_hidden_at: Date | null;
  reviewee_id: string | null;
  has_profile: boolean;
  suspended: boolean;
  member_admin_level: AdminLevel | null;
};

const cursorSchema = z.strictObject({ handled: z.boolean(), time: cursorTimeSchema, id: z.uuid() });
type Cursor = z.infer<typeof cursorSchema>;

type AdminEmailConfig = Pick<Config, 'adminEmail'>;

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(token: string): Cursor {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(token, 'base64url').toString('utf8')));
  } catch {
    throw new AppError('VALIDATION_FAILED', MODERATION_TEXTS.cursorInvalid, {
      fields: { cursor: 'Not a valid page link' },
    });
  }
}

function reportQuery(where: RawBuilder<boolean>, limit: number) {
  return sql<Row>`
    select r.id, r.status, r.reason, r.created_at, r.created_at::text as created_key,
      r.status <> 'open' as handled, r.reporter_id, r.member_id, r.message_id, r.handled_by,
      r.handled_at, r.note, r.action,
      m.content as message_content, m.created_at as message_created_at, m.hidden_at as message_hidden_at,
      r.review_id, v.rating as review_rating, v.comment as review_comment,
      v.created_at as review_created_at, v.hidden_at as review_hidden_at, v.reviewee_id,
      p.user_id is not null as has_profile, coalesce(p.suspended_at is not null, false) as suspended,
      a.admin_level as member_admin_level
    from reports r
    left join messages m on m.id = r.message_id
    left join reviews v on v.id = r.review_id
    left join profiles p on p.user_id = r.member_id
    left join admins a on a.user_id = r.member_id and a.is_active
    where ${where}
    order by r.status <> 'open', r.created_at desc, r.id desc
    limit ${limit}`;
}

/** `config`: the ADMIN_EMAIL account is a reported member's admin level too (a super_admin). */
async function toReports(db: Db, config: AdminEmailConfig, rows: Row[]): Promise<AdminReport[]> {
  const people = await adminPeople(
    db,
    rows.flatMap((row) => [row.reporter_id, row.member_id, row.handled_by, row.reviewee_id]),
  );
  return rows.map((row) => {
    const member = personOf(people, row.member_id);
    return {
      id: row.id,
      status: row.status,
      reason: row.reason,
      createdAt: row.created_at.toISOString(),
      reporter: row.reporter_id ? personOf(people, row.reporter_id) : null,
      member: {
        ...member,
        isSuspended: row.suspended,
        hasProfile: row.has_profile,
        adminLevel: adminLevelFor(config, member.email, row.member_admin_level),
      },
      reportedMessage:
        row.message_id && row.message_content !== null && row.message_created_at
          ? {
              id: row.message_id,
              content: row.message_content,
              createdAt: row.message_created_at.toISOString(),
              hiddenAt: row.message_hidden_at?.toISOString() ?? null,
            }
          : null,
      reportedReview:
        row.review_id && row.review_rating !== null && row.review_created_at && row.reviewee_id
          ? {
              id: row.review_id,
              rating: row.review_rating,
              comment: row.review_comment,
              createdAt: row.review_created_at.toISOString(),
              hiddenAt: row.review_hidden_at?.toISOString() ?? null,
              reviewee: personOf(people, row.reviewee_id),
            }
          : null,
      handledBy: row.handled_by ? personOf(people, row.handled_by) : null,
      handledAt: row.handled_at?.toISOString() ?? null,
      note: row.note,
      action: row.action,
    };
  });
}

export async function listReports(
  db: Db,
  config: AdminEmailConfig,
  query: ReportListQuery,
): Promise<AdminReportList> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const conditions = [sql<boolean>`true`];
  if (query.status) conditions.push(sql<boolean>`r.status = ${query.status}`);
  if (after)
    conditions.push(sql<boolean>`(
      (r.status <> 'open') > ${after.handled}
      or ((r.status <> 'open') = ${after.handled}
        and (r.created_at, r.id) < (${after.time}::timestamptz, ${after.id}::uuid))
    )`);
  const { rows } = await reportQuery(sql.join(conditions, sql` and `), ADMIN_REPORTS_PAGE_SIZE + 1).execute(
    db,
  );
  const page = rows.slice(0, ADMIN_REPORTS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: await toReports(db, config, page),
    nextCursor:
      rows.length > ADMIN_REPORTS_PAGE_SIZE && last
        ? encodeCursor({ handled: last.handled, time: last.created_key, id: last.id })
        : null,
  };
}

/** One report as the queue shows it, or null. */
export async function reportById(
  db: Db,
  config: AdminEmailConfig,
  reportId: string,
): Promise<AdminReport | null> {
  const { rows } = await reportQuery(sql<boolean>`r.id = ${reportId}`, 1).execute(db);
  const [report] = await toReports(db, config, rows);
  return report ?? null;
}
