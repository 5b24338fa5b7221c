import { BadgeCheckIcon, CircleAlertIcon, ExternalLinkIcon, RotateCwIcon, SearchIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { humanize, ROLE_LABELS } from '../../../../shared/enums';
import { mayChangeStanding } from '../../../../shared/policies';
import { suspendProfessionalSchema } from '../../../../shared/schemas/admin';
import type { AdminProfessional } from '../../../../shared/schemas/admin-people';
import { LoadMore, listFailed, useLoadedFocus } from '../../../components/load-more';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import {
  Form,
  FormAlert,
  FormField,
  type FormResult,
  FormSubmit,
  useZodForm,
} from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../auth';
import {
  useActivateProfessional,
  useAdminProfessionals,
  useSetVerification,
  useSuspendProfessional,
} from '../api/professionals-api';
import { ADMIN_UI_TEXTS } from '../lib/admin-ui-texts';

/**
 * Professionals (manage_users; docs/product.md, Admin tabs): search, pages, and per row
 * suspend with a reason or activate, verified or not, and the public profile.
 */
export function ProfessionalsTab() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const list = useAdminProfessionals(q);
  const [suspending, setSuspending] = useState<AdminProfessional | null>(null);
  const searchId = useId();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const loadedFocus = useLoadedFocus(list.data?.pages.length ?? 0, items.length);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    const next = new URLSearchParams(params);
    if (text) next.set('q', text);
    else next.delete('q');
    setParams(next);
  }

  return (
    <section aria-labelledby="professionals-heading" className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="professionals-heading" className="font-display font-semibold text-2xl">
          Professionals
        </h2>
        <search>
          <form onSubmit={search} className="flex items-end gap-2">
            <div className="grid gap-1.5">
              <label htmlFor={searchId} className="font-medium text-sm">
                Search by name or email
              </label>
              <Input
                id={searchId}
                name="q"
                type="search"
                defaultValue={q}
                key={q}
                className="w-full sm:w-72"
              />
            </div>
            <Button type="submit" variant="outline">
              <SearchIcon aria-hidden="true" />
              Search
            </Button>
          </form>
        </search>
      </div>

      {list.isPending ? (
        <div role="status" aria-label="Loading professionals" className="grid gap-2">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-20 rounded-card" />
          ))}
        </div>
      ) : listFailed(list) ? (
        <Alert variant="error" role="alert">
          <CircleAlertIcon aria-hidden="true" />
          <AlertTitle>{ADMIN_UI_TEXTS.professionalsFailed}</AlertTitle>
          <AlertDescription className="grid gap-3">
            <p>{errorMessage(list.error)}</p>
            <Button variant="outline" size="sm" className="w-fit" onClick={() => void list.refetch()}>
              <RotateCwIcon aria-hidden="true" />
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : items.length === 0 ? (
        <p className="rounded-card border border-zinc-200 border-dashed p-6 text-center text-zinc-600">
          {q ? `No professionals match “${q}”.` : 'No professionals yet.'}
        </p>
      ) : (
        <ul className="grid divide-y divide-zinc-200 rounded-card border border-zinc-200 bg-white text-sm">
          {items.map((pro, index) => (
            <ProfessionalRow
              key={pro.userId}
              itemRef={loadedFocus.itemRef(index)}
              pro={pro}
              onSuspend={() => setSuspending(pro)}
            />
          ))}
        </ul>
      )}

      {!listFailed(list) && (
        <LoadMore
          pages={list}
          label="Load more"
          failedText={ADMIN_UI_TEXTS.professionalsFailed}
          className="justify-items-start"
          focus={loadedFocus}
        />
      )}

      <SuspendDialog pro={suspending} onClose={() => setSuspending(null)} />
    </section>
  );
}

