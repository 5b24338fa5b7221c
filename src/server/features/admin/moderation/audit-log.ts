import { sql } from 'kysely';
import {
  AUDIT_LOG_PAGE_SIZE,
  type AuditFilters,
  type AuditLog,
  type AuditLogQuery,
} from '../../../../shared/schemas/moderation.js';
import type { Db } from '../../../db/database.js';

// The Audit log tab (docs/product.md, Audit log): newest first by id, 50 a page, filtered
// by admin (audit_logs_actor_idx), action (audit_logs_action_idx) and days in UTC.

const asValues = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

export async function listAuditLog(db: Db, query: AuditLogQuery): Promise<AuditLog> {
  const rows = await db
    .selectFrom('audit_logs')
    .selectAll()
    .$if(query.actor !== undefined, (q) => q.where('actor_id', '=', query.actor!))
    .$if(query.action !== undefined, (q) => q.where('action', '=', query.action!))
    .$if(query.from !== undefined, (q) =>
      q.where(sql<boolean>`created_at >= (${query.from!}::date)::timestamp at time zone 'UTC'`),
    )
    .$if(query.to !== undefined, (q) =>
      q.where(sql<boolean>`created_at < (${query.to!}::date + 1)::timestamp at time zone 'UTC'`),
    )
    .$if(query.cursor !== undefined, (q) => q.where(sql<boolean>`id < ${query.cursor!}::bigint`))
    .orderBy('id', 'desc')
    .limit(AUDIT_LOG_PAGE_SIZE + 1)
    .execute();
  const page = rows.slice(0, AUDIT_LOG_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: String(row.id),
      createdAt: row.created_at.toISOString(),
      actorId: row.actor_id,
      actorEmail: row.actor_email,
      action: row.action,
      tableName: row.table_name,
      recordId: row.record_id,
      oldValues: asValues(row.old_values),
      newValues: asValues(row.new_values),
      ip: row.ip,
    })),
    nextCursor: rows.length > AUDIT_LOG_PAGE_SIZE && last ? String(last.id) : null,
  };
}

/**
 * The admins and the actions the log holds, for its filters: each distinct value is one
 * step down its index (a skip scan), not a read of the whole log.
 */
export async function auditFilters(db: Db): Promise<AuditFilters> {
  const [actors, actions] = await Promise.all([
    sql<{ id: string; email: string | null }>`
      with recursive actor as (
        (select actor_id from audit_logs where actor_id is not null order by actor_id limit 1)
        union all
        select (select l.actor_id from audit_logs l where l.actor_id > a.actor_id order by l.actor_id limit 1)
        from actor a where a.actor_id is not null
      )
      select a.actor_id as id,
        coalesce(u.email, (select l.actor_email from audit_logs l where l.actor_id = a.actor_id
          order by l.id desc limit 1)) as email
      from actor a left join users u on u.id = a.actor_id
      where a.actor_id is not null
      order by email`.execute(db),
    sql<{ action: string }>`
      with recursive act as (
        (select action from audit_logs order by action limit 1)
        union all
        select (select l.action from audit_logs l where l.action > a.action order by l.action limit 1)
        from act a where a.action is not null
      )
      select action from act where action is not null order by action`.execute(db),
  ]);
  return { actors: actors.rows, actions: actions.rows.map((row) => row.action) };
}
