import {
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { API_PATHS, apiPath } from '../../../../shared/api-paths';
import {
  type AnswerNewTimeBody,
  type AwaitingReview,
  type BookedOn,
  type BookingActionBody,
  type BookingDetail,
  type BookingList,
  type BookingResponse,
  type CreateBookingBody,
  IDEMPOTENCY_KEY_HEADER,
  type ProposeNewTimeBody,
  type ReviewsToAnswer,
  type UpcomingBookings,
} from '../../../../shared/schemas/bookings';
import { api, qs } from '../../../lib/api-client';
import { bookingKeys, profileKeys } from '../../../lib/query-keys';
import type { BookingFilters } from '../lib/booking-url';

// Fetchers, query options and hooks of /api/bookings/* (docs/product.md, Bookings); the
// query keys are bookingKeys in lib/query-keys.ts.

const paths = API_PATHS.bookings;

/**
 * A booking request: the professional named by email (the dashboard's form) or by id (Book
 * Now on their profile, where their email is private).
 */
export type BookingRequest = CreateBookingBody;

export const bookingsApi = {
  list: (filters: BookingFilters, cursor: string | null, signal?: AbortSignal) =>
    api.get<BookingList>(`${paths.list}${qs({ ...filters, cursor })}`, { signal }),
  upcoming: (signal?: AbortSignal) => api.get<UpcomingBookings>(paths.upcoming, { signal }),
  awaitingReview: (signal?: AbortSignal) => api.get<AwaitingReview>(paths.awaitingReview, { signal }),
  reviewsToAnswer: (signal?: AbortSignal) => api.get<ReviewsToAnswer>(paths.reviewsToAnswer, { signal }),
  bookedOn: (professionalId: string, date: string, signal?: AbortSignal) =>
    api.get<BookedOn>(`${paths.bookedOn}${qs({ professionalId, date })}`, { signal }),
  detail: (bookingId: string, signal?: AbortSignal) =>
    api.get<BookingDetail>(apiPath(paths.booking, { bookingId }), { signal }),
  /** The same key for the same form: a second submit is the same booking. */
  create: (input: BookingRequest, idempotencyKey: string) =>
    api.post<BookingResponse>(paths.list, input, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }),
  act: (bookingId: string, body: BookingActionBody) =>
    api.post<BookingResponse>(apiPath(paths.actions, { bookingId }), body),
  proposeNewTime: (bookingId: string, body: ProposeNewTimeBody) =>
    api.post<BookingResponse>(apiPath(paths.newTime, { bookingId }), body),
  answerNewTime: (bookingId: string, body: AnswerNewTimeBody) =>
    api.post<BookingResponse>(apiPath(paths.newTimeAnswer, { bookingId }), body),
  withdrawNewTime: (bookingId: string) => api.delete<BookingResponse>(apiPath(paths.newTime, { bookingId })),
};

/** The address of an accepted booking's calendar file (.ics). */
export function calendarFileUrl(bookingId: string): string {
  return apiPath(paths.calendar, { bookingId });
}

export const bookingListQueryOptions = (filters: BookingFilters) =>
  infiniteQueryOptions({
    queryKey: bookingKeys.list(filters),
    queryFn: ({ pageParam, signal }) => bookingsApi.list(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const bookingDetailQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: bookingKeys.detail(bookingId),
    queryFn: ({ signal }) => bookingsApi.detail(bookingId, signal),
  });

/** My bookings, as client and as professional, newest first, a page at a time. */
export function useBookings(filters: BookingFilters) {
  return useInfiniteQuery(bookingListQueryOptions(filters));
}

/** My next accepted shoots, as client and as professional, soonest first (the dashboard's Coming up). */
export function useUpcomingBookings() {
  return useQuery({
    queryKey: bookingKeys.upcoming(),
    queryFn: ({ signal }) => bookingsApi.upcoming(signal),
  });
}

/** My completed bookings, as client, I may still review, the soonest to close first (the dashboard). */
export function useAwaitingReview() {
  return useQuery({
    queryKey: bookingKeys.awaitingReview(),
    queryFn: ({ signal }) => bookingsApi.awaitingReview(signal),
  });
}

/** Reviews of me, as professional, awaiting my answer, newest first (the dashboard). */
export function useReviewsToAnswer() {
  return useQuery({
    queryKey: bookingKeys.reviewsToAnswer(),
    queryFn: ({ signal }) => bookingsApi.reviewsToAnswer(signal),
  });
}

/** Whether the professional is already booked on the date; asked only for a date that is one. */
export function useBookedOn(professionalId: string | undefined, date: string) {
  return useQuery({
    queryKey: bookingKeys.bookedOn(professionalId ?? '', date),
    queryFn: ({ signal }) => bookingsApi.bookedOn(professionalId!, date, signal),
    enabled: Boolean(professionalId) && /^\d{4}-\d{2}-\d{2}$/.test(date),
    staleTime: 60_000,
  });
}

export function useBooking(bookingId: string | null) {
  return useQuery({ ...bookingDetailQueryOptions(bookingId ?? ''), enabled: Boolean(bookingId) });
}

/**
 * A booking was made or changed (here, in another tab, or by the other party): its
 * detail, every list, the count awaiting my answer and the Quick Stats' total are read again.
 */
export function refreshBookings(queryClient: QueryClient, booking?: BookingDetail): Promise<unknown> {
  if (booking) queryClient.setQueryData(bookingKeys.detail(booking.id), booking);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: bookingKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: bookingKeys.awaitingAnswer() }),
    queryClient.invalidateQueries({ queryKey: profileKeys.stats() }),
    booking ? undefined : queryClient.invalidateQueries({ queryKey: [...bookingKeys.all, 'detail'] }),
  ]);
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: BookingRequest; idempotencyKey: string }) =>
      bookingsApi.create(input, idempotencyKey),
    onSuccess: ({ booking }) => refreshBookings(queryClient, booking),
  });
}

export function useBookingAction(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingActionBody) => bookingsApi.act(bookingId, body),
    onSuccess: ({ booking }) => refreshBookings(queryClient, booking),
  });
}

/** A step of moving the booking to a new time: propose, answer, withdraw (docs/product.md, Moving a booking). */
export function useNewTimeStep(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      step:
        | { step: 'propose'; body: ProposeNewTimeBody }
        | { step: 'answer'; body: AnswerNewTimeBody }
        | { step: 'withdraw' },
    ) =>
      step.step === 'propose'
        ? bookingsApi.proposeNewTime(bookingId, step.body)
        : step.step === 'answer'
          ? bookingsApi.answerNewTime(bookingId, step.body)
          : bookingsApi.withdrawNewTime(bookingId),
    onSuccess: ({ booking }) => refreshBookings(queryClient, booking),
  });
}
