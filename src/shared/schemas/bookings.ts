import {
  BOOKING_STATUSES,
  type BookingAction,
  type BookingStatus,
  canonicalTimeZone,
  localTimeExists,
  MEMBER_BOOKING_ACTIONS,
} from '../booking-lifecycle.js';
import { z } from '../zod.js';
import { emailSchema } from './auth.js';
import {
  calendarDate,
  formOptionalNumber,
  hasVisibleCharacter,
  multiLineText,
  optionalSearchText,
  optionalText,
  singleLineText,
  uuidParam,
} from './common.js';
import { memberSummarySchema } from './messaging.js';
import { bookingReviewSchema } from './reviews.js';

// Bookings (docs/product.md, Bookings): the API contract of requesting, answering,
// cancelling and completing a booking, the lists, the detail with its history, the
// calendar file and the client's review. The form, the server and the tests use these.

export const BOOKING_TITLE_MAX = 200;
export const BOOKING_DESCRIPTION_MAX = 5000;
export const BOOKING_LOCATION_MAX = 200;
export const BOOKING_NOTE_MAX = 2000;
export const BOOKING_DURATION_MAX = 24;
export const BOOKING_RATE_MAX = 1_000_000;
export const BOOKINGS_PAGE_SIZE = 20;
/** A shoot is booked at most this many years ahead (docs/product.md, Requesting a booking). */
export const BOOKING_YEARS_AHEAD_MAX = 5;
/** The header that makes a repeated create the same booking. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Texts of bookings, word for word (docs/product.md, Texts by feature). */
export const BOOKING_TEXTS = {
  createTitle: 'Create New Booking',
  created: 'Booking request sent successfully!',
  createFailed: 'Failed to create booking',
  professionalNotFound: 'Professional not found with that email',
  /** Book Now names the professional by profile, so the message does not speak of an email. */
  professionalGone: 'This professional cannot be booked right now',
  loadFailed: 'Failed to load bookings',
  adminStatusFailed: 'Failed to update booking status',
  adminPendingWouldExpire:
    'As a request this booking would expire at once: it was made 7 or more days ago, or its shoot has started.',
  notFound: 'Booking not found',
  noBookings: 'No bookings yet',
  titleRequired: 'Please enter a title',
  emailRequired: "Please enter the professional's email",
  dateRequired: 'Please choose a date',
  dateTooFar: `Please choose a date within the next ${BOOKING_YEARS_AHEAD_MAX} years`,
  timeZoneInvalid: 'Please choose a time zone from the list',
  startTimeInvalid: 'Times look like 14:30',
  durationInvalid: `Duration is a whole number of hours, 1 to ${BOOKING_DURATION_MAX}`,
  rateInvalid: 'Please enter the rate in dollars, such as 450 or 450.50',
  inThePast: 'This date and time have already passed in the shoot’s time zone. Please choose a later one.',
  todayNeedsTime: 'For a shoot today, please give a start time that is still ahead.',
  timeSkipped:
    'The clocks go forward at this time on that day in the shoot’s time zone, so it does not happen. Please choose another time.',
  self: 'You cannot book yourself',
  youBlocked: 'You blocked this member. Unblock them in Settings to request a booking.',
  blocked: 'You cannot request a booking of this member.',
  suspended: 'Your account is suspended, so you cannot request bookings. You can still sign in and read.',
  suspendedAccept: 'Your account is suspended, so you cannot accept bookings. You can still decline them.',
  reasonRequired: 'Please give a reason for cancelling',
  adminReasonRequired: 'Please give a reason for the change',
  notYourMove: 'You cannot do this with this booking.',
  tooEarly: 'A booking can be marked as completed from the day of the shoot.',
  idempotencyReused: 'This request key was already used for a different booking request.',
  markCompleted: 'Mark as Completed',
  addToCalendar: 'Add to calendar',
  calendarOnlyAccepted: 'Only an accepted booking can be added to a calendar.',
  calendarFeedMade: 'Your calendar link is ready. Add it to your calendar app.',
  calendarFeedRenewed: 'A new calendar link is ready. The old one no longer works.',
  calendarFeedOff: 'Your calendar link is turned off. Calendars using it stop updating.',
  calendarFeedNotFound: 'This calendar link does not work any more.',
} as const;

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  completed: 'Completed',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** 'Booking accepted successfully' (the toast after a move, and the admin's). */
export function bookingStatusChangedText(status: BookingStatus): string {
  return `Booking ${status} successfully`;
}

/** 'Failed to accept booking' (decline, cancel, complete alike). */
export function bookingActionFailedText(action: BookingAction): string {
  return `Failed to ${action} booking`;
}

/** A move the booking's current status does not allow: 409, naming the status. */
export function bookingStatusConflictText(status: BookingStatus, action: BookingAction | 'set'): string {
  const verb = action === 'set' ? 'changed that way' : `${pastTense[action]}`;
  return `This booking is ${status} now, so it cannot be ${verb}.`;
}
const pastTense: Record<BookingAction, string> = {
  accept: 'accepted',
  decline: 'declined',
  cancel: 'cancelled',
  complete: 'completed',
  expire: 'expired',
};

/** A request past its time: the system has expired it (or is about to). */
export const BOOKING_EXPIRED_TEXT =
  'This booking is expired now, so it can no longer be answered or cancelled.';

/** An IANA time zone, stored by its canonical name ('America/New_York'). */
export const timeZoneSchema = z
  .string({ error: BOOKING_TEXTS.timeZoneInvalid })
  .trim()
  .max(64, BOOKING_TEXTS.timeZoneInvalid)
  .transform((name, context) => {
    const canonical = canonicalTimeZone(name);
    if (!canonical) {
      context.addIssue({ code: 'custom', message: BOOKING_TEXTS.timeZoneInvalid });
      return z.NEVER;
    }
    return canonical;
  });

const startTimeSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string({ error: BOOKING_TEXTS.startTimeInvalid })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:00)?$/, BOOKING_TEXTS.startTimeInvalid)
    .transform((time) => time.slice(0, 5))
    .nullable()
    .optional(),
);

