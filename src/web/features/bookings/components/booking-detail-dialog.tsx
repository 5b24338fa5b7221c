import { CalendarClockIcon, CalendarPlusIcon, MessageSquareIcon, RotateCwIcon } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { requestDeadlineText } from '../../../../shared/booking-format';
import {
  allowedBookingActions,
  type BookingTransition,
  expiryDue,
  FINAL_BOOKING_STATUSES,
  type MemberBookingAction,
} from '../../../../shared/booking-lifecycle';
import { calendarBlocker, mayContact, mayMoveBooking, mayRequestBookings } from '../../../../shared/policies';
import {
  BOOKING_EXPIRED_TEXT,
  BOOKING_TEXTS,
  type BookingDetail,
  NEW_TIME_TEXTS,
} from '../../../../shared/schemas/bookings';
import { MemberAvatar } from '../../../components/member-avatar';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format-date';
import { formatDollars } from '../../../lib/format-number';
import { useAuth } from '../../auth';
import { conversationPath } from '../../messaging';
import { BookingReviewView, ReviewForm } from '../../reviews';
import { calendarFileUrl, useBooking } from '../api/bookings-api';
import { durationText, shootLongDate, shootTimeText, timeZoneOption } from '../lib/booking-time';
import { ACTION_LABELS, BOOKINGS_UI_TEXTS, statusExplanation } from '../lib/bookings-ui-texts';
import { BookAgain } from './book-again';
import { BookingActionForm, CompleteButton, OverlapWarning } from './booking-action-form';
import { BookingStatusBadge } from './booking-status-badge';
import { BookingTimeline } from './booking-timeline';
import { mayProposeNewTime, ProposalCard, ProposeForm } from './new-time';

/**
 * A booking's detail in a dialog (docs/product.md, Booking history): it leads with what to
 * do next (only the moves the shared table allows me now, and the review), then every
 * field, then the history as a timeline.
 */
export function BookingDetailDialog({
  bookingId,
  onClose,
}: {
  bookingId: string | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={bookingId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        {bookingId && <BookingDetailContent bookingId={bookingId} />}
      </DialogContent>
    </Dialog>
  );
}

function BookingDetailContent({ bookingId }: { bookingId: string }) {
  const query = useBooking(bookingId);

  if (query.isPending) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>{BOOKINGS_UI_TEXTS.loadingOne}</DialogTitle>
          <DialogDescription className="sr-only">{BOOKINGS_UI_TEXTS.loadingOne}</DialogDescription>
        </DialogHeader>
        <div role="status" aria-label={BOOKINGS_UI_TEXTS.loadingOne} className="grid gap-3">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      </>
    );
  }

  if (query.isError) {
    const gone = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    return (
      <>
        <DialogHeader>
          <DialogTitle>{gone ? BOOKING_TEXTS.notFound : BOOKING_TEXTS.loadFailed}</DialogTitle>
          <DialogDescription>
            {gone ? BOOKINGS_UI_TEXTS.notFound : errorMessage(query.error)}
          </DialogDescription>
        </DialogHeader>
        {!gone && (
          <Button variant="outline" className="w-fit" onClick={() => void query.refetch()}>
            <RotateCwIcon aria-hidden="true" />
            {BOOKINGS_UI_TEXTS.tryAgain}
          </Button>
        )}
      </>
    );
  }

  return <BookingDetailView booking={query.data} />;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-0.5">
      <dt className="text-sm text-zinc-600">{label}</dt>
      <dd className="font-medium [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** An open request's own deadline, in the shoot's zone as its email gives it: the rule made concrete. */
function deadlineText(booking: BookingDetail): string {
  const when = requestDeadlineText(booking);
  return booking.myRole === 'professional'
    ? BOOKINGS_UI_TEXTS.answerThisBy(when)
    : BOOKINGS_UI_TEXTS.thisExpiresOn(when);
}

