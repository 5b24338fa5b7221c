import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '../../../shared/schemas/common.js';
import {
  contactMessageDtoSchema,
  contactMessageSchema,
  MARKETING_TEXTS,
  newsletterSchema,
} from '../../../shared/schemas/marketing.js';
import { requireAdmin } from '../../plugins/auth.js';
import * as marketing from './marketing.service.js';

export const marketingRoutes: FastifyPluginAsyncZod<marketing.MarketingDeps> = async (app, deps) => {
  app.post(
    '/api/contact',
    {
      schema: {
        tags: ['marketing'],
        summary: 'Send a message through the contact form',
        body: contactMessageSchema,
        response: { 201: messageResponseSchema },
      },
    },
    async (request, reply) => {
      await marketing.submitContactMessage(deps, request.body, {
        ip: request.ip,
        userId: request.user?.id ?? null,
      });
      return reply.code(201).send({ message: MARKETING_TEXTS.contactSent });
    },
  );

  app.post(
    '/api/newsletter',
    {
      schema: {
        tags: ['marketing'],
        summary: 'Subscribe an email address to the newsletter',
        body: newsletterSchema,
        response: { 200: messageResponseSchema, 201: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const added = await marketing.subscribeToNewsletter(deps, request.body, request.ip);
      return reply
        .code(added ? 201 : 200)
        .send({ message: added ? MARKETING_TEXTS.subscribed : MARKETING_TEXTS.alreadySubscribed });
    },
  );

  app.get(
    '/api/admin/contact-messages',
    {
      schema: {
        tags: ['admin'],
        summary: 'Contact form messages, newest first',
        response: { 200: z.object({ messages: z.array(contactMessageDtoSchema) }) },
      },
    },
    async (request) => {
      requireAdmin(request, 'manage_messages');
      return { messages: await marketing.listContactMessages(deps.db) };
    },
  );
};
