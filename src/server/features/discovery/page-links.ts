import {
  DISCOVER_NEARBY_PAGES,
  type DiscoverResponse,
  encodeDiscoverCursor,
  type PageLink,
} from '../../../shared/schemas/discovery.js';
import { type AnchorRow, anchorKeyOf } from './page-cursor.js';
import { orderNameOf, type SortOrder } from './sort-orders.js';

// The links of a discovery page (docs/product.md, Sorting and pages): previous, next,
// first, last and the numbered pages nearby. A numbered link reaches a page by skipping at
// most DISCOVER_NEARBY_PAGES pages past a row of this page; the last page is read from
// the end of the order, so it needs no anchor.

const NEARBY = DISCOVER_NEARBY_PAGES;

export type ShownPage = {
  order: SortOrder;
  /** Results per page: a link names a page of this size. */
  pageSize: number;
  /** The number of this page. */
  page: number;
  /** The page link that led here (null on the first page). */
  cursor: string | null;
  /** This page's rows, in order. */
  rows: AnchorRow[];
  hasNext: boolean;
  /** The number of the last page, when the total is known. */
  lastPage: number | null;
};

export function pageLinks(shown: ShownPage): DiscoverResponse['links'] {
  const { order, page, rows, hasNext, lastPage } = shown;
  const orderName = orderNameOf(order, shown.pageSize);
  const first = rows[0];
  const last = rows.at(-1);
  const linkTo = (target: number): PageLink => {
    if (target === 1) return { page: 1, cursor: null };
    if (target === page) return { page, cursor: shown.cursor };
    if (lastPage !== null && target === lastPage && target - page > NEARBY + 1) {
      return {
        page: target,
        cursor: encodeDiscoverCursor({
          position: 'last',
          order: orderName,
          anchorKey: [],
          page: target,
          skipPages: 0,
        }),
      };
    }
    const forward = target > page;
    const anchor = forward ? last! : first!;
    return {
      page: target,
      cursor: encodeDiscoverCursor({
        position: forward ? 'after' : 'before',
        order: orderName,
        anchorKey: anchorKeyOf(anchor),
        anchorId: anchor.id,
        page: target,
        skipPages: Math.abs(target - page) - 1,
      }),
    };
  };
  const furthest = lastPage ?? (hasNext ? page + NEARBY : page);
  const nearby: number[] = [];
  for (let n = Math.max(1, page - NEARBY); n <= Math.min(furthest, page + NEARBY); n++) nearby.push(n);
  return {
    prev: page > 1 && first ? linkTo(page - 1) : null,
    next: hasNext && last ? linkTo(page + 1) : null,
    first: page > 1 ? { page: 1, cursor: null } : null,
    last: lastPage !== null && lastPage > page + NEARBY ? linkTo(lastPage) : null,
    pages: rows.length ? nearby.map((n) => ({ ...linkTo(n), current: n === page })) : [],
  };
}
