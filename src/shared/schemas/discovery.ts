import { PROFESSIONAL_ROLES, SPECIALTIES } from '../enums.js';
import { z } from '../zod.js';
import { calendarDate, isTimestampText, singleLineText } from './common.js';

// Live discovery (docs/product.md, Search filters). Every filter lives in the URL, so
// these schemas parse the page's query string in the browser and the API's on the server.

export const DISCOVER_SORTS = ['newest', 'rate_asc', 'rate_desc', 'rating'] as const;
export type DiscoverSort = (typeof DISCOVER_SORTS)[number];

/**
 * A rate filter and a rate sort use one rate (docs/product.md, Rates in discovery), per day
 * (the default) or per hour.
 * Professionals without a rate in that unit are left out of a rate range and come after
 * the priced ones in a rate sort.
 */
export const DISCOVER_RATE_UNITS = ['day', 'hour'] as const;
export type DiscoverRateUnit = (typeof DISCOVER_RATE_UNITS)[number];
export const DEFAULT_RATE_UNIT: DiscoverRateUnit = 'day';
export const RATE_UNIT_LABELS: Record<DiscoverRateUnit, string> = { day: 'per day', hour: 'per hour' };

/** The sort as offered: rate sorts say their unit ('Day rate: low to high'). */
export function discoverSortLabel(sort: DiscoverSort, unit: DiscoverRateUnit = DEFAULT_RATE_UNIT): string {
  const rate = unit === 'day' ? 'Day rate' : 'Hourly rate';
  switch (sort) {
    case 'newest':
      return 'Newest';
    case 'rate_asc':
      return `${rate}: low to high`;
    case 'rate_desc':
      return `${rate}: high to low`;
    case 'rating':
      return 'Top rated';
  }
}

/** Live counts stop at this many; beyond it pages say '1,000+' (docs/decisions/0007). */
export const DISCOVER_COUNT_CAP = 1_000;
/** A text search's live count stops sooner: '100+' (docs/decisions/0007). */
export const DISCOVER_TEXT_COUNT_CAP = 100;

/**
 * A page link (docs/decisions/0004): the page after or before an anchor row (its sort
 * key values and id), skipping `skipPages` pages past it, or the last page; always of one
 * order (discoverOrderKey). Sent as base64url JSON, so a link is opaque but checked here
 * in full before any of it reaches a query.
 */
export type DiscoverCursor = {
  /** The page after the anchor row, before it, or the last page (no anchor). */
  position: 'after' | 'before' | 'last';
  /** The order the link belongs to (discoverOrderKey). */
  order: string;
  /** The anchor row's sort key, each value as PostgreSQL writes it (empty for the last page). */
  anchorKey: string[];
  /** The anchor row's id: the last part of every sort key. */
  anchorId?: string;
  /** The number of the page the link leads to. */
  page: number;
  /** How many whole pages lie between the anchor row and that page. */
  skipPages: number;
};
/** Results per discovery page when the query names no `pageSize`. */
export const DISCOVER_DEFAULT_PAGE_SIZE = 12;

/**
 * The order a page link belongs to: the sort, for rate sorts their unit, and the page size
 * ('rate_asc:day@12'). A link of one order is never read as a link of another: a link made
 * at 12 a page names page 3 of those pages, which at 3 a page it is not.
 */
export function discoverOrderKey(
  sort: DiscoverSort,
  unit: DiscoverRateUnit = DEFAULT_RATE_UNIT,
  pageSize: number = DISCOVER_DEFAULT_PAGE_SIZE,
): string {
  return `${sort === 'rate_asc' || sort === 'rate_desc' ? `${sort}:${unit}` : sort}@${pageSize}`;
}

/** A cursor skips at most this many pages past its anchor row. */
export const DISCOVER_NEARBY_PAGES = 2;

/** How each sort's key values are written (PostgreSQL's text of the column), in order. */
const SORT_KEY_FORMATS: Record<DiscoverSort, ('timestamp' | 'decimal' | 'integer')[]> = {
  newest: ['timestamp'],
  rate_asc: ['decimal'],
  rate_desc: ['decimal'],
  rating: ['decimal', 'integer'],
};

function isKeyValue(kind: 'timestamp' | 'decimal' | 'integer', value: string): boolean {
  if (kind === 'integer') return /^-?\d{1,9}$/.test(value);
  if (kind === 'decimal') return /^-?\d{1,15}(\.\d{1,6})?$/.test(value);
  return isTimestampText(value);
}

