import { RepeatIcon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { BookingDetail } from '../../../../shared/schemas/bookings';
import { Button } from '../../../components/ui/button';
import { withBookingParams } from '../lib/booking-url';
import { BOOKINGS_UI_TEXTS } from '../lib/bookings-ui-texts';
import { type BookingTemplate, CreateBookingDialog } from './create-booking-dialog';

/** 'Book again' fills in what the client asked for last time, but the date. */
function templateOf(booking: BookingDetail): BookingTemplate {
  const rate = booking.rateAccepted ?? booking.rateOffered;
  return {
    title: booking.title,
    startTime: booking.startTime ?? '',
    durationHours: booking.durationHours === null ? '' : String(booking.durationHours),
    timeZone: booking.timeZone,
    location: booking.location ?? '',
    rateOffered: rate === null ? '' : String(rate),
    description: booking.description ?? '',
  };
}

/**
 * 'Book again': the client of a booking that is over asks the same professional for
 * another shoot, the form filled in from this one; sent, the new request opens here.
 */
export function BookAgain({ booking }: { booking: BookingDetail }) {
  const [open, setOpen] = useState(false);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <>
      <Button variant="outline" className="w-fit" onClick={() => setOpen(true)}>
        <RepeatIcon aria-hidden="true" />
        {BOOKINGS_UI_TEXTS.bookAgain}
      </Button>
      <CreateBookingDialog
        open={open}
        onOpenChange={setOpen}
        professional={booking.professional}
        template={templateOf(booking)}
        onCreated={(created) => navigate(`?${withBookingParams(params, { booking: created.id })}`)}
      />
    </>
  );
}
