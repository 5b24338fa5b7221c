import { sql } from 'kysely';
import {
  LOCATION_SUGGESTION_LIMIT,
  type LocationSuggestions,
  type LocationSuggestionsQuery,
} from '../../../shared/schemas/discovery.js';
import type { Db } from '../../db/database.js';
import { LISTED } from './filters.js';

/**
 * Listed cities that begin with what was typed, those with the most matching
 * professionals first (role and specialty narrow the count), from the kept counts. Each
 * is written as the newest profile there writes it.
 */
export async function locationSuggestions(
  db: Db,
  query: LocationSuggestionsQuery,
): Promise<LocationSuggestions> {
  const { rows } = await sql<{ city: string | null; count: number }>`
    select (
        select btrim(split_part(p.location, ',', 1)) from profiles p
        where p.location_key = c.location_key
          and ${LISTED}
        order by p.created_at desc, p.id desc
        limit 1
      ) as city,
      c.listed as count
    from discovery_counts c
    where c.role = ${query.role ?? ''} and c.specialty = ${query.specialty ?? ''} and c.listed > 0
      and c.location_key >= discovery_location_key(${query.q})
      and c.location_key < discovery_location_key(${query.q}) || chr(1114111)
    order by c.listed desc, c.location_key
    limit ${LOCATION_SUGGESTION_LIMIT}
  `.execute(db);
  return {
    locations: rows.flatMap((row) => (row.city ? [{ city: row.city, count: Number(row.count) }] : [])),
  };
}
