import { BOOKING_STATUSES, MEMBER_ROLES } from '../enums.js';
import { MESSAGE_DELETE_MINUTES } from '../limits.js';
import { z } from '../zod.js';
import { hasVisibleCharacter, multiLineText, optionalSearchText, uuidParam } from './common.js';
import { imageSchema } from './image.js';

// Messages between members (docs/product.md, Messages): the API contract of the
// conversation list, the thread, sending, read state, blocking and reporting.

export const MESSAGE_MAX_LENGTH = 5000;
/** The counter shows from here on. */
export const MESSAGE_COUNTER_FROM = 4500;
export const CONVERSATIONS_PAGE_SIZE = 20;
export const THREAD_PAGE_SIZE = 30;
export const REPORT_REASON_MIN = 3;
export const REPORT_REASON_MAX = 1000;

export const MESSAGING_TEXTS = {
  photoMissing: 'Please choose a photo to send.',
  /** The server's own words for it (the image pipeline's limit for this kind). */
  photoTooLarge: 'Photos can be at most 5MB',
  photoNotFound: 'Photo not found',
  photoSent: 'Photo sent!',
  tooManyStreams:
    'Too many tabs are open with live updates. Close some, and this one will catch up by itself.',
  sent: 'Message sent!',
  sendFailed: 'Failed to send message',
  loadConversationsFailed: 'Failed to load conversations',
  loadMessagesFailed: 'Failed to load messages',
  noConversations: 'No conversations yet',
  selectConversation: 'Select a conversation to start messaging',
  placeholder: 'Type your message...',
  empty: 'Please write a message',
  tooLong: `Messages can be at most ${MESSAGE_MAX_LENGTH.toLocaleString('en')} characters`,
  self: 'You cannot message yourself',
  suspended: 'Your account is suspended, so you cannot send messages. You can still read them.',
  youBlocked: 'You blocked this member. Unblock them in Settings to write to them again.',
  blocked: 'You cannot message this member.',
  unavailable: 'This member cannot receive messages right now.',
  removed: 'This message was removed by Frameline.',
  /** A retry of a message its sender deleted meanwhile (docs/product.md, Deleting a message). */
  removedBySender: 'You deleted this message.',
  deleted: 'Message deleted',
  deleteNotYours: 'You can delete only messages you sent.',
  deleteTooLate: `A message can be deleted only within ${MESSAGE_DELETE_MINUTES} minutes of sending it.`,
  deleteSuspended: 'Your account is suspended, so you cannot delete messages.',
  messageNotFound: 'Message not found',
  blockedDone: 'Member blocked. You will not get messages from them.',
  unblockedDone: 'Member unblocked.',
  reported: 'Thank you. Our team will review your report.',
  /** The same report sent again while the first is still open: that one stands. */
  reportedAlready: 'You reported this already. Our team will review your report.',
  reportReason: 'Please tell us what is wrong (at least 3 characters)',
  memberWithoutProfile: 'Frameline member',
  /** A member who deleted their account (docs/product.md, Deleting an account). */
  deletedMember: 'Deleted member',
  memberLeft: 'This member has left Frameline.',
  settingsSaved: 'Message settings saved',
} as const;

/** '1 conversation', '2 conversations'. */
export function conversationCountText(count: number): string {
  return `${count.toLocaleString('en')} conversation${count === 1 ? '' : 's'}`;
}

