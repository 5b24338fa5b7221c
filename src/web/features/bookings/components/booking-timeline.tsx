import { ArrowRightIcon } from 'lucide-react';
import {
  BOOKING_STATUS_LABELS,
  type BookingHistoryEntry,
  type BookingHistoryKind,
} from '../../../../shared/schemas/bookings';
import { cn } from '../../../lib/cn';
import { formatLongDateTime } from '../../../lib/format-date';
import { formatDollars } from '../../../lib/format-number';
import { shootTimeLine } from '../lib/booking-time';
import { BOOKINGS_UI_TEXTS } from '../lib/bookings-ui-texts';

const DOT: Record<BookingHistoryEntry['to'], string> = {
  pending: 'bg-amber-400',
  accepted: 'bg-blue-500',
  completed: 'bg-green-600',
  declined: 'bg-zinc-500',
  cancelled: 'bg-red-600',
  expired: 'border-2 border-zinc-500 bg-white',
};

/** The steps of moving a booking (docs/product.md, Moving a booking): 'New time proposed by Nora Brand'. */
const NEW_TIME_HEADLINES: Record<Exclude<BookingHistoryKind, 'status'>, string> = {
  time_proposed: 'New time proposed',
  time_accepted: 'New time accepted',
  time_declined: 'New time declined',
  time_withdrawn: 'Proposal withdrawn',
};

/**
 * 'Requested by Nora Brand', 'Accepted by Ava Lens', 'Expired automatically'; an
 * administrator sets a status, any one, back to a request included: 'Set to Pending by an
 * administrator'.
 */
export function historyHeadline(entry: BookingHistoryEntry): string {
  if (entry.kind !== 'status') return `${NEW_TIME_HEADLINES[entry.kind]} by ${entry.actorName ?? 'a member'}`;
  const label = BOOKING_STATUS_LABELS[entry.to];
  if (entry.actorRole === 'admin') return BOOKINGS_UI_TEXTS.setByAdmin(label);
  const what = entry.from === null ? 'Requested' : label;
  if (entry.actorRole === 'system') return entry.to === 'expired' ? 'Expired automatically' : what;
  return `${what} by ${entry.actorName ?? 'a member'}`;
}

/**
 * A booking's history as a vertical timeline, oldest first (docs/product.md, Booking
 * history): who, when, from which status to which, the note or reason, and the rate.
 */
export function BookingTimeline({
  history,
  timeZone,
  labelledBy,
}: {
  history: BookingHistoryEntry[];
  /** The booking's zone, in which a new time reads. */
  timeZone: string;
  labelledBy: string;
}) {
  return (
    <ol aria-labelledby={labelledBy} className="grid">
      {history.map((entry, index) => (
        <li key={entry.id} className="relative grid grid-cols-[1.25rem_minmax(0,1fr)] gap-x-3 pb-5 last:pb-0">
          {index < history.length - 1 && (
            <span aria-hidden="true" className="absolute top-4 bottom-0 left-[0.5625rem] w-px bg-zinc-300" />
          )}
          <span
            aria-hidden="true"
            className={cn(
              'relative mt-1 size-3 justify-self-center rounded-full',
              entry.kind === 'status' ? DOT[entry.to] : 'border-2 border-blue-500 bg-white',
            )}
          />
          <div className="grid gap-1">
            <p className="font-medium [overflow-wrap:anywhere]">{historyHeadline(entry)}</p>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-zinc-600">
              {/* A detail's date, in the viewer's own clock: 'March 05, 2027, 14:30'. */}
              <time dateTime={entry.at}>{formatLongDateTime(entry.at)}</time>
              {entry.from !== null && entry.kind === 'status' && (
                <span className="inline-flex items-center gap-1">
                  <span aria-hidden="true">·</span>
                  {BOOKING_STATUS_LABELS[entry.from]}
                  <ArrowRightIcon aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">to</span>
                  {BOOKING_STATUS_LABELS[entry.to]}
                </span>
              )}
              {entry.rate !== null && (
                <span className="tabular-nums">
                  <span aria-hidden="true">· </span>
                  {formatDollars(entry.rate)}
                </span>
              )}
            </p>
            {entry.time && (
              <p className="text-sm text-zinc-800 [overflow-wrap:anywhere]">
                {shootTimeLine(entry.time, timeZone)}
                {entry.place && `, ${BOOKINGS_UI_TEXTS.inPlace(entry.place)}`}
              </p>
            )}
            {entry.note && (
              <p className="whitespace-pre-line rounded-button bg-zinc-100 px-3 py-2 text-sm text-zinc-800 [overflow-wrap:anywhere]">
                {entry.note}
              </p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
