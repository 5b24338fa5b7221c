import type { AwaitingAnswer } from '../../../../shared/schemas/bookings';
import { CountBadge } from '../../../components/ui/count-badge';

/**
 * '1 booking request awaits your answer', '2 new times await your answer', or for both
 * kinds '3 bookings await your answer' (here, not with the other texts: every page shows it).
 */
export function awaitingAnswerText({
  requests,
  newTimes,
}: Pick<AwaitingAnswer, 'requests' | 'newTimes'>): string {
  const [one, many, count] =
    newTimes === 0
      ? ['booking request', 'booking requests', requests]
      : requests === 0
        ? ['new time', 'new times', newTimes]
        : ['booking', 'bookings', requests + newTimes];
  return count === 1
    ? `1 ${one} awaits your answer`
    : `${count.toLocaleString('en')} ${many} await your answer`;
}

/** How much awaits my answer, beside Bookings; nothing when nothing does. */
export function AwaitingAnswerBadge({
  awaiting,
  className,
}: {
  awaiting: AwaitingAnswer | undefined;
  className?: string;
}) {
  return (
    <CountBadge
      count={awaiting?.awaitingAnswer}
      text={() => (awaiting ? awaitingAnswerText(awaiting) : '')}
      className={className}
    />
  );
}
