import {
  CalendarIcon,
  CircleAlertIcon,
  HourglassIcon,
  PlusIcon,
  RotateCwIcon,
  SearchIcon,
  UsersIcon,
} from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BOOKING_STATUSES } from '../../../../shared/booking-lifecycle';
import { mayRequestBookings } from '../../../../shared/policies';
import {
  type AwaitingAnswer,
  BOOKING_STATUS_LABELS,
  BOOKING_TEXTS,
} from '../../../../shared/schemas/bookings';
import { LoadMore, useLoadedFocus } from '../../../components/load-more';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useCloseToOpener } from '../../../lib/close-to-opener';
import { useDebouncedDraft } from '../../../lib/use-debounced-draft';
import { useAuth } from '../../auth';
import { useAwaitingAnswer } from '../api/awaiting-answer-api';
import { useBookings } from '../api/bookings-api';
import { readBookingFilters, readOpenBooking, withBookingParams } from '../lib/booking-url';
import { BOOKINGS_UI_TEXTS } from '../lib/bookings-ui-texts';
import { awaitingAnswerText } from './awaiting-answer-badge';
import { BookingDetailDialog } from './booking-detail-dialog';
import { BookingListItem } from './booking-list';
import { CreateBookingDialog } from './create-booking-dialog';

/**
 * The dashboard's Bookings tab (docs/product.md, Booking lists): my bookings as client and
 * as professional, newest first, filtered by status and by my side, a page at a time; a
 * booking's detail opens in a dialog; 'Create New Booking' asks a professional for a shoot.
 * Filters (one member's bookings too, from their conversation) and the open booking live in
 * the address.
 */
