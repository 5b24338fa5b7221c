import { type Expression, type SqlBool, sql } from 'kysely';
import { DEFAULT_RATE_UNIT, type DiscoverQuery } from '../../../shared/schemas/discovery.js';
import { listedProfile } from '../../db/listed-profiles.js';
import { RATE_KEY_COLUMNS } from './sort-orders.js';

// Which profiles `p` a search matches (docs/product.md, Who is listed, Search filters).

/** A listed professional `p`: the predicate of the discovery indexes. */
export const LISTED = listedProfile('p');

/** The WHERE clause for listed professionals matching the filters. */
export function matchingFilters(query: DiscoverQuery): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [LISTED];
  if (query.role) where.push(sql<SqlBool>`p.role = ${query.role}`);
  if (query.specialty) where.push(sql<SqlBool>`p.specialties @> array[${query.specialty}]::text[]`);
  // The city typed, normalized in SQL exactly as profiles' location_key is ("Paris, France"
  // and " paris" both mean 'paris'), or the best-known city it begins (migration 0004): one
  // value, so each sort's location index reads one range in order.
  if (query.location) where.push(sql<SqlBool>`p.location_key = discovery_city(${query.location})`);
  if (hasRateRange(query)) where.push(rateRange(query));
  if (query.availableOn) {
    where.push(sql<SqlBool>`not exists (select 1 from bookings b where b.professional_id = p.user_id
      and b.shoot_date = ${query.availableOn}::date and b.status = 'accepted')`);
  }
  const tsquery = textQuery(query.q);
  if (tsquery) where.push(sql<SqlBool>`p.search_document @@ to_tsquery('english', ${tsquery})`);
  return where;
}

export const hasRateRange = (query: DiscoverQuery) =>
  query.minRate !== undefined || query.maxRate !== undefined;

/**
 * The rate range in the chosen unit (docs/product.md, Rates in discovery), on that unit's
 * generated sort key in the direction of the order in use, so that both bounds make one
 * bounded range of that index. Unpriced profiles are 1e9 ascending and -1 descending: the
 * bounds below (0 to 1,000,000) leave them out either way.
 */
function rateRange(query: DiscoverQuery): Expression<SqlBool> {
  const columns = RATE_KEY_COLUMNS[query.rateUnit ?? DEFAULT_RATE_UNIT];
  const column = sql.ref(query.sort === 'rate_desc' ? columns.descending : columns.ascending);
  const low = query.minRate ?? 0;
  const high = query.maxRate ?? 1_000_000;
  return sql<SqlBool>`${column} between ${low} and ${high}`;
}

/**
 * PostgreSQL's English stop words (share/tsearch_data/english.stop, the Snowball list),
 * which to_tsquery('english', ...) drops. A test checks this copy against the server's.
 */
export const STOP_WORDS = new Set(
  `i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers
  herself it its itself they them their theirs themselves what which who whom this that these those am is are
  was were be been being have has had having do does did doing a an the and but if or because as until while
  of at by for with about against between into through during before after above below to from up down in out
  on off over under again further then once here there when where why how all any both each few more most other
  some such no nor not only own same so than too very s t can will just don should now`.split(/\s+/),
);

/**
 * Search-as-you-type: every word must match, the last one as a prefix. Stop words alone
 * match everything (PostgreSQL would drop them all, leaving an empty query), which is
 * decided here rather than by asking the database on every request.
 */
export function textQuery(q: string | undefined): string | null {
  const words = (q?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  if (words.every((word) => STOP_WORDS.has(word))) return null;
  return words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ');
}
