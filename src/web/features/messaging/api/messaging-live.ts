import type { QueryClient } from '@tanstack/react-query';
import type { MemberEvent, UnreadTotal } from '../../../../shared/schemas/messaging';
import { messagingKeys } from '../../../lib/query-keys';
import { storeHidden, storeMessage, storeRead, storeSeen } from './messaging-api';
import { noteTyping, stopTyping } from './typing';

// What the live events of messages change in this tab's caches (docs/product.md, Live
// updates): nothing is read again that an event already says.

/** The events of messages the stream carries. */
export const MESSAGING_EVENT_TYPES = [
  'message.created',
  'messages.read',
  'unread.changed',
  'message.hidden',
  'member.typing',
  'member.typing-stopped',
] as const satisfies readonly MemberEvent['type'][];

export function applyMessagingEvent(queryClient: QueryClient, me: string, event: MemberEvent): void {
  switch (event.type) {
    case 'message.created':
      storeMessage(queryClient, me, event.message);
      // What they were typing has arrived.
      if (event.message.senderId !== me) stopTyping(event.message.senderId);
      return;
    case 'member.typing':
      noteTyping(event.memberId);
      return;
    case 'member.typing-stopped':
      stopTyping(event.memberId);
      return;
    case 'messages.read':
      // I read them (in this tab or another), or the other member read mine.
      if (event.readerId === me) storeRead(queryClient, event.senderId, event.readAt);
      else storeSeen(queryClient, me, event.readerId, event.readAt);
      return;
    case 'unread.changed':
      queryClient.setQueryData<UnreadTotal>(messagingKeys.unread(), {
        unreadTotal: event.unreadTotal,
      });
      return;
    case 'message.hidden':
      // Its sender or an administrator deleted it.
      storeHidden(queryClient, event.otherId, event.messageId);
      return;
  }
}

/** After a gap nothing could fill (a first stream, or one without an id to resume from). */
export function refreshMessaging(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: messagingKeys.all });
}
