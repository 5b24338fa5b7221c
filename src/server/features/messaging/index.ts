// What the rest of the server uses of messaging (docs/decisions/0015): its background job.
export { unreadMessagesEmail } from './unread-email.js';