/**
 * The last shoot date a request may name: BOOKING_YEARS_AHEAD_MAX years after today in
 * the time zone furthest ahead (UTC+14), so that no member's today is later than the one
 * counted from.
 */
export function latestShootDate(now = new Date()): string {
  const furthestToday = new Date(now.getTime() + 14 * 3_600_000);
  furthestToday.setUTCFullYear(furthestToday.getUTCFullYear() + BOOKING_YEARS_AHEAD_MAX);
  return furthestToday.toISOString().slice(0, 10);
}

/** Dollars with at most two decimals, 0 to 1,000,000; empty means none. */
export const bookingRateSchema = formOptionalNumber((n) =>
  n
    .min(0, 'Rates cannot be negative')
    .max(BOOKING_RATE_MAX, 'That rate looks too high')
    .refine((rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6, BOOKING_TEXTS.rateInvalid),
).optional();

/** What a booking request says besides who is asked (docs/product.md, Requesting a booking). */
const shootDateSchema = calendarDate(BOOKING_TEXTS.dateRequired).refine(
  (date) => date <= latestShootDate(),
  BOOKING_TEXTS.dateTooFar,
);

const durationHoursSchema = formOptionalNumber((n) =>
  n
    .int(BOOKING_TEXTS.durationInvalid)
    .min(1, BOOKING_TEXTS.durationInvalid)
    .max(BOOKING_DURATION_MAX, BOOKING_TEXTS.durationInvalid),
).optional();

export const bookingDetailsSchema = z.strictObject({
  title: singleLineText({ error: BOOKING_TEXTS.titleRequired })
    .min(1, BOOKING_TEXTS.titleRequired)
    .max(BOOKING_TITLE_MAX, `Title must be at most ${BOOKING_TITLE_MAX} characters`)
    .refine(hasVisibleCharacter, BOOKING_TEXTS.titleRequired),
  shootDate: shootDateSchema,
  startTime: startTimeSchema,
  durationHours: durationHoursSchema,
  timeZone: timeZoneSchema,
  location: optionalText(BOOKING_LOCATION_MAX, 'Location'),
  description: optionalText(BOOKING_DESCRIPTION_MAX, 'Description', { multiline: true }),
  rateOffered: bookingRateSchema,
});

const professionalEmailSchema = z.preprocess(
  (value) => value ?? '',
  emailSchema.pipe(z.string().min(1, BOOKING_TEXTS.emailRequired)),
);

/**
 * A start time the clocks skip on that day in the shoot's zone (02:30 when New York goes
 * from 02:00 to 03:00) names no moment: refused, rather than shown as typed in the emails
 * and an hour later in the calendar.
 */
export function refuseSkippedTime<
  T extends { shootDate: string; startTime?: string | null; timeZone: string },
>(body: T, context: z.RefinementCtx<T>) {
  // Only for a date, a time and a zone that are each valid: their own checks speak otherwise.
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(body.shootDate)?.slice(1).map(Number);
  const time = /^(\d{2}):(\d{2})/
    .exec(body.startTime ?? '')
    ?.slice(1)
    .map(Number);
  const [year = 0, month = 0, dayOfMonth = 0] = date ?? [];
  const day = new Date(Date.UTC(year, month - 1, dayOfMonth));
  const valid =
    date !== undefined &&
    // The dates a booking may have (calendarDate's range): Date.UTC reads years 0-99 as 19xx.
    year >= 1900 &&
    day.getUTCMonth() === month - 1 &&
    day.getUTCDate() === dayOfMonth &&
    time !== undefined &&
    time[0]! < 24 &&
    time[1]! < 60 &&
    canonicalTimeZone(body.timeZone) !== null;
  if (valid && !localTimeExists(body.shootDate, body.startTime!, body.timeZone))
    context.addIssue({ code: 'custom', path: ['startTime'], message: BOOKING_TEXTS.timeSkipped });
}

/** The dashboard's 'Create New Booking' form: the professional found by exact email. */
export const createBookingFormSchema = bookingDetailsSchema
  .extend({ professionalEmail: professionalEmailSchema })
  .superRefine(refuseSkippedTime);

/**
 * The request as the API takes it: the professional by exact email (the dashboard's form)
 * or by id (Book Now on a profile, where the email is private), exactly one of the two.
 */
export const createBookingSchema = bookingDetailsSchema
  .extend({
    professionalEmail: emailSchema.optional(),
    professionalId: uuidParam.optional(),
  })
  .superRefine((body, context) => {
    refuseSkippedTime(body, context);
    if (body.professionalEmail === undefined && body.professionalId === undefined) {
      context.addIssue({ code: 'custom', path: ['professionalEmail'], message: BOOKING_TEXTS.emailRequired });
    } else if (body.professionalEmail !== undefined && body.professionalId !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['professionalId'],
        message: 'Choose the professional by email or by profile, not both',
      });
    }
  });
