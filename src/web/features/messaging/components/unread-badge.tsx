import { CountBadge } from '../../../components/ui/count-badge';

/** '1 unread message', '3 unread messages' (here, not with the other texts: every page shows it). */
export function unreadMessagesText(count: number): string {
  return `${count.toLocaleString('en')} unread message${count === 1 ? '' : 's'}`;
}

/** A count of unread messages beside a link or tab; nothing at all when there are none. */
export function UnreadBadge({ count, className }: { count: number | undefined; className?: string }) {
  return <CountBadge count={count} text={unreadMessagesText} className={className} />;
}
