import type { Review } from '../../../../shared/schemas/reviews';
import { formatListDate } from '../../../lib/format-date';

/**
 * 'MMM dd, yyyy' in lists (docs/product.md, Dates, money and counts). The calendar day in
 * UTC, so the server render and every visitor's browser show the same date whatever their
 * time zone.
 */
export function reviewDate(review: Pick<Review, 'createdAt'>): string {
  return formatListDate(review.createdAt.slice(0, 10));
}

/** 'Rated 4 out of 5', for screen readers beside the stars. */
export function ratingLabel(rating: number): string {
  return `Rated ${rating} out of 5`;
}

/** '4.5 out of 5 from 12 reviews'. */
export function ratingSummary(rating: { average: number | null; count: number }): string | null {
  if (rating.average === null || rating.count === 0) return null;
  return `${rating.average.toFixed(1)} out of 5 from ${rating.count} ${rating.count === 1 ? 'review' : 'reviews'}`;
}
