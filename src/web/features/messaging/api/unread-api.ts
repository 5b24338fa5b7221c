import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api-paths';
import type { UnreadTotal } from '../../../../shared/schemas/messaging';
import { api } from '../../../lib/api-client';
import { messagingKeys } from '../../../lib/query-keys';

// The unread count the top navigation shows on every page: kept apart from the rest of
// the messaging API so that the first page a visitor loads stays small.

export const unreadQueryOptions = () =>
  queryOptions({
    queryKey: messagingKeys.unread(),
    queryFn: ({ signal }) => api.get<UnreadTotal>(API_PATHS.messaging.unread, { signal }),
    // Kept current by the live events; read again when the stream was away.
    staleTime: 5 * 60_000,
  });

/** How many messages to me are unread (for a signed-in member only). */
export function useUnreadTotal(enabled: boolean) {
  return useQuery({ ...unreadQueryOptions(), enabled });
}
