import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The query keys of messages, and the unread count the top navigation shows on every
// page: kept apart from the rest of the messaging API so that the first page a visitor
// loads stays small.

export interface UnreadTotalResponse {
  unreadTotal: number;
}

export const messagingKeys = {
  all: ['messages'] as const,
  conversations: () => [...messagingKeys.all, 'conversations'] as const,
  thread: (otherId: string) => [...messagingKeys.all, 'thread', otherId] as const,
  unread: () => [...messagingKeys.all, 'unread'] as const,
  blocks: () => [...messagingKeys.all, 'blocks'] as const,
  settings: () => [...messagingKeys.all, 'settings'] as const,
  /** Sends from this tab, pending or failed, by sender and recipient. */
  send: (me: string, otherId: string) => [...messagingKeys.all, 'send', me, otherId] as const,
};

export const unreadQueryOptions = () =>
  queryOptions({
    queryKey: messagingKeys.unread(),
    queryFn: ({ signal }) => api.get<UnreadTotalResponse>('/api/messages/unread', { signal }),
    // Kept current by the live events; read again when the stream was away.
    staleTime: 5 * 60_000,
  });

/** How many messages to me are unread (for a signed-in member only). */
export function useUnreadTotal(enabled: boolean) {
  return useQuery({ ...unreadQueryOptions(), enabled });
}
