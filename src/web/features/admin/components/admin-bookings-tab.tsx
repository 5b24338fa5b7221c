import { useId, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { shortDateText, timeZoneLabel } from '../../../../shared/booking-format';
import {
  adminMoveBlocker,
  BOOKING_STATUSES,
  type BookingStatus,
  shownBookingStatus,
} from '../../../../shared/booking-lifecycle';
import {
  adminBookingReasonSchema,
  BOOKING_STATUS_LABELS,
  BOOKING_TEXTS,
  bookingStatusChangedText,
} from '../../../../shared/schemas/bookings';
import type { AdminBooking } from '../../../../shared/schemas/moderation';
import { LoadMore, listFailed, useLoadedFocus } from '../../../components/load-more';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { formatDollars } from '../../../lib/format-number';
import { BookingDetailDialog, BookingStatusBadge } from '../../bookings';
import { useAdminBookings, useSetBookingStatus } from '../api/admin-bookings-api';
import { useStatusFilter } from '../lib/admin-tab-url';
import { MODERATION_UI_TEXTS as T } from '../lib/moderation-ui-texts';
import {
  AdminTable,
  Cell,
  ListEmpty,
  ListError,
  ListLoading,
  Person,
  Row,
  RowActions,
  TabHeading,
} from './moderation-parts';
import { ReasonDialog } from './reason-dialog';

type Change = { booking: AdminBooking; kind: 'accept' | 'decline' | 'set' };

/**
 * The admin Bookings tab (docs/product.md, Admin tabs): the latest 50 bookings, then 50
 * more a page; title, shoot date, rate in dollars and status; accept or decline a pending
 * one, or set any status, each with a reason; View opens the booking with its history.
 */
export function AdminBookingsTab() {
  const headingId = useId();
  const statusId = useId();
  const [status, setStatus] = useStatusFilter(BOOKING_STATUSES);
  const filters = useMemo(() => (status ? { status } : {}), [status]);
  const bookings = useAdminBookings(filters);
  const items = bookings.data?.pages.flatMap((page) => page.items) ?? [];
  const loadedFocus = useLoadedFocus(bookings.data?.pages.length ?? 0, items.length);
  const [viewing, setViewing] = useState<string | null>(null);
  const [change, setChange] = useState<Change | null>(null);

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <TabHeading id={headingId} title={T.bookingsHeading} intro={T.bookingsIntro} />
      <div className="grid w-full gap-1.5 sm:w-56">
        <Label htmlFor={statusId}>{T.status}</Label>
        <NativeSelect
          id={statusId}
          value={status ?? ''}
          onChange={(event) => setStatus((event.target.value || undefined) as BookingStatus | undefined)}
        >
          <option value="">{T.allStatuses}</option>
          {BOOKING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {BOOKING_STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </div>

      {bookings.isPending ? (
        <ListLoading label={T.loading} />
      ) : listFailed(bookings) ? (
        <ListError
          title={BOOKING_TEXTS.loadFailed}
          error={bookings.error}
          onRetry={() => void bookings.refetch()}
        />
      ) : items.length === 0 ? (
        <ListEmpty>{filters.status ? T.noBookingsMatch : T.noBookings}</ListEmpty>
      ) : (
        <AdminTable
          label={T.bookingsLabel}
          columns={[T.title, T.shootDate, T.rate, T.status, T.parties, T.actions]}
        >
          {items.map((booking, index) => (
            <Row key={booking.id} ref={loadedFocus.itemRef(index)}>
              <Cell label={T.title} wide className="font-medium [overflow-wrap:anywhere]">
                {booking.title}
              </Cell>
              <Cell label={T.shootDate}>
                {shortDateText(booking.shootDate)}
                <span className="block text-xs text-zinc-600">
                  {booking.startTime ? `${booking.startTime} ` : ''}
                  {timeZoneLabel(booking.timeZone)}
                </span>
              </Cell>
              <Cell label={T.rate}>
                {booking.rateOffered !== null ? formatDollars(booking.rateOffered) : T.rateNotSet}
              </Cell>
              <Cell label={T.status}>
                <BookingStatusBadge booking={booking} />
              </Cell>
              <Cell label={T.parties} wide className="md:grid md:gap-1">
                <Person person={booking.client} prefix={T.clientLabel} />
                <Person person={booking.professional} prefix={T.professionalLabel} />
              </Cell>
              <Cell label={T.actions} actions>
                <RowActions>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={T.viewBooking(booking.title)}
                    onClick={() => setViewing(booking.id)}
                  >
                    {T.view}
                  </Button>
                  {/* Not for a request past its time: it reads Expired (Set status can still move it). */}
                  {shownBookingStatus(booking, new Date()) === 'pending' && (
                    <>
                      <Button size="sm" onClick={() => setChange({ booking, kind: 'accept' })}>
                        {T.accept}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setChange({ booking, kind: 'decline' })}
                      >
                        {T.decline}
                      </Button>
                    </>
                  )}
                  <Button size="sm" variant="ghost" onClick={() => setChange({ booking, kind: 'set' })}>
                    {T.setStatus}
                  </Button>
                </RowActions>
              </Cell>
            </Row>
          ))}
        </AdminTable>
      )}
      {!listFailed(bookings) && (
        <LoadMore
          pages={bookings}
          label={T.loadMore}
          failedText={BOOKING_TEXTS.loadFailed}
          className="justify-items-center"
          focus={loadedFocus}
        />
      )}

      <BookingDetailDialog bookingId={viewing} onClose={() => setViewing(null)} />
      {/* The booking as the list has it now: after a refusal because it changed meanwhile
          (the list is read again), Set status goes on from its new status. */}
      <StatusDialog
        change={
          change && {
            ...change,
            booking: items.find((item) => item.id === change.booking.id) ?? change.booking,
          }
        }
        onClose={() => setChange(null)}
      />
    </section>
  );
}

/** Accept, decline or set any status, with the reason both members are emailed. */
function StatusDialog({ change, onClose }: { change: Change | null; onClose: () => void }) {
  const setStatus = useSetBookingStatus();
  const statusId = useId();
  const now = new Date();
  const blocker = (booking: AdminBooking, status: BookingStatus) => adminMoveBlocker(booking, status, now);
  const other = (booking: AdminBooking) =>
    BOOKING_STATUSES.find((status) => blocker(booking, status) === null)!;
  const hintId = useId();
  const [chosen, setChosen] = useState<BookingStatus | null>(null);
  if (!change) return null;
  const { booking, kind } = change;
  const target: BookingStatus =
    kind === 'accept'
      ? 'accepted'
      : kind === 'decline'
        ? 'declined'
        : chosen && blocker(booking, chosen) === null
          ? chosen
          : other(booking);
  const title =
    kind === 'accept'
      ? T.acceptTitle(booking.title)
      : kind === 'decline'
        ? T.declineTitle(booking.title)
        : T.setStatusTitle(booking.title);
  return (
    <ReasonDialog
      open
      onOpenChange={(open) => {
        if (!open) {
          setChosen(null);
          onClose();
        }
      }}
      title={title}
      description={T.statusReasonHint}
      confirmLabel={kind === 'set' ? T.setStatus : kind === 'accept' ? T.accept : T.decline}
      destructive={kind === 'decline'}
      failedText={BOOKING_TEXTS.adminStatusFailed}
      schema={adminBookingReasonSchema}
      onConfirm={async (reason) => {
        const answer = await setStatus.mutateAsync({
          bookingId: booking.id,
          status: target,
          reason,
          // Accept and Decline answer a request: one declined or cancelled meanwhile stays
          // refused however often they are confirmed. Set status goes on from the status
          // the list shows now, which the refusal named.
          expectedStatus: kind === 'set' ? booking.status : 'pending',
        });
        toast.success(bookingStatusChangedText(answer.booking.status));
        setChosen(null);
      }}
    >
      {kind === 'set' && (
        <div className="grid gap-1.5">
          <Label htmlFor={statusId}>{T.newStatus}</Label>
          <NativeSelect
            id={statusId}
            aria-describedby={blocker(booking, 'pending') === 'would_expire' ? hintId : undefined}
            value={target}
            onChange={(event) => setChosen(event.target.value as BookingStatus)}
          >
            {BOOKING_STATUSES.filter((status) => blocker(booking, status) !== 'same_status').map((status) => (
              <option key={status} value={status} disabled={blocker(booking, status) !== null}>
                {BOOKING_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
          {blocker(booking, 'pending') === 'would_expire' && (
            <p id={hintId} className="text-sm text-zinc-600">
              {T.pendingNotOffered} {BOOKING_TEXTS.adminPendingWouldExpire}
            </p>
          )}
        </div>
      )}
    </ReasonDialog>
  );
}
