import { type Expression, type SqlBool, sql } from 'kysely';
import { PROFESSIONAL_ROLES } from '../../../shared/enums.js';
import {
  DISCOVER_COUNT_CAP,
  DISCOVER_TEXT_COUNT_CAP,
  type DiscoverQuery,
  type RoleCounts,
} from '../../../shared/schemas/discovery.js';
import type { Db } from '../../db/database.js';
import { hasRateRange, textQuery } from './filters.js';
import { orderByClause, type SortOrder, sortOrderOf } from './sort-orders.js';

// How many professionals a search matches (docs/product.md, Counts). Filters on role,
// specialty and city alone read exact numbers kept by triggers (discovery_counts); any
// other filter counts live up to DISCOVER_COUNT_CAP, or DISCOVER_TEXT_COUNT_CAP with text
// (docs/decisions/0007).

export type Count = { total: number; capped: boolean };

/** A search whose count discovery_counts keeps exactly ('' = any role or specialty). */
export type KeptCountFilter = { role: string; specialty: string; location: string | null };

/** The kept count that answers this search exactly, if any: only role, specialty and city filter it. */
export function keptCountFilterOf(query: DiscoverQuery): KeptCountFilter | null {
  const live = textQuery(query.q) !== null || hasRateRange(query) || query.availableOn !== undefined;
  if (live) return null;
  return { role: query.role ?? '', specialty: query.specialty ?? '', location: query.location ?? null };
}

/** The kept count as an SQL expression, to read it in the same query as a page's rows. */
export function keptCountSql(filter: KeptCountFilter) {
  const location = filter.location === null ? sql`''` : sql`discovery_city(${filter.location})`;
  return sql<number>`coalesce((select c.listed from discovery_counts c where c.role = ${filter.role}
    and c.specialty = ${filter.specialty} and c.location_key = ${location}), 0)`;
}

export async function readKeptCount(db: Db, filter: KeptCountFilter): Promise<number> {
  const { rows } = await sql<{ listed: number }>`select ${keptCountSql(filter)} as listed`.execute(db);
  return rows[0]!.listed;
}

/**
 * Counts change slowly and cost the most, so each server copy keeps them for a few
 * seconds per filter (a bounded map; nothing that must be shared between copies).
 */
const COUNT_TTL_MS = 5_000;
const COUNT_CACHE_SIZE = 2_000;
const countCache = new Map<string, { at: number; count: Promise<Count> }>();

/** Forgets the kept live counts (for timing the count query itself). */
export function clearCountCache(): void {
  countCache.clear();
}

/**
 * The live count of a search without a kept count: text matches are read through a sort
 * index and filtered row by row, so their count stops sooner.
 */
export function liveCount(db: Db, query: DiscoverQuery, where: Expression<SqlBool>[], order: SortOrder) {
  const cap = textQuery(query.q) ? DISCOVER_TEXT_COUNT_CAP : DISCOVER_COUNT_CAP;
  return cappedCount(db, where, liveCountOrder(query, order), cap);
}

/**
 * The order a live count reads its matches in (any order counts the same): a rate range
 * is one range of its unit's rate index, so a count with one reads that index.
 */
function liveCountOrder(query: DiscoverQuery, order: SortOrder): SortOrder {
  if (!hasRateRange(query)) return order;
  return sortOrderOf(order.sort === 'rate_desc' ? 'rate_desc' : 'rate_asc', order.unit);
}

/**
 * Counts matches up to `cap` (one more tells "cap+"). The matches are read in the order's
 * own index, as the page reads them: a sequential scan that stops at the cap would read
 * cap / selectivity rows of the table, and a GIN bitmap for a common word collects every
 * match before the first is counted.
 */
function cappedCount(db: Db, where: Expression<SqlBool>[], order: SortOrder, cap: number): Promise<Count> {
  const query = sql<{ matches: number }>`
    select count(*)::int as matches from (
      select 1 from profiles p where ${sql.join(where, sql` and `)} order by ${orderByClause(order)} limit ${cap + 1}
    ) listed
  `.compile(db);
  const key = `${query.sql}|${JSON.stringify(query.parameters)}`;
  const cached = countCache.get(key);
  if (cached && Date.now() - cached.at < COUNT_TTL_MS) return cached.count;
  const count = db.executeQuery(query).then(({ rows }): Count => {
    const matches = rows[0]!.matches;
    return matches > cap ? { total: cap, capped: true } : { total: matches, capped: false };
  });
  count.catch(() => countCache.delete(key));
  if (countCache.size >= COUNT_CACHE_SIZE) countCache.delete(countCache.keys().next().value!);
  countCache.set(key, { at: Date.now(), count });
  return count;
}

/** Live counts for the category cards: listed professionals per role, exact (kept by triggers). */
export async function roleCounts(db: Db): Promise<RoleCounts> {
  const rows = await db
    .selectFrom('discovery_counts')
    .select(['role', 'listed'])
    .where('specialty', '=', '')
    .where('location_key', '=', '')
    .execute();
  const count = (role: string) => rows.find((row) => row.role === role)?.listed ?? 0;
  return {
    total: count(''),
    totalIsCapped: false,
    roles: PROFESSIONAL_ROLES.map((role) => ({ role, count: count(role), isCapped: false })),
  };
}
