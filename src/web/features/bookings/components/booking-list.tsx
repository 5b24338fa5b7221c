import { CalendarClockIcon, CalendarIcon, ChevronRightIcon, ClockIcon, HourglassIcon } from 'lucide-react';
import { Link } from 'react-router';
import { requestDeadlineText } from '../../../../shared/booking-format';
import { shownBookingStatus } from '../../../../shared/booking-lifecycle';
import type { BookingSummary } from '../../../../shared/schemas/bookings';
import { MemberAvatar } from '../../../components/member-avatar';
import { FROM_OPENER } from '../../../lib/close-to-opener';
import { cn } from '../../../lib/cn';
import { formatDollars } from '../../../lib/format-number';
import { shootListDate, shootTimeText } from '../lib/booking-time';
import { BOOKINGS_UI_TEXTS } from '../lib/bookings-ui-texts';
import { BookingStatusBadge } from './booking-status-badge';

/** The rate that holds: the accepted one once there is one, else the one offered. */
export function currentRate(booking: Pick<BookingSummary, 'rateOffered' | 'rateAccepted'>): number | null {
  return booking.rateAccepted ?? booking.rateOffered;
}

/**
 * One booking in the list (docs/product.md, Booking lists): the counterpart's avatar and
 * name, my side, the title, the date with the time and its zone, and the status badge.
 * The whole row is a link that opens the detail.
 */
export function BookingListItem({ booking, href }: { booking: BookingSummary; href: string }) {
  const rate = currentRate(booking);
  return (
    <Link
      to={href}
      state={FROM_OPENER}
      data-booking={booking.id}
      className="group flex items-start gap-3 rounded-card border border-zinc-200 bg-white p-4 transition-shadow duration-150 ease-out hover:shadow-md sm:items-center sm:gap-4"
    >
      <MemberAvatar member={booking.counterpart} className="size-11" />
      <span className="grid min-w-0 flex-1 gap-1">
        <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <span className="min-w-0 font-semibold [overflow-wrap:anywhere]">{booking.title}</span>
          <BookingStatusBadge booking={booking} />
        </span>
        <span className="text-sm text-zinc-700">
          <span className="sr-only">, </span>
          {booking.myRole === 'client' ? BOOKINGS_UI_TEXTS.youBooked : BOOKINGS_UI_TEXTS.bookedYou}{' '}
          <span className="font-medium text-ink">{booking.counterpart.displayName}</span>
        </span>
        <span className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-zinc-600">
          <span className="inline-flex items-center gap-1.5">
            <CalendarIcon aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">, </span>
            {shootListDate(booking.shootDate)}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <ClockIcon aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">, </span>
            {shootTimeText(booking.startTime, booking.timeZone)}
          </span>
          {rate !== null && (
            <span className="tabular-nums">
              <span className="sr-only">, </span>
              {formatDollars(rate)}
            </span>
          )}
          <RequestDeadline booking={booking} />
          <NewTimeNote booking={booking} />
        </span>
      </span>
      <ChevronRightIcon
        aria-hidden="true"
        className="mt-3 size-5 shrink-0 text-zinc-400 transition-transform duration-150 group-hover:translate-x-0.5 sm:mt-0"
      />
    </Link>
  );
}

/**
 * An open request's deadline (docs/product.md, Expiry and reminders): 'Answer by …' to
 * the professional, in the ink the eye goes to, 'Expires …' to the client.
 */
function RequestDeadline({ booking }: { booking: BookingSummary }) {
  if (booking.myRole === null || shownBookingStatus(booking, new Date()) !== 'pending') return null;
  const when = requestDeadlineText(booking, 'short');
  const mine = booking.myRole === 'professional';
  return (
    <span className={cn('inline-flex items-center gap-1.5', mine && 'font-medium text-ink')}>
      <HourglassIcon aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only">, </span>
      {mine ? BOOKINGS_UI_TEXTS.answerBy(when) : BOOKINGS_UI_TEXTS.expiresOn(when)}
    </span>
  );
}

/**
 * An open proposal of a new time (docs/product.md, Moving a booking): 'New time to answer'
 * to the party asked, in the ink the eye goes to, 'New time proposed' to its proposer.
 */
export function NewTimeNote({ booking }: { booking: BookingSummary }) {
  if (!booking.proposalBy || !booking.myRole) return null;
  const mine = booking.proposalBy !== booking.myRole;
  return (
    <span className={cn('inline-flex items-center gap-1.5', mine && 'font-medium text-ink')}>
      <CalendarClockIcon aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only">, </span>
      {mine ? BOOKINGS_UI_TEXTS.newTimeToAnswer : BOOKINGS_UI_TEXTS.newTimeProposed}
    </span>
  );
}
