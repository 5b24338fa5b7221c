import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, apiPath } from '../../../../shared/api-paths';
import type { BookingStatus } from '../../../../shared/booking-lifecycle';
import type { BookingResponse } from '../../../../shared/schemas/bookings';
import type { AdminBookingList, AdminBookingListQuery } from '../../../../shared/schemas/moderation';
import { api, qs } from '../../../lib/api-client';
import { bookingKeys, moderationKeys } from '../../../lib/query-keys';
import { useRefreshAdminArea } from './refresh-admin-area';

// The admin Bookings tab's fetchers and hooks (docs/product.md, Admin tabs). A booking's
// detail with its history is the bookings feature's own query (administrators may read it).

export type AdminBookingFilters = Omit<AdminBookingListQuery, 'cursor'>;

export const adminBookingsApi = {
  list: (filters: AdminBookingFilters, cursor: string | null, signal?: AbortSignal) =>
    api.get<AdminBookingList>(`${API_PATHS.admin.bookings}${qs({ ...filters, cursor })}`, { signal }),
  setStatus: (
    bookingId: string,
    body: { status: BookingStatus; reason: string; expectedStatus?: BookingStatus },
  ) => api.put<BookingResponse>(apiPath(API_PATHS.admin.bookingStatus, { bookingId }), body),
};

export const adminBookingsQueryOptions = (filters: AdminBookingFilters) =>
  infiniteQueryOptions({
    queryKey: moderationKeys.bookings(filters),
    queryFn: ({ pageParam, signal }) => adminBookingsApi.list(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The latest 50 bookings, then 50 more a page. */
export function useAdminBookings(filters: AdminBookingFilters) {
  return useInfiniteQuery(adminBookingsQueryOptions(filters));
}

/**
 * Sets a booking's status with a reason; `expectedStatus` is the status the admin saw,
 * so a change someone else made first is refused (409) rather than overridden.
 */
export function useSetBookingStatus() {
  const queryClient = useQueryClient();
  const refreshAdminArea = useRefreshAdminArea();
  return useMutation({
    mutationFn: (input: {
      bookingId: string;
      status: BookingStatus;
      reason: string;
      expectedStatus: BookingStatus;
    }) => {
      const { bookingId, ...body } = input;
      return adminBookingsApi.setStatus(bookingId, body);
    },
    onSuccess: ({ booking }) => {
      queryClient.setQueryData(bookingKeys.detail(booking.id), booking);
    },
    // Done or refused, the lists, the stat cards and the audit log are read again.
    onSettled: refreshAdminArea,
  });
}
