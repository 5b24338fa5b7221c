import { bookingMove } from '../../../../shared/booking-lifecycle.js';
import type { Db } from '../../../db/database.js';
import { queueBookingEmails } from '../booking-emails.js';
import {
  type BookingDeps,
  type BookingRow,
  lockBooking,
  partiesOf,
  recordChange,
  subjectOf,
} from '../booking-records.js';

/**
 * The system expires a pending request unanswered 7 days after it was made, or whose
 * shoot has started (docs/product.md, Expiry and reminders), and emails the client.
 * `row` must be locked by `trx`. Returns false when the table does not allow it (any
 * more): safe to repeat.
 */
export async function expireLockedBooking(
  trx: Db,
  deps: Pick<BookingDeps, 'config'>,
  row: BookingRow,
  now = new Date(),
): Promise<boolean> {
  if (!bookingMove(subjectOf(row), 'expire', 'system', now).allowed) return false;
  const updated = await recordChange(trx, row, {
    actorId: null,
    actorRole: 'system',
    to: 'expired',
    note: null,
    rate: null,
  });
  await queueBookingEmails(trx, deps.config.publicUrl, updated, await partiesOf(trx, updated), {
    kind: 'expired',
  });
  return true;
}

/** Expires one booking in its own transaction (the scheduled job's step). */
export async function expireBooking(deps: Pick<BookingDeps, 'db' | 'config'>, bookingId: string) {
  return deps.db.transaction().execute(async (trx) => {
    const row = await lockBooking(trx, bookingId);
    return row ? expireLockedBooking(trx, deps, row) : false;
  });
}
