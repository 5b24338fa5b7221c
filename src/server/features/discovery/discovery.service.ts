import { type Expression, type SqlBool, sql } from 'kysely';
import { PROFESSIONAL_ROLES } from '../../../shared/enums.js';
import {
  DEFAULT_RATE_UNIT,
  DISCOVER_COUNT_CAP,
  DISCOVER_NEARBY_PAGES,
  DISCOVER_TEXT_COUNT_CAP,
  type DiscoverCursor,
  type DiscoverQuery,
  type DiscoverRateUnit,
  type DiscoverResponse,
  type DiscoverSort,
  decodeDiscoverCursor,
  discoverOrderKey,
  encodeDiscoverCursor,
  LOCATION_SUGGESTION_LIMIT,
  type LocationSuggestions,
  type LocationSuggestionsQuery,
  type PageLink,
  type ProfessionalCard,
  type RoleCounts,
} from '../../../shared/schemas/discovery.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { imageUrls } from '../../lib/images.js';
import type { Storage } from '../../lib/storage.js';

// Discovery pages with keyset (seek) pagination: a page continues from the sort key of
// the row before it, so page 50,000 costs what page 1 costs. Numbered links reach nearby
// pages by skipping at most a few pages past a known row (docs/decisions/0004).
// Counts: filters on role, specialty and city alone read exact numbers kept by triggers
// (discovery_counts); any other filter counts live up to DISCOVER_COUNT_CAP, or
// DISCOVER_TEXT_COUNT_CAP with text (docs/decisions/0007).

export type DiscoveryDeps = { db: Db; storage: Storage };
const DEFAULT_PAGE_SIZE = 12;
const NEARBY = DISCOVER_NEARBY_PAGES;

/** How an order sorts rows, and the columns its keyset compares (all one direction). */
type Order = {
  sort: DiscoverSort;
  unit: DiscoverRateUnit;
  columns: string[];
  casts: string[];
  direction: 'asc' | 'desc';
};

/**
 * The generated sort keys of each rate unit (D27, migrations 0003 and 0005): the rate,
 * or 1e9 ascending and -1 descending where it is not set, so the unpriced come last
 * both ways and every key can be compared in a row value.
 */
const RATE_KEYS: Record<DiscoverRateUnit, { ascending: string; descending: string }> = {
  day: { ascending: 'p.day_rate_ascending', descending: 'p.day_rate_descending' },
  hour: { ascending: 'p.hourly_rate_ascending', descending: 'p.hourly_rate_descending' },
};

function orderOf(sort: DiscoverSort, unit: DiscoverRateUnit): Order {
  switch (sort) {
    case 'newest':
      return { sort, unit, columns: ['p.created_at'], casts: ['timestamptz'], direction: 'desc' };
    case 'rate_asc':
      return { sort, unit, columns: [RATE_KEYS[unit].ascending], casts: ['numeric'], direction: 'asc' };
    case 'rate_desc':
      return { sort, unit, columns: [RATE_KEYS[unit].descending], casts: ['numeric'], direction: 'desc' };
    case 'rating':
      return {
        sort,
        unit,
        columns: ['p.rating_average', 'p.rating_count'],
        casts: ['numeric', 'int'],
        direction: 'desc',
      };
  }
}

/** What a page link of this order says it belongs to (a link of one order never continues another). */
const orderKey = (order: Order) => discoverOrderKey(order.sort, order.unit);

function decodeCursor(token: string, order: Order): DiscoverCursor {
  const cursor = decodeDiscoverCursor(token, order.sort, order.unit);
  if (cursor) return cursor;
  throw new AppError(
    'VALIDATION_FAILED',
    'This page link is not valid any more. Please start from the first page.',
    { fields: { cursor: 'Not a valid page link' } },
  );
}

type Row = {
  user_id: string;
  id: string;
  display_name: string;
  role: (typeof PROFESSIONAL_ROLES)[number];
  location: string | null;
  bio: string | null;
  specialties: string[];
  hourly_rate: number | null;
  day_rate: number | null;
  experience_years: number;
  verification_status: string;
  rating_average: number;
  rating_count: number;
  avatar_variants: unknown;
  avatar_width: number | null;
  avatar_height: number | null;
  avatar_color: string | null;
  k0: string;
  k1: string | null;
  /** The exact count of all matches, when the filters have one kept (else null). */
  facet_total: number | null;
};

/** A search whose count is kept exactly in discovery_counts ('' = any). */
type Facet = { role: string; specialty: string; location: string | null };

/** A listed professional `p`: exactly the predicate of the partial indexes (migration 0003). */
const LISTED = sql<SqlBool>`p.is_available and p.suspended_at is null and p.role <> 'client'`;

