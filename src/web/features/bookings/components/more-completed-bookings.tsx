import { Link } from 'react-router';
import type { BookingRoleFilter } from '../../../../shared/schemas/bookings';
import { bookingPath } from '../lib/booking-url';
import { BOOKINGS_UI_TEXTS as TEXTS } from '../lib/bookings-ui-texts';

/** Below a dashboard card's first few: how many more, and the completed bookings of my side. */
export function MoreCompletedBookings({ more, side }: { more: string; side: BookingRoleFilter }) {
  return (
    <p className="text-sm text-zinc-600">
      {more}{' '}
      <Link
        to={bookingPath(null, { status: 'completed', role: side })}
        className="font-medium text-ink underline underline-offset-4"
      >
        {TEXTS.showCompleted}
      </Link>
    </p>
  );
}
