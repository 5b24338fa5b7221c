import { z } from 'zod';
import { isTimestampText } from '../../shared/schemas/common.js';
import { AppError } from './app-error.js';

// Keyset pages ordered by a time and an id (newest first, or oldest first): a page
// continues after the (time, id) of the last row shown. The time travels as PostgreSQL
// wrote it (`created_at::text`, microseconds kept), so no row is skipped or repeated.
// A link holding any other time (one PostgreSQL would refuse, such as 2026-02-30) is a
// bad link: 400, never a 500.

/** The time of a page link: only text PostgreSQL writes, and so takes back. */
export const cursorTimeSchema = z.string().max(64).refine(isTimestampText);

const timeCursorSchema = z.strictObject({ time: cursorTimeSchema, id: z.uuid() });
export type TimeCursor = z.infer<typeof timeCursorSchema>;

export function encodeTimeCursor(cursor: TimeCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** The cursor in a page link, or 400 with `message` when it is not one this server made. */
export function decodeTimeCursor(token: string, message: string): TimeCursor {
  try {
    return timeCursorSchema.parse(JSON.parse(Buffer.from(token, 'base64url').toString('utf8')));
  } catch {
    throw new AppError('VALIDATION_FAILED', message, { fields: { cursor: 'Not a valid page link' } });
  }
}
