import { useEffect, useRef } from 'react';
import { cn } from '../lib/cn';
import { Button, type ButtonProps } from './ui/button';
import { Spinner } from './ui/spinner';

/** What LoadMore reads of a list loaded a page at a time (a useInfiniteQuery result). */
export type NextPages = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/**
 * The list could not be read (again), and its failure is shown instead of it: a failed
 * next page is not this (LoadMore says it under the list kept on screen).
 */
export function listFailed(pages: { isError: boolean; isFetchNextPageError: boolean }): boolean {
  return pages.isError && !pages.isFetchNextPageError;
}

/**
 * The button that loads a list's next page, shown while there is one. A failed next page
 * is said under it in the list's own failure text (announced); pressing the button again
 * tries again. While the page loads the button stays focusable (aria-disabled, never
 * disabled), so the keyboard focus is not lost.
 */
export function LoadMore({
  pages,
  label,
  failedText,
  onLoad,
  focus,
  variant = 'outline',
  size,
  className,
  buttonClassName,
}: {
  pages: NextPages;
  label: string;
  failedText: string;
  /** Instead of `pages.fetchNextPage()`, e.g. to keep the scroll position. */
  onLoad?: () => void;
  /** Where the focus goes once the page is in (useLoadedFocus). */
  focus?: LoadedFocus;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  /** The wrapper (a grid): its alignment and spacing. */
  className?: string;
  buttonClassName?: string;
}) {
  if (!pages.hasNextPage) return null;
  const loading = pages.isFetchingNextPage;
  return (
    <div className={cn('grid gap-2', className)}>
      <Button
        variant={variant}
        size={size}
        className={buttonClassName}
        aria-disabled={loading || undefined}
        onClick={() => {
          if (loading) return;
          focus?.willLoad();
          if (onLoad) onLoad();
          else void pages.fetchNextPage();
        }}
      >
        {loading && <Spinner />}
        {label}
      </Button>
      {/* Gone while trying again, so a second failure is announced again. */}
      {pages.isFetchNextPageError && !loading && (
        <p role="alert" className="text-red-700 text-sm">
          {failedText}
        </p>
      )}
    </div>
  );
}

export type LoadedFocus = {
  /** The ref of the item at `index` in the list as shown. */
  itemRef: (index: number) => (element: HTMLElement | null) => void;
  /** Called by LoadMore as it asks for the next page. */
  willLoad: () => void;
};

/**
 * 'Load more' moves the focus to the first item it added, so the keyboard carries on
 * where the new items start, and is not dropped to the page when the button goes with
 * the last page. Older items added above (a thread), where reading goes on up past the
 * button, leave it on the button while there is one, then give it to the newest of
 * them, next to where the reader was. The item takes the focus itself when it has a
 * tabIndex, else its first link or button does. Nothing moves if the reader went
 * elsewhere meanwhile.
 */
export function useLoadedFocus(
  pageCount: number,
  itemCount: number,
  { addedAbove = false }: { addedAbove?: boolean } = {},
): LoadedFocus {
  const items = useRef<(HTMLElement | null)[]>([]);
  const waiting = useRef<{ pageCount: number; itemCount: number; from: Element | null } | null>(null);
  useEffect(() => {
    const wait = waiting.current;
    // Pages, not items: a live item arriving meanwhile is not the page asked for.
    if (!wait || pageCount <= wait.pageCount) return;
    waiting.current = null;
    const active = document.activeElement;
    if (active !== wait.from && active !== document.body && wait.from?.isConnected) return;
    if (addedAbove && wait.from?.isConnected) return;
    const item = items.current[addedAbove ? itemCount - wait.itemCount - 1 : wait.itemCount];
    if (!item) return;
    const target = item.hasAttribute('tabindex')
      ? item
      : (item.querySelector<HTMLElement>('a[href], button:not(:disabled)') ?? item);
    target.focus({ preventScroll: addedAbove });
  }, [pageCount, itemCount, addedAbove]);
  return {
    itemRef: (index) => (element) => {
      items.current[index] = element;
    },
    willLoad: () => {
      waiting.current = { pageCount, itemCount, from: document.activeElement };
    },
  };
}
