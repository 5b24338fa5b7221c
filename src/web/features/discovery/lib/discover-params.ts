import { PROFESSIONAL_ROLES, type ProfessionalRole } from '../../../../shared/enums';
import type { DiscoverQuery } from '../../../../shared/schemas/discovery';

// A search lives in the URL (docs/product.md, Search filters): these turn the page's
// query string into an API query and back, and hold the rules of changing it.

// The URL keys of a search are shared with the server, which keys kept pages by them.
import { DISCOVER_PARAM_KEYS, type DiscoverParamKey } from '../../../../shared/ssr';

export { DISCOVER_PARAM_KEYS, type DiscoverParamKey };

/**
 * The keys that narrow the results (sort orders them, cursor pages through them, and
 * rateUnit says what the rate range and a rate sort are in).
 */
export const FILTER_KEYS = [
  'q',
  'role',
  'location',
  'specialty',
  'minRate',
  'maxRate',
  'availableOn',
] as const satisfies readonly DiscoverParamKey[];

/** A cursor longer than this is refused by discoverQuerySchema (and so by the API). */
const CURSOR_MAX = 600;

/**
 * The landing section's part of the URL (role and page) without zod, which the landing
 * page does not load: a role outside PROFESSIONAL_ROLES is ignored, and a cursor the
 * server refuses is dropped when its 400 arrives (TalentResults' onInvalidLink).
 */
export function parseRoleAndCursor(params: URLSearchParams): DiscoverQuery {
  const query: DiscoverQuery = {};
  const role = params.get('role');
  if (role && (PROFESSIONAL_ROLES as readonly string[]).includes(role)) query.role = role as ProfessionalRole;
  const cursor = params.get('cursor');
  if (cursor && cursor.length <= CURSOR_MAX) query.cursor = cursor;
  return query;
}

/** The query string of a search, in a stable order and without empty values. */
export function toSearchParams(query: DiscoverQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of DISCOVER_PARAM_KEYS) {
    const value = query[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}

/** A new search from `changes`; any change of filter or order starts again at page 1. */
export function changeSearch(query: DiscoverQuery, changes: Partial<DiscoverQuery>): DiscoverQuery {
  const next: DiscoverQuery = { ...query, ...changes, cursor: undefined };
  for (const key of DISCOVER_PARAM_KEYS) {
    if (next[key] === undefined || next[key] === '') delete next[key];
  }
  return next;
}

/** The same search on another page (null cursor: the first page). */
export function changePage(query: DiscoverQuery, cursor: string | null): DiscoverQuery {
  const next: DiscoverQuery = { ...query };
  if (cursor) next.cursor = cursor;
  else delete next.cursor;
  return next;
}

/** 'Clear filters': every filter goes, the chosen order (and the rate unit it may use) stays. */
export function clearFilters(query: DiscoverQuery): DiscoverQuery {
  const kept: DiscoverQuery = {};
  if (query.sort) kept.sort = query.sort;
  if (query.rateUnit) kept.rateUnit = query.rateUnit;
  return kept;
}

export function activeFilterCount(query: DiscoverQuery): number {
  return FILTER_KEYS.filter((key) => query[key] !== undefined && query[key] !== '').length;
}
