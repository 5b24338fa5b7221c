import { REVIEW_TEXTS } from '../texts.js';
import { z } from '../zod.js';
import { hasVisibleCharacter, multiLineText, optionalText, uuidParam } from './common.js';
import { reportReasonSchema } from './messaging.js';

// Reviews (docs/product.md, Reviews): the client's review of a completed booking, the
// professional's one answer, and the reviews on a public profile, newest first, a page
// at a time, with the reviewer's display name only (never their email or full name).

export const REVIEW_TEXT_MAX = 2000;

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
  /** The month of the booking's shoot, 'YYYY-MM'. */
  bookingMonth: z.string(),
  /** The professional's answer, or null. */
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  /** The signed-in reader wrote it (they may not report it). */
  yours: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewPageSchema = z.object({
  items: z.array(reviewSchema),
  /** The next (older) page, or null on the last one. */
  nextCursor: z.string().nullable(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** A review as its booking's parties see it (in the booking's detail). */
export const bookingReviewSchema = z.object({
  id: z.uuid(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  answer: z.string().nullable(),
  answeredAt: z.iso.datetime({ offset: true }).nullable(),
  /** Hidden by an administrator: not on the profile, not in the rating (its parties still see it). */
  hidden: z.boolean(),
});
export type BookingReview = z.infer<typeof bookingReviewSchema>;

/** POST /api/bookings/:bookingId/review: 1 to 5 stars, optional text. */
export const createReviewSchema = z.strictObject({
  rating: z
    .number({ error: REVIEW_TEXTS.stars })
    .int(REVIEW_TEXTS.stars)
    .min(1, REVIEW_TEXTS.stars)
    .max(5, REVIEW_TEXTS.stars),
  comment: optionalText(REVIEW_TEXT_MAX, 'Your review', { multiline: true }),
});
export type CreateReviewInput = z.input<typeof createReviewSchema>;
export type CreateReviewBody = z.output<typeof createReviewSchema>;

/** POST /api/reviews/:reviewId/answer: the professional's one answer. */
export const answerReviewSchema = z.strictObject({
  answer: multiLineText({ error: REVIEW_TEXTS.answerRequired })
    .min(1, REVIEW_TEXTS.answerRequired)
    .max(REVIEW_TEXT_MAX, `Your answer must be at most ${REVIEW_TEXT_MAX} characters`)
    .refine(hasVisibleCharacter, REVIEW_TEXTS.answerRequired),
});
export type AnswerReviewBody = z.output<typeof answerReviewSchema>;
export const reviewParamsSchema = z.object({ reviewId: uuidParam });

/** Reporting a review (docs/product.md, Blocking and reporting). */
export const reportReviewSchema = z.strictObject({ reason: reportReasonSchema });
export type ReportReviewBody = z.output<typeof reportReviewSchema>;

export const reviewResponseSchema = z.object({ review: bookingReviewSchema, message: z.string() });
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;