export function BookingsTab({ isClient }: { isClient: boolean }) {
  const [params, setParams] = useSearchParams();
  const { user } = useAuth();
  const closeToOpener = useCloseToOpener();
  const filters = readBookingFilters(params);
  const openId = readOpenBooking(params);
  const bookings = useBookings(filters);
  const items = bookings.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Boolean(filters.status || filters.role || filters.with || filters.q || filters.awaiting);
  const [creating, setCreating] = useState(false);
  const statusId = useId();
  const roleId = useId();
  const searchId = useId();
  // The search follows the typing once it rests, into the address as the other filters go.
  const search = useDebouncedDraft(filters.q ?? '', (q) =>
    setParams(withBookingParams(params, { q: q || null }), { replace: true }),
  );

  const awaitingAnswer = useAwaitingAnswer(user).data;
  const showingAwaiting = filters.awaiting === 'me';

  const hrefFor = (bookingId: string | null) =>
    `?${withBookingParams(params, { booking: bookingId, review: null })}`;

  const loadedFocus = useLoadedFocus(bookings.data?.pages.length ?? 0, items.length);

  return (
    <section aria-labelledby={`${statusId}heading`} className="grid gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h2 id={`${statusId}heading`} className="font-display font-semibold text-2xl tracking-tight">
            {BOOKINGS_UI_TEXTS.heading}
          </h2>
          <p className="text-zinc-600">
            {isClient ? BOOKINGS_UI_TEXTS.introClient : BOOKINGS_UI_TEXTS.intro}
          </p>
        </div>
        {mayRequestBookings(user).allowed ? (
          <Button onClick={() => setCreating(true)} className="w-full sm:w-auto">
            <PlusIcon aria-hidden="true" />
            {BOOKINGS_UI_TEXTS.create}
          </Button>
        ) : (
          <p className="max-w-sm text-sm text-zinc-700">{BOOKING_TEXTS.suspended}</p>
        )}
      </div>

      <fieldset className="flex flex-wrap gap-3">
        <legend className="sr-only">{BOOKINGS_UI_TEXTS.filters}</legend>
        <div className="grid min-w-full flex-1 gap-1.5 sm:min-w-56 sm:flex-none">
          <Label htmlFor={searchId}>{BOOKINGS_UI_TEXTS.searchFilter}</Label>
          <div className="relative">
            <SearchIcon
              aria-hidden="true"
              className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-zinc-500"
            />
            <Input
              id={searchId}
              type="search"
              value={search.draft}
              maxLength={100}
              autoComplete="off"
              placeholder={BOOKINGS_UI_TEXTS.searchPlaceholder}
              className="pl-9"
              onChange={(event) => search.setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') search.flush();
                if (event.key === 'Escape' && search.draft !== '') {
                  event.preventDefault();
                  search.setDraft('');
                }
              }}
            />
          </div>
        </div>
        <div className="grid min-w-40 flex-1 gap-1.5 sm:flex-none">
          <Label htmlFor={statusId}>{BOOKINGS_UI_TEXTS.statusFilter}</Label>
          <NativeSelect
            id={statusId}
            value={filters.status ?? ''}
            onChange={(event) =>
              setParams(withBookingParams(params, { status: event.target.value || null }), { replace: true })
            }
          >
            <option value="">{BOOKINGS_UI_TEXTS.allStatuses}</option>
            {BOOKING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {BOOKING_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {!isClient && (
          <div className="grid min-w-40 flex-1 gap-1.5 sm:flex-none">
            <Label htmlFor={roleId}>{BOOKINGS_UI_TEXTS.roleFilter}</Label>
            <NativeSelect
              id={roleId}
              value={filters.role ?? ''}
              onChange={(event) =>
                setParams(withBookingParams(params, { role: event.target.value || null }), { replace: true })
              }
            >
              <option value="">{BOOKINGS_UI_TEXTS.allRoles}</option>
              <option value="client">{BOOKINGS_UI_TEXTS.asClient}</option>
              <option value="professional">{BOOKINGS_UI_TEXTS.asProfessional}</option>
            </NativeSelect>
          </div>
        )}
      </fieldset>

      {filters.with && (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-card bg-violet-50 px-4 py-2 text-sm text-violet-950">
          <UsersIcon aria-hidden="true" className="size-4 shrink-0" />
          {/* Every booking listed is with that member: the first names them. */}
          <span className="font-medium">
            {BOOKINGS_UI_TEXTS.onlyWith(items[0]?.counterpart.displayName ?? null)}
          </span>
          <Button
            variant="link"
            size="sm"
            className="px-0"
            onClick={() => setParams(withBookingParams(params, { member: null }), { replace: true })}
          >
            {BOOKINGS_UI_TEXTS.withEveryone}
          </Button>
        </p>
      )}

      <AwaitingAnswerNote
        awaiting={awaitingAnswer}
        showing={showingAwaiting}
        onChange={(show) =>
          setParams(withBookingParams(params, show ? { awaiting: 'me', status: null } : { awaiting: null }), {
            replace: true,
          })
        }
        fallbackFocusId={statusId}
      />

      {bookings.isPending && (
        <div role="status" aria-label={BOOKINGS_UI_TEXTS.loading} className="grid gap-3">
          {[0, 1, 2].map((key) => (
            <div key={key} className="flex items-center gap-4 rounded-card border border-zinc-200 p-4">
              <Skeleton className="size-11 rounded-full" />
              <div className="grid flex-1 gap-2">
                <Skeleton className="h-5 w-1/2" />
                <Skeleton className="h-4 w-3/4" />
              </div>
            </div>
          ))}
        </div>
      )}

      {bookings.isError && items.length === 0 && (
        <div
          role="alert"
          className="grid justify-items-start gap-3 rounded-card border border-red-200 bg-red-50 p-4"
        >
          <p className="flex items-center gap-2 font-semibold text-red-800">
            <CircleAlertIcon aria-hidden="true" className="size-4" />
            {BOOKING_TEXTS.loadFailed}
          </p>
          <p className="text-sm text-zinc-700">{errorMessage(bookings.error)}</p>
          <Button variant="outline" size="sm" onClick={() => void bookings.refetch()}>
            <RotateCwIcon aria-hidden="true" />
            {BOOKINGS_UI_TEXTS.tryAgain}
          </Button>
        </div>
      )}

      {bookings.isSuccess && items.length === 0 && (
        <div className="flex flex-col items-center gap-3 rounded-card border border-zinc-300 border-dashed bg-canvas px-6 py-14 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-violet-50 text-violet-700">
            <CalendarIcon aria-hidden="true" className="size-6" />
          </span>
          <p className="font-semibold text-lg">
            {filtered ? BOOKINGS_UI_TEXTS.noMatch : BOOKING_TEXTS.noBookings}
          </p>
          {filtered ? (
            <Button
              variant="outline"
              onClick={() =>
                setParams(
                  withBookingParams(params, {
                    status: null,
                    role: null,
                    awaiting: null,
                    member: null,
                    q: null,
                  }),
                  {
                    replace: true,
                  },
                )
              }
            >
              {BOOKINGS_UI_TEXTS.clearFilters}
            </Button>
          ) : (
            <>
              <p className="max-w-md text-zinc-600">
                {isClient ? BOOKINGS_UI_TEXTS.noneHint : BOOKINGS_UI_TEXTS.noneHintPro}
              </p>
              <Button asChild variant="outline">
                <Link to="/discover-talent">
                  <SearchIcon aria-hidden="true" />
                  Discover talent
                </Link>
              </Button>
            </>
          )}
        </div>
      )}

      {items.length > 0 && (
        <ul aria-label={BOOKINGS_UI_TEXTS.listLabel} className="grid gap-3">
          {items.map((booking, index) => (
            <li key={booking.id} ref={loadedFocus.itemRef(index)}>
              <BookingListItem booking={booking} href={hrefFor(booking.id)} />
            </li>
          ))}
        </ul>
      )}

      <LoadMore
        pages={bookings}
        label={BOOKINGS_UI_TEXTS.loadMore}
        failedText={BOOKING_TEXTS.loadFailed}
        className="justify-items-center"
        focus={loadedFocus}
      />

      <CreateBookingDialog open={creating} onOpenChange={setCreating} />
      <BookingDetailDialog bookingId={openId} onClose={() => closeToOpener(hrefFor(null))} />
    </section>
  );
}

/**
 * What awaits my answer (requests to me, new times proposed to me), with 'Show them', which
 * lists only that; while it is listed, 'Show all bookings'. The press keeps the keyboard on
 * the note's other button (or the status filter, when nothing awaits any more).
 */
function AwaitingAnswerNote({
  awaiting,
  showing,
  onChange,
  fallbackFocusId,
}: {
  awaiting: AwaitingAnswer | undefined;
  showing: boolean;
  onChange: (show: boolean) => void;
  fallbackFocusId: string;
}) {
  const button = useRef<HTMLButtonElement>(null);
  // Once the list shows what was pressed for, the focus moves.
  const [focusWhen, setFocusWhen] = useState<boolean | null>(null);
  useEffect(() => {
    if (focusWhen === null || focusWhen !== showing) return;
    setFocusWhen(null);
    (button.current ?? document.getElementById(fallbackFocusId))?.focus();
  }, [focusWhen, showing, fallbackFocusId]);
  const count = awaiting?.awaitingAnswer ?? 0;
  if (!showing && count === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-card bg-amber-50 px-4 py-2 text-amber-950 text-sm">
      <HourglassIcon aria-hidden="true" className="size-4 shrink-0" />
      <span className="font-medium">
        {showing ? BOOKINGS_UI_TEXTS.onlyAwaiting : `${awaitingAnswerText(awaiting!)}.`}
      </span>
      <Button
        ref={button}
        variant="link"
        size="sm"
        className="px-0"
        onClick={() => {
          setFocusWhen(!showing);
          onChange(!showing);
        }}
      >
        {showing ? (
          BOOKINGS_UI_TEXTS.clearFilters
        ) : (
          <>
            {BOOKINGS_UI_TEXTS.showAwaiting}
            <span className="sr-only">{BOOKINGS_UI_TEXTS.showAwaitingSuffix}</span>
          </>
        )}
      </Button>
    </p>
  );
}
