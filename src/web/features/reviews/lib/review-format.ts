import { format, parseISO } from 'date-fns';
import type { Review } from '../../../../shared/schemas/reviews';

/** 'Rated 4 out of 5', for screen readers beside the stars. */
export function ratingLabel(rating: number): string {
  return `Rated ${rating} out of 5`;
}

/** '4.5 out of 5 from 12 reviews'. */
export function ratingSummary(rating: { average: number | null; count: number }): string | null {
  if (rating.average === null || rating.count === 0) return null;
  return `${rating.average.toFixed(1)} out of 5 from ${rating.count} ${rating.count === 1 ? 'review' : 'reviews'}`;
}

/** The month of the review's shoot: 'June 2027' (from 'YYYY-MM'). */
export function reviewMonth(review: Pick<Review, 'bookingMonth'>): string {
  return format(parseISO(`${review.bookingMonth.slice(0, 7)}-01`), 'MMMM yyyy');
}
