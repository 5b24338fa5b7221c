import { type BookingFacts, shownBookingStatus } from '../../../../shared/booking-lifecycle';
import { BOOKING_STATUS_LABELS } from '../../../../shared/schemas/bookings';
import { Badge } from '../../../components/ui/badge';

/**
 * A booking's status: each has its own badge (docs/product.md, Look and voice). A request
 * past its time shows as expired already (see shownBookingStatus).
 */
export function BookingStatusBadge({ booking, className }: { booking: BookingFacts; className?: string }) {
  const status = shownBookingStatus(booking, new Date());
  return (
    <Badge variant={status} className={className}>
      {BOOKING_STATUS_LABELS[status]}
    </Badge>
  );
}
