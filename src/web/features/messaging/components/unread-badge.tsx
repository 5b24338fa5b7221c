import { cn } from '../../../lib/cn';

/** '1 unread message', '3 unread messages' (here, not with the other texts: every page shows it). */
export function unreadMessagesText(count: number): string {
  return `${count.toLocaleString('en')} unread message${count === 1 ? '' : 's'}`;
}

/**
 * A count of unread messages beside a link or tab: the number is for the eye, the words
 * ('3 unread messages') for screen readers. Nothing at all when there are none.
 */
export function UnreadBadge({ count, className }: { count: number | undefined; className?: string }) {
  if (!count || count <= 0) return null;
  return (
    <span
      data-slot="unread-badge"
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-coral-500 px-1.5 font-semibold text-ink text-xs tabular-nums leading-none',
        className,
      )}
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{unreadMessagesText(count)}</span>
    </span>
  );
}
