import { CountBadge } from '../../../components/ui/count-badge';

/** '1 booking request awaits your answer' (here, not with the other texts: every page shows it). */
export function awaitingAnswerText(count: number): string {
  return count === 1
    ? '1 booking request awaits your answer'
    : `${count.toLocaleString('en')} booking requests await your answer`;
}

/** How many requests await my answer, beside Bookings; nothing when none do. */
export function AwaitingAnswerBadge({ count, className }: { count: number | undefined; className?: string }) {
  return <CountBadge count={count} text={awaitingAnswerText} className={className} />;
}
