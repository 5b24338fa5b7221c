import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api-paths';
import type { AwaitingAnswer } from '../../../../shared/schemas/bookings';
import { api } from '../../../lib/api-client';
import { bookingKeys } from '../../../lib/query-keys';

// The count of requests awaiting my answer, which the top navigation shows: kept apart
// from the rest of the bookings API so that the first page a member loads stays small.

export const awaitingAnswerQueryOptions = () =>
  queryOptions({
    queryKey: bookingKeys.awaitingAnswer(),
    queryFn: ({ signal }) => api.get<AwaitingAnswer>(API_PATHS.bookings.awaitingAnswer, { signal }),
    // Kept current by the live events: a request, an answer, and the expiry job's too.
    staleTime: 5 * 60_000,
  });

/** Requests to me, as professional, awaiting my answer (clients are never asked). */
export function useAwaitingAnswer(user: { role: string | null } | null) {
  const asked = Boolean(user && user.role !== null && user.role !== 'client');
  return useQuery({ ...awaitingAnswerQueryOptions(), enabled: asked });
}
