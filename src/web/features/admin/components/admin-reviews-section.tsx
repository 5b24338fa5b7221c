import { StarIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import {
  type AdminReview,
  MODERATION_TEXTS,
  REVIEW_VISIBILITIES,
} from '../../../../shared/schemas/moderation';
import { LoadMore, listFailed, useLoadedFocus } from '../../../components/load-more';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { type ReviewFilters, useAdminReviews, useReviewVisibility } from '../api/admin-reports-api';
import { MODERATION_UI_TEXTS as T } from '../lib/moderation-ui-texts';
import { formatInstant, ListEmpty, ListError, ListLoading, Person } from './moderation-parts';
import { ReasonDialog } from './reason-dialog';

const VISIBILITY_LABELS = { shown: T.shownReviews, hidden: T.hiddenReviews } as const;

/**
 * Reviews to moderate (docs/product.md, Reviews): newest first; hide one with a reason
 * (it leaves the profile and the rating) or show it again. Nobody edits its words.
 */
export function AdminReviewsSection() {
  const headingId = useId();
  const visibilityId = useId();
  const [filters, setFilters] = useState<ReviewFilters>({});
  const reviews = useAdminReviews(filters);
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];
  const loadedFocus = useLoadedFocus(reviews.data?.pages.length ?? 0, items.length);
  const [hiding, setHiding] = useState<AdminReview | null>(null);
  const visibility = useReviewVisibility();

  const showAgain = async (review: AdminReview) => {
    try {
      const answer = await visibility.mutateAsync({ reviewId: review.id, hide: false });
      toast.success(answer.message);
    } catch (error) {
      toast.error(MODERATION_TEXTS.reviewFailed, { description: errorMessage(error) });
    }
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="grid gap-1">
        <h2 id={headingId} className="font-display font-semibold text-2xl tracking-tight">
          {T.reviewsHeading}
        </h2>
        <p className="max-w-3xl text-sm text-zinc-600">{T.reviewsIntro}</p>
      </div>
      <div className="grid w-full gap-1.5 sm:w-56">
        <Label htmlFor={visibilityId}>{T.visibility}</Label>
        <NativeSelect
          id={visibilityId}
          value={filters.visibility ?? ''}
          onChange={(event) =>
            setFilters({ visibility: (event.target.value || undefined) as ReviewFilters['visibility'] })
          }
        >
          <option value="">{T.allReviews}</option>
          {REVIEW_VISIBILITIES.map((value) => (
            <option key={value} value={value}>
              {VISIBILITY_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {reviews.isPending ? (
        <ListLoading label={T.loading} />
      ) : listFailed(reviews) ? (
        <ListError
          title={MODERATION_TEXTS.reviewsLoadFailed}
          error={reviews.error}
          onRetry={() => void reviews.refetch()}
        />
      ) : items.length === 0 ? (
        <ListEmpty>{T.noReviews}</ListEmpty>
      ) : (
        <ul aria-label={T.reviewsLabel} className="grid gap-3">
          {items.map((review, index) => (
            <li
              key={review.id}
              ref={loadedFocus.itemRef(index)}
              tabIndex={-1}
              className={cn(
                'grid gap-2 rounded-card border bg-white p-4 text-sm outline-none focus-visible:ring-2 focus-visible:ring-coral-500',
                review.hiddenAt ? 'border-zinc-300 border-dashed' : 'border-zinc-200',
              )}
            >
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">
                  {T.reviewBy(review.reviewer.name, review.reviewee.name)}
                </span>
                <span
                  className="inline-flex items-center gap-1"
                  role="img"
                  aria-label={T.stars(review.rating)}
                >
                  {[1, 2, 3, 4, 5].map((star) => (
                    <StarIcon
                      key={star}
                      aria-hidden="true"
                      className={cn(
                        'size-4',
                        star <= review.rating ? 'fill-amber-500 text-amber-600' : 'text-zinc-400',
                      )}
                    />
                  ))}
                </span>
                {review.hiddenAt && <Badge variant="destructive">{T.hiddenReviews}</Badge>}
                <time dateTime={review.createdAt} className="text-xs text-zinc-600">
                  {formatInstant(review.createdAt)}
                </time>
              </div>
              <p className="text-xs text-zinc-600 [overflow-wrap:anywhere]">{review.bookingTitle}</p>
              <div className="grid gap-1 sm:grid-cols-2">
                <Person person={review.reviewer} prefix={T.byLabel} />
                <Person person={review.reviewee} prefix={T.forLabel} />
              </div>
              <p className="whitespace-pre-line [overflow-wrap:anywhere]">{review.comment ?? T.noText}</p>
              {review.hiddenReason && (
                <p className="text-xs text-red-800">{T.hiddenBecause(review.hiddenReason)}</p>
              )}
              <div>
                {review.hiddenAt ? (
                  <Button
                    size="sm"
                    variant="outline"
                    // Focusable while one is shown again: it becomes that review's Hide.
                    aria-disabled={visibility.isPending || undefined}
                    onClick={() => {
                      if (!visibility.isPending) void showAgain(review);
                    }}
                  >
                    {visibility.isPending && visibility.variables?.reviewId === review.id && <Spinner />}
                    {T.showReview}
                  </Button>
                ) : (
                  <Button size="sm" variant="outline" onClick={() => setHiding(review)}>
                    {T.hideReview}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {!listFailed(reviews) && (
        <LoadMore
          pages={reviews}
          label={T.loadMore}
          failedText={MODERATION_TEXTS.reviewsLoadFailed}
          className="justify-items-center"
          focus={loadedFocus}
        />
      )}
      <ReasonDialog
        open={hiding !== null}
        onOpenChange={(open) => !open && setHiding(null)}
        title={T.hideReviewTitle}
        description={T.hideReviewDescription}
        confirmLabel={T.hideReviewConfirm}
        destructive
        failedText={MODERATION_TEXTS.reviewFailed}
        onConfirm={async (reason) => {
          if (!hiding) return;
          const answer = await visibility.mutateAsync({ reviewId: hiding.id, hide: true, reason });
          toast.success(answer.message);
        }}
      />
    </section>
  );
}
