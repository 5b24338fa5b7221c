import { MonitorIcon, SmartphoneIcon } from 'lucide-react';
import { useId, useRef } from 'react';
import { toast } from 'sonner';
import { PASSWORD_MIN, SESSION_RENEW_MINUTES } from '../../../../shared/limits';
import {
  type AccountSession,
  changeEmailSchema,
  changePasswordSchema,
} from '../../../../shared/schemas/auth';
import { z } from '../../../../shared/zod';
import { LoadFailed } from '../../../components/load-failed';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Form, FormAlert, FormField, FormSubmit, useZodForm } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { formatListDate } from '../../../lib/format-date';
import { timeAgo, useNow } from '../../../lib/relative-time';
import { useFocusAfterRemoval } from '../../../lib/use-focus-after-removal';
import {
  useAccountSessions,
  useChangeEmail,
  useChangePassword,
  useEndSession,
  useSignOutOthers,
} from '../api/auth-api';
import { useAuth } from '../auth-context';
import { AUTH_UI_TEXTS } from '../lib/auth-ui-texts';
import { PasswordInput } from './password-input';

/**
 * Settings: the email the member signs in with, a new password, and where they are signed
 * in (docs/product.md, Changing the email; Password and sessions). The settings tab puts it in a card of its own.
 */
export function SignInAndSecurity() {
  return (
    <div className="grid gap-6">
      <ChangeEmailForm />
      <ChangePasswordForm />
      <SignedInSessions />
    </div>
  );
}

function ChangeEmailForm() {
  const { user } = useAuth();
  const form = useZodForm(changeEmailSchema, { defaultValues: { newEmail: '', password: '' } });
  const change = useChangeEmail();
  const titleId = useId();

  return (
    <section aria-labelledby={titleId} className="grid gap-4">
      <h3 id={titleId} className="font-semibold">
        {AUTH_UI_TEXTS.emailTitle}
      </h3>
      <p className="text-sm text-zinc-700">
        {AUTH_UI_TEXTS.signsInWith}{' '}
        <span className="font-medium text-ink [overflow-wrap:anywhere]">{user?.email}</span>
      </p>
      <Form
        form={form}
        onSubmit={async (values) => {
          const { message } = await change.mutateAsync(values);
          form.reset();
          return message;
        }}
        className="grid max-w-md gap-5"
      >
        <FormAlert />
        <FormField
          control={form.control}
          name="newEmail"
          label="New email"
          description="We send a link there. Your email changes once you open it."
          render={(field) => (
            <Input
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              {...field}
            />
          )}
        />
        <FormField
          control={form.control}
          name="password"
          label="Password"
          render={(field) => <PasswordInput autoComplete="current-password" {...field} />}
        />
        <FormSubmit className="w-fit" pendingLabel="Sending...">
          {AUTH_UI_TEXTS.changeEmail}
        </FormSubmit>
      </Form>
    </section>
  );
}

// The shared rules (changePasswordSchema) plus the confirmation only the form needs, as
// on the reset page.
const changePasswordFormSchema = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine(({ currentPassword, newPassword, confirmPassword }, ctx) => {
    const checked = changePasswordSchema.safeParse({ currentPassword, newPassword });
    for (const issue of checked.error?.issues ?? [])
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    if (!confirmPassword)
      ctx.addIssue({
        code: 'custom',
        message: 'Please confirm your new password',
        path: ['confirmPassword'],
      });
    else if (confirmPassword !== newPassword)
      ctx.addIssue({ code: 'custom', message: 'The passwords do not match', path: ['confirmPassword'] });
  });

