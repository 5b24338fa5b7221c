import { ChevronRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { ReviewsToAnswer } from '../../../../shared/schemas/bookings';
import { FROM_OPENER } from '../../../lib/close-to-opener';
import { Stars } from '../../reviews';
import { useReviewsToAnswer } from '../api/bookings-api';
import { reviewPath } from '../lib/booking-url';
import { BOOKINGS_UI_TEXTS as TEXTS } from '../lib/bookings-ui-texts';
import { BookingPromptCard, PROMPT_ROW_CLASS } from './booking-prompt-card';

/**
 * Reviews to answer (docs/product.md, Dashboards): reviews of me from the last 30 days that I
 * have not answered, newest first; each opens its booking with the focus on the answer.
 * Shown only when there are any. A new review arrives live (it is a change to its booking).
 */
export function ReviewsToAnswerCard() {
  const reviews = useReviewsToAnswer();
  if (!reviews.data || reviews.data.total === 0) return null;
  const { items, total } = reviews.data;
  return (
    <BookingPromptCard
      title={TEXTS.reviewsToAnswer}
      intro={TEXTS.reviewsToAnswerIntro}
      label={TEXTS.reviewsToAnswerLabel}
      rows={items.map((item) => ({ key: item.review.id, row: <ReviewToAnswer item={item} /> }))}
      more={total > items.length ? TEXTS.moreToAnswer(total - items.length) : null}
      side="professional"
    />
  );
}

/** One review: its stars, who wrote it, for which booking, and the start of its text. */
function ReviewToAnswer({ item }: { item: ReviewsToAnswer['items'][number] }) {
  return (
    <Link to={reviewPath(item.id)} state={FROM_OPENER} className={PROMPT_ROW_CLASS}>
      <span className="grid min-w-0 flex-1 gap-1">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
          <Stars rating={item.review.rating} />
          <span className="min-w-0 truncate font-medium text-sm">
            {TEXTS.reviewFrom(item.counterpart.displayName)}
          </span>
        </span>
        <span className="truncate text-sm text-zinc-600">{item.title}</span>
        <span className="line-clamp-2 text-sm text-zinc-700 [overflow-wrap:anywhere]">
          {item.review.comment === null ? TEXTS.noReviewText : `“${item.review.comment}”`}
        </span>
      </span>
      <ChevronRightIcon aria-hidden="true" className="size-4 shrink-0 text-zinc-400" />
    </Link>
  );
}
