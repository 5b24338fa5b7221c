import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api-paths';
import type { AwaitingAnswer } from '../../../../shared/schemas/bookings';
import { api } from '../../../lib/api-client';
import { bookingKeys } from '../../../lib/query-keys';

// What awaits my answer (requests to me, new times proposed to me), which the top
// navigation counts: kept apart
// from the rest of the bookings API so that the first page a member loads stays small.

export const awaitingAnswerQueryOptions = () =>
  queryOptions({
    queryKey: bookingKeys.awaitingAnswer(),
    queryFn: ({ signal }) => api.get<AwaitingAnswer>(API_PATHS.bookings.awaitingAnswer, { signal }),
    // Kept current by the live events: a request, a new time, an answer, the expiry job's too.
    staleTime: 5 * 60_000,
  });

/** What awaits my answer; a member without a profile has no bookings to answer. */
export function useAwaitingAnswer(user: { role: string | null } | null) {
  return useQuery({ ...awaitingAnswerQueryOptions(), enabled: Boolean(user && user.role !== null) });
}
