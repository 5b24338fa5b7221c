import { type RefObject, useEffect, useRef, useState } from 'react';
import { Link, type To } from 'react-router';
import { toast } from 'sonner';
import { PASSWORD_MIN } from '../../../../shared/limits';
import { isLocalPath, postSignInPath, signInSchema, signUpSchema } from '../../../../shared/schemas/auth';
import { AUTH_TEXTS } from '../../../../shared/texts';
import { Button } from '../../../components/ui/button';
import {
  Form,
  FormAlert,
  FormField,
  type FormResult,
  FormSubmit,
  useFormResult,
  useZodForm,
} from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { FROM_OPENER } from '../../../lib/close-to-opener';
import { useResendConfirmation, useSignIn, useSignUp } from '../api/auth-api';
import { PasswordInput } from './password-input';

export type CredentialsMode = 'sign-in' | 'sign-up';

export function CredentialsForm({
  mode,
  next,
  emailDraft,
  forgotPasswordTo,
  onModeChange,
  onSignedIn,
}: {
  mode: CredentialsMode;
  /**
   * The page the visitor was sent from; the server applies it to `redirectTo`
   * (docs/product.md, Sign-in and where it lands).
   */
  next: string | undefined;
  /** The email typed so far, kept across the sign-in, sign-up and forgot forms. */
  emailDraft: RefObject<string>;
  forgotPasswordTo: To;
  onModeChange: (mode: CredentialsMode) => void;
  onSignedIn: (redirectTo: string) => void;
}) {
  // The shared schemas are the client-side rules too; the server applies the same.
  const form = useZodForm(mode === 'sign-in' ? signInSchema : signUpSchema, {
    defaultValues: { email: emailDraft.current, password: '' },
  });
  const signIn = useSignIn();
  const signUp = useSignUp();
  const [result, setResult] = useState<FormResult | null>(null);
  // The address of the last attempt, for 'Resend confirmation email'.
  const submittedEmail = useRef('');

  // Messages of one mode do not belong to the other.
  const shownMode = useRef(mode);
  useEffect(() => {
    if (shownMode.current === mode) return;
    shownMode.current = mode;
    setResult(null);
    form.clearErrors();
  }, [mode, form]);

  async function onSubmit(values: { email: string; password: string }) {
    submittedEmail.current = values.email;
    if (mode === 'sign-in') {
      const { user, redirectTo } = await signIn.mutateAsync(next ? { ...values, next } : values);
      toast.success(user.isNewMember ? AUTH_TEXTS.signInWelcome : AUTH_TEXTS.signInSuccess);
      onSignedIn(isLocalPath(redirectTo) ? redirectTo : postSignInPath(user, next));
      return;
    }
    const { message } = await signUp.mutateAsync(values);
    form.resetField('password');
    return message || AUTH_TEXTS.signUpSuccess;
  }

  return (
    <div className="grid gap-6">
      <Form form={form} onSubmit={onSubmit} result={result} onResultChange={setResult} className="grid gap-5">
        <FormAlert>
          {(shown) =>
            shown.code === 'EMAIL_NOT_CONFIRMED' && <ResendConfirmation email={submittedEmail.current} />
          }
        </FormAlert>

        <FormField
          control={form.control}
          name="email"
          label="Email"
          render={(field) => (
            <Input
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="you@example.com"
              {...field}
              onChange={(event) => {
                emailDraft.current = event.target.value;
                return field.onChange(event);
              }}
            />
          )}
        />

        <FormField
          control={form.control}
          name="password"
          label="Password"
          description={mode === 'sign-up' ? `Use at least ${PASSWORD_MIN} characters.` : undefined}
          render={(field) => (
            <PasswordInput
              autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
              {...field}
            />
          )}
        />

        <FormSubmit
          size="lg"
          className="mt-1 w-full"
          pendingLabel={mode === 'sign-in' ? 'Signing In...' : 'Creating Account...'}
        >
          {mode === 'sign-in' ? 'Sign In' : 'Create Account'}
        </FormSubmit>
      </Form>

      {/* After the form, so Tab goes Email, Password, Sign In before it (keyboard users). */}
      {mode === 'sign-in' && (
        <Link
          to={forgotPasswordTo}
          // An entry of its own (a page with its own title): Back returns to sign-in.
          state={FROM_OPENER}
          className="touch-target -my-2 w-fit justify-self-center rounded-button py-2 font-medium text-coral-700 text-sm underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
      )}

      <p className="text-center text-sm text-zinc-600">
        {mode === 'sign-in' ? "Don't have an account? " : 'Already have an account? '}
        <Button
          variant="link"
          size="inline"
          className="touch-target font-semibold"
          onClick={() => onModeChange(mode === 'sign-in' ? 'sign-up' : 'sign-in')}
        >
          {mode === 'sign-in' ? 'Sign up' : 'Sign in'}
        </Button>
      </p>
    </div>
  );
}

/** Under 'confirm your email address first': sends the confirmation link again. */
function ResendConfirmation({ email }: { email: string }) {
  const resend = useResendConfirmation();
  const { setResult } = useFormResult();
  const [error, setError] = useState<string | null>(null);

  async function send() {
    setError(null);
    try {
      const { message } = await resend.mutateAsync({ email });
      toast.success(message);
      setResult({ status: 'success', message });
    } catch (failure) {
      const message = errorMessage(failure);
      setError(message);
      toast.error(message);
    }
  }

  return (
    <div className="grid gap-2">
      <Button
        variant="outline"
        size="sm"
        className="w-fit"
        // Keeps the keyboard focus while sending (a disabled button drops it).
        aria-disabled={resend.isPending || undefined}
        onClick={() => {
          if (!resend.isPending) void send();
        }}
      >
        {resend.isPending && <Spinner />}
        {resend.isPending ? 'Sending...' : 'Resend confirmation email'}
      </Button>
      {error && <p>{error}</p>}
    </div>
  );
}