export type CreateBookingInput = z.input<typeof createBookingSchema>;
export type CreateBookingBody = z.output<typeof createBookingSchema>;

/** The `Idempotency-Key` header: made once per submitted form, sent again on a retry. */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8, 'The Idempotency-Key header must be 8 to 100 characters')
  .max(100, 'The Idempotency-Key header must be 8 to 100 characters')
  .regex(/^[\x21-\x7e]+$/, 'The Idempotency-Key header must be printable characters');
export const createBookingHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional(),
});

const noteSchema = optionalText(BOOKING_NOTE_MAX, 'Notes', { multiline: true });
const reasonSchema = optionalText(BOOKING_NOTE_MAX, 'The reason', { multiline: true });

/** Accept: optional notes, optional counter rate (it becomes the accepted rate). */
export const acceptBookingSchema = z.strictObject({
  action: z.literal('accept'),
  notes: noteSchema,
  counterRate: bookingRateSchema,
});
/** Decline: optional notes. */
export const declineBookingSchema = z.strictObject({ action: z.literal('decline'), notes: noteSchema });
/** Cancel: a reason, required once the booking is accepted (the server checks that). */
export const cancelBookingSchema = z.strictObject({ action: z.literal('cancel'), reason: reasonSchema });
/** Mark as Completed. */
export const completeBookingSchema = z.strictObject({ action: z.literal('complete') });

