import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api-paths';
import type { ContactMessageList } from '../../../../shared/schemas/marketing';
import { api, qs } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

// The Contact messages tab (docs/product.md, Admin tabs): what visitors and members sent
// through the contact form. Reading them writes no audit row: they are not a conversation.

const key = () => adminKeys.area('contact-messages');

export const contactMessagesApi = {
  list: (cursor: string | null, signal?: AbortSignal) =>
    api.get<ContactMessageList>(`${API_PATHS.admin.contactMessages}${qs({ cursor })}`, { signal }),
};

export const contactMessagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: key(),
    queryFn: ({ pageParam, signal }) => contactMessagesApi.list(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The messages newest first, CONTACT_MESSAGES_PAGE a page. */
export function useContactMessages() {
  return useInfiniteQuery(contactMessagesQueryOptions());
}
