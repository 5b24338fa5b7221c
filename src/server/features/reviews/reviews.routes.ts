import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS } from '../../../shared/api-paths.js';
import { bookingParamsSchema } from '../../../shared/schemas/bookings.js';
import { messageResponseSchema, uuidParam } from '../../../shared/schemas/common.js';
import {
  answerReviewSchema,
  createReviewSchema,
  reportReviewSchema,
  reviewPageSchema,
  reviewParamsSchema,
  reviewResponseSchema,
  reviewsQuerySchema,
} from '../../../shared/schemas/reviews.js';
import { REVIEW_TEXTS } from '../../../shared/texts.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import { signedInContext } from '../../plugins/request-context.js';
import * as reviews from './reviews.service.js';
import { answerReview } from './use-cases/answer-review.js';
import { createReview, type PostReviewDeps } from './use-cases/create-review.js';
import { reportReview } from './use-cases/report-review.js';

const tags = ['reviews'];

export const reviewRoutes: FastifyPluginAsyncZod<PostReviewDeps & { limiter: RateLimiter }> = async (
  app,
  deps,
) => {
  app.get(
    API_PATHS.reviews.ofProfile,
    {
      schema: {
        tags,
        summary: "A profile's reviews, newest first, 10 a page (reviewers by display name only)",
        params: z.object({ userId: uuidParam }),
        querystring: reviewsQuerySchema,
        response: { 200: reviewPageSchema },
      },
    },
    async (request) =>
      reviews.listProfileReviews(deps, request.ctx, request.params.userId, request.query.cursor),
  );

  app.post(
    API_PATHS.bookings.review,
    {
      schema: {
        tags,
        summary: 'The client reviews the professional of a completed booking (once, within 14 days)',
        params: bookingParamsSchema,
        body: createReviewSchema,
        response: { 201: reviewResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await createReview(
        deps,
        signedInContext(request),
        request.params.bookingId,
        request.body,
      );
      return reply.code(201).send(answer);
    },
  );

  app.post(
    API_PATHS.reviews.answer,
    {
      schema: {
        tags,
        summary: 'The reviewed professional answers a review (once)',
        params: reviewParamsSchema,
        body: answerReviewSchema,
        response: { 200: reviewResponseSchema },
      },
    },
    async (request) => ({
      review: await answerReview(
        deps,
        signedInContext(request),
        request.params.reviewId,
        request.body.answer,
      ),
      message: REVIEW_TEXTS.answered,
    }),
  );

  app.post(
    API_PATHS.reviews.report,
    {
      schema: {
        tags,
        summary: 'Report a review to the administrators',
        params: reviewParamsSchema,
        body: reportReviewSchema,
        response: { 200: messageResponseSchema, 201: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const report = await reportReview(
        deps,
        signedInContext(request),
        request.params.reviewId,
        request.body.reason,
      );
      // 201 when a report was filed; 200 when the member's earlier one stands.
      return reply.code(report.filed ? 201 : 200).send({ message: report.message });
    },
  );
};
