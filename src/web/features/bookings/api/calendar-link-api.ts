import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '../../../../shared/api-paths';
import type { CalendarFeed, CalendarFeedMade } from '../../../../shared/schemas/bookings';
import type { MessageResponse } from '../../../../shared/schemas/common';
import { api } from '../../../lib/api-client';
import { bookingKeys } from '../../../lib/query-keys';

// My calendar link (docs/product.md, Calendar link): read, made anew, turned off.

const path = API_PATHS.bookings.calendarFeed;

export const calendarLinkApi = {
  get: (signal?: AbortSignal) => api.get<CalendarFeed>(path, { signal }),
  make: () => api.post<CalendarFeedMade>(path),
  turnOff: () => api.delete<MessageResponse>(path),
};

export function useCalendarLink() {
  return useQuery({
    queryKey: bookingKeys.calendarLink(),
    queryFn: ({ signal }) => calendarLinkApi.get(signal),
  });
}

export function useMakeCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: calendarLinkApi.make,
    onSuccess: ({ url }) => queryClient.setQueryData<CalendarFeed>(bookingKeys.calendarLink(), { url }),
  });
}

export function useTurnOffCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: calendarLinkApi.turnOff,
    onSuccess: () => queryClient.setQueryData<CalendarFeed>(bookingKeys.calendarLink(), { url: null }),
  });
}
