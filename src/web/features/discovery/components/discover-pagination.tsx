import type { DiscoverResponse, PageLink } from '../../../../shared/schemas/discovery';
import {
  Pagination,
  PaginationButton,
  PaginationContent,
  PaginationEllipsis,
  PaginationItem,
  PaginationNext,
  PaginationPrevious,
} from '../../../components/ui/pagination';

/**
 * Previous / numbered pages / Next from the links the server sends (keyset pages: the
 * client never computes offsets). First and last pages are offered when out of range.
 * Unavailable steps are aria-disabled rather than disabled, so focus stays on them.
 * `disabled` ignores presses while a page loads.
 */
export function DiscoverPagination({
  links,
  onNavigate,
  disabled = false,
  label = 'Pages of results',
}: {
  links: DiscoverResponse['links'];
  onNavigate: (link: PageLink) => void;
  disabled?: boolean;
  label?: string;
}) {
  const pages = links.pages;
  const firstShown = pages[0]?.page ?? 1;
  const lastShown = pages.at(-1)?.page ?? 1;
  const showFirst = links.first !== null && links.first.page < firstShown;
  const showLast = links.last !== null && links.last.page > lastShown;

  return (
    <Pagination aria-label={label}>
      <PaginationContent className="justify-center">
        <PaginationItem>
          <PaginationPrevious
            aria-disabled={!links.prev || undefined}
            onClick={() => !disabled && links.prev && onNavigate(links.prev)}
          >
            <span className="sr-only sm:not-sr-only">Previous</span>
          </PaginationPrevious>
        </PaginationItem>
        {showFirst && links.first && (
          <>
            <PaginationItem>
              <PageButton link={links.first} disabled={disabled} onNavigate={onNavigate} />
            </PaginationItem>
            {links.first.page < firstShown - 1 && (
              <PaginationItem>
                <PaginationEllipsis />
              </PaginationItem>
            )}
          </>
        )}
        {pages.map((link) => (
          <PaginationItem key={link.page}>
            <PageButton link={link} current={link.current} disabled={disabled} onNavigate={onNavigate} />
          </PaginationItem>
        ))}
        {showLast && links.last && (
          <>
            {links.last.page > lastShown + 1 && (
              <PaginationItem>
                <PaginationEllipsis />
              </PaginationItem>
            )}
            <PaginationItem>
              <PageButton link={links.last} disabled={disabled} onNavigate={onNavigate} />
            </PaginationItem>
          </>
        )}
        <PaginationItem>
          <PaginationNext
            aria-disabled={!links.next || undefined}
            onClick={() => !disabled && links.next && onNavigate(links.next)}
          >
            <span className="sr-only sm:not-sr-only">Next</span>
          </PaginationNext>
        </PaginationItem>
      </PaginationContent>
    </Pagination>
  );
}

function PageButton({
  link,
  current = false,
  disabled,
  onNavigate,
}: {
  link: PageLink;
  current?: boolean;
  disabled: boolean;
  onNavigate: (link: PageLink) => void;
}) {
  return (
    <PaginationButton
      isActive={current}
      aria-label={`Page ${link.page}`}
      onClick={() => {
        if (!current && !disabled) onNavigate(link);
      }}
    >
      {link.page}
    </PaginationButton>
  );
}
