import { useQueryClient } from '@tanstack/react-query';
import { CircleCheckIcon, TriangleAlertIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { toast } from 'sonner';
import type { BookingTransition, MemberBookingAction } from '../../../../shared/booking-lifecycle';
import {
  acceptBookingSchema,
  BOOKING_TEXTS,
  type BookingDetail,
  type BookingMoveFields,
  type BookingOverlap,
  bookingActionFailedText,
  bookingStatusChangedText,
  cancelBookingSchema,
  declineBookingSchema,
} from '../../../../shared/schemas/bookings';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Form,
  FormAlert,
  FormField,
  FormSubmit,
  type ServerFailure,
  useZodForm,
} from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { refreshBookings, useBookingAction } from '../api/bookings-api';
import { shootListDate, shootTimeText } from '../lib/booking-time';
import { ACTION_LABELS, BOOKINGS_UI_TEXTS } from '../lib/bookings-ui-texts';
import { Optional } from './optional-label';

/** The professional's accepted bookings at the same time: a warning, not a refusal. */
export function OverlapWarning({ overlapping }: { overlapping: BookingOverlap[] }) {
  if (overlapping.length === 0) return null;
  return (
    <Alert variant="warning" role="status">
      <TriangleAlertIcon aria-hidden="true" />
      <AlertTitle>{BOOKINGS_UI_TEXTS.overlapTitle}</AlertTitle>
      <AlertDescription className="grid gap-2">
        <ul className="grid gap-1">
          {overlapping.map((other) => (
            <li key={other.id} className="[overflow-wrap:anywhere]">
              <span className="font-medium">{other.title}</span>: {shootListDate(other.shootDate)},{' '}
              {shootTimeText(other.startTime, other.timeZone)}
            </li>
          ))}
        </ul>
        <p>{BOOKINGS_UI_TEXTS.overlapBody}</p>
      </AlertDescription>
    </Alert>
  );
}

/** The reason becomes required when the move's rule says so (cancelling an accepted booking). */
const requiredReasonSchema = cancelBookingSchema.superRefine((values, context) => {
  if (!values.reason) {
    context.addIssue({ code: 'custom', path: ['reason'], message: BOOKING_TEXTS.reasonRequired });
  }
});

type MoveProps = { booking: BookingDetail; transition: BookingTransition; onDone: () => void };

/**
 * Sends a move and says how it went: 'Booking accepted successfully', or 'Failed to
 * accept booking' with the server's reason. A move on a booking that has moved on (someone
 * else was quicker: 409) shows the booking as it now is.
 */
function useMove(booking: BookingDetail, action: MemberBookingAction, onDone: () => void) {
  const queryClient = useQueryClient();
  const move = useBookingAction(booking.id);
  // The status the member chose the move on (when the form opened): if the booking moves
  // on meanwhile, even while the form is open, the server refuses the move (409) rather
  // than making it from the new status.
  const [seen] = useState(booking.status);
  return {
    submit: async (body: BookingMoveFields) => {
      const answer = await move.mutateAsync({ ...body, expectedStatus: seen });
      toast.success(bookingStatusChangedText(answer.booking.status));
      if (answer.overlapping?.length) {
        toast.warning(BOOKINGS_UI_TEXTS.overlapTitle, {
          description: answer.overlapping.map((other) => other.title).join(', '),
        });
      }
      onDone();
    },
    failed: <T extends FieldValues>(failure: ServerFailure<T>) => {
      toast.error(bookingActionFailedText(action), { description: failure.message });
      if (failure.code === 'CONFLICT') {
        void refreshBookings(queryClient);
        onDone();
      }
    },
  };
}

function MoveButtons({ action, onDone }: { action: MemberBookingAction; onDone: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onDone}>
        {BOOKINGS_UI_TEXTS.close}
      </Button>
      <FormSubmit variant={action === 'decline' || action === 'cancel' ? 'destructive' : 'default'}>
        {BOOKINGS_UI_TEXTS.confirm(action)}
      </FormSubmit>
    </div>
  );
}

const formClasses = 'grid gap-4 rounded-card border border-zinc-200 bg-canvas p-4';

