import { BOOKING_STATUSES } from '../booking-lifecycle.js';
import { ADMIN_LEVELS } from '../enums.js';
import { z } from '../zod.js';
import { calendarDate, hasVisibleCharacter, multiLineText, uuidParam } from './common.js';
import { messagePhotoSchema } from './messaging.js';

// The admin area's moderation (docs/product.md, Admin tabs; Audit log): the Bookings,
// Messages, Reports (with reviews) and Audit log tabs. Lists are newest first in keyset
// pages; every write asks for a reason or a note and leaves one audit row.

export const ADMIN_BOOKINGS_PAGE_SIZE = 50;
/** The Messages tab loads this many at a time and shows them ADMIN_MESSAGES_SHOWN a page. */
export const ADMIN_MESSAGES_BATCH = 100;
export const ADMIN_MESSAGES_SHOWN = 20;
/** Messages read on each side of the one a conversation is opened at. */
export const ADMIN_CONVERSATION_AROUND = 20;
export const ADMIN_REPORTS_PAGE_SIZE = 25;
export const ADMIN_REVIEWS_PAGE_SIZE = 25;
export const AUDIT_LOG_PAGE_SIZE = 50;
export const MODERATION_REASON_MIN = 3;
export const MODERATION_REASON_MAX = 1000;

/** Texts of the moderation tabs, word for word (docs/product.md, Texts by feature). */
export const MODERATION_TEXTS = {
  reasonRequired: `Please give a reason (at least ${MODERATION_REASON_MIN} characters)`,
  noteRequired: `Please write a note (at least ${MODERATION_REASON_MIN} characters)`,
  reasonTooLong: `Please keep it under ${MODERATION_REASON_MAX} characters`,
  bookingsLoadFailed: 'Failed to load bookings',
  messagesLoadFailed: 'Failed to load messages',
  messageNotFound: 'Message not found',
  messageHidden: 'Message deleted. Neither member sees it any more.',
  messageHideFailed: 'Failed to delete message',
  messageAlreadyHidden: 'This message is deleted already.',
  conversationLoadFailed: 'Failed to load the conversation',
  reportsLoadFailed: 'Failed to load reports',
  reportNotFound: 'Report not found',
  reportHandled: 'This report was handled already. The queue shows what was done.',
  reportDismissed: 'Report dismissed',
  reportMemberSuspended: 'Report closed: the member is suspended',
  reportMessageDeleted: 'Report closed: the message is deleted',
  reportReviewHidden: 'Report closed: the review is hidden',
  reportNoReview: 'This report is not about a review: there is no review to hide.',
  reportFailed: 'Failed to update report',
  reportNoMessage: 'This report is about a member, not a message: there is no message to delete.',
  reportNoProfile: 'This member has no profile, so there is nothing to suspend. Delete the message instead.',
  reviewsLoadFailed: 'Failed to load reviews',
  reviewNotFound: 'Review not found',
  reviewHidden: 'Review hidden. It no longer shows on the profile or counts in the rating.',
  reviewShown: 'Review shown again',
  reviewFailed: 'Failed to update review',
  reviewAlreadyHidden: 'This review is hidden already.',
  reviewNotHidden: 'This review is not hidden.',
  auditLoadFailed: 'Failed to load the audit log',
  cursorInvalid: 'This link to more rows is not valid any more.',
} as const;

const reasonText = (required: string) =>
  multiLineText({ error: required })
    .min(MODERATION_REASON_MIN, required)
    .max(MODERATION_REASON_MAX, MODERATION_TEXTS.reasonTooLong)
    .refine(hasVisibleCharacter, required);

const cursor = z.string().max(300).optional();
const instant = z.iso.datetime({ offset: true });
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A member as the admin area names them: display name (or full name) and email. */
export const adminPersonSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
});
export type AdminPerson = z.infer<typeof adminPersonSchema>;

// --- Bookings ------------------------------------------------------------------------

export const adminBookingListQuerySchema = z.strictObject({
  status: z.preprocess(blankToUndefined, z.enum(BOOKING_STATUSES, { error: 'Unknown status' }).optional()),
  cursor,
});
export type AdminBookingListQuery = z.output<typeof adminBookingListQuerySchema>;

export const adminBookingSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** 'YYYY-MM-DD' in the shoot's time zone. */
  shootDate: z.string(),
  startTime: z.string().nullable(),
  timeZone: z.string(),
  rateOffered: z.number().nullable(),
  rateAccepted: z.number().nullable(),
  client: adminPersonSchema,
  professional: adminPersonSchema,
  createdAt: instant,
  updatedAt: instant,
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;

