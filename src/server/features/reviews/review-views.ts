import type { BookingReview } from '../../../shared/schemas/reviews.js';

/** A review as its booking's parties see it. */
export function toBookingReview(row: {
  id: string;
  rating: number;
  comment: string | null;
  created_at: Date;
  answer: string | null;
  answered_at: Date | null;
  hidden_at: Date | null;
}): BookingReview {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.created_at.toISOString(),
    answer: row.answer,
    answeredAt: row.answered_at?.toISOString() ?? null,
    hidden: row.hidden_at !== null,
  };
}
