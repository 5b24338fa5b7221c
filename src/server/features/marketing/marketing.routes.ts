import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, adminScopePath } from '../../../shared/api-paths.js';
import { messageResponseSchema } from '../../../shared/schemas/common.js';
import {
  contactMessageListQuerySchema,
  contactMessageListSchema,
  contactMessageSchema,
  MARKETING_TEXTS,
  newsletterSchema,
} from '../../../shared/schemas/marketing.js';
import * as marketing from './marketing.service.js';

export const marketingRoutes: FastifyPluginAsyncZod<marketing.MarketingDeps> = async (app, deps) => {
  app.post(
    API_PATHS.marketing.contact,
    {
      schema: {
        tags: ['marketing'],
        summary: 'Send a message through the contact form',
        body: contactMessageSchema,
        response: { 201: messageResponseSchema },
      },
    },
    async (request, reply) => {
      await marketing.submitContactMessage(deps, request.ctx, request.body);
      return reply.code(201).send({ message: MARKETING_TEXTS.contactSent });
    },
  );

  app.post(
    API_PATHS.marketing.newsletter,
    {
      schema: {
        tags: ['marketing'],
        summary: 'Subscribe an email address to the newsletter',
        body: newsletterSchema,
        response: { 200: messageResponseSchema, 201: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const added = await marketing.subscribeToNewsletter(deps, request.ctx, request.body);
      return reply
        .code(added ? 201 : 200)
        .send({ message: added ? MARKETING_TEXTS.subscribed : MARKETING_TEXTS.alreadySubscribed });
    },
  );
};

/** The contact form's messages for the admin area (inside the `/api/admin` scope). */
export const marketingAdminRoutes: FastifyPluginAsyncZod<marketing.MarketingDeps> = async (app, deps) => {
  app.get(
    adminScopePath(API_PATHS.admin.contactMessages),
    {
      config: { adminAccess: 'manage_messages' },
      schema: {
        tags: ['admin'],
        summary: 'Contact form messages, newest first, a page at a time',
        querystring: contactMessageListQuerySchema,
        response: { 200: contactMessageListSchema },
      },
    },
    async (request) => marketing.listContactMessages(deps.db, request.query.cursor),
  );
};