export const memberSummarySchema = z.object({
  userId: z.uuid(),
  displayName: z.string(),
  role: z.enum(MEMBER_ROLES).nullable(),
  avatar: imageSchema.nullable(),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;

/**
 * A message's photo (docs/product.md, Photos in messages): its id names it at
 * `/api/messages/photos/:photoId` (thumb or display), which only the conversation's two
 * members and administrators may read; width, height and colour let the thread hold its
 * place while it loads.
 */
export const messagePhotoSchema = z.object({
  id: z.uuid(),
  width: z.number().int(),
  height: z.number().int(),
  color: z.string(),
});
export type MessagePhoto = z.infer<typeof messagePhotoSchema>;

export const messageSchema = z.object({
  id: z.uuid(),
  clientId: z.uuid().nullable(),
  senderId: z.uuid(),
  recipientId: z.uuid(),
  /** Empty for a photo sent without words. */
  content: z.string(),
  photo: messagePhotoSchema.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  readAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSchema = z.object({
  otherMember: memberSummarySchema,
  lastMessage: messageSchema,
  unreadCount: z.number().int(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** The list, or with `q` only the conversations whose member's display name holds it. */
export const conversationListQuerySchema = z.strictObject({
  cursor: z.string().max(300).optional(),
  q: optionalSearchText(),
});
export type ConversationListQuery = z.infer<typeof conversationListQuerySchema>;
export const conversationListSchema = z.object({
  items: z.array(conversationSchema),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type ConversationList = z.infer<typeof conversationListSchema>;

export const otherMemberParamsSchema = z.object({ otherId: uuidParam });
export const threadQuerySchema = z.strictObject({ before: z.string().max(300).optional() });
export const threadSchema = z.object({
  otherMember: memberSummarySchema,
  /** Oldest first. */
  messages: z.array(messageSchema),
  /** Where the older messages continue, or null at the start of the conversation. */
  olderCursor: z.string().nullable(),
  /** Whether I may write here now, and if not, why (shown instead of the composer). */
  canSend: z.boolean(),
  cannotSendReason: z.string().nullable(),
  blockedByMe: z.boolean(),
  /** Whether the other member's profile can be opened (not while they are suspended). */
  profileViewable: z.boolean(),
});
export type Thread = z.infer<typeof threadSchema>;

export const sendMessageSchema = z.strictObject({
  recipientId: uuidParam,
  /** Made by the sending tab; sending it again is the same message. */
  clientId: uuidParam,
  content: multiLineText({ error: MESSAGING_TEXTS.empty })
    .min(1, MESSAGING_TEXTS.empty)
    .max(MESSAGE_MAX_LENGTH, MESSAGING_TEXTS.tooLong)
    .refine(hasVisibleCharacter, MESSAGING_TEXTS.empty),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

/**
 * The fields of a message sent with a photo (multipart, the photo its one file): the words
 * are optional, within the same limit.
 */
export const sendPhotoMessageFieldsSchema = z.strictObject({
  recipientId: uuidParam,
  clientId: uuidParam,
  content: multiLineText()
    .max(MESSAGE_MAX_LENGTH, MESSAGING_TEXTS.tooLong)
    .optional()
    .transform((text) => text ?? ''),
});

/** Which size of a photo: the thread's thumb, or the display size a press opens. */
export const messagePhotoQuerySchema = z.strictObject({
  size: z.enum(['thumb', 'display'], { error: 'Unknown size' }).default('thumb'),
});
export const messagePhotoParamsSchema = z.object({ photoId: uuidParam });
export const messageParamsSchema = z.object({ messageId: uuidParam });
export const sendMessageResponseSchema = z.object({ message: messageSchema });
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

export const markReadResponseSchema = z.object({ read: z.number().int(), unreadTotal: z.number().int() });
export type MarkReadResponse = z.infer<typeof markReadResponseSchema>;
export const unreadTotalSchema = z.object({ unreadTotal: z.number().int() });
export type UnreadTotal = z.infer<typeof unreadTotalSchema>;

export const blockedMembersSchema = z.object({ members: z.array(memberSummarySchema) });
export type BlockedMembers = z.infer<typeof blockedMembersSchema>;

/** Why a member reports someone or something (a member, a message, a review). */
export const reportReasonSchema = multiLineText({ error: MESSAGING_TEXTS.reportReason })
  .min(REPORT_REASON_MIN, MESSAGING_TEXTS.reportReason)
  .max(REPORT_REASON_MAX, `Please keep the reason under ${REPORT_REASON_MAX} characters`)
  .refine(hasVisibleCharacter, MESSAGING_TEXTS.reportReason);

export const reportSchema = z.strictObject({
  memberId: uuidParam,
  messageId: uuidParam.optional(),
  reason: reportReasonSchema,
});

export type ReportInput = z.output<typeof reportSchema>;

export const messageSettingsSchema = z.strictObject({ emailUnreadMessages: z.boolean() });
export type MessageSettings = z.infer<typeof messageSettingsSchema>;
/** My settings as the server answers them: with the unread email's delay, set by the platform. */
export const messageSettingsViewSchema = messageSettingsSchema.extend({
  unreadEmailDelayMinutes: z.number().int().positive(),
});
export type MessageSettingsView = z.infer<typeof messageSettingsViewSchema>;

/** What a member's event stream carries (docs/product.md, Live updates). */
export const memberEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message.created'), message: messageSchema }),
  z.object({
    type: z.literal('messages.read'),
    readerId: z.uuid(),
    senderId: z.uuid(),
    readAt: z.iso.datetime({ offset: true }),
  }),
  z.object({ type: z.literal('unread.changed'), unreadTotal: z.number().int() }),
  /** An administrator deleted a message of my conversation with `otherId`: it is gone from it. */
  z.object({ type: z.literal('message.hidden'), messageId: z.uuid(), otherId: z.uuid() }),
  /** One of my bookings was made or changed: refetch it and the lists (docs/product.md, Bookings). */
  z.object({
    type: z.literal('booking.changed'),
    bookingId: z.uuid(),
    status: z.enum(BOOKING_STATUSES),
    updatedAt: z.iso.datetime({ offset: true }),
  }),
  /** I saved or removed a professional (in any of my tabs): my saved talent reads it. */
  z.object({ type: z.literal('saved-talent.changed'), talentId: z.uuid(), saved: z.boolean() }),
  /**
   * Sent by the stream itself, never stored: what the tab missed is no longer kept (it
   * was away longer than events are), so it reads its lists again.
   */
  z.object({ type: z.literal('stream.reset') }),
  /**
   * Never stored, carrying no event id: the member of one of my conversations is writing
   * to me now (docs/product.md, Typing). A tab that missed it has missed nothing lasting.
   */
  z.object({ type: z.literal('member.typing'), memberId: z.uuid() }),
  /** Never stored, as member.typing: they emptied what they were writing to me. */
  z.object({ type: z.literal('member.typing-stopped'), memberId: z.uuid() }),
]);
export type MemberEvent = z.infer<typeof memberEventSchema>;

export const STREAM_RESET = { type: 'stream.reset' } as const satisfies MemberEvent;
