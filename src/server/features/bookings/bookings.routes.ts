import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, adminScopePath } from '../../../shared/api-paths.js';
import {
  adminSetBookingStatusSchema,
  answerNewTimeSchema,
  awaitingAnswerSchema,
  awaitingReviewSchema,
  BOOKING_TEXTS,
  bookedOnQuerySchema,
  bookedOnSchema,
  bookingActionSchema,
  bookingDetailSchema,
  bookingListQuerySchema,
  bookingListSchema,
  bookingParamsSchema,
  bookingResponseSchema,
  calendarFeedMadeSchema,
  calendarFeedParamsSchema,
  calendarFeedSchema,
  createBookingHeadersSchema,
  createBookingSchema,
  IDEMPOTENCY_KEY_HEADER,
  NEW_TIME_TEXTS,
  proposeNewTimeSchema,
  reviewsToAnswerSchema,
  upcomingBookingsSchema,
} from '../../../shared/schemas/bookings.js';
import { messageResponseSchema } from '../../../shared/schemas/common.js';
import { signedInContext } from '../../plugins/request-context.js';
import type { BookingDeps } from './booking-records.js';
import { bookingCalendar } from './calendar.js';
import { calendarFeedFile, calendarFeedOf, makeCalendarFeed, turnOffCalendarFeed } from './calendar-feed.js';
import {
  countAwaitingAnswer,
  getBooking,
  isBookedOn,
  listAwaitingReview,
  listBookings,
  listReviewsToAnswer,
  listUpcomingBookings,
} from './list-bookings.js';
import { acceptBooking } from './use-cases/accept-booking.js';
import { answerNewTime } from './use-cases/answer-new-time.js';
import { cancelBooking } from './use-cases/cancel-booking.js';
import { completeBooking } from './use-cases/complete-booking.js';
import { createBooking } from './use-cases/create-booking.js';
import { declineBooking } from './use-cases/decline-booking.js';
import { proposeNewTime } from './use-cases/propose-new-time.js';
import { setBookingStatus } from './use-cases/set-booking-status.js';
import { withdrawNewTime } from './use-cases/withdraw-new-time.js';

const tags = ['bookings'];

