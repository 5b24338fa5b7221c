import type { Db } from '../db/database.js';
import type { RequestContext } from './request-context.js';

/** What an admin did, to which record, with the values before and after. */
export type AuditEntry = {
  /** In the product's words, e.g. 'professional.suspend'. */
  action: string;
  tableName: string;
  recordId: string;
  oldValues?: Record<string, unknown> | null;
  newValues?: Record<string, unknown> | null;
};

/**
 * Writes one audit row inside the transaction of the action it records
 * (docs/product.md, Audit log): `trx` must be that transaction, so a failed insert
 * rolls the action back and a rolled-back action leaves no row.
 */
export async function writeAudit(trx: Db, ctx: RequestContext, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto('audit_logs')
    .values({
      actor_id: ctx.actor?.id ?? null,
      actor_email: ctx.actor?.email ?? null,
      action: entry.action,
      table_name: entry.tableName,
      record_id: entry.recordId,
      old_values: entry.oldValues ? JSON.stringify(entry.oldValues) : null,
      new_values: entry.newValues ? JSON.stringify(entry.newValues) : null,
      ip: ctx.ip,
      request_id: ctx.requestId,
    })
    .execute();
}