/** The WHERE clause for listed professionals matching the filters. */
function filters(query: DiscoverQuery): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [LISTED];
  if (query.role) where.push(sql<SqlBool>`p.role = ${query.role}`);
  if (query.specialty) where.push(sql<SqlBool>`p.specialties @> array[${query.specialty}]::text[]`);
  // The city typed, normalized in SQL exactly as profiles' location_key is ("Paris, France"
  // and " paris" both mean 'paris'), or the best-known city it begins (migration 0004): one
  // value, so each sort's location index reads one range in order.
  if (query.location) where.push(sql<SqlBool>`p.location_key = discovery_city(${query.location})`);
  if (query.minRate !== undefined || query.maxRate !== undefined) where.push(rateRange(query));
  if (query.availableOn) {
    where.push(sql<SqlBool>`not exists (select 1 from bookings b where b.professional_id = p.user_id
      and b.shoot_date = ${query.availableOn}::date and b.status = 'accepted')`);
  }
  const tsquery = textQuery(query.q);
  if (tsquery) where.push(sql<SqlBool>`p.search_document @@ to_tsquery('english', ${tsquery})`);
  return where;
}

/**
 * The rate range in the chosen unit (D27), on that unit's generated sort key in the
 * direction of the order in use, so that both bounds make one bounded range of that
 * index. Unpriced profiles are 1e9 ascending and -1 descending: the bounds below (0 to
 * 1,000,000) leave them out either way.
 */
function rateRange(query: DiscoverQuery): Expression<SqlBool> {
  const keys = RATE_KEYS[query.rateUnit ?? DEFAULT_RATE_UNIT];
  const column = sql.ref(query.sort === 'rate_desc' ? keys.descending : keys.ascending);
  const low = query.minRate ?? 0;
  const high = query.maxRate ?? 1_000_000;
  return sql<SqlBool>`${column} between ${low} and ${high}`;
}

/**
 * PostgreSQL's English stop words (share/tsearch_data/english.stop, the Snowball list),
 * which to_tsquery('english', ...) drops. A test checks this copy against the server's.
 */
