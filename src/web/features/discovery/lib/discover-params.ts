import type { DiscoverQuery } from '../../../../shared/schemas/discovery';

// A search lives in the URL (docs/product.md, Search filters): these turn the page's
// query string into an API query and back, and hold the rules of changing it.

// The URL keys of a search, and how the landing and a search read and write them, are
// shared with the server, which keys kept pages by what they show.
import {
  DISCOVER_PARAM_KEYS,
  type DiscoverParamKey,
  parseRoleAndCursor,
  toSearchParams,
} from '../../../../shared/ssr';

export { DISCOVER_PARAM_KEYS, type DiscoverParamKey, parseRoleAndCursor, toSearchParams };

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
