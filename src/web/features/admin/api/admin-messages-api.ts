import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { API_PATHS, apiPath } from '../../../../shared/api-paths';
import type {
  AdminConversation,
  AdminMessageList,
  HiddenMessageResponse,
} from '../../../../shared/schemas/moderation';
import { api, qs } from '../../../lib/api-client';
import { moderationKeys } from '../../../lib/query-keys';
import { useRefreshAdminArea } from './refresh-admin-area';

// The admin Messages tab's fetchers and hooks (docs/product.md, Admin tabs).

export const adminMessagesApi = {
  list: (cursor: string | null, signal?: AbortSignal) =>
    api.get<AdminMessageList>(`${API_PATHS.admin.messages}${qs({ cursor })}`, { signal }),
  conversation: (messageId: string, signal?: AbortSignal) =>
    api.get<AdminConversation>(apiPath(API_PATHS.admin.messageConversation, { messageId }), {
      signal,
      // The read is audited: another site must not be able to make an admin's browser do it.
      csrf: true,
    }),
  hide: (messageId: string, reason: string) =>
    api.put<HiddenMessageResponse>(apiPath(API_PATHS.admin.messageHidden, { messageId }), { reason }),
};

export const adminMessagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: moderationKeys.messages(),
    queryFn: ({ pageParam, signal }) => adminMessagesApi.list(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The latest messages, 100 a batch. */
export function useAdminMessages() {
  return useInfiniteQuery(adminMessagesQueryOptions());
}

/**
 * The conversation around a message. Every read is audited, so it is read once per
 * opening: never again on focus or reconnect, and forgotten when the dialog closes.
 */
export function useAdminConversation(messageId: string | null) {
  return useQuery({
    queryKey: moderationKeys.conversation(messageId ?? ''),
    queryFn: ({ signal }) => adminMessagesApi.conversation(messageId!, signal),
    enabled: messageId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useHideMessage() {
  const refreshAdminArea = useRefreshAdminArea();
  return useMutation({
    mutationFn: ({ messageId, reason }: { messageId: string; reason: string }) =>
      adminMessagesApi.hide(messageId, reason),
    onSettled: refreshAdminArea,
  });
}
