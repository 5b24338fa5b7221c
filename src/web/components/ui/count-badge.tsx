import { cn } from '../../lib/cn';

/**
 * A count beside a link or tab (unread messages, requests awaiting an answer): the number
 * is for the eye, `text` ('3 unread messages') for screen readers. Nothing when there are none.
 */
export function CountBadge({
  count,
  text,
  className,
}: {
  count: number | undefined;
  text: (count: number) => string;
  className?: string;
}) {
  if (!count || count <= 0) return null;
  return (
    <span
      data-slot="count-badge"
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-coral-500 px-1.5 font-semibold text-ink text-xs tabular-nums leading-none',
        className,
      )}
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{text(count)}</span>
    </span>
  );
}
