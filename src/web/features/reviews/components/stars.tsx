import { StarIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { ratingLabel } from '../lib/review-format';

/** A rating as five stars, read as 'Rated 4 out of 5'. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon
          key={star}
          aria-hidden="true"
          className={cn(
            'size-4',
            star <= Math.round(rating) ? 'fill-amber-400 text-amber-500' : 'fill-zinc-100 text-zinc-300',
          )}
        />
      ))}
      <span className="sr-only">{ratingLabel(rating)}</span>
    </span>
  );
}
