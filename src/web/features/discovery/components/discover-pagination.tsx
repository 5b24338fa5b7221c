import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import type { DiscoverResponse, PageLink } from '../../../../shared/schemas/discovery';
import {
  Pagination,
  PaginationContent,
  PaginationEllipsis,
  PaginationItem,
  PaginationLink,
} from '../../../components/ui/pagination';

/**
 * Previous / numbered pages / Next from the links the server sends (keyset pages: the
 * client never computes offsets). First and last pages are offered when out of range.
 * Each is a real link to its page's address (it works without scripts); with them, a
 * press moves in place through `onNavigate`. Unavailable steps are aria-disabled rather
 * than left out, so focus stays on them. `disabled` ignores presses while a page loads.
 */
export function DiscoverPagination({
  links,
  onNavigate,
  disabled = false,
  label = 'Pages of results',
  hash,
}: {
  links: DiscoverResponse['links'];
  onNavigate: (link: PageLink) => void;
  disabled?: boolean;
  label?: string;
  /** The element a page link without scripts opens at (the results). */
  hash?: string;
}) {
  const { pathname, search } = useLocation();
  const hrefOf = (link: PageLink | null) => {
    if (!link) return `${pathname}${search}`;
    const params = new URLSearchParams(search);
    if (link.cursor) params.set('cursor', link.cursor);
    else params.delete('cursor');
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`;
  };
  const go = (link: PageLink | null) => (event: MouseEvent) => {
    // A modified click opens the page's address elsewhere, as links do.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (link && !disabled) onNavigate(link);
  };

  // One list keyed by page number: the first and last pages, drawn apart while out of
  // range, are the same elements once they join the numbered ones, so a page link that
  // was pressed with the keyboard keeps the focus.
  const pages = links.pages;
  const firstShown = pages[0]?.page ?? 1;
  const lastShown = pages.at(-1)?.page ?? 1;
  const items: ({ kind: 'page'; link: PageLink; current: boolean } | { kind: 'gap'; key: string })[] = [];
  if (links.first && links.first.page < firstShown) {
    items.push({ kind: 'page', link: links.first, current: false });
    if (links.first.page < firstShown - 1) items.push({ kind: 'gap', key: 'gap-start' });
  }
  for (const link of pages) items.push({ kind: 'page', link, current: link.current });
  if (links.last && links.last.page > lastShown) {
    if (links.last.page > lastShown + 1) items.push({ kind: 'gap', key: 'gap-end' });
    items.push({ kind: 'page', link: links.last, current: false });
  }

  return (
    <Pagination aria-label={label}>
      <PaginationContent className="justify-center">
        <PaginationItem>
          <PaginationLink
            size="default"
            className="gap-1 px-3"
            href={hrefOf(links.prev)}
            aria-disabled={!links.prev || undefined}
            onClick={go(links.prev)}
          >
            <ChevronLeftIcon aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">Previous</span>
          </PaginationLink>
        </PaginationItem>
        {items.map((item) =>
          item.kind === 'gap' ? (
            <PaginationItem key={item.key}>
              <PaginationEllipsis />
            </PaginationItem>
          ) : (
            <PaginationItem key={`page-${item.link.page}`}>
              <PaginationLink
                isActive={item.current}
                aria-label={`Page ${item.link.page}`}
                href={hrefOf(item.link)}
                onClick={go(item.current ? null : item.link)}
              >
                {item.link.page}
              </PaginationLink>
            </PaginationItem>
          ),
        )}
        <PaginationItem>
          <PaginationLink
            size="default"
            className="gap-1 px-3"
            href={hrefOf(links.next)}
            aria-disabled={!links.next || undefined}
            onClick={go(links.next)}
          >
            <span className="sr-only sm:not-sr-only">Next</span>
            <ChevronRightIcon aria-hidden="true" />
          </PaginationLink>
        </PaginationItem>
      </PaginationContent>
    </Pagination>
  );
}