/** What the member fills in for a move (the forms); the API adds the status they saw. */
export type BookingMoveFields = z.output<
  | typeof acceptBookingSchema
  | typeof declineBookingSchema
  | typeof cancelBookingSchema
  | typeof completeBookingSchema
>;

/**
 * The status the member saw the booking in when choosing the move. A move made from a
 * status the booking has since left is refused (409) rather than made from the new one:
 * a client withdrawing a request must not cancel the booking the professional has just
 * accepted (docs/product.md, Booking lifecycle).
 */
const expectedStatusSchema = z.enum(BOOKING_STATUSES, {
  error: (issue) =>
    issue.input === undefined
      ? 'expectedStatus (the status the booking showed) is required'
      : 'Unknown status',
});
const seenIn = { expectedStatus: expectedStatusSchema };

/** The body of POST /api/bookings/:bookingId/actions. */
export const bookingActionSchema = z.discriminatedUnion('action', [
  acceptBookingSchema.extend(seenIn),
  declineBookingSchema.extend(seenIn),
  cancelBookingSchema.extend(seenIn),
  completeBookingSchema.extend(seenIn),
]);
export type BookingActionInput = z.input<typeof bookingActionSchema>;
export type BookingActionBody = z.output<typeof bookingActionSchema>;
export const memberBookingActionSchema = z.enum(MEMBER_BOOKING_ACTIONS);

/**
 * An administrator sets any status, with a reason (docs/product.md, Booking lifecycle).
 * `expectedStatus` is the status the admin saw: if it changed in the meantime (another
 * admin, a party, the expiry job), the change is refused with 409 instead of overriding it.
 */
/** The reason an administrator gives, as the admin's dialog checks it: lines, like members' reasons. */
export const adminBookingReasonSchema = z.strictObject({
  reason: multiLineText({ error: BOOKING_TEXTS.adminReasonRequired })
    .min(1, BOOKING_TEXTS.adminReasonRequired)
    .max(BOOKING_NOTE_MAX, `The reason must be at most ${BOOKING_NOTE_MAX} characters`)
    .refine(hasVisibleCharacter, BOOKING_TEXTS.adminReasonRequired),
});

export const adminSetBookingStatusSchema = adminBookingReasonSchema.extend({
  status: z.enum(BOOKING_STATUSES, { error: 'Unknown status' }),
  expectedStatus: z.enum(BOOKING_STATUSES, { error: 'Unknown status' }).optional(),
});
export type AdminSetBookingStatusBody = z.output<typeof adminSetBookingStatusSchema>;

/** Texts of moving an accepted booking to a new time (docs/product.md, Moving a booking). */
export const NEW_TIME_TEXTS = {
  propose: 'Propose a new time',
  proposed: 'New time proposed',
  accepted: 'New time accepted',
  declined: 'You kept the current time',
  withdrawn: 'Proposal withdrawn',
  proposeFailed: 'Failed to propose a new time',
  answerFailed: 'Failed to answer the new time',
  withdrawFailed: 'Failed to withdraw the proposal',
  started: 'This shoot has started, so its time can no longer be changed.',
  alreadyProposed: 'A new time is already proposed for this booking. It is answered or withdrawn first.',
  noProposal: 'No new time is proposed for this booking now.',
  proposalChanged: 'The proposal has changed since you opened it. Please look at it again.',
  proposedPassed: 'The proposed time has passed. Please decline it, and propose another if you like.',
  sameTime: 'This is the booking’s time already. Please choose another.',
  /** The booking's own time with a new place: a place alone is agreed in a message. */
  placeOnly: 'This is the booking’s time already: a new place alone is agreed in a message.',
  notParty: 'Only the client or the professional of this booking can change its time.',
  ownProposal: 'You proposed this time: the other party answers it.',
  othersProposal: 'Only the member who proposed the new time can withdraw it.',
  suspended:
    'Your account is suspended, so you cannot change a booking’s time. You can still decline a new time.',
} as const;

