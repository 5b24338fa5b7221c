import { sql } from 'kysely';
import type { AdminReportKind, AdminReportQuery } from '../../../shared/schemas/admin-people.js';
import { currentTimeZoneName } from '../../../shared/time-zone-names.js';
import type { Db } from '../../db/database.js';

// Generate Reports (docs/product.md, Admin tabs): CSV files of the professionals and the
// bookings created in a range of days, written by the server a batch at a time, so a
// large range never sits in memory whole.

const BATCH = 500;

/**
 * One CSV cell. Text a person typed that begins like a formula (= + - @, or a tab or
 * carriage return before one) is prefixed with ' so a spreadsheet shows it instead of
 * running it (docs/product.md, Admin tabs). A cell holding a quote, a line break or any
 * character a spreadsheet may split on (a comma, or the semicolon and tab that spreadsheets
 * set to other languages split on) is quoted, so no part of it becomes a cell of its own,
 * where '=1+1' would run.
 */
export function csvCell(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  let text = value instanceof Date ? value.toISOString() : value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",;\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly Parameters<typeof csvCell>[0][]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** The file's name: frameline-bookings-2026-01-01-to-2026-01-31.csv. */
export function reportFileName(kind: AdminReportKind, range: AdminReportQuery): string {
  return `frameline-${kind}-${range.from}-to-${range.to}.csv`;
}

/** [from 00:00 UTC, the day after `to` 00:00 UTC). */
function bounds(range: AdminReportQuery) {
  const end = new Date(`${range.to}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return { start: new Date(`${range.from}T00:00:00Z`), end };
}

type Key = { time: string; id: string } | null;

const PROFESSIONAL_COLUMNS = [
  'user_id',
  'display_name',
  'full_name',
  'email',
  'role',
  'location',
  'status',
  'suspension_reason',
  'verification_status',
  'available',
  'hourly_rate',
  'day_rate',
  'created_at',
] as const;

async function* professionalRows(db: Db, range: AdminReportQuery): AsyncGenerator<string> {
  const { start, end } = bounds(range);
  let after: Key = null;
  for (;;) {
    const rows = await db
      .selectFrom('profiles')
      .select([
        'user_id',
        'display_name',
        'full_name',
        'email',
        'role',
        'location',
        'suspended_at',
        'suspension_reason',
        'verification_status',
        'is_available',
        'hourly_rate',
        'day_rate',
        'created_at',
        sql<string>`created_at::text`.as('key'),
      ])
      .where('role', '<>', 'client')
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .$if(after !== null, (q) =>
        q.where(sql<boolean>`(created_at, user_id) > (${after!.time}::timestamptz, ${after!.id}::uuid)`),
      )
      .orderBy('created_at')
      .orderBy('user_id')
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      yield csvLine([
        row.user_id,
        row.display_name,
        row.full_name,
        row.email,
        row.role,
        row.location,
        row.suspended_at ? 'suspended' : 'active',
        row.suspension_reason,
        row.verification_status,
        row.is_available,
        row.hourly_rate,
        row.day_rate,
        row.created_at,
      ]);
    }
    const last = rows.at(-1);
    if (rows.length < BATCH || !last) return;
    after = { time: last.key, id: last.user_id };
  }
}

const BOOKING_COLUMNS = [
  'id',
  'title',
  'status',
  'shoot_date',
  'start_time',
  'time_zone',
  'duration_hours',
  'location',
  'rate_offered',
  'rate_accepted',
  'client_id',
  'client_email',
  'professional_id',
  'professional_email',
  'created_at',
  'updated_at',
] as const;

async function* bookingRows(db: Db, range: AdminReportQuery): AsyncGenerator<string> {
  const { start, end } = bounds(range);
  let after: Key = null;
  for (;;) {
    const rows = await db
      .selectFrom('bookings as b')
      .innerJoin('users as c', 'c.id', 'b.client_id')
      .innerJoin('users as p', 'p.id', 'b.professional_id')
      .select([
        'b.id',
        'b.title',
        'b.status',
        'b.shoot_date',
        'b.start_time',
        'b.time_zone',
        'b.duration_hours',
        'b.location',
        'b.rate_offered',
        'b.rate_accepted',
        'b.client_id',
        // A deleted account's row keeps a placeholder address nobody owns: the cell is
        // left empty, and the id still ties the booking to the account.
        sql<string | null>`case when c.deleted_at is null then c.email end`.as('client_email'),
        'b.professional_id',
        sql<string | null>`case when p.deleted_at is null then p.email end`.as('professional_email'),
        'b.created_at',
        'b.updated_at',
        sql<string>`b.created_at::text`.as('key'),
      ])
      .where('b.created_at', '>=', start)
      .where('b.created_at', '<', end)
      .$if(after !== null, (q) =>
        q.where(sql<boolean>`(b.created_at, b.id) > (${after!.time}::timestamptz, ${after!.id}::uuid)`),
      )
      .orderBy('b.created_at')
      .orderBy('b.id')
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      yield csvLine([
        row.id,
        row.title,
        row.status,
        row.shoot_date,
        row.start_time,
        currentTimeZoneName(row.time_zone),
        row.duration_hours,
        row.location,
        row.rate_offered,
        row.rate_accepted,
        row.client_id,
        row.client_email,
        row.professional_id,
        row.professional_email,
        row.created_at,
        row.updated_at,
      ]);
    }
    const last = rows.at(-1);
    if (rows.length < BATCH || !last) return;
    after = { time: last.key, id: last.id };
  }
}

/**
 * The report's lines: a byte order mark (spreadsheets then read the file as UTF-8), the
 * header, then a line per row, oldest first.
 */
export async function* csvReport(
  db: Db,
  kind: AdminReportKind,
  range: AdminReportQuery,
): AsyncGenerator<string> {
  const columns = kind === 'professionals' ? PROFESSIONAL_COLUMNS : BOOKING_COLUMNS;
  yield `\uFEFF${csvLine(columns)}`;
  yield* kind === 'professionals' ? professionalRows(db, range) : bookingRows(db, range);
}
