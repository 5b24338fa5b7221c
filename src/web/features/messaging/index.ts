// What other features use of messaging (docs/decisions/0015): the Messages tab and the
// message settings of the dashboard, the unread count beside links and tabs, and the
// address that opens a conversation (Connect), and the report dialog (a profile's Report).
export { useUnreadTotal } from './api/unread-api';
export { ReportDialog, ReportReviewDialog } from './components/conversation-menu';
export { MessagePhotoView } from './components/message-photo';
export { MessageSettings } from './components/message-settings';
export { MessagesTab } from './components/messages-tab';
export { UnreadBadge } from './components/unread-badge';
export { conversationPath } from './lib/conversation-url';
export { MESSAGING_SETTINGS_TEXTS } from './lib/messaging-ui-texts';
