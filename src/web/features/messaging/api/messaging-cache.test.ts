import { describe, expect, it } from 'vitest';
import type { Conversation, Message, Thread } from '../../../../shared/schemas/messaging';
import {
  type ConversationPages,
  conversationsRead,
  conversationsSeen,
  conversationsWithMessage,
  type ThreadPages,
  threadRead,
  threadWithMessage,
  threadWithout,
} from './messaging-cache';

const ME = '00000000-0000-4000-8000-000000000001';
const AVA = '00000000-0000-4000-8000-000000000002';
const NORA = '00000000-0000-4000-8000-000000000003';

let ids = 0;
function message(from: string, to: string, minute: number, extra: Partial<Message> = {}): Message {
  ids++;
  return {
    id: `10000000-0000-4000-8000-${String(ids).padStart(12, '0')}`,
    clientId: null,
    senderId: from,
    recipientId: to,
    content: `at ${minute}`,
    photo: null,
    createdAt: new Date(Date.UTC(2027, 2, 5, 12, minute)).toISOString(),
    readAt: null,
    ...extra,
  };
}

function thread(...pages: Message[][]): ThreadPages {
  const page = (messages: Message[]): Thread => ({
    otherMember: { userId: AVA, displayName: 'Ava Lens', role: 'photographer', avatar: null },
    messages,
    olderCursor: null,
    canSend: true,
    cannotSendReason: null,
    blockedByMe: false,
    profileViewable: true,
  });
  return { pages: pages.map(page), pageParams: pages.map((_, i) => (i ? `c${i}` : null)) };
}

function conversation(otherId: string, name: string, last: Message, unreadCount = 0): Conversation {
  return {
    otherMember: { userId: otherId, displayName: name, role: null, avatar: null },
    lastMessage: last,
    unreadCount,
  };
}

function list(...pages: Conversation[][]): ConversationPages {
  return {
    pages: pages.map((items) => ({ items, total: 3, nextCursor: null })),
    pageParams: pages.map((_, i) => (i ? `c${i}` : null)),
  };
}

const contents = (data: ThreadPages) => data.pages.flatMap((page) => page.messages.map((m) => m.content));

describe('a thread in the cache', () => {
  it('takes a new message once, in time order, into the newest page', () => {
    const older = message(AVA, ME, 1);
    const newer = message(ME, AVA, 5);
    const data = thread([newer], [older]);
    const late = message(AVA, ME, 3);
    const next = threadWithMessage(data, late);
    expect(next.pages[0]!.messages.map((m) => m.content)).toEqual(['at 3', 'at 5']);
    expect(next.pages[1]).toBe(data.pages[1]);
    expect(threadWithMessage(next, late)).toBe(next);
  });

  it('marks the messages of one sender read, and only theirs', () => {
    const data = thread([message(AVA, ME, 1), message(ME, AVA, 2), message(AVA, ME, 3)]);
    const read = threadRead(data, AVA, '2027-03-05T13:00:00.000Z');
    expect(read.pages[0]!.messages.map((m) => m.readAt)).toEqual([
      '2027-03-05T13:00:00.000Z',
      null,
      '2027-03-05T13:00:00.000Z',
    ]);
    expect(threadRead(read, AVA, '2027-03-05T14:00:00.000Z')).toBe(read);
    expect(contents(read)).toEqual(contents(data));
  });
});

describe('the conversation list in the cache', () => {
  it('moves a conversation to the top with its new last message, and counts one unread to me', () => {
    const fromNora = conversation(NORA, 'Nora', message(NORA, ME, 1));
    const fromAva = conversation(AVA, 'Ava', message(AVA, ME, 2), 1);
    const data = list([fromAva], [fromNora]);
    const incoming = message(NORA, ME, 10);
    const next = conversationsWithMessage(data, incoming, ME)!;
    expect(next.pages[0]!.items.map((item) => [item.otherMember.displayName, item.unreadCount])).toEqual([
      ['Nora', 1],
      ['Ava', 1],
    ]);
    expect(next.pages[1]!.items).toEqual([]);
    // The same event again, or my own message, adds nothing unread.
    expect(conversationsWithMessage(next, incoming, ME)).toBe(next);
    const mine = conversationsWithMessage(next, message(ME, AVA, 11), ME)!;
    expect(mine.pages[0]!.items.map((item) => [item.otherMember.displayName, item.unreadCount])).toEqual([
      ['Ava', 1],
      ['Nora', 1],
    ]);
  });

  it('answers null for a conversation it does not hold yet', () => {
    const data = list([conversation(AVA, 'Ava', message(AVA, ME, 2))]);
    expect(conversationsWithMessage(data, message(NORA, ME, 3), ME)).toBeNull();
  });

  it('clears the unread count when I read, and shows my last message seen when they read', () => {
    const data = list([conversation(AVA, 'Ava', message(ME, AVA, 2), 3)]);
    const read = conversationsRead(data, AVA);
    expect(read.pages[0]!.items[0]!.unreadCount).toBe(0);
    expect(conversationsRead(read, AVA)).toBe(read);
    const seen = conversationsSeen(read, AVA, '2027-03-05T13:00:00.000Z');
    expect(seen.pages[0]!.items[0]!.lastMessage.readAt).toBe('2027-03-05T13:00:00.000Z');
  });
});

describe('a message an administrator deleted', () => {
  it('leaves the thread, from whichever page holds it; the same object when it is not there', () => {
    const older = message(AVA, ME, 1);
    const deleted = message(AVA, ME, 2);
    const newest = message(ME, AVA, 3);
    const data = thread([newest], [older, deleted]);
    const after = threadWithout(data, deleted.id);
    expect(after.pages.map((page) => page.messages.map((m) => m.id))).toEqual([[newest.id], [older.id]]);
    expect(threadWithout(after, deleted.id)).toBe(after);
  });
});
