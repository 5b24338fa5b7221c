import type { AdminPerson } from '../../../../shared/schemas/moderation.js';
import type { Db } from '../../../db/database.js';

/**
 * A member whose account is gone (reports and reviews can outlive a reporter's account):
 * a deleted account's row stays under a placeholder address that is nobody's, so neither
 * it nor the profile-less 'Frameline member' is shown for them.
 */
const GONE = { name: 'Deleted account', email: '' };

/**
 * Members as the admin area names them: display name, else full name, and email
 * (administrators see members' contact fields, docs/product.md, Admin levels and permissions).
 */
export async function adminPeople(
  db: Db,
  userIds: readonly (string | null)[],
): Promise<Map<string, AdminPerson>> {
  const ids = [...new Set(userIds.filter((id): id is string => id !== null))];
  const people = new Map<string, AdminPerson>();
  if (!ids.length) return people;
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.user_id', 'u.id')
    .select(['u.id', 'u.email', 'u.deleted_at', 'p.display_name', 'p.full_name'])
    .where('u.id', 'in', ids)
    .execute();
  for (const row of rows) {
    if (row.deleted_at) continue;
    people.set(row.id, {
      userId: row.id,
      name: row.display_name || row.full_name || 'Frameline member',
      email: row.email,
    });
  }
  return people;
}

/** The person of `people`, or the placeholder of an account that is gone. */
export function personOf(people: Map<string, AdminPerson>, userId: string): AdminPerson {
  return people.get(userId) ?? { userId, ...GONE };
}
