import type { BookingStatus } from '../../../../shared/booking-lifecycle';
import { BOOKING_STATUS_LABELS } from '../../../../shared/schemas/bookings';
import { Badge } from '../../../components/ui/badge';

/** A booking's status: each has its own badge (docs/product.md, Look and voice). */
export function BookingStatusBadge({ status, className }: { status: BookingStatus; className?: string }) {
  return (
    <Badge variant={status} className={className}>
      {BOOKING_STATUS_LABELS[status]}
    </Badge>
  );
}
