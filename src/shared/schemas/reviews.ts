import { z } from 'zod';

// Reviews on a public profile (docs/product.md, Reviews): newest first, a page at a time,
// with the reviewer's display name only (never their email or full name).

export const REVIEW_TEXTS = {
  title: 'Reviews',
  none: 'No reviews yet',
  showMore: 'Show more',
  /** The reviewer of a review whose account has no profile. */
  memberWithoutProfile: 'Frameline member',
  loadFailed: 'Reviews could not be loaded.',
} as const;

/** Reviews per page of GET /api/profiles/:userId/reviews. */
export const REVIEWS_PAGE_SIZE = 10;

export const reviewsQuerySchema = z.strictObject({
  /** The nextCursor of the page before; absent for the newest reviews. */
  cursor: z.string().max(200).optional(),
});
export type ReviewsQuery = z.infer<typeof reviewsQuerySchema>;

export const reviewSchema = z.object({
  id: z.uuid(),
  reviewerName: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewPageSchema = z.object({
  items: z.array(reviewSchema),
  /** The next (older) page, or null on the last one. */
  nextCursor: z.string().nullable(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;