export const adminBookingListSchema = z.object({
  items: z.array(adminBookingSchema),
  nextCursor: z.string().nullable(),
});
export type AdminBookingList = z.infer<typeof adminBookingListSchema>;

// --- Messages ------------------------------------------------------------------------

export const adminMessageListQuerySchema = z.strictObject({ cursor });

export const adminMessageSchema = z.object({
  id: z.uuid(),
  sender: adminPersonSchema,
  recipient: adminPersonSchema,
  /** As typed: the web shows it as text, never as markup. */
  content: z.string(),
  /** Its photo, which administrators may open too. */
  photo: messagePhotoSchema.nullable(),
  createdAt: instant,
  readAt: instant.nullable(),
  /** Deleted by an administrator or its sender: gone for both members, kept here. */
  hiddenAt: instant.nullable(),
  /** An administrator's reason; none when its sender deleted it. */
  hiddenReason: z.string().nullable(),
  deletedBySender: z.boolean(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;

export const adminMessageListSchema = z.object({
  items: z.array(adminMessageSchema),
  /** The next (older) batch, or null. */
  nextCursor: z.string().nullable(),
});
export type AdminMessageList = z.infer<typeof adminMessageListSchema>;

export const messageParamsSchema = z.object({ messageId: uuidParam });

/** The conversation around one message (an audited read). */
export const adminConversationSchema = z.object({
  focusId: z.uuid(),
  members: z.array(adminPersonSchema),
  /** Oldest first, the focused message among them, deleted ones marked. */
  messages: z.array(adminMessageSchema),
  /** Messages exist before the first or after the last one shown. */
  hasEarlier: z.boolean(),
  hasLater: z.boolean(),
});
export type AdminConversation = z.infer<typeof adminConversationSchema>;

export const hideMessageSchema = z.strictObject({ reason: reasonText(MODERATION_TEXTS.reasonRequired) });
export type HideMessageBody = z.output<typeof hideMessageSchema>;

export const hiddenMessageResponseSchema = z.object({ item: adminMessageSchema, message: z.string() });
export type HiddenMessageResponse = z.infer<typeof hiddenMessageResponseSchema>;

// --- Reports -------------------------------------------------------------------------

export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_ACTIONS = ['suspend_member', 'delete_message', 'hide_review'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];
export const REPORT_OUTCOMES = ['dismiss', ...REPORT_ACTIONS] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  open: 'Open',
  dismissed: 'Dismissed',
  actioned: 'Acted on',
};
export const REPORT_OUTCOME_LABELS: Record<ReportOutcome, string> = {
  dismiss: 'Dismiss',
  suspend_member: 'Suspend the member',
  delete_message: 'Delete the message',
  hide_review: 'Hide the review',
};

export const reportListQuerySchema = z.strictObject({
  status: z.preprocess(blankToUndefined, z.enum(REPORT_STATUSES, { error: 'Unknown status' }).optional()),
  cursor,
});
export type ReportListQuery = z.output<typeof reportListQuerySchema>;

export const adminReportSchema = z.object({
  id: z.uuid(),
  status: z.enum(REPORT_STATUSES),
  reason: z.string(),
  createdAt: instant,
  /** Null when the reporter's account is gone. */
  reporter: adminPersonSchema.nullable(),
  member: adminPersonSchema.extend({
    isSuspended: z.boolean(),
    hasProfile: z.boolean(),
    /** Their admin level, if they are an administrator (a higher one is out of reach). */
    adminLevel: z.enum(ADMIN_LEVELS).nullable(),
  }),
  /** The reported message, or null for a report of a member or a review. */
  reportedMessage: z
    .object({ id: z.uuid(), content: z.string(), createdAt: instant, hiddenAt: instant.nullable() })
    .nullable(),
  /** The reported review (its author is `member`), or null. */
  reportedReview: z
    .object({
      id: z.uuid(),
      rating: z.number().int(),
      comment: z.string().nullable(),
      createdAt: instant,
      hiddenAt: instant.nullable(),
      /** Whose profile it is on. */
      reviewee: adminPersonSchema,
    })
    .nullable(),
  handledBy: adminPersonSchema.nullable(),
  handledAt: instant.nullable(),
  note: z.string().nullable(),
  action: z.enum(REPORT_ACTIONS).nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const adminReportListSchema = z.object({
  items: z.array(adminReportSchema),
  nextCursor: z.string().nullable(),
});
export type AdminReportList = z.infer<typeof adminReportListSchema>;

export const reportParamsSchema = z.object({ reportId: uuidParam });

/** Dismiss, or act (suspend the member, delete the message), with a note. */
export const resolveReportSchema = z.strictObject({
  outcome: z.enum(REPORT_OUTCOMES, { error: 'Please choose what to do' }),
  /** Kept on the report; when suspending, also the reason the member is emailed. */
  note: reasonText(MODERATION_TEXTS.noteRequired),
});
export type ResolveReportBody = z.output<typeof resolveReportSchema>;

export const reportResponseSchema = z.object({ report: adminReportSchema, message: z.string() });
export type ReportResponse = z.infer<typeof reportResponseSchema>;

// --- Reviews -------------------------------------------------------------------------

export const REVIEW_VISIBILITIES = ['shown', 'hidden'] as const;

export const adminReviewListQuerySchema = z.strictObject({
  visibility: z.preprocess(
    blankToUndefined,
    z.enum(REVIEW_VISIBILITIES, { error: 'Visibility is shown or hidden' }).optional(),
  ),
  cursor,
});
export type AdminReviewListQuery = z.output<typeof adminReviewListQuerySchema>;

export const adminReviewSchema = z.object({
  id: z.uuid(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  answer: z.string().nullable(),
  createdAt: instant,
  reviewer: adminPersonSchema,
  reviewee: adminPersonSchema,
  bookingTitle: z.string(),
  hiddenAt: instant.nullable(),
  hiddenReason: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewListSchema = z.object({
  items: z.array(adminReviewSchema),
  nextCursor: z.string().nullable(),
});
export type AdminReviewList = z.infer<typeof adminReviewListSchema>;

export const reviewParamsSchema = z.object({ reviewId: uuidParam });
export const hideReviewSchema = z.strictObject({ reason: reasonText(MODERATION_TEXTS.reasonRequired) });
export type HideReviewBody = z.output<typeof hideReviewSchema>;
export const reviewResponseSchema = z.object({ review: adminReviewSchema, message: z.string() });
export type AdminReviewResponse = z.infer<typeof reviewResponseSchema>;

// --- Audit log -----------------------------------------------------------------------

/** Every admin action by its name for people (an unknown one shows as stored). */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'booking.set_status': 'Booking status set',
  'conversation.read': 'Conversation read',
  'message.hide': 'Message deleted',
  'report.dismiss': 'Report dismissed',
  'report.suspend_member': 'Report: member suspended',
  'report.delete_message': 'Report: message deleted',
  'review.hide': 'Review hidden',
  'review.show': 'Review shown again',
  'professional.suspend': 'Professional suspended',
  'professional.activate': 'Professional activated',
  'professional.verification': 'Verification set',
  'admin.add': 'Admin added',
  'admin.level': 'Admin level changed',
  'admin.activate': 'Admin activated',
  'admin.deactivate': 'Admin deactivated',
  'admin.remove': 'Admin removed',
  'settings.update': 'Platform settings changed',
};

/** An action's name for people: its label, else the name as stored. */
export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}

const auditAction = z
  .string()
  .trim()
  .max(100, 'Unknown action')
  .regex(/^[a-z_]+(\.[a-z_]+)*$/, 'Unknown action');

export const auditLogQuerySchema = z
  .strictObject({
    actor: z.preprocess(blankToUndefined, uuidParam.optional()),
    action: z.preprocess(blankToUndefined, auditAction.optional()),
    /** Days in UTC, both included. */
    from: z.preprocess(blankToUndefined, calendarDate().optional()),
    to: z.preprocess(blankToUndefined, calendarDate().optional()),
    // An audit row's id: a PostgreSQL bigint, so at most 2^63 - 1 (a larger one is a bad link).
    cursor: z
      .string()
      .regex(/^\d{1,19}$/, 'Not a valid page link')
      .refine(
        (value) => /^\d{1,19}$/.test(value) && BigInt(value) <= 9_223_372_036_854_775_807n,
        'Not a valid page link',
      )
      .optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'The end date must not be before the start date',
  });
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

const auditValues = z.record(z.string(), z.unknown()).nullable();

export const auditEntrySchema = z.object({
  id: z.string(),
  createdAt: instant,
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  tableName: z.string(),
  recordId: z.string().nullable(),
  oldValues: auditValues,
  newValues: auditValues,
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogSchema = z.object({
  items: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditLog = z.infer<typeof auditLogSchema>;

/** The admins and actions the log holds, for its filters. */
export const auditFiltersSchema = z.object({
  actors: z.array(z.object({ id: z.string(), email: z.string().nullable() })),
  actions: z.array(z.string()),
});
export type AuditFilters = z.infer<typeof auditFiltersSchema>;
