import type { InfiniteData } from '@tanstack/react-query';
import type { ConversationList, Message, Thread } from '../../../../shared/schemas/messaging';

// How a message, or a read receipt, changes what this tab already holds: pure functions
// over the cached pages, shared by this tab's own sends and the live events. Each returns
// the same object when nothing changes, so nothing re-renders for an event seen before.

export type ConversationPages = InfiniteData<ConversationList, string | null>;
/** A thread's pages: the first is the newest; each page is oldest first. */
export type ThreadPages = InfiniteData<Thread, string | null>;

function byTime(a: Message, b: Message): number {
  return a.createdAt === b.createdAt
    ? a.id.localeCompare(b.id)
    : Date.parse(a.createdAt) - Date.parse(b.createdAt);
}

/** Adds a message to the newest page, once (by id); a copy already there is replaced. */
export function threadWithMessage(data: ThreadPages, message: Message): ThreadPages {
  let found = false;
  const pages = data.pages.map((page) => {
    const index = page.messages.findIndex((known) => known.id === message.id);
    if (index < 0) return page;
    found = true;
    const known = page.messages[index]!;
    // A later copy may only add the read time.
    if (known.readAt || !message.readAt) return page;
    const messages = [...page.messages];
    messages[index] = { ...known, readAt: message.readAt };
    return { ...page, messages };
  });
  if (found) return pages.some((page, i) => page !== data.pages[i]) ? { ...data, pages } : data;
  const [newest, ...older] = data.pages;
  if (!newest) return data;
  return { ...data, pages: [{ ...newest, messages: [...newest.messages, message].sort(byTime) }, ...older] };
}

/** Messages from `senderId` in the thread, unread until now, are read at `readAt`. */
export function threadRead(data: ThreadPages, senderId: string, readAt: string): ThreadPages {
  let changed = false;
  const pages = data.pages.map((page) => {
    if (!page.messages.some((message) => message.senderId === senderId && !message.readAt)) return page;
    changed = true;
    return {
      ...page,
      messages: page.messages.map((message) =>
        message.senderId === senderId && !message.readAt ? { ...message, readAt } : message,
      ),
    };
  });
  return changed ? { ...data, pages } : data;
}

/**
 * The list after a message: its conversation moves to the top with the message as the
 * last one, and one more unread when it is new and to me. Null when the conversation is
 * not in the list yet (the list must be read again to name the other member).
 */
export function conversationsWithMessage(
  data: ConversationPages,
  message: Message,
  me: string,
): ConversationPages | null {
  const otherId = message.senderId === me ? message.recipientId : message.senderId;
  const items = data.pages.flatMap((page) => page.items);
  const current = items.find((item) => item.otherMember.userId === otherId);
  if (!current) return null;
  const last = current.lastMessage;
  if (last.id === message.id || byTime(message, last) < 0) return data;
  const updated = {
    ...current,
    lastMessage: message,
    unreadCount: current.unreadCount + (message.recipientId === me && !message.readAt ? 1 : 0),
  };
  const pages = data.pages.map((page, index) => {
    const rest = page.items.filter((item) => item !== current);
    return { ...page, items: index === 0 ? [updated, ...rest] : rest };
  });
  return { ...data, pages };
}

/** I have read the other member's messages: their conversation has none unread. */
export function conversationsRead(data: ConversationPages, otherId: string): ConversationPages {
  return mapConversation(data, otherId, (item) =>
    item.unreadCount === 0 ? item : { ...item, unreadCount: 0 },
  );
}

/** The other member read my messages: my last message there, if mine, is seen. */
export function conversationsSeen(
  data: ConversationPages,
  readerId: string,
  readAt: string,
): ConversationPages {
  return mapConversation(data, readerId, (item) =>
    item.lastMessage.senderId !== readerId && !item.lastMessage.readAt
      ? { ...item, lastMessage: { ...item.lastMessage, readAt } }
      : item,
  );
}

function mapConversation(
  data: ConversationPages,
  otherId: string,
  change: (item: ConversationList['items'][number]) => ConversationList['items'][number],
): ConversationPages {
  let changed = false;
  const pages = data.pages.map((page) => {
    const index = page.items.findIndex((item) => item.otherMember.userId === otherId);
    if (index < 0) return page;
    const next = change(page.items[index]!);
    if (next === page.items[index]) return page;
    changed = true;
    const items = [...page.items];
    items[index] = next;
    return { ...page, items };
  });
  return changed ? { ...data, pages } : data;
}

/** A message an administrator deleted leaves the thread (the same object when it is not there). */
export function threadWithout(data: ThreadPages, messageId: string): ThreadPages {
  if (!data.pages.some((page) => page.messages.some((message) => message.id === messageId))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      messages: page.messages.filter((message) => message.id !== messageId),
    })),
  };
}
