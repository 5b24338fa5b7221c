import { CalendarX2Icon, MessageSquareReplyIcon, SendIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { localDateTime } from '../../../../shared/booking-lifecycle';
import {
  BOOKING_TEXTS,
  type BookingDetail,
  bookingDetailsSchema,
  createBookingFormSchema,
  refuseSkippedTime,
} from '../../../../shared/schemas/bookings';
import type { MemberSummary } from '../../../../shared/schemas/messaging';
import { answerTimeText, type Profile } from '../../../../shared/schemas/profiles';
import { currentTimeZoneName } from '../../../../shared/time-zone-names';
import { z } from '../../../../shared/zod';
import { MemberAvatar } from '../../../components/member-avatar';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import {
  Form,
  FormAlert,
  FormController,
  FormField,
  type FormResult,
  FormSubmit,
  useZodForm,
} from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { browserTimeZone } from '../../../lib/browser-time-zone';
import { newUuid } from '../../../lib/new-uuid';
import { clearDraft, readDraft, saveDraft } from '../../../lib/session-drafts';
import { useAuth } from '../../auth';
import { type BookingRequest, useBookedOn, useCreateBooking } from '../api/bookings-api';
import { timeZoneChoices, timeZoneOption } from '../lib/booking-time';
import { BOOKINGS_UI_TEXTS } from '../lib/bookings-ui-texts';
import { Optional } from './optional-label';
import { ShootTimeFields } from './shoot-time-fields';

/** The form's fields, the professional's email aside: Book Now names them by id. */
const requestDetailsSchema = bookingDetailsSchema
  .extend({ professionalEmail: z.string().optional() })
  .superRefine(refuseSkippedTime);

const DRAFT_FIELDS = [
  'professionalEmail',
  'title',
  'shootDate',
  'startTime',
  'durationHours',
  'timeZone',
  'location',
  'rateOffered',
  'description',
] as const;
type DraftField = (typeof DRAFT_FIELDS)[number];

/** The text fields of a stored draft (anything else in it is dropped). */
function draftValues(stored: unknown): Partial<Record<DraftField, string>> {
  if (typeof stored !== 'object' || stored === null) return {};
  const values: Partial<Record<DraftField, string>> = {};
  for (const field of DRAFT_FIELDS) {
    const value = (stored as Record<string, unknown>)[field];
    if (typeof value !== 'string' || (field === 'timeZone' && !value)) continue;
    // A draft kept from before a zone's rename is offered under its current name.
    values[field] = field === 'timeZone' ? currentTimeZoneName(value) : value;
  }
  return values;
}

type SentRequest = { values: string; key: string };

function sentRequestOf(stored: unknown): SentRequest | null {
  const sent = typeof stored === 'object' && stored !== null ? (stored as { sent?: unknown }).sent : null;
  if (typeof sent !== 'object' || sent === null) return null;
  const { values, key } = sent as Record<string, unknown>;
  return typeof values === 'string' && typeof key === 'string' ? { values, key } : null;
}

/** What 'Book again' fills in from an earlier booking (everything but the date). */
export type BookingTemplate = Partial<Record<Exclude<DraftField, 'professionalEmail' | 'shootDate'>, string>>;

/**
 * The professional Book Now has already chosen (docs/product.md, Public profile page),
 * with how they answer requests when the profile shows it.
 */
export type ChosenProfessional = Pick<MemberSummary, 'userId' | 'displayName' | 'avatar'> & {
  requestAnswers?: Profile['requestAnswers'];
};

/**
 * 'Create New Booking' (docs/product.md, Requesting a booking), in a dialog: from the
 * dashboard, or from Book Now on a profile with the professional already chosen.
 */
export function CreateBookingDialog({
  open,
  onOpenChange,
  professional,
  template,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  professional?: ChosenProfessional;
  /** Starting values in place of a kept draft ('Book again'). */
  template?: BookingTemplate;
  onCreated?: (booking: BookingDetail) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-2xl"
        onOpenAutoFocus={(event) => {
          // Filled in from an earlier booking, the date is what is left to choose.
          const date = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLInputElement>(
            'input[name="shootDate"]',
          );
          if (!template || !date) return;
          event.preventDefault();
          date.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{BOOKING_TEXTS.createTitle}</DialogTitle>
          <DialogDescription>
            {professional
              ? BOOKINGS_UI_TEXTS.bookDescription(professional.displayName)
              : BOOKINGS_UI_TEXTS.createDescription}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted per opening, from the draft of what was typed and sent, if any. */}
        <CreateBookingForm
          professional={professional}
          template={template}
          onCancel={() => onOpenChange(false)}
          onCreated={(booking) => {
            onOpenChange(false);
            onCreated?.(booking);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function CreateBookingForm({
  professional,
  template,
  onCancel,
  onCreated,
}: {
  professional?: ChosenProfessional;
  template?: BookingTemplate;
  onCancel: () => void;
  onCreated: (booking: BookingDetail) => void;
}) {
  const create = useCreateBooking();
  const { user } = useAuth();
  const memberId = user?.id ?? '';
  // What was typed survives a stray Escape or click outside (and a reload): kept as a
  // draft per professional until the request is sent or Cancel is pressed.
  const draftKey = `booking-request:${professional?.userId ?? 'by-email'}`;
  const empty: Record<DraftField, string> = {
    professionalEmail: '',
    title: '',
    shootDate: '',
    startTime: '',
    durationHours: '',
    timeZone: browserTimeZone(),
    location: '',
    rateOffered: '',
    description: '',
  };
  const [draft] = useState(() => (memberId ? readDraft(draftKey, memberId) : null));
  const form = useZodForm(professional ? requestDetailsSchema : createBookingFormSchema, {
    defaultValues: { ...empty, ...(template ?? draftValues(draft)) },
  });
  // One key per request: sending the same values again (a double click, a retry after a
  // lost answer, also after closing and opening again) repeats the key, so the server
  // makes one booking. The key is kept with the draft.
  const sent = useRef<SentRequest | null>(sentRequestOf(draft));
  useEffect(() => {
    if (!memberId) return;
    const subscription = form.watch((values) =>
      saveDraft(draftKey, memberId, { ...values, sent: sent.current }),
    );
    return () => subscription.unsubscribe();
  }, [form, draftKey, memberId]);
  const [result, setResult] = useState<FormResult | null>(null);

  const [email, title, shootDate, timeZone] = useWatch({
    control: form.control,
    name: ['professionalEmail', 'title', 'shootDate', 'timeZone'],
  });
  const complete = Boolean((professional || email.trim()) && title.trim() && shootDate);
  const today = localDateTime(timeZone, new Date()).date;

  return (
    <Form
      form={form}
      aria-label={BOOKING_TEXTS.createTitle}
      className="grid gap-5"
      result={result}
      onResultChange={setResult}
      onSubmit={async (values) => {
        const { professionalEmail, ...details } = values;
        const input: BookingRequest = professional
          ? { ...details, professionalId: professional.userId }
          : { ...details, professionalEmail: professionalEmail ?? '' };
        const body = JSON.stringify(input);
        if (sent.current?.values !== body) {
          sent.current = { values: body, key: newUuid() };
          if (memberId) saveDraft(draftKey, memberId, { ...form.getValues(), sent: sent.current });
        }
        const { booking } = await create.mutateAsync({ input, idempotencyKey: sent.current.key });
        toast.success(BOOKING_TEXTS.created);
        if (memberId) clearDraft(draftKey, memberId);
        onCreated(booking);
      }}
      onFailure={(failure) => {
        if (failure.message === BOOKING_TEXTS.professionalNotFound) {
          form.setError(
            'professionalEmail',
            { type: 'server', message: failure.message },
            { shouldFocus: true },
          );
        } else if (failure.fields.length === 0) {
          setResult({ status: 'error', message: failure.message, code: failure.code });
        }
        toast.error(BOOKING_TEXTS.createFailed);
      }}
    >
      <FormAlert />

      {professional ? (
        <ChosenProfessionalCard professional={professional} />
      ) : (
        <FormField
          control={form.control}
          name="professionalEmail"
          label={BOOKINGS_UI_TEXTS.professionalEmail}
          description={BOOKINGS_UI_TEXTS.professionalEmailHint}
          render={(field) => (
            <Input
              type="email"
              inputMode="email"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="name@example.com"
              aria-required="true"
              {...field}
            />
          )}
        />
      )}

      <FormField
        control={form.control}
        name="title"
        label={BOOKINGS_UI_TEXTS.title}
        render={(field) => (
          <Input placeholder={BOOKINGS_UI_TEXTS.titlePlaceholder} aria-required="true" {...field} />
        )}
      />

      {/* The date row and, under it, the note that the professional is booked that day. */}
      <div className="grid">
        <ShootTimeFields control={form.control} today={today} />
        {professional && <BookedOnNote professional={professional} date={shootDate} />}
      </div>

      <FormController
        control={form.control}
        name="timeZone"
        label={BOOKINGS_UI_TEXTS.timeZone}
        description={BOOKINGS_UI_TEXTS.timeZoneHint}
        render={({ field, control }) => (
          <NativeSelect
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            {...control}
          >
            {timeZoneChoices(timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {timeZoneOption(zone)}
              </option>
            ))}
          </NativeSelect>
        )}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          control={form.control}
          name="location"
          label={<Optional>{BOOKINGS_UI_TEXTS.location}</Optional>}
          render={(field) => <Input autoComplete="off" {...field} />}
        />
        <FormField
          control={form.control}
          name="rateOffered"
          label={<Optional>{BOOKINGS_UI_TEXTS.rateOffered}</Optional>}
          render={(field) => <Input inputMode="decimal" placeholder="450.00" {...field} />}
        />
      </div>

      <FormField
        control={form.control}
        name="description"
        label={<Optional>{BOOKINGS_UI_TEXTS.description}</Optional>}
        render={(field) => <Textarea rows={3} {...field} />}
      />

      <DialogFooter>
        <Button
          variant="outline"
          onClick={() => {
            if (memberId) clearDraft(draftKey, memberId);
            onCancel();
          }}
        >
          {BOOKINGS_UI_TEXTS.cancel}
        </Button>
        <FormSubmit
          disabled={!complete}
          icon={<SendIcon aria-hidden="true" />}
          pendingLabel={BOOKINGS_UI_TEXTS.sending}
        >
          {BOOKINGS_UI_TEXTS.send}
        </FormSubmit>
      </DialogFooter>
    </Form>
  );
}

/**
 * Who the request goes to, when already chosen; with the time they usually take to
 * answer, as their profile shows it, so the client knows how long to expect to wait.
 */
export function ChosenProfessionalCard({ professional }: { professional: ChosenProfessional }) {
  const medianMinutes = professional.requestAnswers?.medianMinutes ?? null;
  return (
    <div className="grid gap-2">
      <p className="font-medium text-sm">{BOOKINGS_UI_TEXTS.professional}</p>
      <p className="flex items-center gap-3 rounded-button border border-zinc-200 bg-canvas p-3">
        <MemberAvatar member={professional} className="size-9" />
        <span className="min-w-0">
          <span className="block font-semibold [overflow-wrap:anywhere]">{professional.displayName}</span>
          {medianMinutes !== null && (
            <span className="flex items-start gap-1.5 text-sm text-zinc-600">
              <MessageSquareReplyIcon aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
              {answerTimeText(medianMinutes)}
            </span>
          )}
        </span>
      </p>
    </div>
  );
}

/**
 * Under the date: the chosen professional already has an accepted booking that day (what
 * discovery's 'Available on' leaves out). Said, not enforced: they may take another shoot.
 * A live region, so the note is read out when a date brings it.
 */
function BookedOnNote({ professional, date }: { professional: ChosenProfessional; date: string }) {
  const bookedOn = useBookedOn(professional.userId, date);
  return (
    <div aria-live="polite">
      {bookedOn.data?.booked && (
        <p className="mt-3 flex items-start gap-2 rounded-card bg-amber-50 px-3 py-2 text-amber-950 text-sm">
          <CalendarX2Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {BOOKINGS_UI_TEXTS.alreadyBookedOn(professional.displayName)}
        </p>
      )}
    </div>
  );
}
