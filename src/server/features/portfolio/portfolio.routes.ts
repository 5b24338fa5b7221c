import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS } from '../../../shared/api-paths.js';
import { messageResponseSchema, uuidParam } from '../../../shared/schemas/common.js';
import {
  portfolioItemResponseSchema,
  portfolioListSchema,
  portfolioOrderSchema,
  portfolioUpdateSchema,
  portfolioUploadResponseSchema,
} from '../../../shared/schemas/portfolio.js';
import { PORTFOLIO_TEXTS } from '../../../shared/texts.js';
import { readUpload } from '../../lib/multipart.js';
import { requireUser } from '../../plugins/request-context.js';
import type { UploadDeps } from '../profiles/index.js';
import * as portfolio from './portfolio.service.js';

const tags = ['portfolio'];
const itemParams = z.object({ itemId: uuidParam });

export const portfolioRoutes: FastifyPluginAsyncZod<portfolio.PortfolioDeps & UploadDeps> = async (
  app,
  deps,
) => {
  app.get(
    API_PATHS.portfolio.ofMember,
    {
      schema: {
        tags,
        summary: "A member's portfolio, in their order",
        params: z.object({ userId: uuidParam }),
        response: { 200: portfolioListSchema },
      },
    },
    async (request) => ({ items: await portfolio.listPortfolio(deps, request.ctx, request.params.userId) }),
  );

  app.post(
    API_PATHS.portfolio.items,
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
    API_PATHS.portfolio.item,
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
    API_PATHS.portfolio.item,
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
    API_PATHS.portfolio.order,
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
