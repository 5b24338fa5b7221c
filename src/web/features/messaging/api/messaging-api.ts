import {
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { API_PATHS, apiPath } from '../../../../shared/api-paths';
import type { MessageResponse } from '../../../../shared/schemas/common';
import type {
  BlockedMembers,
  ConversationList,
  MarkReadResponse,
  Message,
  MessageSettings,
  MessageSettingsView,
  ReportInput,
  SendMessageInput,
  SendMessageResponse,
  Thread,
  UnreadTotal,
} from '../../../../shared/schemas/messaging';
import type { ReportReviewBody } from '../../../../shared/schemas/reviews';
import { api, isApiError, qs } from '../../../lib/api-client';
import { messagingKeys } from '../../../lib/query-keys';
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

// Fetchers and hooks of /api/messages/* (docs/product.md, Messages); the query keys are
// messagingKeys in lib/query-keys.ts. The unread count lives in ./unread-api.ts, which the
// top navigation of every page loads; this module loads with the dashboard.

const paths = API_PATHS.messaging;

export const messagingApi = {
  conversations: (cursor: string | null, q: string, signal?: AbortSignal) =>
    api.get<ConversationList>(`${paths.conversations}${qs({ cursor, q: q || null })}`, { signal }),
  thread: (otherId: string, before: string | null, signal?: AbortSignal) =>
    api.get<Thread>(`${apiPath(paths.conversation, { otherId })}${qs({ before })}`, { signal }),
  send: (input: SendMessageInput) => api.post<SendMessageResponse>(paths.messages, input),
  sendPhoto: (input: SendMessageInput, photo: File) => {
    const form = new FormData();
    form.append('recipientId', input.recipientId);
    form.append('clientId', input.clientId);
    if (input.content) form.append('content', input.content);
    // Fields first, the file last: the server reads the stream in order.
    form.append('file', photo);
    return api.upload<SendMessageResponse>(paths.photoMessage, form);
  },
  /** A photo's address: the thread's thumb, or the display size a press opens. */
  photoUrl: (photoId: string, size: 'thumb' | 'display') =>
    `${apiPath(paths.photo, { photoId })}${size === 'thumb' ? '' : '?size=display'}`,
  markRead: (otherId: string) => api.post<MarkReadResponse>(apiPath(paths.conversationRead, { otherId })),
  typing: (otherId: string) => api.post<void>(apiPath(paths.conversationTyping, { otherId })),
  typingStopped: (otherId: string) => api.delete<void>(apiPath(paths.conversationTyping, { otherId })),
  /** A message I sent, for both of us (docs/product.md, Deleting a message). */
  deleteMessage: (messageId: string) => api.delete<MessageResponse>(apiPath(paths.message, { messageId })),
  blocks: (signal?: AbortSignal) => api.get<BlockedMembers>(paths.blocks, { signal }),
  block: (otherId: string) => api.put<MessageResponse>(apiPath(paths.block, { otherId })),
  unblock: (otherId: string) => api.delete<MessageResponse>(apiPath(paths.block, { otherId })),
  report: (input: ReportInput) => api.post<MessageResponse>(paths.reports, input),
  /** A review on a profile, to the administrators (docs/product.md, Blocking and reporting). */
  reportReview: ({ reviewId, ...body }: ReportReviewBody & { reviewId: string }) =>
    api.post<MessageResponse>(apiPath(API_PATHS.reviews.report, { reviewId }), body),
  settings: (signal?: AbortSignal) => api.get<MessageSettingsView>(paths.settings, { signal }),
  saveSettings: (settings: MessageSettings) => api.put<MessageSettingsView>(paths.settings, settings),
};

/** My conversations; with `q`, those whose member's name holds it (a list of its own). */
export const conversationsQueryOptions = (q = '') =>
  infiniteQueryOptions({
    queryKey: q ? messagingKeys.conversationSearch(q) : messagingKeys.conversations(),
    queryFn: ({ pageParam, signal }) => messagingApi.conversations(pageParam, q, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** A thread: the first page is the newest; each further page goes further back. */
export const threadQueryOptions = (otherId: string) =>
  infiniteQueryOptions({
    queryKey: messagingKeys.thread(otherId),
    queryFn: ({ pageParam, signal }) => messagingApi.thread(otherId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.olderCursor,
  });

/**
 * My conversations, newest activity first, a page at a time; with `q`, the search's. While
 * a new search loads, the last one's stay on screen.
 */
export function useConversations(q = '') {
  return useInfiniteQuery({ ...conversationsQueryOptions(q), placeholderData: keepPreviousData });
}

/** What changes the list changes what a search found: read again, if one is shown. */
function searchesAreStale(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: messagingKeys.conversationSearch() });
}

export function useThread(otherId: string | null) {
  return useInfiniteQuery({ ...threadQueryOptions(otherId ?? ''), enabled: Boolean(otherId) });
}

/** Puts a message I sent, or one that arrived, into the thread and the list. */
export function storeMessage(
  queryClient: ReturnType<typeof useQueryClient>,
  me: string,
  message: Message,
): void {
  const otherId = message.senderId === me ? message.recipientId : message.senderId;
  if (message.senderId === me && message.clientId) forgetSends(queryClient, me, otherId, [message.clientId]);
  queryClient.setQueryData<ThreadPages>(messagingKeys.thread(otherId), (data) =>
    data ? threadWithMessage(data, message) : data,
  );
  searchesAreStale(queryClient);
  const list = queryClient.getQueryData<ConversationPages>(messagingKeys.conversations());
  const updated = list && conversationsWithMessage(list, message, me);
  if (updated) queryClient.setQueryData(messagingKeys.conversations(), updated);
  // A conversation the list has not seen yet: read it again, with the member's name.
  else void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
}

/** The other member's messages to me are read: the thread, the list and my count follow. */
/**
 * A message of the thread with `otherId` is deleted (by its sender or an administrator):
 * it leaves the thread, and the list shows what is now last.
 */
export function storeHidden(
  queryClient: ReturnType<typeof useQueryClient>,
  otherId: string,
  messageId: string,
): void {
  queryClient.setQueryData<ThreadPages>(messagingKeys.thread(otherId), (data) =>
    data ? threadWithout(data, messageId) : data,
  );
  void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
}

export function storeRead(
  queryClient: ReturnType<typeof useQueryClient>,
  otherId: string,
  readAt: string,
  unreadTotal?: number,
): void {
  queryClient.setQueryData<ThreadPages>(messagingKeys.thread(otherId), (data) =>
    data ? threadRead(data, otherId, readAt) : data,
  );
  queryClient.setQueryData<ConversationPages>(messagingKeys.conversations(), (data) =>
    data ? conversationsRead(data, otherId) : data,
  );
  searchesAreStale(queryClient);
  if (unreadTotal !== undefined) {
    queryClient.setQueryData<UnreadTotal>(messagingKeys.unread(), { unreadTotal });
  }
}

/** The other member has read my messages: "Seen" under my last one. */
export function storeSeen(
  queryClient: ReturnType<typeof useQueryClient>,
  me: string,
  readerId: string,
  readAt: string,
): void {
  queryClient.setQueryData<ThreadPages>(messagingKeys.thread(readerId), (data) =>
    data ? threadRead(data, me, readAt) : data,
  );
  queryClient.setQueryData<ConversationPages>(messagingKeys.conversations(), (data) =>
    data ? conversationsSeen(data, readerId, readAt) : data,
  );
  searchesAreStale(queryClient);
}

/** A send from this tab: words, and perhaps a photo (docs/product.md, Photos in messages). */
export type SendVariables = SendMessageInput & { content: string; photo?: File };

/**
 * This tab's sends (pending or failed) of messages now known to be stored, or removed
 * by an administrator, leave for good: a failed one must not come back with Retry once
 * the stored message leaves the thread (docs/product.md, Moderation).
 */
export function forgetSends(
  queryClient: QueryClient,
  me: string,
  otherId: string,
  clientIds: readonly string[],
): void {
  if (!clientIds.length) return;
  const ids = new Set(clientIds);
  const cache = queryClient.getMutationCache();
  for (const mutation of cache.findAll({ mutationKey: messagingKeys.send(me, otherId) })) {
    const variables = mutation.state.variables as SendVariables | undefined;
    if (variables && ids.has(variables.clientId)) cache.remove(mutation);
  }
}

/**
 * A send from this tab. Each send is its own mutation under the conversation's key, so
 * the thread lists those still pending or failed (useMutationState); a retry sends the
 * same clientId, and the server answers with the message it already has.
 * A failed send is kept until it is sent or discarded: its text is nowhere else (the
 * composer was cleared), and the query library would otherwise drop a mutation nobody
 * observes after five minutes. Sent ones are dropped once their message is stored (the
 * answer, or the live event when the answer was lost): the thread holds them.
 */
export function sendMessageOptions(queryClient: QueryClient, me: string, otherId: string) {
  const mutationKey = messagingKeys.send(me, otherId);
  const onSuccess = ({ message }: SendMessageResponse) => storeMessage(queryClient, me, message);
  return {
    mutationKey,
    mutationFn: ({ photo, ...input }: SendVariables) =>
      photo ? messagingApi.sendPhoto(input, photo) : messagingApi.send(input),
    gcTime: Number.POSITIVE_INFINITY,
    onSuccess,
  };
}

export function useSendMessage(
  me: string,
  otherId: string,
  callbacks: { onSent?: () => void; onFailed?: (error: unknown) => void } = {},
) {
  const queryClient = useQueryClient();
  const options = sendMessageOptions(queryClient, me, otherId);
  return useMutation({
    ...options,
    onSuccess: (answer) => {
      options.onSuccess(answer);
      callbacks.onSent?.();
    },
    onError: (error, variables) => {
      // An administrator removed the message already stored under this id: nothing to retry.
      if (isApiError(error) && error.code === 'GONE')
        forgetSends(queryClient, me, otherId, [variables.clientId]);
      // Refused for who we are to each other now (a block, a suspension): the thread and
      // the list are read again, so the thread shows why it cannot take messages.
      if (!mayRetrySend(error)) {
        void queryClient.invalidateQueries({ queryKey: messagingKeys.thread(otherId) });
        void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
      }
      callbacks.onFailed?.(error);
    },
  });
}

/**
 * Whether sending the same message again may succeed: after a network failure, a busy or
 * failing server, or a rate limit, yes; after a refusal of the message itself or of the
 * pair (a block, a suspension, a bad message), no.
 */
export function mayRetrySend(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/** Opening a thread marks the other member's messages to me as read. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (otherId: string) => messagingApi.markRead(otherId),
    onSuccess: ({ unreadTotal }, otherId) =>
      storeRead(queryClient, otherId, new Date().toISOString(), unreadTotal),
  });
}

/** What blocking or unblocking changes: the list, the thread, the blocked list, the count. */
function useAfterBlockChange() {
  const queryClient = useQueryClient();
  return (otherId: string) =>
    Promise.all(
      [
        messagingKeys.conversations(),
        messagingKeys.thread(otherId),
        messagingKeys.blocks(),
        messagingKeys.unread(),
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

export function useBlockMember() {
  const after = useAfterBlockChange();
  return useMutation({
    mutationFn: (otherId: string) => messagingApi.block(otherId),
    onSuccess: (_answer, otherId) => after(otherId),
  });
}

export function useUnblockMember() {
  const after = useAfterBlockChange();
  return useMutation({
    mutationFn: (otherId: string) => messagingApi.unblock(otherId),
    onSuccess: (_answer, otherId) => after(otherId),
  });
}

/**
 * Deleting a message I sent in the thread with `otherId`: it leaves the thread at once (the
 * live event says the same to my other tabs and to the other member), also when the
 * server finds it gone already; the list shows what is now last.
 */
export function useDeleteMessage(otherId: string) {
  const queryClient = useQueryClient();
  const drop = (messageId: string) => storeHidden(queryClient, otherId, messageId);
  return useMutation({
    mutationFn: messagingApi.deleteMessage,
    onSuccess: (_answer, messageId) => drop(messageId),
    onError: (error, messageId) => {
      if (isApiError(error) && error.status === 404) drop(messageId);
    },
  });
}

export function useReportMember() {
  return useMutation({ mutationFn: messagingApi.report });
}

export function useReportReview() {
  return useMutation({ mutationFn: messagingApi.reportReview });
}

export function useBlockedMembers() {
  return useQuery({
    queryKey: messagingKeys.blocks(),
    queryFn: ({ signal }) => messagingApi.blocks(signal),
  });
}

export function useMessageSettings() {
  return useQuery({
    queryKey: messagingKeys.settings(),
    queryFn: ({ signal }) => messagingApi.settings(signal),
  });
}

export function useSaveMessageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: messagingApi.saveSettings,
    onSuccess: (settings) => queryClient.setQueryData(messagingKeys.settings(), settings),
  });
}

export type { ConversationPages, ThreadPages };
