import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api-paths';
import type { ContactMessageList } from '../../../../shared/schemas/marketing';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

// The Contact messages tab (docs/product.md, Admin tabs): what visitors and members sent
// through the contact form. Reading them writes no audit row: they are not a conversation.

const key = () => adminKeys.area('contact-messages');

export const contactMessagesApi = {
  list: (signal?: AbortSignal) => api.get<ContactMessageList>(API_PATHS.admin.contactMessages, { signal }),
};

export const contactMessagesQueryOptions = () =>
  queryOptions({ queryKey: key(), queryFn: ({ signal }) => contactMessagesApi.list(signal) });

/** The latest CONTACT_MESSAGES_SHOWN messages, newest first (the server pages no further). */
export function useContactMessages() {
  return useQuery(contactMessagesQueryOptions());
}
