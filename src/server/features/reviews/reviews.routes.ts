import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS } from '../../../shared/api-paths.js';
import { uuidParam } from '../../../shared/schemas/common.js';
import { reviewPageSchema, reviewsQuerySchema } from '../../../shared/schemas/reviews.js';
import * as reviews from './reviews.service.js';

const tags = ['reviews'];

export const reviewRoutes: FastifyPluginAsyncZod<reviews.ReviewDeps> = async (app, deps) => {
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
};