/** Bookings of the signed-in member (docs/product.md, Bookings): every route needs a session. */
export const bookingRoutes: FastifyPluginAsyncZod<BookingDeps> = async (app, deps) => {
  app.get(
    API_PATHS.bookings.list,
    {
      schema: {
        tags,
        summary: 'My bookings as client and as professional, newest first, 20 a page',
        querystring: bookingListQuerySchema,
        response: { 200: bookingListSchema },
      },
    },
    async (request) => listBookings(deps, signedInContext(request).actor, request.query),
  );

  app.get(
    API_PATHS.bookings.awaitingAnswer,
    {
      schema: {
        tags,
        summary: 'How many requests to me, as professional, await my answer',
        response: { 200: awaitingAnswerSchema },
      },
    },
    async (request) => countAwaitingAnswer(deps, signedInContext(request).actor),
  );

  app.get(
    API_PATHS.bookings.upcoming,
    {
      schema: {
        tags,
        summary: 'My accepted bookings whose shoot has not ended, soonest first (the next three)',
        response: { 200: upcomingBookingsSchema },
      },
    },
    async (request) => listUpcomingBookings(deps, signedInContext(request).actor),
  );

  app.get(
    API_PATHS.bookings.awaitingReview,
    {
      schema: {
        tags,
        summary: 'My completed bookings, as client, I may still review (the next few to close) and how many',
        response: { 200: awaitingReviewSchema },
      },
    },
    async (request) => listAwaitingReview(deps, signedInContext(request).actor),
  );

  app.get(
    API_PATHS.bookings.reviewsToAnswer,
    {
      schema: {
        tags,
        summary:
          'Reviews of me, as professional, not yet answered, from the last 30 days (the newest few) and how many',
        response: { 200: reviewsToAnswerSchema },
      },
    },
    async (request) => listReviewsToAnswer(deps, signedInContext(request).actor),
  );

  app.get(
    API_PATHS.bookings.bookedOn,
    {
      schema: {
        tags,
        summary: 'Whether a professional already has an accepted booking on a date (for the request form)',
        querystring: bookedOnQuerySchema,
        response: { 200: bookedOnSchema },
      },
    },
    async (request) => isBookedOn(deps, signedInContext(request).actor, request.query),
  );

  app.post(
    API_PATHS.bookings.list,
    {
      schema: {
        tags,
        summary: 'Request a booking of a professional (an Idempotency-Key makes a retry the same booking)',
        headers: createBookingHeadersSchema,
        body: createBookingSchema,
        response: { 200: bookingResponseSchema, 201: bookingResponseSchema },
      },
    },
    async (request, reply) => {
      const ctx = signedInContext(request);
      const { booking, created } = await createBooking(
        deps,
        ctx,
        request.body,
        request.headers[IDEMPOTENCY_KEY_HEADER],
      );
      return reply.code(created ? 201 : 200).send({ booking, message: BOOKING_TEXTS.created });
    },
  );

  app.get(
    API_PATHS.bookings.booking,
    {
      schema: {
        tags,
        summary: 'One of my bookings with its history',
        params: bookingParamsSchema,
        response: { 200: bookingDetailSchema },
      },
    },
    async (request) => getBooking(deps, signedInContext(request).actor, request.params.bookingId),
  );

  app.post(
    API_PATHS.bookings.actions,
    {
      schema: {
        tags,
        summary: 'Accept, decline, cancel or complete a booking, as the lifecycle allows',
        params: bookingParamsSchema,
        body: bookingActionSchema,
        response: { 200: bookingResponseSchema },
      },
    },
    async (request) => {
      const ctx = signedInContext(request);
      const id = request.params.bookingId;
      const body = request.body;
      switch (body.action) {
        case 'accept': {
          const result = await acceptBooking(deps, ctx, id, body);
          return { booking: result.detail, message: result.message, overlapping: result.overlapping };
        }
        case 'decline': {
          const result = await declineBooking(deps, ctx, id, body);
          return { booking: result.detail, message: result.message };
        }
        case 'cancel': {
          const result = await cancelBooking(deps, ctx, id, body);
          return { booking: result.detail, message: result.message };
        }
        case 'complete': {
          const result = await completeBooking(deps, ctx, id, body);
          return { booking: result.detail, message: result.message };
        }
      }
    },
  );

  app.post(
    API_PATHS.bookings.newTime,
    {
      schema: {
        tags,
        summary: 'Propose a new time for an accepted booking, before its shoot (the other party answers)',
        params: bookingParamsSchema,
        body: proposeNewTimeSchema,
        response: { 200: bookingResponseSchema },
      },
    },
    async (request) => {
      const result = await proposeNewTime(
        deps,
        signedInContext(request),
        request.params.bookingId,
        request.body,
      );
      return { booking: result.detail, message: NEW_TIME_TEXTS.proposed };
    },
  );

  app.delete(
    API_PATHS.bookings.newTime,
    {
      schema: {
        tags,
        summary: 'Withdraw the new time I proposed (the booking keeps its time)',
        params: bookingParamsSchema,
        response: { 200: bookingResponseSchema },
      },
    },
    async (request) => {
      const result = await withdrawNewTime(deps, signedInContext(request), request.params.bookingId);
      return { booking: result.detail, message: NEW_TIME_TEXTS.withdrawn };
    },
  );

  app.post(
    API_PATHS.bookings.newTimeAnswer,
    {
      schema: {
        tags,
        summary: 'Accept (the booking moves to it) or decline the new time the other party proposed',
        params: bookingParamsSchema,
        body: answerNewTimeSchema,
        response: { 200: bookingResponseSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const result = await answerNewTime(deps, signedInContext(request), request.params.bookingId, body);
      return {
        booking: result.detail,
        message: body.answer === 'accept' ? NEW_TIME_TEXTS.accepted : NEW_TIME_TEXTS.declined,
        ...(body.answer === 'accept' ? { overlapping: result.overlapping ?? [] } : {}),
      };
    },
  );

  app.get(
    API_PATHS.bookings.calendarFeed,
    { schema: { tags, summary: 'My calendar link, or null', response: { 200: calendarFeedSchema } } },
    async (request) => ({ url: await calendarFeedOf(deps, signedInContext(request).actor.id) }),
  );

  app.post(
    API_PATHS.bookings.calendarFeed,
    {
      schema: {
        tags,
        summary: 'A new calendar link for me (the one I had stops working)',
        response: { 200: calendarFeedMadeSchema },
      },
    },
    async (request) => makeCalendarFeed(deps, signedInContext(request).actor.id),
  );

  app.delete(
    API_PATHS.bookings.calendarFeed,
    {
      schema: {
        tags,
        summary: 'Turn my calendar link off',
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => turnOffCalendarFeed(deps, signedInContext(request).actor.id),
  );

  app.get(
    API_PATHS.bookings.calendar,
    {
      schema: {
        tags,
        summary: 'An accepted booking as a calendar file (text/calendar), for its parties',
        params: bookingParamsSchema,
      },
    },
    async (request, reply) => {
      const body = await bookingCalendar(deps, signedInContext(request).actor, request.params.bookingId);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="frameline-booking.ics"')
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
};

/**
 * A calendar link's address (docs/product.md, Calendar link): no session, as a calendar app
 * has none; the key in the address is what lets it in.
 */
export const calendarFeedFileRoutes: FastifyPluginAsyncZod<Pick<BookingDeps, 'db' | 'config'>> = async (
  app,
  deps,
) => {
  app.get(
    API_PATHS.bookings.calendarFeedFile,
    {
      schema: {
        tags,
        summary: "A member's accepted bookings as a calendar (text/calendar), for whoever holds the link",
        params: calendarFeedParamsSchema,
      },
    },
    async (request, reply) => {
      const body = await calendarFeedFile(deps, request.params.feedId, request.params.key);
      return (
        reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', 'inline; filename="frameline-bookings.ics"')
          // The address is a secret: not kept by shared caches, not indexed.
          .header('cache-control', 'private, max-age=300')
          .header('x-robots-tag', 'noindex')
          .header('referrer-policy', 'no-referrer')
          .send(body)
      );
    },
  );
};

/** The administrator's change of a booking's status, inside the admin scope (its guard checks manage_bookings). */
export const bookingAdminRoutes: FastifyPluginAsyncZod<BookingDeps> = async (app, deps) => {
  app.put(
    adminScopePath(API_PATHS.admin.bookingStatus),
    {
      config: { adminAccess: 'manage_bookings' },
      schema: {
        tags: ['admin'],
        summary: "Set a booking's status, with a reason (audited; both parties are emailed)",
        params: bookingParamsSchema,
        body: adminSetBookingStatusSchema,
        response: { 200: bookingResponseSchema },
      },
    },
    async (request) =>
      setBookingStatus(deps, signedInContext(request), request.params.bookingId, request.body),
  );
};
