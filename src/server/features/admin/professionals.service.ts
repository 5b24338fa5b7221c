import { sql } from 'kysely';
import {
  ADMIN_PROFESSIONALS_PAGE,
  type AdminProfessionalList,
  type AdminProfessionalsQuery,
} from '../../../shared/schemas/admin-people.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { containsPattern } from '../../db/like-pattern.js';
import { adminLevelFor } from '../../lib/acting-admin.js';
import { decodeTimeCursor, encodeTimeCursor } from '../../lib/keyset.js';

/**
 * The Professionals tab (docs/product.md, Admin tabs): every professional, suspended ones
 * included, and every client suspended from a report (to be activated here), newest
 * first in keyset pages; the search finds a piece of the display name,
 * full name or email, taken literally.
 */
export async function listProfessionals(
  db: Db,
  config: Pick<Config, 'adminEmail'>,
  query: AdminProfessionalsQuery,
): Promise<AdminProfessionalList> {
  const after = query.cursor
    ? decodeTimeCursor(query.cursor, 'This link to more professionals is not valid any more.')
    : null;
  const rows = await db
    .selectFrom('profiles')
    .leftJoin('admins', (join) =>
      join.onRef('admins.user_id', '=', 'profiles.user_id').on('admins.is_active', '=', true),
    )
    .select([
      'profiles.user_id',
      'display_name',
      'full_name',
      'email',
      'role',
      'suspended_at',
      'suspension_reason',
      'verification_status',
      'profiles.created_at',
      'admins.admin_level',
      sql<string>`profiles.created_at::text`.as('created_key'),
    ])
    .where((eb) => eb.or([eb('role', '<>', 'client'), eb('suspended_at', 'is not', null)]))
    .$if(Boolean(query.q), (q) => {
      const pattern = containsPattern(query.q!);
      // A piece of one field (docs/product.md, Admin tabs). The joined fields are what the
      // trigram index holds: a match in one field is a match there too.
      return q.where(
        sql<boolean>`(display_name || ' ' || full_name || ' ' || email) ilike ${pattern}
          and (display_name ilike ${pattern} or full_name ilike ${pattern} or email ilike ${pattern})`,
      );
    })
    .$if(after !== null, (q) =>
      q.where(
        sql<boolean>`(profiles.created_at, profiles.user_id) < (${after!.time}::timestamptz, ${after!.id}::uuid)`,
      ),
    )
    .orderBy('profiles.created_at', 'desc')
    .orderBy('profiles.user_id', 'desc')
    .limit(ADMIN_PROFESSIONALS_PAGE + 1)
    .execute();
  const page = rows.slice(0, ADMIN_PROFESSIONALS_PAGE);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      userId: row.user_id,
      displayName: row.display_name,
      fullName: row.full_name,
      email: row.email,
      role: row.role,
      isSuspended: row.suspended_at !== null,
      suspensionReason: row.suspension_reason,
      verificationStatus: row.verification_status,
      createdAt: row.created_at.toISOString(),
      adminLevel: adminLevelFor(config, row.email, row.admin_level),
    })),
    nextCursor:
      rows.length > ADMIN_PROFESSIONALS_PAGE && last
        ? encodeTimeCursor({ time: last.created_key, id: last.user_id })
        : null,
  };
}
