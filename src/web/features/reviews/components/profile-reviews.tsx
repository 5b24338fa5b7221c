import { RotateCwIcon, StarIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { Profile } from '../../../../shared/schemas/profiles';
import type { Review } from '../../../../shared/schemas/reviews';
import { REVIEW_TEXTS } from '../../../../shared/texts';
import { LoadMore, useLoadedFocus } from '../../../components/load-more';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAuth } from '../../auth';
import { useProfileReviews } from '../api/reviews-api';
import { ratingSummary, reviewMonth } from '../lib/review-format';
import { REVIEW_UI_TEXTS } from '../lib/review-ui-texts';
import { Stars } from './stars';

// The report form loads when it is first opened: a visitor reading reviews does not pay
// for it (docs/decisions/0022).
const ReportReviewDialog = lazy(async () => ({
  default: (await import('../../messaging')).ReportReviewDialog,
}));

function ReviewItem({
  review,
  revieweeName,
  onReport,
}: {
  review: Review;
  revieweeName: string;
  onReport?: () => void;
}) {
  return (
    <article className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="font-semibold [overflow-wrap:anywhere]">{review.reviewerName}</h3>
        <p className="text-sm text-zinc-600">
          <span className="sr-only">Booked for </span>
          <time dateTime={review.bookingMonth}>{reviewMonth(review)}</time>
        </p>
      </div>
      <Stars rating={review.rating} />
      {review.comment && (
        <p className="whitespace-pre-line text-zinc-700 [overflow-wrap:anywhere]">{review.comment}</p>
      )}
      {review.answer && (
        <div className="grid gap-1 border-violet-200 border-l-2 py-1 pl-4">
          <p className="font-medium text-sm">{REVIEW_UI_TEXTS.answerFrom(revieweeName)}</p>
          <p className="whitespace-pre-line text-sm text-zinc-700 [overflow-wrap:anywhere]">
            {review.answer}
          </p>
        </div>
      )}
      {onReport && (
        <div className="flex">
          <Button
            variant="link"
            size="inline"
            className="min-h-11 text-xs text-zinc-600 sm:min-h-6"
            onClick={onReport}
          >
            {REVIEW_UI_TEXTS.report}
            <span className="sr-only"> {REVIEW_UI_TEXTS.reviewBy(review.reviewerName)}</span>
          </Button>
        </div>
      )}
    </article>
  );
}

/**
 * The reviews of a public profile (docs/product.md, Reviews): the rating the cards show,
 * then the reviews, newest first, ten at a time, each with the month of its shoot and the
 * professional's answer. 'Show more' moves the focus to the first
 * review it adds.
 */
export function ProfileReviews({ profile }: { profile: Profile }) {
  const reviews = useProfileReviews(profile.userId);
  const { user } = useAuth();
  const [reporting, setReporting] = useState<Review | null>(null);
  const [reportOpen, setReportOpen] = useState(false);
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];
  const summary = ratingSummary(profile.rating);

  const loadedFocus = useLoadedFocus(reviews.data?.pages.length ?? 0, items.length);

  return (
    <Card className="gap-5">
      <CardHeader>
        <CardTitle as="h2">{REVIEW_TEXTS.title}</CardTitle>
        {summary && (
          <p className="flex items-center gap-2 text-zinc-700">
            <StarIcon aria-hidden="true" className="size-5 fill-amber-400 text-amber-500" />
            {summary}
          </p>
        )}
      </CardHeader>
      <CardContent className="grid gap-5">
        {reviews.isPending && (
          <div role="status" aria-label="Loading reviews" className="grid gap-4">
            {[0, 1].map((key) => (
              <div key={key} className="grid gap-2">
                <Skeleton className="h-5 w-40" />
                <Skeleton className="h-4 w-24" />
                <Skeleton className="h-4 w-full" />
              </div>
            ))}
          </div>
        )}
        {reviews.isError && items.length === 0 && (
          <div role="alert" className="grid justify-items-start gap-3">
            <p className="text-red-700 text-sm">{REVIEW_TEXTS.loadFailed}</p>
            <Button variant="outline" size="sm" onClick={() => void reviews.refetch()}>
              <RotateCwIcon aria-hidden="true" />
              Try again
            </Button>
          </div>
        )}
        {reviews.isSuccess && items.length === 0 && <p className="text-zinc-600">{REVIEW_TEXTS.none}</p>}
        {items.length > 0 && (
          <ol className="grid divide-y divide-zinc-200">
            {items.map((review, index) => (
              <li
                key={review.id}
                ref={loadedFocus.itemRef(index)}
                tabIndex={-1}
                className="rounded-[4px] py-4 outline-none first:pt-0 last:pb-0 focus-visible:ring-2 focus-visible:ring-coral-500"
              >
                <ReviewItem
                  review={review}
                  revieweeName={profile.displayName}
                  // Signed-in readers but its author (docs/product.md, Blocking and reporting).
                  onReport={
                    user && !review.yours
                      ? () => {
                          setReporting(review);
                          setReportOpen(true);
                        }
                      : undefined
                  }
                />
              </li>
            ))}
          </ol>
        )}
        <LoadMore
          pages={reviews}
          label={REVIEW_TEXTS.showMore}
          failedText={REVIEW_TEXTS.loadFailed}
          className="justify-items-start"
          focus={loadedFocus}
        />
        {reporting && (
          <Suspense fallback={null}>
            <ReportReviewDialog review={reporting} open={reportOpen} onOpenChange={setReportOpen} />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