function AcceptForm({ booking, onDone }: MoveProps) {
  const { submit, failed } = useMove(booking, 'accept', onDone);
  const form = useZodForm(acceptBookingSchema, {
    defaultValues: { action: 'accept' as const, counterRate: '', notes: '' },
  });
  return (
    <Form
      form={form}
      aria-label={ACTION_LABELS.accept}
      className={formClasses}
      onSubmit={submit}
      onFailure={failed}
    >
      <FormAlert />
      <OverlapWarning overlapping={booking.overlapping} />
      <FormField
        control={form.control}
        name="counterRate"
        label={<Optional>{BOOKINGS_UI_TEXTS.counterRate}</Optional>}
        description={BOOKINGS_UI_TEXTS.counterRateHint}
        render={(field) => <Input inputMode="decimal" placeholder="450.00" {...field} />}
      />
      <FormField
        control={form.control}
        name="notes"
        label={<Optional>{BOOKINGS_UI_TEXTS.notes}</Optional>}
        render={(field) => <Textarea rows={3} {...field} />}
      />
      <MoveButtons action="accept" onDone={onDone} />
    </Form>
  );
}

function DeclineForm({ booking, onDone }: MoveProps) {
  const { submit, failed } = useMove(booking, 'decline', onDone);
  const form = useZodForm(declineBookingSchema, { defaultValues: { action: 'decline' as const, notes: '' } });
  return (
    <Form
      form={form}
      aria-label={ACTION_LABELS.decline}
      className={formClasses}
      onSubmit={submit}
      onFailure={failed}
    >
      <FormAlert />
      <FormField
        control={form.control}
        name="notes"
        label={<Optional>{BOOKINGS_UI_TEXTS.notes}</Optional>}
        render={(field) => <Textarea rows={3} {...field} />}
      />
      <MoveButtons action="decline" onDone={onDone} />
    </Form>
  );
}

function CancelForm({ booking, transition, onDone }: MoveProps) {
  const { submit, failed } = useMove(booking, 'cancel', onDone);
  const required = transition.note === 'required';
  const form = useZodForm(required ? requiredReasonSchema : cancelBookingSchema, {
    defaultValues: { action: 'cancel' as const, reason: '' },
  });
  return (
    <Form
      form={form}
      aria-label={ACTION_LABELS.cancel}
      className={formClasses}
      onSubmit={submit}
      onFailure={failed}
    >
      <FormAlert />
      <FormField
        control={form.control}
        name="reason"
        label={<Optional required={required}>{BOOKINGS_UI_TEXTS.cancelReason}</Optional>}
        render={(field) => <Textarea rows={3} aria-required={required || undefined} {...field} />}
      />
      <MoveButtons action="cancel" onDone={onDone} />
    </Form>
  );
}

/**
 * 'Mark as Completed': nothing to add, so the button itself is the move (docs/product.md,
 * Booking lifecycle).
 */
export function CompleteButton({ booking }: { booking: BookingDetail }) {
  const { submit, failed } = useMove(booking, 'complete', () => {});
  const [pending, setPending] = useState(false);
  async function complete() {
    setPending(true);
    try {
      await submit({ action: 'complete' });
    } catch (error) {
      failed({ message: errorMessage(error), code: isApiError(error) ? error.code : 'INTERNAL', fields: [] });
    } finally {
      setPending(false);
    }
  }
  return (
    <Button disabled={pending} onClick={() => void complete()}>
      {pending ? <Spinner /> : <CircleCheckIcon aria-hidden="true" />}
      {ACTION_LABELS.complete}
    </Button>
  );
}

/**
 * One move of a booking (docs/product.md, Booking lifecycle), as the shared table
 * describes it: its note (optional, or required) and, on accept, the counter rate.
 */
export function BookingActionForm(props: MoveProps): ReactNode {
  switch (props.transition.action) {
    case 'accept':
      return <AcceptForm {...props} />;
    case 'decline':
      return <DeclineForm {...props} />;
    case 'cancel':
      return <CancelForm {...props} />;
    default:
      return null;
  }
}
