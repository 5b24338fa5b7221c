import { type Expression, type SqlBool, sql } from 'kysely';
import { type DiscoverCursor, decodeDiscoverCursor } from '../../../shared/schemas/discovery.js';
import { DISCOVERY_TEXTS } from '../../../shared/texts.js';
import { AppError } from '../../lib/app-error.js';
import type { SortOrder } from './sort-orders.js';

// Keyset (seek) pages (docs/decisions/0004): a page link names an anchor row by its sort
// key and id, and the page continues from there, so page 50,000 costs what page 1 costs.

/** A row as a page link can start from it: its sort key values as text, and its id. */
export type AnchorRow = { id: string; sort_key_1: string; sort_key_2: string | null };

/** The SELECT list of a row's sort key as text (sort_key_2 is null for one-column keys). */
export function anchorKeySelection(order: SortOrder) {
  const [first, second] = order.keyColumns.map((column) => sql`${sql.ref(column)}::text`);
  return sql`${first} as sort_key_1, ${second ?? sql`null`} as sort_key_2`;
}

export const anchorKeyOf = (row: AnchorRow): string[] =>
  row.sort_key_2 === null ? [row.sort_key_1] : [row.sort_key_1, row.sort_key_2];

/**
 * The page link of this order at `pageSize` a page in `token`; a 400 when it is not one
 * this server made for them.
 */
export function readPageCursor(token: string, order: SortOrder, pageSize: number): DiscoverCursor {
  const cursor = decodeDiscoverCursor(token, order.sort, order.unit, pageSize);
  if (cursor) return cursor;
  throw new AppError('VALIDATION_FAILED', DISCOVERY_TEXTS.stalePageLink, {
    fields: { cursor: 'Not a valid page link' },
  });
}

/**
 * The rows past the link's anchor row: further along the order (`forward`) or towards its
 * start. Written as "at or past the anchor row, but not that row" (ids are unique): the
 * planner estimates a row comparison by its first column alone, and a strict one on a
 * value most rows share (rating 0.0) looked like no rows at all, sending deep pages down
 * the wrong index.
 */
export function pastAnchor(order: SortOrder, cursor: DiscoverCursor, forward: boolean): Expression<SqlBool> {
  const columns = sql.join([...order.keyColumns.map((column) => sql.ref(column)), sql.ref('p.id')]);
  const anchor = sql.join([
    ...cursor.anchorKey.map((value, index) => sql`${value}::${sql.raw(order.keyTypes[index]!)}`),
    sql`${cursor.anchorId}::uuid`,
  ]);
  const greater = (order.direction === 'asc') === forward;
  const atOrPast = greater
    ? sql<SqlBool>`(${columns}) >= (${anchor})`
    : sql<SqlBool>`(${columns}) <= (${anchor})`;
  return sql<SqlBool>`${atOrPast} and p.id <> ${cursor.anchorId}::uuid`;
}
