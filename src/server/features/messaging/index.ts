// What the rest of the server uses of messaging (docs/decisions/0015): its background job,
// the admin area's deletion of a message, messages' photos as its lists show them, and
// filing a report (a review's too).
export { messagePhotos } from './conversations.js';
export { fileReport } from './file-report.js';
export { hideMessageFromMembers } from './hide-message.js';
export { blockBetween, lockConversationPair } from './send-rules.js';
export { unreadMessagesEmail } from './unread-email.js';
