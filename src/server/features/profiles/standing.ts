import type { Db } from '../../db/database.js';

/**
 * The members' profile rows as they stand now, share-locked for the rest of the caller's
 * transaction: a suspension or an availability switch (which lock the row to change it)
 * waits for the caller's write, or the caller for theirs, so a check made here holds when
 * the write commits. Rows are locked in id order, so two writes take them the same way round.
 */
export async function lockStandings(trx: Db, memberIds: string[]) {
  const rows = await trx
    .selectFrom('profiles')
    .select(['user_id', 'role', 'is_available', 'suspended_at'])
    .where('user_id', 'in', memberIds)
    .orderBy('user_id')
    .forShare()
    .execute();
  return new Map(rows.map((row) => [row.user_id, row]));
}
