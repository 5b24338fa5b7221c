import { useQueryClient } from '@tanstack/react-query';
import { CalendarClockIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { localDateTime, type NewTimeStep } from '../../../../shared/booking-lifecycle';
import { type Actor, mayChangeBookingTime } from '../../../../shared/policies';
import {
  type BookingDetail,
  type BookingResponse,
  NEW_TIME_TEXTS,
  type ProposeNewTimeBody,
  proposeNewTimeSchema,
} from '../../../../shared/schemas/bookings';
import { Button } from '../../../components/ui/button';
import { Form, FormAlert, FormField, FormSubmit, useZodForm } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useAuth } from '../../auth';
import { refreshBookings, useNewTimeStep } from '../api/bookings-api';
import { shootTimeLine, timeZoneCity } from '../lib/booking-time';
import { BOOKINGS_UI_TEXTS } from '../lib/bookings-ui-texts';
import { OverlapWarning } from './booking-action-form';
import { Optional } from './optional-label';
import { ShootTimeFields } from './shoot-time-fields';

// Moving an accepted booking to a new time (docs/product.md, Moving a booking): the open
// proposal with its answers, or 'Propose a new time' and its form. Which steps are offered
// is the shared rule's (mayChangeBookingTime); the server decides again.

/** The booking as the shared rule reads it. */
function factsOf(booking: BookingDetail) {
  return {
    ...booking,
    clientId: booking.client.userId,
    professionalId: booking.professional.userId,
    proposal: booking.proposal
      ? {
          by: booking.proposal.by,
          shootDate: booking.proposal.shootDate,
          startTime: booking.proposal.startTime,
        }
      : null,
  };
}

/**
 * A step's toasts, as a booking move's: its message, or 'Failed to …' with the server's
 * reason; a step on a booking that has moved on (409) shows the booking as it now is.
 */
function useStep(booking: BookingDetail, onDone: () => void) {
  const queryClient = useQueryClient();
  const step = useNewTimeStep(booking.id);
  const succeeded = (answer: BookingResponse) => {
    toast.success(answer.message);
    if (answer.overlapping?.length) {
      toast.warning(BOOKINGS_UI_TEXTS.overlapTitle, {
        description: answer.overlapping.map((other) => other.title).join(', '),
      });
    }
    onDone();
  };
  const failed = (title: string, error: { message: string; code?: string }) => {
    toast.error(title, { description: error.message });
    if (error.code === 'CONFLICT') {
      void refreshBookings(queryClient);
      onDone();
    }
  };
  return { step, succeeded, failed };
}

/** Whether I may propose a new time for the booking now (the shared rule; the server decides again). */
export function mayProposeNewTime(user: Actor, booking: BookingDetail): boolean {
  return mayChangeBookingTime(user, factsOf(booking), 'propose', new Date()).allowed;
}

/**
 * 'Propose a new time': date, start time and length in the booking's zone, a new place if
 * the shoot moves too, and a note.
 */
export function ProposeForm({
  booking,
  onClose,
  onDone,
}: {
  booking: BookingDetail;
  onClose: () => void;
  onDone: () => void;
}) {
  const { step, succeeded, failed } = useStep(booking, onDone);
  const form = useZodForm(proposeNewTimeSchema, {
    defaultValues: {
      shootDate: booking.shootDate,
      startTime: booking.startTime ?? '',
      durationHours: booking.durationHours === null ? '' : String(booking.durationHours),
      location: '',
      note: '',
    },
  });
  const dateInput = useRef<HTMLFormElement>(null);
  useEffect(() => {
    dateInput.current?.querySelector<HTMLInputElement>('input[name="shootDate"]')?.focus();
  }, []);
  const today = localDateTime(booking.timeZone, new Date()).date;
  return (
    <Form
      ref={dateInput}
      form={form}
      aria-label={NEW_TIME_TEXTS.propose}
      className="grid gap-4 rounded-card border border-zinc-200 bg-canvas p-4"
      onSubmit={async (body: ProposeNewTimeBody) =>
        succeeded(await step.mutateAsync({ step: 'propose', body }))
      }
      onFailure={(failure) => failed(NEW_TIME_TEXTS.proposeFailed, failure)}
    >
      <div className="grid gap-1">
        <h4 className="font-semibold">{NEW_TIME_TEXTS.propose}</h4>
        <p className="text-sm text-zinc-600">
          {BOOKINGS_UI_TEXTS.proposeHint(
            `${timeZoneCity(booking.timeZone)} time`,
            booking.counterpart.displayName,
          )}
        </p>
      </div>
      <FormAlert />
      <ShootTimeFields control={form.control} today={today} />
      <FormField
        control={form.control}
        name="location"
        label={<Optional>{BOOKINGS_UI_TEXTS.proposalPlace}</Optional>}
        description={BOOKINGS_UI_TEXTS.proposalPlaceHint(booking.location)}
        render={(field) => <Input autoComplete="off" {...field} />}
      />
      <FormField
        control={form.control}
        name="note"
        label={<Optional>{BOOKINGS_UI_TEXTS.proposalNote}</Optional>}
        description={BOOKINGS_UI_TEXTS.proposalNoteHint}
        render={(field) => <Textarea rows={3} {...field} />}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {BOOKINGS_UI_TEXTS.close}
        </Button>
        <FormSubmit>{BOOKINGS_UI_TEXTS.sendProposal}</FormSubmit>
      </div>
    </Form>
  );
}

