import { CalendarPlusIcon, CopyIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadFailed } from '../../../components/load-failed';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useCalendarLink, useMakeCalendarLink, useTurnOffCalendarLink } from '../api/calendar-link-api';

export const CALENDAR_LINK_TEXTS = {
  title: 'Calendar',
  description: 'Your accepted bookings in the calendar app you use.',
  intro:
    'Subscribe from Google Calendar, Apple Calendar or Outlook: your accepted bookings appear there, with requests not answered yet as tentative, and stay up to date by themselves.',
  make: 'Get a calendar link',
  label: 'Your calendar link',
  hint: 'Anyone with this link can see your bookings, so keep it to yourself. In your calendar app, add a calendar from a URL (in Google Calendar: Other calendars, then From URL) and paste it.',
  copy: 'Copy link',
  copied: 'Calendar link copied',
  notCopied: 'The link could not be copied. Select it and copy it yourself.',
  renew: 'Make a new link',
  renewQuestion: 'Make a new calendar link?',
  renewExplained:
    'The link you have now stops working: calendars subscribed to it stop updating until you add the new one.',
  keep: 'Keep this link',
  turnOff: 'Turn off',
  turnOffQuestion: 'Turn off your calendar link?',
  turnOffExplained: 'Calendars subscribed to it stop updating. You can get a new link whenever you like.',
  loadFailed: 'Could not load your calendar link',
} as const;

const T = CALENDAR_LINK_TEXTS;

/**
 * My calendar link (docs/product.md, Calendar link): get one, copy it, replace it or turn
 * it off. Replacing and turning off ask first: a calendar subscribed to it stops updating.
 */
export function CalendarLinkSettings() {
  const link = useCalendarLink();
  const make = useMakeCalendarLink();
  const turnOff = useTurnOffCalendarLink();
  const [asking, setAsking] = useState<'renew' | 'turn-off' | null>(null);
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const makeRef = useRef<HTMLButtonElement>(null);
  // Where the keyboard goes once the link is there, or gone.
  const [focusNext, setFocusNext] = useState<'link' | 'make' | null>(null);
  const url = link.data?.url ?? null;

  useEffect(() => {
    if (focusNext === 'link' && url) inputRef.current?.focus();
    if (focusNext === 'make' && !url) makeRef.current?.focus();
    setFocusNext(null);
  }, [focusNext, url]);

  async function makeLink() {
    if (make.isPending) return;
    try {
      const { message } = await make.mutateAsync();
      toast.success(message);
      setFocusNext('link');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  async function endLink() {
    if (turnOff.isPending) return;
    try {
      const { message } = await turnOff.mutateAsync();
      toast.success(message);
      setFocusNext('make');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  async function copy(value: string) {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(T.copied);
    } catch {
      toast.error(T.notCopied);
      inputRef.current?.select();
    }
  }

  if (link.isPending) return <Skeleton className="h-20 w-full" />;
  if (link.isError && !link.data) {
    return <LoadFailed title={T.loadFailed} error={link.error} onRetry={() => void link.refetch()} />;
  }

  if (!url) {
    return (
      <div className="grid justify-items-start gap-4">
        <p className="text-sm text-zinc-700">{T.intro}</p>
        <Button
          ref={makeRef}
          variant="outline"
          aria-disabled={make.isPending || undefined}
          onClick={() => void makeLink()}
        >
          <CalendarPlusIcon aria-hidden="true" />
          {T.make}
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={inputId}>{T.label}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            ref={inputRef}
            id={inputId}
            readOnly
            value={url}
            aria-describedby={hintId}
            className="sm:flex-1"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="outline" onClick={() => void copy(url)}>
            <CopyIcon aria-hidden="true" />
            {T.copy}
          </Button>
        </div>
        <p id={hintId} className="text-sm text-zinc-600">
          {T.hint}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setAsking('renew')}>
          {T.renew}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setAsking('turn-off')}>
          {T.turnOff}
        </Button>
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'renew' ? T.renewQuestion : T.turnOffQuestion}
        description={asking === 'renew' ? T.renewExplained : T.turnOffExplained}
        keepLabel={T.keep}
        confirmLabel={asking === 'renew' ? T.renew : T.turnOff}
        onAnswer={(confirmed) => {
          const question = asking;
          setAsking(null);
          if (!confirmed) return;
          if (question === 'renew') void makeLink();
          else void endLink();
        }}
      />
    </div>
  );
}
