import { type RawBuilder, type SqlBool, sql } from 'kysely';

/**
 * A listed professional (docs/product.md, Who is listed): available, not suspended, not a
 * client. The one definition, used by discovery, the sitemaps and the admin figures; it
 * is also exactly the predicate of the discovery indexes (migrations 0003 and 0005), so a
 * query using it can use them. `alias` names the profiles table in the query.
 */
export function listedProfile(alias?: string): RawBuilder<SqlBool> {
  const column = (name: string) => sql.ref(alias ? `${alias}.${name}` : name);
  return sql<SqlBool>`${column('is_available')} and ${column('suspended_at')} is null and ${column('role')} <> 'client'`;
}