/** The open proposal: the times side by side, the note, and the steps my side may take. */
export function ProposalCard({ booking, onDone }: { booking: BookingDetail; onDone: () => void }) {
  const { user } = useAuth();
  const proposal = booking.proposal!;
  const facts = factsOf(booking);
  const allows = (chosen: NewTimeStep) => mayChangeBookingTime(user, facts, chosen, new Date()).allowed;
  const mine = proposal.by === booking.myRole;
  // By name, as an administrator (neither party) reads it too.
  const proposer = proposal.by === 'client' ? booking.client : booking.professional;
  const headingId = useId();
  const { step, succeeded, failed } = useStep(booking, onDone);
  const [pending, setPending] = useState<NewTimeStep | null>(null);
  async function take(chosen: Exclude<NewTimeStep, 'propose'>) {
    setPending(chosen);
    try {
      succeeded(
        await step.mutateAsync(
          chosen === 'withdraw'
            ? { step: 'withdraw' }
            : { step: 'answer', body: { answer: chosen, proposedAt: proposal.at } },
        ),
      );
    } catch (error) {
      const title = chosen === 'withdraw' ? NEW_TIME_TEXTS.withdrawFailed : NEW_TIME_TEXTS.answerFailed;
      failed(title, { message: errorMessage(error), code: isApiError(error) ? error.code : undefined });
    } finally {
      setPending(null);
    }
  }
  const button = (chosen: Exclude<NewTimeStep, 'propose'>, label: string, primary = false) =>
    allows(chosen) && (
      <Button
        variant={primary ? 'default' : 'outline'}
        disabled={pending !== null}
        onClick={() => void take(chosen)}
      >
        {pending === chosen && <Spinner />}
        {label}
      </Button>
    );
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-card border border-blue-200 bg-canvas p-4"
    >
      <div className="grid gap-1">
        <h4 id={headingId} className="flex items-center gap-2 font-semibold">
          <CalendarClockIcon aria-hidden="true" className="size-4 shrink-0 text-blue-700" />
          {mine ? BOOKINGS_UI_TEXTS.yourProposal : BOOKINGS_UI_TEXTS.theirProposal(proposer.displayName)}
        </h4>
        <p className="text-sm text-zinc-600">
          {mine
            ? BOOKINGS_UI_TEXTS.waitingFor(booking.counterpart.displayName)
            : booking.myRole
              ? BOOKINGS_UI_TEXTS.theirProposalHint(proposal.location !== null)
              : BOOKINGS_UI_TEXTS.proposalForAdmin}
        </p>
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-4">
        <dt className="text-zinc-600">{BOOKINGS_UI_TEXTS.nowLabel}</dt>
        <dd className="text-zinc-700 max-sm:-mt-2">
          {shootTimeLine(booking, booking.timeZone)}
          {/* The place only beside a new one: otherwise it stays as it is. */}
          {proposal.location && booking.location && (
            <span className="block [overflow-wrap:anywhere]">
              {BOOKINGS_UI_TEXTS.inPlace(booking.location)}
            </span>
          )}
        </dd>
        <dt className="text-zinc-600">{BOOKINGS_UI_TEXTS.proposedLabel}</dt>
        <dd className="font-semibold max-sm:-mt-2">
          {shootTimeLine(proposal, booking.timeZone)}
          {proposal.location && (
            <span className="block [overflow-wrap:anywhere]">
              {BOOKINGS_UI_TEXTS.inPlace(proposal.location)}
            </span>
          )}
        </dd>
        {proposal.note && (
          <>
            <dt className="text-zinc-600">
              {mine ? BOOKINGS_UI_TEXTS.proposalNote : BOOKINGS_UI_TEXTS.theyWrote}
            </dt>
            <dd className="whitespace-pre-line [overflow-wrap:anywhere] max-sm:-mt-2">{proposal.note}</dd>
          </>
        )}
      </dl>
      {!mine && <OverlapWarning overlapping={booking.overlapping} />}
      {/* An administrator, neither party, reads the proposal without a step to take. */}
      {(mine ? allows('withdraw') : allows('accept') || allows('decline')) && (
        <div className="flex flex-wrap gap-2">
          {mine ? (
            button('withdraw', BOOKINGS_UI_TEXTS.withdrawProposal)
          ) : (
            <>
              {button('accept', BOOKINGS_UI_TEXTS.acceptNewTime, true)}
              {button('decline', BOOKINGS_UI_TEXTS.keepCurrentTime)}
            </>
          )}
        </div>
      )}
    </section>
  );
}
