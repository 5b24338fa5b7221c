import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, adminScopePath } from '../../../shared/api-paths.js';
import {
  adminBookingListQuerySchema,
  adminBookingListSchema,
  adminConversationSchema,
  adminMessageListQuerySchema,
  adminMessageListSchema,
  adminReportListSchema,
  adminReviewListQuerySchema,
  adminReviewListSchema,
  auditFiltersSchema,
  auditLogQuerySchema,
  auditLogSchema,
  hiddenMessageResponseSchema,
  hideMessageSchema,
  hideReviewSchema,
  messageParamsSchema,
  reportListQuerySchema,
  reportParamsSchema,
  reportResponseSchema,
  resolveReportSchema,
  reviewParamsSchema,
  reviewResponseSchema,
} from '../../../shared/schemas/moderation.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { JobQueue } from '../../lib/jobs.js';
import { signedInContext } from '../../plugins/request-context.js';
import { auditFilters, listAuditLog } from './moderation/audit-log.js';
import { listAdminBookings } from './moderation/booking-list.js';
import { listAdminMessages } from './moderation/message-list.js';
import { listReports } from './moderation/report-list.js';
import { listAdminReviews } from './moderation/review-list.js';
import { hideMessage } from './use-cases/hide-message.js';
import { readConversation } from './use-cases/read-conversation.js';
import { resolveReport } from './use-cases/resolve-report.js';
import { setReviewVisibility } from './use-cases/set-review-visibility.js';

const tags = ['admin'];

/**
 * The moderation tabs of the admin area (docs/product.md, Admin tabs; Audit log):
 * bookings, messages, reports, reviews and the audit log. Registered inside the
 * `/api/admin` scope, whose guard checks each route's `adminAccess`. Setting a booking's
 * status is the bookings feature's admin route; a booking's detail is the members' route,
 * which administrators with manage_bookings may read.
 */
export const moderationRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config; jobs: JobQueue }> = async (
  app,
  deps,
) => {
  app.get(
    adminScopePath(API_PATHS.admin.bookings),
    {
      config: { adminAccess: 'manage_bookings' },
      schema: {
        tags,
        summary: 'The latest bookings, newest first, 50 a page',
        querystring: adminBookingListQuerySchema,
        response: { 200: adminBookingListSchema },
      },
    },
    async (request) => listAdminBookings(deps.db, request.query),
  );

  app.get(
    adminScopePath(API_PATHS.admin.messages),
    {
      config: { adminAccess: 'manage_messages' },
      schema: {
        tags,
        summary: 'The latest messages, newest first, 100 a batch (deleted ones marked)',
        querystring: adminMessageListQuerySchema,
        response: { 200: adminMessageListSchema },
      },
    },
    async (request) => listAdminMessages(deps.db, request.query.cursor),
  );

  app.get(
    adminScopePath(API_PATHS.admin.messageConversation),
    {
      config: { adminAccess: 'manage_messages', csrfOnRead: true },
      schema: {
        tags,
        summary: 'The conversation around a message (the read is audited; send the CSRF header)',
        params: messageParamsSchema,
        response: { 200: adminConversationSchema },
      },
    },
    async (request, reply) => {
      // A private conversation: never kept by a browser or a proxy.
      reply.header('cache-control', 'private, no-store');
      return readConversation(deps, signedInContext(request), request.params.messageId);
    },
  );

  app.put(
    adminScopePath(API_PATHS.admin.messageHidden),
    {
      config: { adminAccess: 'manage_messages' },
      schema: {
        tags,
        summary: 'Delete a message for both members, with a reason (kept for the audit)',
        params: messageParamsSchema,
        body: hideMessageSchema,
        response: { 200: hiddenMessageResponseSchema },
      },
    },
    async (request) =>
      hideMessage(deps, signedInContext(request), request.params.messageId, request.body.reason),
  );

  app.get(
    adminScopePath(API_PATHS.admin.reports),
    {
      config: { adminAccess: 'manage_messages' },
      schema: {
        tags,
        summary: 'The reports queue: open ones first, each group newest first',
        querystring: reportListQuerySchema,
        response: { 200: adminReportListSchema },
      },
    },
    async (request) => listReports(deps.db, deps.config, request.query),
  );

  app.post(
    adminScopePath(API_PATHS.admin.reportResolution),
    {
      config: { adminAccess: 'manage_messages' },
      schema: {
        tags,
        summary: 'Dismiss a report, or act on it (suspending also needs manage_users), with a note',
        params: reportParamsSchema,
        body: resolveReportSchema,
        response: { 200: reportResponseSchema },
      },
    },
    async (request) => resolveReport(deps, signedInContext(request), request.params.reportId, request.body),
  );

  app.get(
    adminScopePath(API_PATHS.admin.reviews),
    {
      config: { adminAccess: 'manage_messages' },
      schema: {
        tags,
        summary: 'Reviews newest first, 25 a page, shown or hidden ones only if asked',
        querystring: adminReviewListQuerySchema,
        response: { 200: adminReviewListSchema },
      },
    },
    async (request) => listAdminReviews(deps.db, request.query),
  );

  app.put(
    adminScopePath(API_PATHS.admin.reviewHidden),
    {
      config: { adminAccess: 'manage_messages' },
      schema: {
        tags,
        summary: 'Hide a review from the profile and the rating, with a reason',
        params: reviewParamsSchema,
        body: hideReviewSchema,
        response: { 200: reviewResponseSchema },
      },
    },
    async (request) =>
      setReviewVisibility(deps, signedInContext(request), request.params.reviewId, {
        hide: true,
        reason: request.body.reason,
      }),
  );

  app.delete(
    adminScopePath(API_PATHS.admin.reviewHidden),
    {
      config: { adminAccess: 'manage_messages' },
      schema: {
        tags,
        summary: 'Show a hidden review again',
        params: reviewParamsSchema,
        response: { 200: reviewResponseSchema },
      },
    },
    async (request) =>
      setReviewVisibility(deps, signedInContext(request), request.params.reviewId, { hide: false }),
  );

  app.get(
    adminScopePath(API_PATHS.admin.auditLog),
    {
      config: { adminAccess: 'view_analytics' },
      schema: {
        tags,
        summary: 'The audit log, newest first, 50 a page, by admin, action and days (UTC)',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogSchema },
      },
    },
    async (request) => listAuditLog(deps.db, request.query),
  );

  app.get(
    adminScopePath(API_PATHS.admin.auditLogFilters),
    {
      config: { adminAccess: 'view_analytics' },
      schema: {
        tags,
        summary: 'The admins and actions the audit log holds',
        response: { 200: auditFiltersSchema },
      },
    },
    async () => auditFilters(deps.db),
  );
};
