import { sql } from 'kysely';
import {
  type DiscoverRateUnit,
  type DiscoverSort,
  discoverOrderKey,
} from '../../../shared/schemas/discovery.js';

// How each sort orders the listed professionals `p`: the columns of its sort key, all
// read in one direction, then the profile id, which makes every key unique. Each order
// has partial indexes in exactly this column order (migrations 0003 and 0005).

export type SortOrder = {
  sort: DiscoverSort;
  unit: DiscoverRateUnit;
  /** The sort key's columns, most significant first. */
  keyColumns: string[];
  /** Their SQL types, to read a page link's text values back as the columns' values. */
  keyTypes: string[];
  direction: 'asc' | 'desc';
};

/**
 * The generated sort keys of each rate unit (docs/product.md, Rates in discovery): the
 * rate, or 1e9 ascending and -1 descending where it is not set, so the unpriced come last
 * both ways and every key can be compared in a row value.
 */
export const RATE_KEY_COLUMNS: Record<DiscoverRateUnit, { ascending: string; descending: string }> = {
  day: { ascending: 'p.day_rate_ascending', descending: 'p.day_rate_descending' },
  hour: { ascending: 'p.hourly_rate_ascending', descending: 'p.hourly_rate_descending' },
};

export function sortOrderOf(sort: DiscoverSort, unit: DiscoverRateUnit): SortOrder {
  switch (sort) {
    case 'newest':
      return { sort, unit, keyColumns: ['p.created_at'], keyTypes: ['timestamptz'], direction: 'desc' };
    case 'rate_asc':
      return {
        sort,
        unit,
        keyColumns: [RATE_KEY_COLUMNS[unit].ascending],
        keyTypes: ['numeric'],
        direction: 'asc',
      };
    case 'rate_desc':
      return {
        sort,
        unit,
        keyColumns: [RATE_KEY_COLUMNS[unit].descending],
        keyTypes: ['numeric'],
        direction: 'desc',
      };
    case 'rating':
      return {
        sort,
        unit,
        keyColumns: ['p.rating_average', 'p.rating_count'],
        keyTypes: ['numeric', 'int'],
        direction: 'desc',
      };
  }
}

/** The order a page link of this order names (a link of one order never continues another). */
export const orderNameOf = (order: SortOrder, pageSize: number) =>
  discoverOrderKey(order.sort, order.unit, pageSize);

/** The ORDER BY of an order (reversed: read from its end), which its indexes serve. */
export function orderByClause(order: SortOrder, reverse = false) {
  const direction = (order.direction === 'desc') !== reverse ? 'desc' : 'asc';
  return sql.join(
    [...order.keyColumns, 'p.id'].map((column) => sql`${sql.ref(column)} ${sql.raw(direction)}`),
  );
}