function ProfessionalRow({
  itemRef,
  pro,
  onSuspend,
}: {
  itemRef: (element: HTMLElement | null) => void;
  pro: AdminProfessional;
  onSuspend: () => void;
}) {
  const activate = useActivateProfessional();
  const verification = useSetVerification();
  const { user } = useAuth();
  // Oneself and an administrator above one are out of reach (docs/product.md, Protected admin accounts).
  const mayChange = mayChangeStanding(user ?? null, pro).allowed;
  const name = pro.displayName || pro.fullName;
  const verified = pro.verificationStatus === 'verified';

  async function onActivate() {
    try {
      await activate.mutateAsync(pro.userId);
      toast.success(ADMIN_UI_TEXTS.professionalActivated);
    } catch (error) {
      toast.error(ADMIN_UI_TEXTS.professionalStatusFailed, { description: errorMessage(error) });
    }
  }

  async function onVerification() {
    try {
      await verification.mutateAsync({ userId: pro.userId, status: verified ? 'unverified' : 'verified' });
      toast.success(ADMIN_UI_TEXTS.verificationSet(!verified));
    } catch (error) {
      toast.error(ADMIN_UI_TEXTS.verificationFailed, { description: errorMessage(error) });
    }
  }

  return (
    <li
      ref={itemRef}
      tabIndex={-1}
      className="grid gap-3 p-4 outline-none focus-visible:ring-2 focus-visible:ring-coral-500 focus-visible:ring-inset lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center"
      aria-label={name}
    >
      <div className="flex min-w-0 items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-violet-50 font-semibold text-violet-700"
        >
          {name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <div className="grid min-w-0 gap-1">
          <p className="font-semibold text-base [overflow-wrap:anywhere]">{name}</p>
          <p className="text-zinc-600 [overflow-wrap:anywhere]">{pro.email}</p>
          <div className="flex flex-wrap gap-1.5">
            <Badge variant="violet">{ROLE_LABELS[pro.role]}</Badge>
            {pro.isSuspended ? (
              <Badge variant="destructive">Suspended</Badge>
            ) : (
              <Badge variant="success">Active</Badge>
            )}
            {pro.role === 'client' ? null : verified ? (
              <Badge variant="verified">
                <BadgeCheckIcon aria-hidden="true" />
                Verified
              </Badge>
            ) : (
              <Badge variant="outline">
                {pro.verificationStatus === 'unverified' ? 'Not verified' : humanize(pro.verificationStatus)}
              </Badge>
            )}
          </div>
          {pro.isSuspended && pro.suspensionReason && (
            <p className="text-zinc-700 [overflow-wrap:anywhere]">
              <span className="font-medium">Reason:</span> {pro.suspensionReason}
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-2 lg:justify-end">
        {!mayChange ? null : pro.isSuspended ? (
          // aria-disabled, not disabled, while saving: a disabled button drops the keyboard's
          // focus (the button stays in place, as Suspend, once done).
          <Button
            size="sm"
            variant="outline"
            aria-disabled={activate.isPending || undefined}
            onClick={() => {
              if (!activate.isPending) void onActivate();
            }}
          >
            {activate.isPending && <Spinner />}
            Activate
          </Button>
        ) : (
          <Button size="sm" variant="destructive" onClick={onSuspend}>
            Suspend
          </Button>
        )}
        {pro.role !== 'client' && (
          <Button
            size="sm"
            variant="outline"
            aria-disabled={verification.isPending || undefined}
            onClick={() => {
              if (!verification.isPending) void onVerification();
            }}
          >
            {verification.isPending && <Spinner />}
            {verified ? 'Mark not verified' : 'Mark verified'}
          </Button>
        )}
        <Button size="sm" variant="ghost" asChild>
          <Link to={`/profile/${pro.userId}`}>
            <ExternalLinkIcon aria-hidden="true" />
            View profile
          </Link>
        </Button>
      </div>
    </li>
  );
}

function SuspendDialog({ pro, onClose }: { pro: AdminProfessional | null; onClose: () => void }) {
  return (
    <Dialog open={pro !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>{pro && <SuspendForm pro={pro} onDone={onClose} />}</DialogContent>
    </Dialog>
  );
}

function SuspendForm({ pro, onDone }: { pro: AdminProfessional; onDone: () => void }) {
  const suspend = useSuspendProfessional();
  const form = useZodForm(suspendProfessionalSchema, { defaultValues: { reason: '' } });
  const [result, setResult] = useState<FormResult | null>(null);
  const name = pro.displayName || pro.fullName;
  return (
    <>
      <DialogHeader>
        <DialogTitle>Suspend {name}</DialogTitle>
        <DialogDescription>
          Their profile leaves discovery at once and answers ‘Profile not found’ to others. They are emailed
          the reason.
        </DialogDescription>
      </DialogHeader>
      <Form
        form={form}
        aria-label={`Suspend ${name}`}
        className="grid gap-4"
        onSubmit={async ({ reason }) => {
          await suspend.mutateAsync({ userId: pro.userId, reason });
          toast.success(ADMIN_UI_TEXTS.professionalSuspended);
          onDone();
        }}
        result={result}
        onResultChange={setResult}
        onFailure={(failure) => {
          // Another admin may have acted first (409): the dialog keeps the message.
          setResult({ status: 'error', message: failure.message, code: failure.code });
          toast.error(ADMIN_UI_TEXTS.professionalStatusFailed, { description: failure.message });
        }}
      >
        <FormAlert />
        <FormField
          control={form.control}
          name="reason"
          label="Reason (emailed to the member)"
          render={(field) => <Textarea rows={4} aria-required {...field} />}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <FormSubmit variant="destructive" pendingLabel="Suspending…">
            Suspend
          </FormSubmit>
        </div>
      </Form>
    </>
  );
}
