import { BOOKING_STATUSES, type BookingStatus } from '../../../../shared/booking-lifecycle';
import { BOOKING_ROLE_FILTERS, type BookingRoleFilter } from '../../../../shared/schemas/bookings';

// The Bookings tab keeps its filters and the open booking in the address
// (/dashboard?tab=bookings&status=pending&role=professional&awaiting=me&member=<id>&q=<text>&booking=<id>), so
// reload, links in emails and the back button keep them (docs/product.md, Booking lists).
// The member filter is `member`, not the Messages tab's `with`, which the address keeps
// when the tab changes.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The list's filters: the tab's (in its address), `with`, my bookings with one member (a
 * conversation's), `q`, a piece of the title or of the other member's name, and `awaiting`,
 * only what awaits my answer.
 */
export type BookingFilters = {
  status?: BookingStatus;
  role?: BookingRoleFilter;
  with?: string;
  q?: string;
  awaiting?: 'me';
};

/** The longest search the server takes. */
const SEARCH_MAX = 100;

export function readBookingFilters(params: URLSearchParams): BookingFilters {
  const status = params.get('status');
  const role = params.get('role');
  const member = params.get('member');
  const q = params.get('q')?.trim().slice(0, SEARCH_MAX);
  return {
    ...(member && UUID.test(member) ? { with: member.toLowerCase() } : {}),
    ...(q ? { q } : {}),
    ...(status && (BOOKING_STATUSES as readonly string[]).includes(status)
      ? { status: status as BookingStatus }
      : {}),
    ...(role && (BOOKING_ROLE_FILTERS as readonly string[]).includes(role)
      ? { role: role as BookingRoleFilter }
      : {}),
    ...(params.get('awaiting') === 'me' ? { awaiting: 'me' as const } : {}),
  };
}

/** The booking whose detail is open, or null (for none, or nonsense). */
export function readOpenBooking(params: URLSearchParams): string | null {
  const id = params.get('booking');
  return id && UUID.test(id) ? id.toLowerCase() : null;
}

/** The dashboard's Bookings tab, with one booking's detail open when given, and filters. */
export function bookingPath(bookingId?: string | null, filters: BookingFilters = {}): string {
  const params = new URLSearchParams({ tab: 'bookings' });
  if (filters.status) params.set('status', filters.status);
  if (filters.role) params.set('role', filters.role);
  if (filters.awaiting) params.set('awaiting', filters.awaiting);
  if (filters.with) params.set('member', filters.with);
  if (filters.q) params.set('q', filters.q);
  if (bookingId) params.set('booking', bookingId);
  return `/dashboard?${params}`;
}

/** A completed booking's detail with the focus on its review form, as the email after completion links. */
export function reviewPath(bookingId: string): string {
  return `${bookingPath(bookingId)}&review=1`;
}

/** The same address with other filters or another open booking, everything else kept. */
export function withBookingParams(
  current: URLSearchParams,
  changes: {
    status?: string | null;
    role?: string | null;
    awaiting?: 'me' | null;
    member?: null;
    q?: string | null;
    booking?: string | null;
    review?: null;
  },
): URLSearchParams {
  const next = new URLSearchParams(current);
  next.set('tab', 'bookings');
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}