function ChangePasswordForm() {
  const form = useZodForm(changePasswordFormSchema, {
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const change = useChangePassword();
  const titleId = useId();

  return (
    <section aria-labelledby={titleId} className="grid gap-4 border-zinc-200 border-t pt-5">
      <h3 id={titleId} className="font-semibold">
        {AUTH_UI_TEXTS.changePasswordTitle}
      </h3>
      <Form
        form={form}
        onSubmit={async (values) => {
          const { currentPassword, newPassword } = values;
          const { message } = await change.mutateAsync({ currentPassword, newPassword });
          form.reset();
          return message;
        }}
        className="grid max-w-md gap-5"
      >
        <FormAlert />
        {/* Lets a password manager tie the new password to this account. */}
        <FormField
          control={form.control}
          name="currentPassword"
          label="Current password"
          render={(field) => <PasswordInput autoComplete="current-password" {...field} />}
        />
        <FormField
          control={form.control}
          name="newPassword"
          label="New password"
          description={`Use at least ${PASSWORD_MIN} characters. Every other device signed in to your account is signed out.`}
          render={(field) => <PasswordInput autoComplete="new-password" {...field} />}
        />
        <FormField
          control={form.control}
          name="confirmPassword"
          label="Confirm new password"
          render={(field) => <PasswordInput autoComplete="new-password" {...field} />}
        />
        <FormSubmit className="w-fit" pendingLabel="Changing...">
          Change password
        </FormSubmit>
      </Form>
    </section>
  );
}

function SignedInSessions() {
  const sessions = useAccountSessions();
  const endSession = useEndSession();
  const signOutOthers = useSignOutOthers();
  const now = useNow();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const list = sessions.data?.sessions;
  const focusAfterRemoval = useFocusAfterRemoval({
    items: list,
    idOf: sessionIdOf,
    listRef,
    fallbackRef: titleRef,
  });

  async function end(session: AccountSession, index: number) {
    if (endSession.isPending) return;
    try {
      const { message } = await endSession.mutateAsync(session.id);
      toast.success(message);
      focusAfterRemoval(session.id, index);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  async function endOthers() {
    if (signOutOthers.isPending) return;
    try {
      const { message } = await signOutOthers.mutateAsync();
      toast.success(message);
      titleRef.current?.focus();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  const others = sessions.data ? sessions.data.total - 1 : 0;
  const hidden = sessions.data ? sessions.data.total - sessions.data.sessions.length : 0;

  return (
    <section aria-labelledby={titleId} className="grid gap-3 border-zinc-200 border-t pt-5">
      <h3 id={titleId} ref={titleRef} tabIndex={-1} className="font-semibold outline-none">
        {AUTH_UI_TEXTS.sessionsTitle}
      </h3>
      {sessions.isPending && <Skeleton className="h-14 w-full" />}
      {sessions.isError && !sessions.data && (
        <LoadFailed
          title={AUTH_UI_TEXTS.sessionsLoadFailed}
          error={sessions.error}
          onRetry={() => void sessions.refetch()}
        />
      )}
      {list && (
        <ul ref={listRef} aria-labelledby={titleId} className="grid gap-3">
          {list.map((session, index) => (
            <li key={session.id} className="flex items-center gap-3">
              <DeviceIcon device={session.device} />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
                  <span className="min-w-0 break-words">{session.device}</span>
                  {session.current && <Badge variant="secondary">{AUTH_UI_TEXTS.thisDevice}</Badge>}
                </p>
                <p className="text-sm text-zinc-600">{activity(session, now)}</p>
                <p className="text-sm text-zinc-600">
                  {AUTH_UI_TEXTS.signedIn(formatListDate(session.signedInAt))}
                </p>
              </div>
              {!session.current && (
                <Button
                  variant="outline"
                  size="sm"
                  // Not disabled while it works: a disabled button drops the keyboard's focus.
                  aria-disabled={(endSession.isPending && endSession.variables === session.id) || undefined}
                  onClick={() => void end(session, index)}
                >
                  {AUTH_UI_TEXTS.signOutSession}
                  <span className="sr-only"> {session.device}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {hidden > 0 && <p className="text-sm text-zinc-600">{AUTH_UI_TEXTS.moreSessions(hidden)}</p>}
      {sessions.data && others === 0 && <p className="text-sm text-zinc-600">{AUTH_UI_TEXTS.onlyHere}</p>}
      {others > 0 && (
        <Button
          variant="outline"
          className="w-fit"
          aria-disabled={signOutOthers.isPending || undefined}
          onClick={() => void endOthers()}
        >
          {AUTH_UI_TEXTS.signOutOthers}
        </Button>
      )}
    </section>
  );
}

const sessionIdOf = (session: AccountSession) => session.id;

function activity(session: AccountSession, now: number): string {
  if (session.current) return AUTH_UI_TEXTS.activeNow;
  if (now - Date.parse(session.lastActiveAt) < SESSION_RENEW_MINUTES * 60_000)
    return AUTH_UI_TEXTS.activeThisHour;
  return AUTH_UI_TEXTS.activeAgo(timeAgo(session.lastActiveAt, now));
}

/** A phone for the systems that are phones and tablets, else a screen; left out where the names need the room. */
function DeviceIcon({ device }: { device: string }) {
  const Icon = /\b(iPhone|iPad|Android)\b/.test(device) ? SmartphoneIcon : MonitorIcon;
  return (
    <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-zinc-100 text-zinc-600 min-[400px]:flex">
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}
