import { CalendarIcon, ClockIcon, MapPinIcon } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { ArtPanel } from './art-panel';

/** An illustration of a confirmed booking for the booking page's hero (decorative). */
export function SampleBookingCard() {
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-sm lg:block">
      <ArtPanel
        tone="ember"
        className="absolute -top-6 -right-6 h-56 w-44 rotate-6 rounded-card shadow-2xl"
      />
      <div className="relative rounded-card bg-white p-6 text-ink shadow-2xl">
        <div className="flex items-center justify-between gap-3">
          <p className="font-semibold text-sm text-zinc-600">Booking request</p>
          <Badge variant="accepted">Accepted</Badge>
        </div>
        <p className="mt-3 font-display font-semibold text-xl leading-tight">Spring lookbook, two days</p>
        <ul className="mt-4 grid gap-2 text-sm text-zinc-700">
          <li className="flex items-center gap-2">
            <CalendarIcon className="size-4 text-violet-700" />
            Dec 12, 2026
          </li>
          <li className="flex items-center gap-2">
            <ClockIcon className="size-4 text-violet-700" />8 hours a day
          </li>
          <li className="flex items-center gap-2">
            <MapPinIcon className="size-4 text-violet-700" />
            Lisbon, Portugal
          </li>
        </ul>
        <div className="mt-5 flex items-end justify-between border-zinc-200 border-t pt-4">
          <span className="text-sm text-zinc-600">Rate accepted</span>
          <span className="font-display font-semibold text-2xl">$2,800</span>
        </div>
      </div>
    </div>
  );
}
