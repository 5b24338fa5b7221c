import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS } from '../../../shared/api-paths.js';
import {
  blockedMembersSchema,
  conversationListQuerySchema,
  conversationListSchema,
  MESSAGING_TEXTS,
  markReadResponseSchema,
  messageSettingsSchema,
  messageSettingsViewSchema,
  otherMemberParamsSchema,
  reportSchema,
  sendMessageResponseSchema,
  sendMessageSchema,
  threadQuerySchema,
  threadSchema,
  unreadTotalSchema,
} from '../../../shared/schemas/messaging.js';
import type { Config } from '../../config.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import type { RealtimeHub } from '../../lib/realtime.js';
import { requireUser, signedInContext } from '../../plugins/request-context.js';
import { getThread, listConversations, type MessagingDeps, unreadTotal } from './conversations.js';
import * as actions from './member-actions.js';
import { sendMessage } from './send-message.js';
import { createTypingThrottle, signalTyping } from './typing.js';

const tags = ['messages'];
const message = z.object({ message: z.string() });

/** Messages between members: every route here needs a signed-in member (checked once below). */
export const messagingRoutes: FastifyPluginAsyncZod<
  MessagingDeps & { limiter: RateLimiter; config: Config; realtime: Pick<RealtimeHub, 'signalTyping'> }
> = async (app, deps) => {
  app.addHook('preHandler', async (request) => {
    requireUser(request);
  });
  const typing = { db: deps.db, realtime: deps.realtime, typingThrottle: createTypingThrottle() };

  app.get(
    API_PATHS.messaging.conversations,
    {
      schema: {
        tags,
        summary: 'My conversations, newest activity first',
        querystring: conversationListQuerySchema,
        response: { 200: conversationListSchema },
      },
    },
    async (request) => listConversations(deps, signedInContext(request), request.query),
  );

  app.get(
    API_PATHS.messaging.conversation,
    {
      schema: {
        tags,
        summary: 'The thread with one member, newest page first (each page oldest first)',
        params: otherMemberParamsSchema,
        querystring: threadQuerySchema,
        response: { 200: threadSchema },
      },
    },
    async (request) =>
      getThread(deps, signedInContext(request), request.params.otherId, request.query.before),
  );

  app.post(
    API_PATHS.messaging.messages,
    {
      schema: {
        tags,
        summary: 'Send a message (the same clientId again returns the stored message)',
        body: sendMessageSchema,
        response: { 200: sendMessageResponseSchema, 201: sendMessageResponseSchema },
      },
    },
    async (request, reply) => {
      const { message: sent, created } = await sendMessage(deps, signedInContext(request), request.body);
      return reply.code(created ? 201 : 200).send({ message: sent });
    },
  );

  app.post(
    API_PATHS.messaging.conversationRead,
    {
      schema: {
        tags,
        summary: "Mark the other member's messages to me as read",
        params: otherMemberParamsSchema,
        response: { 200: markReadResponseSchema },
      },
    },
    async (request) => actions.markConversationRead(deps, signedInContext(request), request.params.otherId),
  );

  app.post(
    API_PATHS.messaging.conversationTyping,
    {
      schema: {
        tags,
        summary: 'Say I am writing to this member now (shown to them live; nothing is stored)',
        params: otherMemberParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await signalTyping(typing, signedInContext(request), request.params.otherId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    API_PATHS.messaging.unread,
    { schema: { tags, summary: 'How many messages to me are unread', response: { 200: unreadTotalSchema } } },
    async (request) => ({ unreadTotal: await unreadTotal(deps.db, requireUser(request).id) }),
  );

  app.get(
    API_PATHS.messaging.blocks,
    { schema: { tags, summary: 'The members I blocked', response: { 200: blockedMembersSchema } } },
    async (request) => ({ members: await actions.blockedMembers(deps, signedInContext(request)) }),
  );

  app.put(
    API_PATHS.messaging.block,
    {
      schema: {
        tags,
        summary: 'Block a member',
        params: otherMemberParamsSchema,
        response: { 200: message },
      },
    },
    async (request) => {
      await actions.blockMember(deps, signedInContext(request), request.params.otherId);
      return { message: MESSAGING_TEXTS.blockedDone };
    },
  );

  app.delete(
    API_PATHS.messaging.block,
    {
      schema: {
        tags,
        summary: 'Unblock a member',
        params: otherMemberParamsSchema,
        response: { 200: message },
      },
    },
    async (request) => {
      await actions.unblockMember(deps, signedInContext(request), request.params.otherId);
      return { message: MESSAGING_TEXTS.unblockedDone };
    },
  );

  app.post(
    API_PATHS.messaging.reports,
    {
      schema: {
        tags,
        summary: 'Report a member or one of their messages to me',
        body: reportSchema,
        response: { 201: message },
      },
    },
    async (request, reply) => {
      await actions.reportMember(deps, signedInContext(request), request.body);
      return reply.code(201).send({ message: MESSAGING_TEXTS.reported });
    },
  );

  app.get(
    API_PATHS.messaging.settings,
    { schema: { tags, summary: 'My message settings', response: { 200: messageSettingsViewSchema } } },
    async (request) => actions.messageSettings(deps, signedInContext(request)),
  );

  app.put(
    API_PATHS.messaging.settings,
    {
      schema: {
        tags,
        summary: 'Change my message settings',
        body: messageSettingsSchema,
        response: { 200: messageSettingsViewSchema },
      },
    },
    async (request) => actions.saveMessageSettings(deps, signedInContext(request), request.body),
  );
};
