import { formatCount } from '../../../lib/format-number';

// Texts of messages that only the web shows (the shared ones are
// MESSAGING_TEXTS in shared/schemas/messaging.ts).

/** '10 minutes', '1 hour', '24 hours': the unread email's delay, which the platform sets. */
export function delayText(minutes: number): string {
  const [count, unit] = minutes % 60 === 0 ? [minutes / 60, 'hour'] : [minutes, 'minute'];
  return `${formatCount(count)} ${unit}${count === 1 ? '' : 's'}`;
}

/**
 * The start of a message, at most `length` characters (whole ones, an emoji is one) on
 * one line, with '…' when cut: enough to tell it apart where its whole text is too long.
 */
export function messagePreview(content: string, length: number): string {
  const characters = [...content.replace(/\s+/g, ' ').trim()];
  return characters.length > length
    ? `${characters.slice(0, length).join('').trimEnd()}…`
    : characters.join('');
}

export const MESSAGING_UI_TEXTS = {
  conversationsLabel: 'Conversations',
  searchLabel: 'Search conversations',
  searchPlaceholder: 'Search by name',
  noMatch: (q: string) => `No conversations with a name like ‘${q}’`,
  clearSearch: 'Clear search',
  noConversationsHint: 'Find someone on Discover and press Connect on their profile to start a conversation.',
  findTalent: 'Find talent',
  loadMore: 'Load more',
  loadEarlier: 'Load earlier messages',
  tryAgain: 'Try again',
  back: 'Back to conversations',
  you: 'You: ',
  seen: 'Seen',
  sent: 'Sent',
  sending: 'Sending…',
  failed: 'Not sent',
  retry: 'Retry',
  discard: 'Discard',
  send: 'Send',
  emptyThread: (name: string) => `No messages yet. Say hello to ${name}.`,
  typing: (name: string) => `${name} is typing…`,
  photoFrom: (name: string) => `Photo from ${name}`,
  photoChosen: (name: string) => `The photo to send: ${name}`,
  addPhoto: 'Add a photo',
  removePhoto: 'Remove the photo',
  photoInList: 'Photo',
  photoNotImage: 'Please choose a JPEG, PNG, WebP, GIF or AVIF photo.',
  /** In the conversation list, in place of the last message. */
  typingInList: 'typing…',
  composerLabel: (name: string) => `Message to ${name}`,
  conversationMenu: 'Conversation options',
  viewProfile: 'View profile',
  blockAction: 'Block member',
  unblockAction: 'Unblock member',
  reportAction: 'Report member',
  blockTitle: (name: string) => `Block ${name}?`,
  blockBody:
    'Neither of you will be able to write to the other, and this conversation leaves your list. You can unblock them in Settings.',
  blockConfirm: 'Block',
  cancel: 'Cancel',
  close: 'Close',
  reportTitle: (name: string) => `Report ${name}`,
  reportMessageAction: 'Report',
  reportMessageLabel: (name: string, time: string, content: string) =>
    `Report the message from ${name}, ${time}: ${messagePreview(content, 40)}`,
  reportMessageTitle: 'Report this message',
  deleteMessageAction: 'Delete',
  deleteMessageLabel: (time: string, content: string) =>
    `Delete your message, ${time}: ${messagePreview(content, 40)}`,
  deleteMessageTitle: 'Delete this message?',
  deleteMessageBody: (name: string, withPhoto: boolean) =>
    `It is removed${withPhoto ? ', with its photo,' : ''} for you and for ${name}. This cannot be undone.`,
  keepMessage: 'Keep it',
  deleteMessageConfirm: 'Delete message',
  reportedMessage: 'The message',
  reportReviewTitle: 'Report this review',
  reportedReview: 'The review',
  reviewStars: (rating: number) => `${rating} ${rating === 1 ? 'star' : 'stars'}, without words`,
  reportBody:
    'Tell our team what is wrong. They read every report; the member is not told who reported them.',
  reportReasonLabel: 'What is wrong?',
  reportSubmit: 'Send report',
  emailSwitch: 'Email me about unread messages',
  emailSwitchHint: (minutes: number) =>
    `One email when messages to you are still unread after ${delayText(minutes)}, at most one an hour.`,
  settingsFailed: 'Failed to save message settings',
  settingsLoadFailed: 'Failed to load message settings',
  blockedTitle: 'Blocked members',
  blockedLoadFailed: 'Failed to load blocked members',
  noBlocked: 'You have not blocked anyone.',
  unblock: 'Unblock',
  counter: (length: number, max: number) => `${length.toLocaleString('en')} / ${max.toLocaleString('en')}`,
} as const;

/** The settings tab's card of message settings. */
export const MESSAGING_SETTINGS_TEXTS = {
  title: 'Messages',
  description: 'Email about unread messages, and the members you blocked.',
} as const;
