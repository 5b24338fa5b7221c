import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema, uuidParam } from '../../../shared/schemas/common.js';
import {
  PORTFOLIO_TEXTS,
  portfolioItemResponseSchema,
  portfolioListSchema,
  portfolioOrderSchema,
  portfolioUpdateSchema,
  portfolioUploadResponseSchema,
} from '../../../shared/schemas/portfolio.js';
import { readUpload } from '../../lib/multipart.js';
import { requireUser } from '../../plugins/auth.js';
import type { UploadDeps } from '../profiles/profiles.service.js';
import * as portfolio from './portfolio.service.js';

const tags = ['portfolio'];
const itemParams = z.object({ itemId: uuidParam });

export const portfolioRoutes: FastifyPluginAsyncZod<portfolio.PortfolioDeps & UploadDeps> = async (
  app,
  deps,
) => {
  app.get(
    '/api/profiles/:userId/portfolio',
    {
      schema: {
        tags,
        summary: "A member's portfolio, in their order",
        params: z.object({ userId: uuidParam }),
        response: { 200: portfolioListSchema },
      },
    },
    async (request) => ({ items: await portfolio.listPortfolio(deps, request.params.userId, request.user) }),
  );

  app.post(
    '/api/portfolio',
    {
      schema: {
        tags,
        summary: 'Upload new work (multipart: file, title, description?, category?, isFeatured?)',
        consumes: ['multipart/form-data'],
        response: { 201: portfolioUploadResponseSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const upload = await readUpload(request, PORTFOLIO_TEXTS.imageTooLarge);
      const item = await portfolio.addPortfolioItem(deps, user.id, upload);
      return reply.code(201).send({ item, message: PORTFOLIO_TEXTS.uploaded });
    },
  );

  app.patch(
    '/api/portfolio/:itemId',
    {
      schema: {
        tags,
        summary: 'Change one of my portfolio items',
        params: itemParams,
        body: portfolioUpdateSchema,
        response: { 200: portfolioItemResponseSchema },
      },
    },
    async (request) => ({
      item: await portfolio.updatePortfolioItem(
        deps,
        requireUser(request).id,
        request.params.itemId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/api/portfolio/:itemId',
    {
      schema: {
        tags,
        summary: 'Delete one of my portfolio items and its image',
        params: itemParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await portfolio.deletePortfolioItem(deps, requireUser(request).id, request.params.itemId);
      return { message: PORTFOLIO_TEXTS.deleted };
    },
  );

  app.put(
    '/api/portfolio/order',
    {
      schema: {
        tags,
        summary: 'Reorder all of my portfolio items',
        body: portfolioOrderSchema,
        response: { 200: portfolioListSchema },
      },
    },
    async (request) => ({
      items: await portfolio.reorderPortfolio(deps, requireUser(request).id, request.body.itemIds),
    }),
  );
};
