import { CalendarIcon, ChevronRightIcon, HourglassIcon } from 'lucide-react';
import { Link } from 'react-router';
import { shootSpan } from '../../../../shared/booking-lifecycle';
import type { BookingSummary } from '../../../../shared/schemas/bookings';
import { LoadFailed } from '../../../components/load-failed';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { FROM_OPENER } from '../../../lib/close-to-opener';
import { useAuth } from '../../auth';
import { useAwaitingAnswer } from '../api/awaiting-answer-api';
import { useUpcomingBookings } from '../api/bookings-api';
import { shootDayParts, shootListDate, shootLongDate, shootTimeText } from '../lib/booking-time';
import { bookingPath } from '../lib/booking-url';
import { BOOKINGS_UI_TEXTS as TEXTS } from '../lib/bookings-ui-texts';
import { awaitingAnswerText } from './awaiting-answer-badge';
import { NewTimeNote } from './booking-list';
import { PROMPT_ROW_CLASS } from './booking-prompt-card';

/**
 * Coming up (docs/product.md, Dashboards): my next accepted shoots, as client and as
 * professional, soonest first, one going on now included; each opens its detail, and
 * closing that comes back here. Above them, what awaits the member's answer (requests to
 * them, new times proposed to them), a press from the list of only that. Kept current by
 * the live events, as the lists are.
 */
export function UpcomingBookingsCard() {
  const upcoming = useUpcomingBookings();
  const { user } = useAuth();
  const awaitingAnswer = useAwaitingAnswer(user).data;
  const now = new Date();
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          {TEXTS.comingUp}
        </CardTitle>
        <CardDescription>{TEXTS.comingUpIntro}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {awaitingAnswer && awaitingAnswer.awaitingAnswer > 0 && (
          <p className="flex items-start gap-2 rounded-card bg-amber-50 px-3 py-2 text-amber-950 text-sm">
            <HourglassIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <span className="font-medium">{awaitingAnswerText(awaitingAnswer)}.</span>{' '}
              <Link
                to={bookingPath(null, { awaiting: 'me' })}
                className="font-medium underline underline-offset-4"
              >
                {TEXTS.showAwaiting}
                <span className="sr-only">{TEXTS.showAwaitingSuffix}</span>
              </Link>
            </span>
          </p>
        )}
        {upcoming.isPending && (
          <div role="status" aria-label={TEXTS.comingUpLoading} className="grid gap-3">
            {[0, 1].map((key) => (
              <Skeleton key={key} className="h-12 w-full" />
            ))}
          </div>
        )}
        {upcoming.isError && !upcoming.data && (
          <LoadFailed
            title={TEXTS.comingUpFailed}
            error={upcoming.error}
            onRetry={() => void upcoming.refetch()}
          />
        )}
        {upcoming.data &&
          (upcoming.data.items.length === 0 ? (
            <p className="text-sm text-zinc-600">{TEXTS.comingUpNone}</p>
          ) : (
            <ul aria-label={TEXTS.comingUpLabel} className="-mx-2 grid gap-1">
              {upcoming.data.items.map((booking) => (
                <li key={booking.id}>
                  <UpcomingShoot booking={booking} now={now} />
                </li>
              ))}
            </ul>
          ))}
        <Button asChild variant="outline" className="w-fit">
          <Link to={bookingPath()}>
            <CalendarIcon aria-hidden="true" />
            {TEXTS.openBookings}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * One shoot: a tile with its day, the title, the weekday and time in the shoot's zone, with
 * whom, and a new time proposed for it (as the list's row says it).
 */
function UpcomingShoot({ booking, now }: { booking: BookingSummary; now: Date }) {
  const day = shootDayParts(booking.shootDate);
  const onNow = shootSpan(booking).startsAt <= now;
  // The tile has no room for a year: another year's shoot says its whole date.
  const weekday =
    day.year === now.getFullYear() ? day.weekday : `${day.weekday}, ${shootListDate(booking.shootDate)}`;
  return (
    <Link to={bookingPath(booking.id)} state={FROM_OPENER} className={PROMPT_ROW_CLASS}>
      <span
        aria-hidden="true"
        className="grid w-11 shrink-0 justify-items-center rounded-button border border-zinc-200 bg-white py-1 leading-none"
      >
        <span className="font-semibold text-coral-700 text-xs uppercase tracking-wide">{day.month}</span>
        <span className="font-display text-lg tabular-nums">{day.day}</span>
      </span>
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="truncate font-medium">{booking.title}</span>
        <span className="text-sm text-zinc-600">
          <span className="sr-only">{shootLongDate(booking.shootDate)}, </span>
          {onNow ? (
            <span className="font-medium text-ink">{TEXTS.onNow}</span>
          ) : (
            <span aria-hidden="true">{weekday}</span>
          )}{' '}
          · {shootTimeText(booking.startTime, booking.timeZone)}
        </span>
        <span className="truncate text-sm text-zinc-600">
          {TEXTS.withMember(booking.counterpart.displayName)}
        </span>
        {booking.proposalBy && (
          <span className="text-sm text-zinc-600">
            <NewTimeNote booking={booking} />
          </span>
        )}
      </span>
      <ChevronRightIcon aria-hidden="true" className="size-4 shrink-0 text-zinc-400" />
    </Link>
  );
}
