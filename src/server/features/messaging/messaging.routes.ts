import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS } from '../../../shared/api-paths.js';
import { messageResponseSchema } from '../../../shared/schemas/common.js';
import {
  blockedMembersSchema,
  conversationListQuerySchema,
  conversationListSchema,
  MESSAGE_MAX_LENGTH,
  MESSAGING_TEXTS,
  markReadResponseSchema,
  messageParamsSchema,
  messagePhotoParamsSchema,
  messagePhotoQuerySchema,
  messageSettingsSchema,
  messageSettingsViewSchema,
  otherMemberParamsSchema,
  reportSchema,
  sendMessageResponseSchema,
  sendMessageSchema,
  sendPhotoMessageFieldsSchema,
  threadQuerySchema,
  threadSchema,
  unreadTotalSchema,
} from '../../../shared/schemas/messaging.js';
import type { Config } from '../../config.js';
import { IMAGE_TEXTS, type ImageWork } from '../../lib/images.js';
import { parseUploadFields, readUpload } from '../../lib/multipart.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import type { RealtimeHub } from '../../lib/realtime.js';
import { requireUser, signedInContext } from '../../plugins/request-context.js';
import { getThread, listConversations, type MessagingDeps, unreadTotal } from './conversations.js';
import { deleteMessage } from './delete-message.js';
import * as actions from './member-actions.js';
import { readMessagePhoto } from './message-photos.js';
import { sendMessage, sendPhotoMessage } from './send-message.js';
import { createTypingThrottle, signalTyping } from './typing.js';

const tags = ['messages'];
const message = z.object({ message: z.string() });

/** Messages between members: every route here needs a signed-in member (checked once below). */
export const messagingRoutes: FastifyPluginAsyncZod<
  MessagingDeps & {
    limiter: RateLimiter;
    config: Config;
    realtime: Pick<RealtimeHub, 'signalTyping'>;
    imageWork: ImageWork;
  }
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

  app.delete(
    API_PATHS.messaging.message,
    {
      schema: {
        tags,
        summary: 'Delete a message I sent, for both of us (within minutes of sending; again: done)',
        params: messageParamsSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => deleteMessage(deps, signedInContext(request), request.params.messageId),
  );

  app.post(
    API_PATHS.messaging.photoMessage,
    {
      schema: {
        tags,
        summary:
          'Send a message with a photo (multipart: file, recipientId, clientId, content?; the same clientId again returns the stored message)',
        consumes: ['multipart/form-data'],
        response: { 200: sendMessageResponseSchema, 201: sendMessageResponseSchema },
      },
    },
    async (request, reply) => {
      const ctx = signedInContext(request);
      // Words up to the limit in any script: 4 bytes a character at most.
      const upload = await readUpload(
        request,
        IMAGE_TEXTS.tooManyBytes.message,
        MESSAGE_MAX_LENGTH * 4 + 100,
      );
      const fields = parseUploadFields(sendPhotoMessageFieldsSchema, upload.fields);
      const { message: sent, created } = await sendPhotoMessage(deps, ctx, { ...fields, file: upload.file });
      return reply.code(created ? 201 : 200).send({ message: sent });
    },
  );

  app.get(
    API_PATHS.messaging.photo,
    {
      schema: {
        tags,
        summary: "A message's photo (image/webp), for the conversation's members and administrators",
        params: messagePhotoParamsSchema,
        querystring: messagePhotoQuerySchema,
      },
    },
    async (request, reply) => {
      const bytes = await readMessagePhoto(
        deps,
        requireUser(request),
        request.params.photoId,
        request.query.size,
      );
      return (
        reply
          .header('content-type', 'image/webp')
          // A photo never changes under its id; only its two members' browsers keep it.
          .header('cache-control', 'private, max-age=604800, immutable')
          .send(bytes)
      );
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

  app.delete(
    API_PATHS.messaging.conversationTyping,
    {
      schema: {
        tags,
        summary: 'Say I emptied what I was writing to this member (shown to them live; nothing is stored)',
        params: otherMemberParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await signalTyping(typing, signedInContext(request), request.params.otherId, true);
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
        response: { 200: message, 201: message },
      },
    },
    async (request, reply) => {
      const report = await actions.reportMember(deps, signedInContext(request), request.body);
      // 201 when a report was filed; 200 when the member's earlier one stands.
      return reply.code(report.filed ? 201 : 200).send({ message: report.message });
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
