import { z } from 'zod';
import { AppError } from './app-error.js';

// Keyset pages ordered by a time and an id (newest first, or oldest first): a page
// continues after the (time, id) of the last row shown. The time travels as PostgreSQL
// wrote it (`created_at::text`, microseconds kept), so no row is skipped or repeated.

const timeCursorSchema = z.strictObject({ time: z.string().max(64), id: z.uuid() });
export type TimeCursor = z.infer<typeof timeCursorSchema>;

export function encodeTimeCursor(cursor: TimeCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** The cursor in a page link, or 400 with `message` when it is not one this server made. */
export function decodeTimeCursor(token: string, message: string): TimeCursor {
  try {
    const cursor = timeCursorSchema.parse(JSON.parse(Buffer.from(token, 'base64url').toString('utf8')));
    if (Number.isNaN(Date.parse(cursor.time))) throw new Error('not a time');
    return cursor;
  } catch {
    throw new AppError('VALIDATION_FAILED', message, { fields: { cursor: 'Not a valid page link' } });
  }
}
