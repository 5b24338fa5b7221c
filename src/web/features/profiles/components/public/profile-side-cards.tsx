import {
  CalendarCheckIcon,
  ClockIcon,
  LockIcon,
  MailIcon,
  MessageSquareIcon,
  MessageSquareReplyIcon,
  PhoneIcon,
} from 'lucide-react';
import { type ComponentProps, lazy, Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { keepsProfessionalDetails } from '../../../../../shared/enums';
import { offersBooking, offersConnect } from '../../../../../shared/policies';
import { answerTimeText, type Profile, requestsAnsweredText } from '../../../../../shared/schemas/profiles';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { signInPath, useAuth } from '../../../auth';
import type { CreateBookingDialog as CreateBookingDialogType } from '../../../bookings';
import { type ContactAction, contactOutcome } from '../../lib/contact-rules';
import { rateLines } from '../../lib/profile-format';
import { PROFILE_UI_TEXTS } from '../../lib/profile-texts';

type BookNowDialogProps = Omit<ComponentProps<typeof CreateBookingDialogType>, 'onCreated'> & {
  /** Called with the address of the booking once the request is sent. */
  onSent: (path: string) => void;
};

// The booking form (its fields, schema and date handling) loads when Book Now first opens
// it: a visitor reading the profile does not pay for it (docs/decisions/0022). Nothing of
// the bookings feature is imported statically here, not even the booking's address, or
// the whole feature would load with the page.
const BookNowDialog = lazy(async () => {
  const { CreateBookingDialog, bookingPath } = await import('../../../bookings');
  return {
    default: ({ onSent, ...props }: BookNowDialogProps) => (
      <CreateBookingDialog {...props} onCreated={(created) => onSent(bookingPath(created.id))} />
    ),
  };
});

/**
 * 'Get in Touch': Connect and Book Now, only while the professional is available. Connect
 * opens the conversation with them in the dashboard, ready for the first message; Book Now
 * opens the 'Create New Booking' form with them chosen, and once sent shows the request in
 * the dashboard.
 */
export function GetInTouchCard({ profile }: { profile: Profile }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [booking, setBooking] = useState(false);
  const [bookingOpened, setBookingOpened] = useState(false);
  const noteId = useId();

  function act(action: ContactAction) {
    const outcome = contactOutcome(action, user, profile);
    if (outcome.kind === 'sign-in') {
      toast.error(outcome.message);
      navigate(signInPath(`/profile/${profile.userId}`));
    } else if (outcome.kind === 'refused') {
      toast.error(outcome.message);
    } else if (outcome.kind === 'open') {
      navigate(outcome.path);
    } else {
      setBookingOpened(true);
      setBooking(true);
    }
  }

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          Get in Touch
        </CardTitle>
        <CardDescription>{getInTouchText(profile)}</CardDescription>
      </CardHeader>
      {offersConnect(profile) && (
        <CardContent className="grid gap-2">
          <Button onClick={() => act('connect')}>
            <MessageSquareIcon aria-hidden="true" />
            Connect
          </Button>
          {offersBooking(profile) && (
            <>
              <Button variant="dark" aria-describedby={noteId} onClick={() => act('book')}>
                <CalendarCheckIcon aria-hidden="true" />
                Book Now
              </Button>
              <p id={noteId} className="flex items-start gap-2 pt-1 text-sm text-zinc-600">
                <ClockIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {PROFILE_UI_TEXTS.bookingNote}
              </p>
              <RequestAnswers answers={profile.requestAnswers} />
            </>
          )}
          {bookingOpened && (
            <Suspense fallback={null}>
              <BookNowDialog
                open={booking}
                onOpenChange={setBooking}
                professional={{
                  userId: profile.userId,
                  displayName: profile.displayName,
                  avatar: profile.avatar,
                  requestAnswers: profile.requestAnswers,
                }}
                onSent={(path) => navigate(path)}
              />
            </Suspense>
          )}
        </CardContent>
      )}
    </Card>
  );
}

/**
 * How the professional answers requests (docs/product.md, Public profile page), once
 * enough of them say something: the usual time, and how many of the last were answered.
 */
function RequestAnswers({ answers }: { answers: Profile['requestAnswers'] }) {
  if (!answers) return null;
  return (
    <p className="flex items-start gap-2 text-sm text-zinc-600">
      <MessageSquareReplyIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {answers.medianMinutes !== null && (
          <span className="block font-medium text-ink">{answerTimeText(answers.medianMinutes)}</span>
        )}
        <span className="block">{requestsAnsweredText(answers.answered, answers.requests)}</span>
      </span>
    </p>
  );
}

function getInTouchText(profile: Profile): string {
  if (profile.isSuspended) return PROFILE_UI_TEXTS.suspendedNote(profile.displayName);
  if (!keepsProfessionalDetails(profile.role)) return PROFILE_UI_TEXTS.clientNote(profile.displayName);
  return profile.isAvailable
    ? `${profile.displayName} is taking on new work.`
    : `${profile.displayName} is not taking on new work right now.`;
}

/** Rates: '$X/day' and/or '$X/hour', else 'Rate negotiable'. */
export function RatesCard({ profile }: { profile: Profile }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          Rates
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-1">
          {rateLines(profile).map((line) => (
            <li key={line} className="font-display font-semibold text-2xl tracking-tight">
              {line}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/**
 * Contact Information. The server sends email and phone only to the owner and admins
 * (docs/product.md, Private contact fields), so their presence decides what is shown.
 */
export function ContactCard({ profile }: { profile: Profile }) {
  const visible = profile.email !== undefined;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          Contact Information
        </CardTitle>
      </CardHeader>
      <CardContent>
        {visible ? (
          <div className="grid gap-3">
            <p className="flex min-w-0 items-center gap-2">
              <MailIcon aria-hidden="true" className="size-4 shrink-0 text-zinc-600" />
              <span className="sr-only">Email: </span>
              <a
                href={`mailto:${profile.email}`}
                className="min-w-0 rounded-[4px] text-coral-700 underline-offset-4 [overflow-wrap:anywhere] hover:underline"
              >
                {profile.email}
              </a>
            </p>
            <p className="flex items-center gap-2">
              <PhoneIcon aria-hidden="true" className="size-4 shrink-0 text-zinc-600" />
              <span className="sr-only">Phone: </span>
              {profile.phone ? profile.phone : <span className="text-zinc-600">No phone number added</span>}
            </p>
            <p className="text-sm text-zinc-600">
              Only the profile owner and administrators see these details.
            </p>
          </div>
        ) : (
          <div className="flex gap-3">
            <LockIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-zinc-600" />
            <div className="grid gap-1">
              <p className="font-medium">{PROFILE_UI_TEXTS.contactPrivate}</p>
              <p className="text-sm text-zinc-600">{PROFILE_UI_TEXTS.useConnect}</p>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