/** 'This booking is cancelled now, so its time cannot be changed.' */
export function newTimeStatusText(status: BookingStatus): string {
  return `This booking is ${status} now, so its time cannot be changed.`;
}

/**
 * A new time for an accepted booking: date, start time and length in the booking's own zone
 * (the place and zone stay), and a note to the other party.
 */
export const proposeNewTimeSchema = z.strictObject({
  shootDate: shootDateSchema,
  startTime: startTimeSchema,
  durationHours: durationHoursSchema,
  /** A new place for the shoot too; none (or the booking's own) keeps its place. */
  location: optionalText(BOOKING_LOCATION_MAX, 'Location'),
  note: optionalText(BOOKING_NOTE_MAX, 'The note', { multiline: true }),
});
export type ProposeNewTimeInput = z.input<typeof proposeNewTimeSchema>;
export type ProposeNewTimeBody = z.output<typeof proposeNewTimeSchema>;

export const NEW_TIME_ANSWERS = ['accept', 'decline'] as const;

/**
 * The other party's answer to the open proposal, naming the proposal they saw by its time
 * (`proposedAt`): one withdrawn and proposed again meanwhile is not answered unseen (409).
 */
export const answerNewTimeSchema = z.strictObject({
  answer: z.enum(NEW_TIME_ANSWERS, { error: 'The answer is accept or decline' }),
  proposedAt: z.iso.datetime({
    offset: true,
    error: 'proposedAt (the time of the proposal answered) is required',
  }),
});
export type AnswerNewTimeBody = z.output<typeof answerNewTimeSchema>;

export const bookingParamsSchema = z.object({ bookingId: uuidParam });

/**
 * GET /api/bookings/booked-on: whether a professional already has an accepted booking on a
 * date (what discovery's 'Available on' filter leaves out), for the request form.
 */
export const bookedOnQuerySchema = z.strictObject({ professionalId: uuidParam, date: calendarDate() });
export type BookedOnQuery = z.output<typeof bookedOnQuerySchema>;
export const bookedOnSchema = z.object({ booked: z.boolean() });
export type BookedOn = z.infer<typeof bookedOnSchema>;

export const BOOKING_ROLE_FILTERS = ['client', 'professional'] as const;
export type BookingRoleFilter = (typeof BOOKING_ROLE_FILTERS)[number];

/**
 * GET /api/bookings: mine, newest first; filter by status, by my role in them and by the
 * other party (`with`: my bookings with that member, as either side).
 */
export const bookingListQuerySchema = z.strictObject({
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(BOOKING_STATUSES, { error: 'Unknown status' }).optional(),
  ),
  role: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(BOOKING_ROLE_FILTERS, { error: 'Role is client or professional' }).optional(),
  ),
  with: uuidParam.optional(),
  /** 'me': only what awaits my answer (requests to me, new times proposed to me). */
  awaiting: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['me'], { error: 'Awaiting is me' }).optional(),
  ),
  /** A piece of the title or of the other member's display name, taken literally. */
  q: optionalSearchText(),
  cursor: z.string().max(300).optional(),
});
export type BookingListQuery = z.output<typeof bookingListQuerySchema>;

const instant = z.iso.datetime({ offset: true });

