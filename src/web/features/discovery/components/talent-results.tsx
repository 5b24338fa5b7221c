import type { UseQueryResult } from '@tanstack/react-query';
import { AlertCircleIcon, SearchXIcon } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import type { DiscoverResponse, PageLink } from '../../../../shared/schemas/discovery';
import { DISCOVERY_TEXTS } from '../../../../shared/texts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { NO_RESULTS_TITLE, needsPagination, resultsSummary } from '../lib/talent-format';
import { useSearchNote } from '../lib/use-discover-search';
import { DiscoverPagination } from './discover-pagination';
import { CARD_GRIDS, type CardGrid, ProfessionalCard, ProfessionalCardSkeleton } from './professional-card';

/** 'No professionals found' with advice that fits the search, and an optional way on. */
export function NoResults({ advice, action }: { advice: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-card border border-zinc-300 border-dashed bg-white px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-violet-50 text-violet-700">
        <SearchXIcon className="size-6" aria-hidden="true" />
      </span>
      <p className="font-display font-semibold text-xl">{NO_RESULTS_TITLE}</p>
      <p className="max-w-md text-zinc-600">{advice}</p>
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}

/**
 * A page of professionals with every state: skeletons on the first load, the previous
 * page kept (and marked busy) while the next loads, an error with a retry, no results,
 * the 'Showing X - Y of N professionals' summary and the page links.
 */
export function TalentResults({
  result,
  onNavigate,
  onInvalidLink,
  skeletons,
  emptyAdvice,
  emptyAction,
  headingLevel = 'h3',
  paginationLabel,
  pageHash,
  className,
  grid = 'search',
}: {
  result: UseQueryResult<DiscoverResponse>;
  onNavigate: (link: PageLink) => void;
  /** The cursor in the address was refused (outdated or edited): show page 1 instead, with `message`. */
  onInvalidLink: (message: string) => void;
  skeletons: number;
  emptyAdvice: string;
  emptyAction?: ReactNode;
  headingLevel?: 'h2' | 'h3' | 'h4';
  paginationLabel?: string;
  /** The element a page link opens at without scripts (the results' section). */
  pageHash?: string;
  className?: string;
  /** How many columns at which width (the search's, unless said). */
  grid?: CardGrid;
}) {
  const { data, error, isPending, isError, isPlaceholderData, isFetching, refetch } = result;
  const invalidLink = isApiError(error) && error.status === 400 && Boolean(error.fields?.cursor);

  // Page 1 is shown instead, and the list says why ('This page link is not valid any
  // more...'): the address without the link carries the note until the next change.
  useEffect(() => {
    if (invalidLink) onInvalidLink(DISCOVERY_TEXTS.stalePageLink);
  }, [invalidLink, onInvalidLink]);
  const staleLinkNote = useSearchNote();

  const busy = isPending || (isFetching && isPlaceholderData);
  const empty = data !== undefined && data.items.length === 0;
  // One polite live region says what the list now holds, including 'nothing'.
  const status = data
    ? empty
      ? NO_RESULTS_TITLE
      : resultsSummary(data)
    : isPending
      ? 'Loading professionals…'
      : '';

  return (
    <div className={cn('flex flex-col gap-6', className)} aria-busy={busy}>
      <p role="status" className={cn('min-h-6 font-medium text-sm text-zinc-600', empty && 'sr-only')}>
        {status}
      </p>
      {staleLinkNote && (
        <Alert variant="info">
          <AlertCircleIcon aria-hidden="true" />
          <AlertDescription>{staleLinkNote}</AlertDescription>
        </Alert>
      )}

      {isError && !data && !invalidLink && (
        <Alert variant="error" role="alert">
          <AlertCircleIcon aria-hidden="true" />
          <AlertTitle>We could not load professionals</AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-3">
            <p>{errorMessage(error)}</p>
            <Button variant="outline" size="sm" onClick={() => void refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      )}

      {isPending && (
        <ul className={cn('grid gap-6', CARD_GRIDS[grid].grid)} aria-hidden="true">
          {Array.from({ length: skeletons }, (_, index) => (
            <li key={index}>
              <ProfessionalCardSkeleton grid={grid} />
            </li>
          ))}
        </ul>
      )}

      {empty && <NoResults advice={emptyAdvice} action={emptyAction} />}

      {data && data.items.length > 0 && (
        <ul
          className={cn(
            'grid gap-6 transition-opacity duration-200 ease-out',
            CARD_GRIDS[grid].grid,
            busy && 'opacity-60',
          )}
        >
          {data.items.map((card) => (
            <li key={card.userId} className="flex">
              <ProfessionalCard card={card} grid={grid} headingLevel={headingLevel} className="w-full" />
            </li>
          ))}
        </ul>
      )}

      {data && needsPagination(data) && (
        <DiscoverPagination
          links={data.links}
          onNavigate={onNavigate}
          disabled={busy}
          label={paginationLabel}
          hash={pageHash}
        />
      )}
    </div>
  );
}
