import { describe, expect, it } from 'vitest';
import {
  bookingPath,
  readBookingFilters,
  readOpenBooking,
  reviewPath,
  withBookingParams,
} from './booking-url';

const ID = '3f2b8c1e-0a4d-4e5f-9b6a-7c8d9e0f1a2b';

describe('the Bookings tab keeps its filters and the open booking in the address', () => {
  it('reads known statuses, roles and booking ids, and ignores anything else', () => {
    expect(readBookingFilters(new URLSearchParams('status=expired&role=professional'))).toEqual({
      status: 'expired',
      role: 'professional',
    });
    expect(readBookingFilters(new URLSearchParams('status=lost&role=admin&awaiting=you'))).toEqual({});
    expect(readBookingFilters(new URLSearchParams('awaiting=me&role=client'))).toEqual({
      awaiting: 'me',
      role: 'client',
    });
    // One member's bookings: `member`, never the Messages tab's `with` kept from there.
    expect(readBookingFilters(new URLSearchParams(`member=${ID.toUpperCase()}`))).toEqual({ with: ID });
    expect(readBookingFilters(new URLSearchParams(`with=${ID}&member=nobody`))).toEqual({});
    expect(readOpenBooking(new URLSearchParams(`booking=${ID.toUpperCase()}`))).toBe(ID);
    expect(readOpenBooking(new URLSearchParams('booking=1 or 1=1'))).toBeNull();
  });

  it('reads a search trimmed and at most 100 characters long, none when blank, and writes it back', () => {
    expect(readBookingFilters(new URLSearchParams('q=%20north%20'))).toEqual({ q: 'north' });
    expect(readBookingFilters(new URLSearchParams('q=%20%20'))).toEqual({});
    expect(readBookingFilters(new URLSearchParams(`q=${'x'.repeat(150)}`)).q).toHaveLength(100);
    expect(bookingPath(null, { q: '50% off' })).toBe('/dashboard?tab=bookings&q=50%25+off');
    const next = withBookingParams(new URLSearchParams('tab=bookings&q=north&status=pending'), { q: null });
    expect(next.toString()).toBe('tab=bookings&status=pending');
  });

  it('links to a booking as the emails do, and changes one part keeping the rest', () => {
    expect(bookingPath(ID)).toBe(`/dashboard?tab=bookings&booking=${ID}`);
    expect(bookingPath()).toBe('/dashboard?tab=bookings');
    expect(reviewPath(ID)).toBe(`/dashboard?tab=bookings&booking=${ID}&review=1`);
    expect(bookingPath(null, { status: 'pending', role: 'professional' })).toBe(
      '/dashboard?tab=bookings&status=pending&role=professional',
    );
    expect(
      readBookingFilters(new URL(bookingPath(null, { status: 'accepted' }), 'http://x').searchParams),
    ).toEqual({
      status: 'accepted',
    });
    expect(bookingPath(null, { with: ID })).toBe(`/dashboard?tab=bookings&member=${ID}`);
    expect(bookingPath(null, { awaiting: 'me' })).toBe('/dashboard?tab=bookings&awaiting=me');
    const current = new URLSearchParams(`tab=bookings&status=pending&booking=${ID}&review=1`);
    expect(withBookingParams(current, { booking: null, review: null }).toString()).toBe(
      'tab=bookings&status=pending',
    );
    expect(withBookingParams(current, { role: 'client' }).get('role')).toBe('client');
  });
});
