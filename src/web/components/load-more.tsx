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
  variant = 'outline',
  size,
  className,
  buttonClassName,
}: {
  pages: NextPages;
  label: string;
  failedText: string;
  /** Instead of `pages.fetchNextPage()`, e.g. to note where the focus goes next. */
  onLoad?: () => void;
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