const STOP_WORDS = new Set(
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
function textQuery(q: string | undefined): string | null {
  const words = (q?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  if (words.every((word) => STOP_WORDS.has(word))) return null;
  return words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ');
}

/** The kept count that answers this search exactly, if any: only role, specialty and city filter it. */
function facetOf(query: DiscoverQuery): Facet | null {
  const live =
    textQuery(query.q) !== null ||
    query.minRate !== undefined ||
    query.maxRate !== undefined ||
    query.availableOn !== undefined;
  if (live) return null;
  return { role: query.role ?? '', specialty: query.specialty ?? '', location: query.location ?? null };
}

function facetCountSql(facet: Facet) {
  const location = facet.location === null ? sql`''` : sql`discovery_city(${facet.location})`;
  return sql<number>`coalesce((select c.listed from discovery_counts c where c.role = ${facet.role}
    and c.specialty = ${facet.specialty} and c.location_key = ${location}), 0)`;
}

async function facetCount(db: Db, facet: Facet): Promise<number> {
  const { rows } = await sql<{ n: number }>`select ${facetCountSql(facet)} as n`.execute(db);
  return rows[0]!.n;
}

function keysetCondition(spec: Order, cursor: DiscoverCursor, forward: boolean): Expression<SqlBool> {
  const columns = sql.join([...spec.columns.map((c) => sql.ref(c)), sql.ref('p.id')]);
  const values = sql.join([
    ...cursor.k.map((value, index) => sql`${value}::${sql.raw(spec.casts[index]!)}`),
    sql`${cursor.i}::uuid`,
  ]);
  // Forward = further along the sort order; backward = towards its start. Written as
  // "at or past the anchor row, but not that row" (ids are unique): the planner estimates a
  // row comparison by its first column alone, and a strict one on a value most rows share
  // (rating 0.0) looked like no rows at all, sending deep pages down the wrong index.
  const greater = (spec.direction === 'asc') === forward;
  const past = greater
    ? sql<SqlBool>`(${columns}) >= (${values})`
    : sql<SqlBool>`(${columns}) <= (${values})`;
  return sql<SqlBool>`${past} and p.id <> ${cursor.i}::uuid`;
}

/** The ORDER BY of an order (reversed: read from its end), which its indexes serve. */
function orderBy(spec: Order, reverse = false) {
  const direction = (spec.direction === 'desc') !== reverse ? 'desc' : 'asc';
  return sql.join([...spec.columns, 'p.id'].map((c) => sql`${sql.ref(c)} ${sql.raw(direction)}`));
}

async function fetchRows(
  deps: DiscoveryDeps,
  where: Expression<SqlBool>[],
  spec: Order,
  options: { reverse: boolean; offset: number; limit: number; facet: Facet | null },
): Promise<Row[]> {
  const order = orderBy(spec, options.reverse);
  const keyColumns = spec.columns.map((column) => sql`${sql.ref(column)}::text`);
  const { rows } = await sql<Row>`
    select p.user_id, p.id, p.display_name, p.role, p.location, p.bio, p.specialties, p.hourly_rate, p.day_rate,
      p.experience_years, p.verification_status, p.rating_average, p.rating_count,
      a.variants as avatar_variants, a.width as avatar_width, a.height as avatar_height, a.dominant_color as avatar_color,
      ${keyColumns[0]} as k0, ${keyColumns[1] ?? sql`null`} as k1,
      ${options.facet ? facetCountSql(options.facet) : sql`null`} as facet_total
    from profiles p
    left join images a on a.id = p.profile_image_id
    where ${sql.join(where, sql` and `)}
    order by ${order}
    limit ${options.limit} offset ${options.offset}
  `.execute(deps.db);
  return options.reverse ? rows.reverse() : rows;
}

type Count = { total: number; capped: boolean };

/**
 * Counts change slowly and cost the most, so each server copy keeps them for a few
 * seconds per filter (a bounded map; nothing that must be shared between copies).
 */
const COUNT_TTL_MS = 5_000;
const COUNT_CACHE_SIZE = 2_000;
const countCache = new Map<string, { at: number; count: Promise<Count> }>();

/**
 * The order a live count reads its matches in (any order counts the same): a rate range
 * is one range of its unit's rate index, so a count with one reads that index.
 */
function countOrder(query: DiscoverQuery, order: Order): Order {
  const hasRateRange = query.minRate !== undefined || query.maxRate !== undefined;
  if (!hasRateRange) return order;
  return orderOf(order.sort === 'rate_desc' ? 'rate_desc' : 'rate_asc', order.unit);
}

/**
 * Counts matches up to `cap` (one more tells "cap+"). The matches are read in the order's
 * own index, as the page reads them: a sequential scan that stops at the cap would read
 * cap / selectivity rows of the table, and a GIN bitmap for a common word collects every
 * match before the first is counted.
 */
function cappedCount(db: Db, where: Expression<SqlBool>[], order: Order, cap: number): Promise<Count> {
  const query = sql<{ n: number }>`
    select count(*)::int as n from (
      select 1 from profiles p where ${sql.join(where, sql` and `)} order by ${orderBy(order)} limit ${cap + 1}
    ) listed
  `.compile(db);
  const key = `${query.sql}|${JSON.stringify(query.parameters)}`;
  const cached = countCache.get(key);
  if (cached && Date.now() - cached.at < COUNT_TTL_MS) return cached.count;
  const count = db.executeQuery(query).then(({ rows }): Count => {
    const n = rows[0]!.n;
    return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
  });
  count.catch(() => countCache.delete(key));
  if (countCache.size >= COUNT_CACHE_SIZE) countCache.delete(countCache.keys().next().value!);
  countCache.set(key, { at: Date.now(), count });
  return count;
}

function toCard(storage: Storage, row: Row): ProfessionalCard {
  const avatar =
    row.avatar_variants && row.avatar_width && row.avatar_height && row.avatar_color
      ? imageUrls(storage, {
          variants: row.avatar_variants as never,
          width: row.avatar_width,
          height: row.avatar_height,
          dominant_color: row.avatar_color,
        })
      : null;
  return {
    userId: row.user_id,
    displayName: row.display_name,
    role: row.role,
    location: row.location,
    bio: row.bio,
    specialties: row.specialties,
    hourlyRate: row.hourly_rate,
    dayRate: row.day_rate,
    experienceYears: row.experience_years,
    verificationStatus: row.verification_status,
    avatar,
    rating: { average: row.rating_count > 0 ? Number(row.rating_average) : null, count: row.rating_count },
  };
}

const keyOf = (row: Row) => (row.k1 === null ? [row.k0] : [row.k0, row.k1]);

export async function discoverProfessionals(
  deps: DiscoveryDeps,
  query: DiscoverQuery,
): Promise<DiscoverResponse> {
  const order = orderOf(query.sort ?? 'newest', query.rateUnit ?? DEFAULT_RATE_UNIT);
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const cursor = query.cursor ? decodeCursor(query.cursor, order) : null;
  const where = filters(query);
  // A kept count comes with the page rows (same query, same snapshot); a live count runs
  // beside the page query, and only the last-page link has to wait for it.
  const facet = facetOf(query);
  // Text matches are read through a sort index and filtered row by row, so their live
  // count stops sooner.
  const cap = textQuery(query.q) ? DISCOVER_TEXT_COUNT_CAP : DISCOVER_COUNT_CAP;
  const counting = facet ? null : cappedCount(deps.db, where, countOrder(query, order), cap);
  const fetch = (
    conditions: Expression<SqlBool>[],
    options: { reverse: boolean; offset: number; limit: number },
  ) => fetchRows(deps, conditions, order, { ...options, facet });

  let page = 1;
  let rows: Row[] = [];
  let lastPage: number | null = null;
  const knowTotal = async (): Promise<Count> => {
    const { total, capped } = facet
      ? { total: rows[0]?.facet_total ?? (await facetCount(deps.db, facet)), capped: false }
      : await counting!;
    lastPage = capped ? null : Math.max(1, Math.ceil(total / pageSize));
    return { total, capped };
  };
  let hasNext: boolean;
  if (!cursor) {
    rows = await fetch(where, { reverse: false, offset: 0, limit: pageSize + 1 });
    hasNext = rows.length > pageSize;
    rows = rows.slice(0, pageSize);
  } else if (cursor.d === 'after') {
    page = cursor.p;
    rows = await fetch([...where, keysetCondition(order, cursor, true)], {
      reverse: false,
      offset: cursor.s * pageSize,
      limit: pageSize + 1,
    });
    hasNext = rows.length > pageSize;
    rows = rows.slice(0, pageSize);
  } else if (cursor.d === 'before') {
    page = cursor.p;
    rows = await fetch([...where, keysetCondition(order, cursor, false)], {
      reverse: true,
      offset: cursor.s * pageSize,
      limit: pageSize,
    });
    hasNext = true;
  } else {
    // The last page, read from the end; only offered when the total is known.
    const { total } = await knowTotal();
    page = lastPage ?? 1;
    const onLastPage = total - (page - 1) * pageSize;
    rows = await fetch(where, { reverse: true, offset: 0, limit: Math.max(onLastPage, 0) });
    hasNext = false;
  }
  const { total, capped } = await knowTotal();
  if (rows.length === 0 && page > 1) {
    // Rows moved since the link was made (a member hid their profile): start over.
    return discoverProfessionals(deps, { ...query, cursor: undefined });
  }

  const first = rows[0];
  const last = rows.at(-1);
  const linkTo = (target: number): PageLink => {
    if (target === 1) return { page: 1, cursor: null };
    if (target === page) return { page, cursor: query.cursor ?? null };
    if (lastPage !== null && target === lastPage && target - page > NEARBY + 1) {
      return {
        page: target,
        cursor: encodeDiscoverCursor({ d: 'last', o: orderKey(order), k: [], p: target, s: 0 }),
      };
    }
    const forward = target > page;
    const anchor = forward ? last! : first!;
    return {
      page: target,
      cursor: encodeDiscoverCursor({
        d: forward ? 'after' : 'before',
        o: orderKey(order),
        k: keyOf(anchor),
        i: anchor.id,
        p: target,
        s: Math.abs(target - page) - 1,
      }),
    };
  };
  const hasPrev = page > 1;
  const furthest = lastPage ?? (hasNext ? page + NEARBY : page);
  const nearby: number[] = [];
  for (let n = Math.max(1, page - NEARBY); n <= Math.min(furthest, page + NEARBY); n++) nearby.push(n);
  const from = rows.length ? (page - 1) * pageSize + 1 : 0;

  return {
    items: rows.map((row) => toCard(deps.storage, row)),
    page,
    pageSize,
    total,
    totalIsCapped: capped,
    from,
    to: rows.length ? from + rows.length - 1 : 0,
    links: {
      prev: hasPrev && first ? linkTo(page - 1) : null,
      next: hasNext && last ? linkTo(page + 1) : null,
      first: page > 1 ? { page: 1, cursor: null } : null,
      last: lastPage !== null && lastPage > page + NEARBY ? linkTo(lastPage) : null,
      pages: rows.length ? nearby.map((n) => ({ ...linkTo(n), current: n === page })) : [],
    },
  };
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

/** The query builders, for bench/discovery (which times exactly the queries the API runs). */
export const discoveryInternals = {
  filters,
  facetOf,
  encodeCursor: encodeDiscoverCursor,
  orderOf,
  orderKey,
  STOP_WORDS,
  clearCountCache: () => countCache.clear(),
};