/** The fields of a booking every view has. Rates are dollars; times the shoot's local time. */
export const bookingSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** 'YYYY-MM-DD' in the shoot's time zone. */
  shootDate: z.string(),
  /** 'HH:MM' in the shoot's time zone, or null when not given. */
  startTime: z.string().nullable(),
  durationHours: z.number().int().nullable(),
  timeZone: z.string(),
  location: z.string().nullable(),
  rateOffered: z.number().nullable(),
  rateAccepted: z.number().nullable(),
  /** My side of it; null for an administrator who is neither party. */
  myRole: z.enum(BOOKING_ROLE_FILTERS).nullable(),
  /** The other party, as members see each other (display name and avatar); for an administrator, the professional. */
  counterpart: memberSummarySchema,
  /** The side that proposed a new time still open (docs/product.md, Moving a booking), or null. */
  proposalBy: z.enum(BOOKING_ROLE_FILTERS).nullable(),
  createdAt: instant,
  updatedAt: instant,
});
export type BookingSummary = z.infer<typeof bookingSummarySchema>;

export const bookingListSchema = z.object({
  items: z.array(bookingSummarySchema),
  /** The next (older) page, or null on the last one. */
  nextCursor: z.string().nullable(),
});
export type BookingList = z.infer<typeof bookingListSchema>;

/** How many shoots coming up the dashboard shows (docs/product.md, Dashboards). */
export const UPCOMING_BOOKINGS_SHOWN = 3;

/** My accepted bookings whose shoot has not ended, soonest first, as client and as professional. */
export const upcomingBookingsSchema = z.object({ items: z.array(bookingSummarySchema) });
export type UpcomingBookings = z.infer<typeof upcomingBookingsSchema>;

/** How many completed bookings awaiting my review the dashboard shows (docs/product.md, Dashboards). */
export const AWAITING_REVIEW_SHOWN = 3;

/**
 * My completed bookings, as client, not reviewed and still open to a review, the soonest
 * to close first (a few), and how many there are in all.
 */
export const awaitingReviewSchema = z.object({
  items: z.array(
    bookingSummarySchema.extend({
      /** When the 14 days to review it end. */
      reviewBy: instant,
    }),
  ),
  total: z.number().int(),
});
export type AwaitingReview = z.infer<typeof awaitingReviewSchema>;

/** How many reviews awaiting my answer the dashboard shows, and from how many days back. */
export const REVIEWS_TO_ANSWER_SHOWN = 3;
export const REVIEWS_TO_ANSWER_DAYS = 30;

/**
 * Reviews of me, as professional, from the last 30 days, that I have not answered (and an
 * administrator has not hidden), newest first (a few), each with its booking, and how many.
 */
export const reviewsToAnswerSchema = z.object({
  items: z.array(
    bookingSummarySchema.extend({
      review: z.object({
        id: z.uuid(),
        rating: z.number().int().min(1).max(5),
        comment: z.string().nullable(),
        createdAt: instant,
      }),
    }),
  ),
  total: z.number().int(),
});
export type ReviewsToAnswer = z.infer<typeof reviewsToAnswerSchema>;

