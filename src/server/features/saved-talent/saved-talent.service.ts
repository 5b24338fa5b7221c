import { sql } from 'kysely';
import { mayChangeSavedTalent, maySaveTalent } from '../../../shared/policies.js';
import type { SessionUser } from '../../../shared/schemas/auth.js';
import {
  SAVED_TALENT_MAX,
  SAVED_TALENT_PAGE_SIZE,
  type SavedState,
  type SavedTalentIds,
  type SavedTalentList,
} from '../../../shared/schemas/saved-talent.js';
import { SAVED_TALENT_TEXTS } from '../../../shared/texts.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { enforce } from '../../lib/authorize.js';
import { decodeTimeCursor, encodeTimeCursor } from '../../lib/keyset.js';
import { publish } from '../../lib/realtime.js';
import type { Storage } from '../../lib/storage.js';
import { memberSummaries } from '../profiles/index.js';

// Saved talent (docs/product.md, Saved talent): the professionals a member keeps to come
// back to, private to them. Saving twice is saving once; removing what is not there is done.
// A change is a live event to the member's own tabs, and only to theirs.

/** Tells the member's open tabs that a professional was saved or removed. */
function publishSavedChange(trx: Db, memberId: string, talentId: string, saved: boolean) {
  return publish(trx, [{ memberId, event: { type: 'saved-talent.changed', talentId, saved } }]);
}

export type SavedTalentDeps = { db: Db; storage: Storage };

/** The professional as the rules need them, or 404 when there is no such profile. */
async function talentSubject(db: Db, talentId: string) {
  const row = await db
    .selectFrom('profiles')
    .select(['user_id', 'role', 'suspended_at', 'display_name'])
    .where('user_id', '=', talentId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', SAVED_TALENT_TEXTS.notFound);
  return {
    userId: row.user_id,
    role: row.role,
    isSuspended: row.suspended_at !== null,
    displayName: row.display_name,
  };
}

const REFUSAL_TEXTS = {
  not_found: SAVED_TALENT_TEXTS.notFound,
  self: SAVED_TALENT_TEXTS.self,
  not_professional: SAVED_TALENT_TEXTS.notProfessional,
};

/** Whether I saved the professional (false for anyone I could not save, without saying why). */
export async function isSaved(
  deps: SavedTalentDeps,
  actor: SessionUser,
  talentId: string,
): Promise<SavedState> {
  const row = await deps.db
    .selectFrom('saved_talent')
    .select('talent_id')
    .where('member_id', '=', actor.id)
    .where('talent_id', '=', talentId)
    .executeTakeFirst();
  return { saved: Boolean(row) };
}

/** The ids of every professional I saved (at most SAVED_TALENT_MAX), for the talent cards. */
export async function savedTalentIds(deps: SavedTalentDeps, actor: SessionUser): Promise<SavedTalentIds> {
  const rows = await deps.db
    .selectFrom('saved_talent')
    .select('talent_id')
    .where('member_id', '=', actor.id)
    .execute();
  return { ids: rows.map((row) => row.talent_id) };
}

/**
 * Saves a professional. The member's row is locked while their saved talent is counted and
 * added to, so two saves at once cannot pass the limit together.
 */
export async function saveTalent(
  deps: SavedTalentDeps,
  actor: SessionUser,
  talentId: string,
): Promise<SavedState> {
  const subject = await talentSubject(deps.db, talentId);
  enforce(maySaveTalent(actor, subject), REFUSAL_TEXTS);
  await deps.db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', actor.id).forNoKeyUpdate().execute();
    const { rows } = await sql<{ count: number; already: boolean }>`
      select count(*)::int as count, bool_or(talent_id = ${talentId}) as already
      from saved_talent where member_id = ${actor.id}
    `.execute(trx);
    if (rows[0]?.already) return;
    if ((rows[0]?.count ?? 0) >= SAVED_TALENT_MAX)
      throw new AppError('CONFLICT', SAVED_TALENT_TEXTS.full(SAVED_TALENT_MAX));
    await trx
      .insertInto('saved_talent')
      .values({ member_id: actor.id, talent_id: talentId })
      .onConflict((conflict) => conflict.columns(['member_id', 'talent_id']).doNothing())
      .execute();
    await publishSavedChange(trx, actor.id, subject.userId, true);
  });
  return { saved: true, message: SAVED_TALENT_TEXTS.saved(subject.displayName) };
}

/** Removes a professional from my saved talent; done whether or not they were in it. */
export async function removeSavedTalent(
  deps: SavedTalentDeps,
  actor: SessionUser,
  talentId: string,
): Promise<SavedState> {
  enforce(mayChangeSavedTalent(actor));
  await deps.db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('saved_talent')
      .where('member_id', '=', actor.id)
      .where('talent_id', '=', talentId)
      .returning('talent_id')
      .execute();
    if (removed[0]) await publishSavedChange(trx, actor.id, removed[0].talent_id, false);
  });
  const name = await deps.db
    .selectFrom('profiles')
    .select('display_name')
    .where('user_id', '=', talentId)
    .executeTakeFirst();
  return { saved: false, message: name ? SAVED_TALENT_TEXTS.removed(name.display_name) : undefined };
}

/**
 * My saved talent, newest first, in keyset pages after the (saved_at, talent_id) of the
 * last shown; professionals suspended since, or who became clients, are not listed (their
 * rows stay, and show again when that changes).
 */
export async function listSavedTalent(
  deps: SavedTalentDeps,
  actor: SessionUser,
  cursor: string | undefined,
): Promise<SavedTalentList> {
  const after = cursor ? decodeTimeCursor(cursor, SAVED_TALENT_TEXTS.badCursor) : null;
  const listed = sql`p.suspended_at is null and p.role <> 'client'`;
  const { rows } = await sql<{
    talent_id: string;
    location: string | null;
    is_available: boolean;
    saved_at: Date;
    saved_key: string;
  }>`
    select s.talent_id, p.location, p.is_available, s.saved_at, s.saved_at::text as saved_key
    from saved_talent s join profiles p on p.user_id = s.talent_id
    where s.member_id = ${actor.id} and ${listed}
      ${after ? sql`and (s.saved_at, s.talent_id) < (${after.time}::timestamptz, ${after.id}::uuid)` : sql``}
    order by s.saved_at desc, s.talent_id desc
    limit ${SAVED_TALENT_PAGE_SIZE + 1}
  `.execute(deps.db);
  const { rows: counted } = await sql<{ total: number }>`
    select count(*)::int as total
    from saved_talent s join profiles p on p.user_id = s.talent_id
    where s.member_id = ${actor.id} and ${listed}
  `.execute(deps.db);
  const page = rows.slice(0, SAVED_TALENT_PAGE_SIZE);
  const members = await memberSummaries(
    deps,
    page.map((row) => row.talent_id),
  );
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      talent: members.get(row.talent_id)!,
      location: row.location,
      isAvailable: row.is_available,
      savedAt: row.saved_at.toISOString(),
    })),
    nextCursor:
      rows.length > SAVED_TALENT_PAGE_SIZE && last
        ? encodeTimeCursor({ time: last.saved_key, id: last.talent_id })
        : null,
    total: counted[0]!.total,
  };
}
