import {
  ArrowRightIcon,
  BadgeCheckIcon,
  CalendarIcon,
  CircleCheckIcon,
  ClockIcon,
  MapPinIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { PageSection } from '../../../components/page-section';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { BOOKING_STEPS, SAMPLE_BOOKING } from '../content/landing-content';

export const BOOKING_SECTION_ID = 'booking';

/** An illustration of a confirmed booking (plainly sample content). */
function SampleBookingCard() {
  const booking = SAMPLE_BOOKING;
  return (
    <figure className="relative mx-auto w-full max-w-md">
      <div
        aria-hidden="true"
        className="-inset-4 -z-10 -rotate-2 absolute rounded-[20px] bg-[linear-gradient(135deg,#ff5a4e_0%,#5b3df5_100%)] opacity-90"
      />
      <div className="rounded-card border border-zinc-200 bg-white p-6 shadow-xl">
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            <p className="font-semibold text-sm text-zinc-600">Booking request</p>
            <p className="mt-1 font-display font-semibold text-2xl leading-tight">{booking.title}</p>
          </div>
          <Badge variant="accepted">
            <CircleCheckIcon aria-hidden="true" />
            {booking.status}
          </Badge>
        </div>
        <dl className="mt-6 grid gap-3 text-sm">
          <div className="flex items-center gap-3">
            <dt className="flex items-center gap-2 text-zinc-600">
              <CalendarIcon className="size-4" aria-hidden="true" />
              Date
            </dt>
            <dd className="ml-auto font-medium">{booking.date}</dd>
          </div>
          <div className="flex items-center gap-3">
            <dt className="flex items-center gap-2 text-zinc-600">
              <ClockIcon className="size-4" aria-hidden="true" />
              Time
            </dt>
            <dd className="ml-auto font-medium">
              {booking.startTime} · {booking.durationHours} hours
            </dd>
          </div>
          <div className="flex items-center gap-3">
            <dt className="flex items-center gap-2 text-zinc-600">
              <MapPinIcon className="size-4" aria-hidden="true" />
              Location
            </dt>
            <dd className="ml-auto text-right font-medium">{booking.location}</dd>
          </div>
        </dl>
        <div className="mt-6 flex items-end justify-between gap-4 border-zinc-200 border-t pt-5">
          <div>
            <p className="text-sm text-zinc-600">Agreed rate</p>
            <p className="font-display font-semibold text-3xl">{booking.rate}</p>
          </div>
          <p className="flex items-center gap-1.5 font-medium text-sm text-zinc-700">
            <BadgeCheckIcon className="size-4 text-coral-700" aria-hidden="true" />
            Verified {booking.professional.toLowerCase()}
          </p>
        </div>
      </div>
      <figcaption className="sr-only">
        A sample confirmed booking: {booking.title}, {booking.date}, {booking.durationHours} hours,{' '}
        {booking.rate}.
      </figcaption>
    </figure>
  );
}

/** The booking section (anchor #booking): how booking works, beside a sample booking. */
export function BookingSection() {
  return (
    <PageSection
      size="large"
      id={BOOKING_SECTION_ID}
      eyebrow="Booking"
      title="From first message to final frame"
      lead="Requests, counter-offers and confirmations live in one place, so the shoot is the only thing left to plan."
      surface="canvas"
      className="overflow-hidden"
    >
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div className="flex flex-col gap-8">
          <ol className="grid gap-6">
            {BOOKING_STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-ink font-semibold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-lg">{step.title}</h3>
                  <p className="mt-1 text-zinc-600">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/discover-talent">
                Find Talent to Book
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/book-projects">See how booking works</Link>
            </Button>
          </div>
        </div>
        <SampleBookingCard />
      </div>
    </PageSection>
  );
}