const cursorShape = z.strictObject({
  position: z.enum(['after', 'before', 'last']),
  order: z.string().max(32),
  anchorKey: z.array(z.string().max(64)).max(2),
  anchorId: z.uuid().optional(),
  page: z.number().int().min(1).max(1_000_000),
  skipPages: z.number().int().min(0).max(DISCOVER_NEARBY_PAGES),
});

export function encodeDiscoverCursor(cursor: DiscoverCursor): string {
  return btoa(JSON.stringify(cursor)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The cursor of a page link of `sort` in `unit` at `pageSize` a page, or null when it is
 * not one this server made for them.
 */
export function decodeDiscoverCursor(
  token: string,
  sort: DiscoverSort = 'newest',
  unit: DiscoverRateUnit = DEFAULT_RATE_UNIT,
  pageSize: number = DISCOVER_DEFAULT_PAGE_SIZE,
): DiscoverCursor | null {
  if (!/^[A-Za-z0-9_-]{1,600}$/.test(token)) return null;
  let json: unknown;
  try {
    json = JSON.parse(atob(token.replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    return null;
  }
  const parsed = cursorShape.safeParse(json);
  if (!parsed.success) return null;
  const cursor = parsed.data;
  if (cursor.order !== discoverOrderKey(sort, unit, pageSize)) return null;
  if (cursor.position === 'last') return cursor.anchorKey.length === 0 ? cursor : null;
  const formats = SORT_KEY_FORMATS[sort];
  const fits =
    cursor.anchorId !== undefined &&
    cursor.anchorKey.length === formats.length &&
    cursor.anchorKey.every((value, index) => isKeyValue(formats[index]!, value));
  return fits ? cursor : null;
}

// Blank (spaces only) is empty too: a location of spaces filters nothing, and its count
// is the count of everyone, not of a city called ''.
const emptyToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());
const rate = z.coerce
  .number({ error: 'Rates must be numbers' })
  .min(0, 'Rates cannot be negative')
  .max(1_000_000, 'That rate looks too high');

/** The schema's message for one rate as typed or in an address ('' is none), or null. */
export function rateIssue(text: string): string | null {
  if (text.trim() === '') return null;
  const result = rate.safeParse(text);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Rates must be numbers');
}

export const discoverQuerySchema = z
  .strictObject({
    q: optional(singleLineText().max(100, 'Please use a shorter search')),
    role: optional(z.enum(PROFESSIONAL_ROLES, { error: 'Unknown role' })),
    location: optional(singleLineText().max(100, 'Please use a shorter location')),
    specialty: optional(z.enum(SPECIALTIES, { error: 'Unknown specialty' })),
    minRate: optional(rate),
    maxRate: optional(rate),
    /** The unit of minRate/maxRate and of the rate sorts; absent means per day. */
    rateUnit: optional(z.enum(DISCOVER_RATE_UNITS, { error: 'Rates are per day or per hour' })),
    availableOn: optional(calendarDate()),
    sort: optional(z.enum(DISCOVER_SORTS, { error: 'Unknown sort order' })),
    pageSize: optional(z.coerce.number().int().min(1).max(48, 'At most 48 per page')),
    cursor: optional(z.string().max(600)),
  })
  .refine(
    (query) => query.minRate === undefined || query.maxRate === undefined || query.minRate <= query.maxRate,
    {
      message: 'The minimum rate must not be above the maximum',
      path: ['minRate'],
    },
  )
  .refine(
    (query) =>
      query.cursor === undefined ||
      decodeDiscoverCursor(query.cursor, query.sort, query.rateUnit, query.pageSize) !== null,
    { message: 'Not a valid page link', path: ['cursor'] },
  );
export type DiscoverQuery = z.output<typeof discoverQuerySchema>;

/** Cities offered while the visitor types a location (GET /api/discover/locations). */
export const LOCATION_SUGGESTION_LIMIT = 8;
export const locationSuggestionsQuerySchema = z.strictObject({
  q: singleLineText().min(1, 'Type the beginning of a city').max(100, 'Please use a shorter location'),
  role: optional(z.enum(PROFESSIONAL_ROLES, { error: 'Unknown role' })),
  specialty: optional(z.enum(SPECIALTIES, { error: 'Unknown specialty' })),
});
export type LocationSuggestionsQuery = z.output<typeof locationSuggestionsQuerySchema>;

// What the API answers lives in discovery-answers.ts: the browser needs only its types,
// and building those schemas there would cost a phone time while the page starts.
export type {
  DiscoverResponse,
  LocationSuggestions,
  PageLink,
  ProfessionalCard,
  RoleCounts,
} from './discovery-answers.js';
