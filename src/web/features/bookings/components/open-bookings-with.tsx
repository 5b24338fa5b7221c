import { useInfiniteQuery } from '@tanstack/react-query';
import { CalendarIcon, ChevronRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { shownBookingStatus } from '../../../../shared/booking-lifecycle';
import { FROM_OPENER } from '../../../lib/close-to-opener';
import { bookingListQueryOptions } from '../api/bookings-api';
import { shootListDate } from '../lib/booking-time';
import { bookingPath } from '../lib/booking-url';
import { BOOKINGS_UI_TEXTS } from '../lib/bookings-ui-texts';
import { BookingStatusBadge } from './booking-status-badge';

/** How many open bookings a conversation shows above its messages. */
const SHOWN = 2;

/**
 * The open bookings (pending or accepted) between me and the member of a conversation,
 * newest first, above the thread (docs/product.md, Conversations): the shoot they are
 * writing about is a press away, and closing its detail comes back here; with more than
 * these, 'All bookings with …' opens the Bookings tab with only theirs. With none open,
 * the last one they had (a repeat client's context). Nothing while they load, when there
 * are none, or when they cannot be read: the thread is what the screen is for.
 */
export function OpenBookingsWith({ memberId }: { memberId: string }) {
  const bookings = useInfiniteQuery(bookingListQueryOptions({ with: memberId }));
  const now = new Date();
  const together = bookings.data?.pages[0]?.items ?? [];
  const open = together
    .filter((booking) => ['pending', 'accepted'].includes(shownBookingStatus(booking, now)))
    .slice(0, SHOWN);
  const shown = open.length ? open : together.slice(0, 1);
  if (shown.length === 0) return null;
  // More than these (a third open one, or past ones): the Bookings tab has them all.
  const more = together.length > shown.length;
  return (
    <div className="grid shrink-0 border-zinc-200 border-b bg-canvas px-2 py-1.5 md:px-3">
      <ul
        aria-label={open.length ? BOOKINGS_UI_TEXTS.openTogether : BOOKINGS_UI_TEXTS.lastTogether}
        className="grid grid-cols-[minmax(0,1fr)] gap-1"
      >
        {shown.map((booking) => (
          <li key={booking.id}>
            <Link
              to={bookingPath(booking.id)}
              state={FROM_OPENER}
              className="flex min-h-11 items-center gap-2 rounded-button px-2 text-sm hover:bg-zinc-100 sm:min-h-9"
            >
              <CalendarIcon aria-hidden="true" className="size-4 shrink-0 text-zinc-600" />
              <span className="min-w-0 flex-1 truncate">
                <span className="font-medium">{booking.title}</span>
                <span className="text-zinc-600">
                  <span className="sr-only">,</span> {shootListDate(booking.shootDate)}
                </span>
                <span className="sr-only">, </span>
              </span>
              <BookingStatusBadge booking={booking} className="shrink-0" />
              <ChevronRightIcon aria-hidden="true" className="size-4 shrink-0 text-zinc-400" />
            </Link>
          </li>
        ))}
      </ul>
      {more && (
        <Link
          to={bookingPath(null, { with: memberId })}
          className="flex min-h-11 items-center justify-end rounded-button px-2 text-right text-coral-700 text-sm underline-offset-4 hover:underline sm:min-h-8"
        >
          {BOOKINGS_UI_TEXTS.allWith(shown[0]!.counterpart.displayName)}
        </Link>
      )}
    </div>
  );
}

/**
 * The conversation menu's way to every booking with its member (the Bookings tab filtered
 * to them), whether or not any is open; the dashboard hands it to Messages.
 */
export function bookingsWithMemberLink(member: { userId: string; displayName: string }) {
  return {
    label: BOOKINGS_UI_TEXTS.allWith(member.displayName),
    to: bookingPath(null, { with: member.userId }),
    icon: CalendarIcon,
  };
}
