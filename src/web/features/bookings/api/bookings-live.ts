import type { QueryClient } from '@tanstack/react-query';
import type { MemberEvent } from '../../../../shared/schemas/messaging';
import { bookingKeys, profileKeys } from '../../../lib/query-keys';

// What the live events of bookings change in this tab's caches (docs/product.md, Live
// updates): a booking made or moved by anyone reads that booking, the lists, the count
// of what awaits my answer and the Quick Stats' total again.

/** The events of bookings the stream carries. */
export const BOOKING_EVENT_TYPES = ['booking.changed'] as const satisfies readonly MemberEvent['type'][];

type BookingEvent = Extract<MemberEvent, { type: (typeof BOOKING_EVENT_TYPES)[number] }>;

export function isBookingEvent(event: MemberEvent): event is BookingEvent {
  return (BOOKING_EVENT_TYPES as readonly string[]).includes(event.type);
}

export function applyBookingEvent(queryClient: QueryClient, event: BookingEvent): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: bookingKeys.detail(event.bookingId) }),
    queryClient.invalidateQueries({ queryKey: bookingKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: bookingKeys.awaitingAnswer() }),
    queryClient.invalidateQueries({ queryKey: profileKeys.stats() }),
  ]);
}

/** After a gap nothing could fill (a first stream, or one without an id to resume from). */
export function refreshAllBookings(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: bookingKeys.all });
}
