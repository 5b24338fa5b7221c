import { ChevronRightIcon, StarIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { AwaitingReview } from '../../../../shared/schemas/bookings';
import { FROM_OPENER } from '../../../lib/close-to-opener';
import { cn } from '../../../lib/cn';
import { useAwaitingReview } from '../api/bookings-api';
import { reviewPath } from '../lib/booking-url';
import { BOOKINGS_UI_TEXTS as TEXTS } from '../lib/bookings-ui-texts';
import { BookingPromptCard, PROMPT_ROW_CLASS } from './booking-prompt-card';

const DAY_MS = 86_400_000;

/**
 * Awaiting your review (docs/product.md, Dashboards): my completed bookings, as client, that
 * I have not reviewed and still may, the soonest to close first; each opens its detail with
 * the focus on the review form. Shown only when there are any: it asks for something, and
 * the Bookings tab lists every booking either way. Kept current by the live events (a
 * completion, a review), as the lists are.
 */
export function AwaitingReviewCard() {
  const awaiting = useAwaitingReview();
  if (!awaiting.data || awaiting.data.total === 0) return null;
  const { items, total } = awaiting.data;
  const now = Date.now();
  return (
    <BookingPromptCard
      title={TEXTS.awaitingReview}
      intro={TEXTS.awaitingReviewIntro}
      label={TEXTS.awaitingReviewLabel}
      rows={items.map((booking) => ({
        key: booking.id,
        row: <BookingToReview booking={booking} now={now} />,
      }))}
      more={total > items.length ? TEXTS.moreAwaitingReview(total - items.length) : null}
      side="client"
    />
  );
}

/** One booking: its title, with whom, and how long is left to review it. */
function BookingToReview({ booking, now }: { booking: AwaitingReview['items'][number]; now: number }) {
  // Begun days: 14 on the day of completion, the last day below 24 hours.
  const daysLeft = Math.ceil((new Date(booking.reviewBy).getTime() - now) / DAY_MS);
  return (
    <Link to={reviewPath(booking.id)} state={FROM_OPENER} className={PROMPT_ROW_CLASS}>
      <span
        aria-hidden="true"
        className="grid size-11 shrink-0 place-items-center rounded-button border border-zinc-200 bg-white"
      >
        <StarIcon className="size-5 fill-amber-400 text-amber-500" />
      </span>
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="truncate font-medium">{booking.title}</span>
        <span className="truncate text-sm text-zinc-600">
          {TEXTS.withMember(booking.counterpart.displayName)}
        </span>
        <span className={cn('text-sm', daysLeft <= 1 ? 'font-medium text-amber-800' : 'text-zinc-600')}>
          {TEXTS.reviewDaysLeft(daysLeft)}
        </span>
      </span>
      <ChevronRightIcon aria-hidden="true" className="size-4 shrink-0 text-zinc-400" />
    </Link>
  );
}