/** Requests to me, as professional, still open: pending and not past their time. */
/** My calendar link (docs/product.md, Calendar link), or null while I have none. */
export const calendarFeedSchema = z.object({ url: z.string().nullable() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
export const calendarFeedMadeSchema = z.object({ url: z.string(), message: z.string() });
export type CalendarFeedMade = z.infer<typeof calendarFeedMadeSchema>;
/** A calendar link's address: the feed's id and the key made from it (43 base64url characters). */
export const calendarFeedParamsSchema = z.object({
  feedId: uuidParam,
  key: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a calendar key'),
});

/** What awaits my answer (docs/product.md, Booking lists): requests to me, new times proposed to me. */
export const awaitingAnswerSchema = z.object({
  /** requests + newTimes. */
  awaitingAnswer: z.number().int(),
  requests: z.number().int(),
  newTimes: z.number().int(),
});
export type AwaitingAnswer = z.infer<typeof awaitingAnswerSchema>;

export const BOOKING_HISTORY_ACTORS = ['client', 'professional', 'admin', 'system'] as const;
/** A status move, or a step of a new time (proposed, accepted, declined, withdrawn). */
export const BOOKING_HISTORY_KINDS = [
  'status',
  'time_proposed',
  'time_accepted',
  'time_declined',
  'time_withdrawn',
] as const;
export type BookingHistoryKind = (typeof BOOKING_HISTORY_KINDS)[number];

/** A shoot's local date, start time and length, in its booking's zone. */
export const shootTimeSchema = z.object({
  shootDate: z.string(),
  startTime: z.string().nullable(),
  durationHours: z.number().int().nullable(),
});
export type ShootTime = z.infer<typeof shootTimeSchema>;

/** One entry of a booking's history; the request itself is the first (from null to pending). */
export const bookingHistoryEntrySchema = z.object({
  id: z.string(),
  at: instant,
  /** Who acted, as their side; 'system' for an expiry. */
  actorRole: z.enum(BOOKING_HISTORY_ACTORS),
  /** Their display name; null for the system and for an administrator, who is not named. */
  actorName: z.string().nullable(),
  from: z.enum(BOOKING_STATUSES).nullable(),
  to: z.enum(BOOKING_STATUSES),
  /** The notes or the reason given with the move. */
  note: z.string().nullable(),
  /** The rate at that step: offered on request, accepted on accept. */
  rate: z.number().nullable(),
  kind: z.enum(BOOKING_HISTORY_KINDS),
  /** The time a new-time entry names: the one proposed, or agreed. */
  time: shootTimeSchema.nullable(),
  /** The new place a new-time entry names, when its step moved the place too. */
  place: z.string().nullable(),
});
export type BookingHistoryEntry = z.infer<typeof bookingHistoryEntrySchema>;

/** An accepted booking of the professional that overlaps this one in time (a warning). */
export const bookingOverlapSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  shootDate: z.string(),
  startTime: z.string().nullable(),
  durationHours: z.number().int().nullable(),
  timeZone: z.string(),
});
export type BookingOverlap = z.infer<typeof bookingOverlapSchema>;

/** GET /api/bookings/:bookingId: the booking, what happened to it, and the review. */
export const bookingDetailSchema = bookingSummarySchema.extend({
  client: memberSummarySchema,
  professional: memberSummarySchema,
  description: z.string().nullable(),
  /** The professional's notes when answering. */
  notes: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** Oldest first. */
  history: z.array(bookingHistoryEntrySchema),
  /**
   * For the professional: of a pending booking, their accepted bookings overlapping it; of
   * an accepted one with a new time proposed, those overlapping the new time.
   */
  overlapping: z.array(bookingOverlapSchema),
  /** The open proposal of a new time, while the booking is accepted. */
  proposal: shootTimeSchema
    .extend({
      by: z.enum(BOOKING_ROLE_FILTERS),
      at: instant,
      note: z.string().nullable(),
      /** The new place, or null when the booking keeps its own. */
      location: z.string().nullable(),
    })
    .nullable(),
  review: bookingReviewSchema.nullable(),
  /** The client may review now (completed, within 14 days, not yet reviewed). */
  canReview: z.boolean(),
  /** The professional may answer the review now. */
  canAnswerReview: z.boolean(),
});
export type BookingDetail = z.infer<typeof bookingDetailSchema>;

/** The answer of create, of a move and of an admin's change. */
export const bookingResponseSchema = z.object({
  booking: bookingDetailSchema,
  message: z.string(),
  /** On accept (of a request, or of a new time): the professional's other accepted bookings overlapping this one. */
  overlapping: z.array(bookingOverlapSchema).optional(),
});
export type BookingResponse = z.infer<typeof bookingResponseSchema>;