function BookingDetailView({ booking }: { booking: BookingDetail }) {
  // The email after completion and the dashboard link here with review=1: the review form
  // (the client's) or the answer (the professional's) takes the focus.
  const [params] = useSearchParams();
  const reviewRequested = params.get('review') === '1';
  const [acting, setActing] = useState<MemberBookingAction | null>(null);
  // A move's form takes the focus to its first field; closed, it gives the focus back to
  // the button that opened it, or, once the move is made and that button is gone, to the
  // "What next" heading (never to the dialog's top).
  const actionButtons = useRef(new Map<MemberBookingAction, HTMLButtonElement>());
  const actionForm = useRef<HTMLDivElement>(null);
  const nextHeading = useRef<HTMLHeadingElement>(null);
  const lastActing = useRef<MemberBookingAction | null>(null);
  useEffect(() => {
    const previous = lastActing.current;
    lastActing.current = acting;
    if (acting) {
      actionForm.current?.querySelector<HTMLElement>('input, textarea, select')?.focus();
    } else if (previous) {
      const opener = actionButtons.current.get(previous);
      (opener?.isConnected ? opener : nextHeading.current)?.focus();
    }
  }, [acting]);
  // 'Propose a new time' opens its form in place; closed, the focus goes back to the
  // button, or, once the proposal is made, to the "What next" heading above its card.
  const [proposing, setProposing] = useState(false);
  const proposeButton = useRef<HTMLButtonElement>(null);
  const proposeDone = useRef(false);
  const wasProposing = useRef(false);
  useEffect(() => {
    if (wasProposing.current && !proposing) {
      (proposeDone.current ? nextHeading.current : proposeButton.current)?.focus();
      proposeDone.current = false;
    }
    wasProposing.current = proposing;
  }, [proposing]);
  const nextId = useId();
  const historyId = useId();
  const reviewId = useId();
  const reviewHeading = useRef<HTMLHeadingElement>(null);
  // A posted review or answer takes its form away: the focus goes to the review as posted
  // once the booking read again shows it, not to the top of the dialog.
  const [focusReviewOn, setFocusReviewOn] = useState<'review' | 'answer' | null>(null);
  useEffect(() => {
    if (focusReviewOn === null || !booking.review) return;
    if (focusReviewOn === 'answer' && !booking.review.answer) return;
    reviewHeading.current?.focus();
    setFocusReviewOn(null);
  }, [focusReviewOn, booking.review]);
  const { user } = useAuth();
  // My side decides my moves; someone who is neither party (an administrator) has none
  // here; the shared rule drops what my standing does not allow (a suspended professional
  // does not accept).
  const now = new Date();
  const subject = {
    ...booking,
    clientId: booking.client.userId,
    professionalId: booking.professional.userId,
  };
  const sideMoves = booking.myRole ? allowedBookingActions(booking, booking.myRole, now) : [];
  const moves = sideMoves.filter((move) => mayMoveBooking(user, subject, move.action, now).allowed);
  const mayPropose = mayProposeNewTime(user, booking);
  const acceptWithheld =
    sideMoves.some((move) => move.action === 'accept') && !moves.some((move) => move.action === 'accept');
  const chosen: BookingTransition | undefined = moves.find((move) => move.action === acting);
  // A request past its time is expired by a job within minutes; until then it reads as
  // what it is already (nobody can answer or cancel it), not as waiting for an answer.
  const overdue = expiryDue(subject, now);
  const showOverlap =
    booking.myRole === 'professional' && booking.status === 'pending' && !chosen && !overdue;
  // The client of a booking that is over may ask the professional again (the server
  // decides whether they can be booked now, as on their profile).
  const mayBookAgain =
    booking.myRole === 'client' &&
    FINAL_BOOKING_STATUSES.includes(booking.status) &&
    mayRequestBookings(user).allowed;
  // The other party, a message away. Whether they can receive it now (suspended, or a
  // block) is theirs to keep: the thread says so, as it does from their profile.
  const mayWriteToCounterpart =
    booking.myRole !== null &&
    mayContact(user, { userId: booking.counterpart.userId, isSuspended: false }).allowed;

  return (
    <>
      <DialogHeader>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <DialogTitle className="[overflow-wrap:anywhere]">{booking.title}</DialogTitle>
          <BookingStatusBadge booking={booking} />
        </div>
        <div className="flex items-center gap-3 pt-1">
          <DialogDescription asChild>
            <div className="flex min-w-0 items-center gap-3">
              <MemberAvatar member={booking.counterpart} className="size-9" />
              <span>
                {booking.myRole === null ? (
                  // An administrator is neither party: both are named.
                  <>
                    {BOOKINGS_UI_TEXTS.client}:{' '}
                    <span className="font-semibold text-ink">{booking.client.displayName}</span>
                    {' · '}
                    {BOOKINGS_UI_TEXTS.professional}:{' '}
                    <span className="font-semibold text-ink">{booking.professional.displayName}</span>
                  </>
                ) : (
                  <>
                    {booking.myRole === 'client' ? BOOKINGS_UI_TEXTS.professional : BOOKINGS_UI_TEXTS.client}:{' '}
                    <span className="font-semibold text-ink">{booking.counterpart.displayName}</span>
                  </>
                )}
                <span className="block text-xs">
                  {BOOKINGS_UI_TEXTS.requestedOn(formatLongDate(booking.createdAt))}
                </span>
              </span>
            </div>
          </DialogDescription>
          {mayWriteToCounterpart && (
            // On a phone an icon, as Messages is in the top bar: the name keeps the row.
            <Button
              asChild
              variant="outline"
              size="sm"
              className="ml-auto shrink-0 max-sm:size-11 max-sm:px-0"
            >
              <Link to={conversationPath(booking.counterpart.userId)}>
                <MessageSquareIcon aria-hidden="true" />
                <span className="max-sm:sr-only">{BOOKINGS_UI_TEXTS.message}</span>
                <span className="sr-only"> {booking.counterpart.displayName}</span>
              </Link>
            </Button>
          )}
        </div>
      </DialogHeader>

      <section aria-labelledby={nextId} className="grid gap-3 rounded-card bg-zinc-50 p-4">
        <h3 id={nextId} ref={nextHeading} tabIndex={-1} className="font-semibold outline-none">
          {BOOKINGS_UI_TEXTS.whatNext}
        </h3>
        <p className="text-sm text-zinc-700">
          {overdue
            ? BOOKING_EXPIRED_TEXT
            : mayPropose
              ? BOOKINGS_UI_TEXTS.acceptedMayMove
              : statusExplanation(booking.status, booking.myRole)}
          {booking.status === 'pending' && !overdue && booking.myRole !== null && ` ${deadlineText(booking)}`}
          {booking.canReview && ` ${BOOKINGS_UI_TEXTS.reviewInvite}`}
          {booking.canAnswerReview && ` ${BOOKINGS_UI_TEXTS.answerInvite}`}
        </p>
        {acceptWithheld && <p className="text-sm text-zinc-700">{BOOKING_TEXTS.suspendedAccept}</p>}
        {showOverlap && <OverlapWarning overlapping={booking.overlapping} />}
        {booking.proposal && !chosen && (
          <ProposalCard booking={booking} onDone={() => nextHeading.current?.focus()} />
        )}
        {(moves.length > 0 || mayPropose) && !chosen && !proposing && (
          <div className="flex flex-wrap gap-2">
            {/* The gentler change first: a new time before a cancel. */}
            {mayPropose && (
              <Button ref={proposeButton} variant="outline" onClick={() => setProposing(true)}>
                <CalendarClockIcon aria-hidden="true" />
                {NEW_TIME_TEXTS.propose}
              </Button>
            )}
            {moves.map((move) =>
              move.action === 'complete' ? (
                <CompleteButton key={move.action} booking={booking} />
              ) : (
                <Button
                  key={move.action}
                  ref={(button) => {
                    const action = move.action as MemberBookingAction;
                    if (button) actionButtons.current.set(action, button);
                    else actionButtons.current.delete(action);
                  }}
                  variant={move.action === 'accept' ? 'default' : 'outline'}
                  onClick={() => setActing(move.action as MemberBookingAction)}
                >
                  {ACTION_LABELS[move.action as MemberBookingAction]}
                </Button>
              ),
            )}
          </div>
        )}
        {proposing && mayPropose && !chosen && (
          <ProposeForm
            booking={booking}
            onClose={() => setProposing(false)}
            onDone={() => {
              proposeDone.current = true;
              setProposing(false);
            }}
          />
        )}
        {chosen && (
          <div ref={actionForm}>
            <BookingActionForm booking={booking} transition={chosen} onDone={() => setActing(null)} />
          </div>
        )}
        {/* The server's rule: an accepted booking, for its two parties (not an administrator). */}
        {calendarBlocker(booking.myRole, booking.status) === null && (
          <Button asChild variant="outline" className="w-fit">
            <a href={calendarFileUrl(booking.id)} download>
              <CalendarPlusIcon aria-hidden="true" />
              {BOOKING_TEXTS.addToCalendar}
            </a>
          </Button>
        )}
        {mayBookAgain && <BookAgain booking={booking} />}
        {booking.canReview && (
          <ReviewForm
            bookingId={booking.id}
            professionalName={booking.counterpart.displayName}
            focusOnOpen={reviewRequested}
            onPosted={() => setFocusReviewOn('review')}
          />
        )}
      </section>

      {booking.review && (
        <section aria-labelledby={reviewId} className="grid gap-2">
          <h3 id={reviewId} ref={reviewHeading} tabIndex={-1} className="font-semibold outline-none">
            {booking.myRole === 'client' ? BOOKINGS_UI_TEXTS.reviewTitle : BOOKINGS_UI_TEXTS.reviewedTitle}
          </h3>
          <BookingReviewView
            review={booking.review}
            bookingId={booking.id}
            professionalName={booking.professional.displayName}
            canAnswer={booking.canAnswerReview}
            focusAnswerOnOpen={reviewRequested}
            onAnswered={() => setFocusReviewOn('answer')}
          />
        </section>
      )}

      <section className="grid gap-3">
        <h3 className="sr-only">{BOOKINGS_UI_TEXTS.details}</h3>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact label={BOOKINGS_UI_TEXTS.date}>{shootLongDate(booking.shootDate)}</Fact>
          <Fact label={BOOKINGS_UI_TEXTS.time}>
            {shootTimeText(booking.startTime, booking.timeZone)}
            {booking.timeZone.includes('/') && (
              <span className="block font-normal text-sm text-zinc-600">
                {timeZoneOption(booking.timeZone)}
              </span>
            )}
          </Fact>
          {booking.durationHours !== null && (
            <Fact label={BOOKINGS_UI_TEXTS.durationLabel}>{durationText(booking.durationHours)}</Fact>
          )}
          {booking.location && <Fact label={BOOKINGS_UI_TEXTS.location}>{booking.location}</Fact>}
          <Fact label={BOOKINGS_UI_TEXTS.rateOfferedLabel}>
            {booking.rateOffered !== null
              ? formatDollars(booking.rateOffered)
              : BOOKINGS_UI_TEXTS.rateNegotiable}
          </Fact>
          {booking.rateAccepted !== null && (
            <Fact label={BOOKINGS_UI_TEXTS.rateAccepted}>{formatDollars(booking.rateAccepted)}</Fact>
          )}
        </dl>
        {(booking.description || booking.notes || booking.cancelReason) && (
          <dl className="grid gap-4">
            {booking.description && (
              <Fact label={BOOKINGS_UI_TEXTS.description}>
                <span className="whitespace-pre-line font-normal">{booking.description}</span>
              </Fact>
            )}
            {booking.notes && (
              <Fact label={BOOKINGS_UI_TEXTS.notes}>
                <span className="whitespace-pre-line font-normal">{booking.notes}</span>
              </Fact>
            )}
            {booking.cancelReason && (
              <Fact label={BOOKINGS_UI_TEXTS.cancelReason}>
                <span className="whitespace-pre-line font-normal">{booking.cancelReason}</span>
              </Fact>
            )}
          </dl>
        )}
      </section>

      <section aria-labelledby={historyId} className="grid gap-3">
        <h3 id={historyId} className="font-semibold">
          {BOOKINGS_UI_TEXTS.history}
        </h3>
        <BookingTimeline history={booking.history} timeZone={booking.timeZone} labelledBy={historyId} />
      </section>
    </>
  );
}
