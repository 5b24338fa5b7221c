import { type Expression, type SqlBool, sql } from 'kysely';
import type { PROFESSIONAL_ROLES } from '../../../shared/enums.js';
import {
  DEFAULT_RATE_UNIT,
  DISCOVER_DEFAULT_PAGE_SIZE,
  type DiscoverQuery,
  type DiscoverResponse,
  type ProfessionalCard,
} from '../../../shared/schemas/discovery.js';
import type { Db } from '../../db/database.js';
import { imageUrls } from '../../lib/images.js';
import type { Storage } from '../../lib/storage.js';
import {
  type Count,
  type KeptCountFilter,
  keptCountFilterOf,
  keptCountSql,
  liveCount,
  readKeptCount,
} from './counts.js';
import { matchingFilters } from './filters.js';
import { type AnchorRow, anchorKeySelection, pastAnchor, readPageCursor } from './page-cursor.js';
import { pageLinks } from './page-links.js';
import { orderByClause, type SortOrder, sortOrderOf } from './sort-orders.js';

// A page of discovery: the professionals a search matches (filters.ts), in the order
// chosen (sort-orders.ts), from where its page link starts (page-cursor.ts), with the
// count of all matches (counts.ts) and the links to other pages (page-links.ts).

export type DiscoveryDeps = { db: Db; storage: Storage };

/** A listed professional as a card needs them, with what a page link starts from. */
type CardRow = AnchorRow & {
  user_id: string;
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
  /** The exact count of all matches, when the filters have one kept (else null). */
  kept_total: number | null;
};

async function readCardRows(
  db: Db,
  where: Expression<SqlBool>[],
  order: SortOrder,
  options: { reverse: boolean; offset: number; limit: number; keptCount: KeptCountFilter | null },
): Promise<CardRow[]> {
  const { rows } = await sql<CardRow>`
    select p.user_id, p.id, p.display_name, p.role, p.location, p.bio, p.specialties, p.hourly_rate, p.day_rate,
      p.experience_years, p.verification_status, p.rating_average, p.rating_count,
      a.variants as avatar_variants, a.width as avatar_width, a.height as avatar_height, a.dominant_color as avatar_color,
      ${anchorKeySelection(order)},
      ${options.keptCount ? keptCountSql(options.keptCount) : sql`null`} as kept_total
    from profiles p
    left join images a on a.id = p.profile_image_id
    where ${sql.join(where, sql` and `)}
    order by ${orderByClause(order, options.reverse)}
    limit ${options.limit} offset ${options.offset}
  `.execute(db);
  return options.reverse ? rows.reverse() : rows;
}

function toCard(storage: Storage, row: CardRow): ProfessionalCard {
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

export async function discoverProfessionals(
  deps: DiscoveryDeps,
  query: DiscoverQuery,
): Promise<DiscoverResponse> {
  const order = sortOrderOf(query.sort ?? 'newest', query.rateUnit ?? DEFAULT_RATE_UNIT);
  const pageSize = query.pageSize ?? DISCOVER_DEFAULT_PAGE_SIZE;
  const cursor = query.cursor ? readPageCursor(query.cursor, order, pageSize) : null;
  const where = matchingFilters(query);
  // A kept count comes with the page rows (same query, same snapshot); a live count runs
  // beside the page query, and only the last-page link has to wait for it.
  const keptCount = keptCountFilterOf(query);
  const counting = keptCount ? null : liveCount(deps.db, query, where, order);
  const read = (
    conditions: Expression<SqlBool>[],
    options: { reverse: boolean; offset: number; limit: number },
  ) => readCardRows(deps.db, conditions, order, { ...options, keptCount });

  let page = 1;
  let rows: CardRow[] = [];
  let lastPage: number | null = null;
  const knowTotal = async (): Promise<Count> => {
    const { total, capped } = keptCount
      ? { total: rows[0]?.kept_total ?? (await readKeptCount(deps.db, keptCount)), capped: false }
      : await counting!;
    lastPage = capped ? null : Math.max(1, Math.ceil(total / pageSize));
    return { total, capped };
  };
  let hasNext: boolean;
  if (!cursor) {
    rows = await read(where, { reverse: false, offset: 0, limit: pageSize + 1 });
    hasNext = rows.length > pageSize;
    rows = rows.slice(0, pageSize);
  } else if (cursor.position === 'after') {
    page = cursor.page;
    rows = await read([...where, pastAnchor(order, cursor, true)], {
      reverse: false,
      offset: cursor.skipPages * pageSize,
      limit: pageSize + 1,
    });
    hasNext = rows.length > pageSize;
    rows = rows.slice(0, pageSize);
  } else if (cursor.position === 'before') {
    page = cursor.page;
    rows = await read([...where, pastAnchor(order, cursor, false)], {
      reverse: true,
      offset: cursor.skipPages * pageSize,
      limit: pageSize,
    });
    hasNext = true;
  } else {
    // The last page, read from the end; only offered when the total is known. A link made
    // when it was (the count has grown past the cap since, or a hand-made cursor) starts over.
    const { total } = await knowTotal();
    if (lastPage === null) return discoverProfessionals(deps, { ...query, cursor: undefined });
    page = lastPage;
    // Never more than a page: a last-page link whose count is no longer exact (capped)
    // reads the newest page's worth from the end, not everything up to the cap.
    const onLastPage = Math.min(total - (page - 1) * pageSize, pageSize);
    rows = await read(where, { reverse: true, offset: 0, limit: Math.max(onLastPage, 0) });
    hasNext = false;
  }
  const { total, capped } = await knowTotal();
  if (rows.length === 0 && page > 1) {
    // Rows moved since the link was made (a member hid their profile): start over.
    return discoverProfessionals(deps, { ...query, cursor: undefined });
  }

  const from = rows.length ? (page - 1) * pageSize + 1 : 0;
  return {
    items: rows.map((row) => toCard(deps.storage, row)),
    page,
    pageSize,
    total,
    totalIsCapped: capped,
    from,
    to: rows.length ? from + rows.length - 1 : 0,
    links: pageLinks({ order, pageSize, page, cursor: query.cursor ?? null, rows, hasNext, lastPage }),
  };
}
