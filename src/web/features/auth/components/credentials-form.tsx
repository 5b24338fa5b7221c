import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link, type To } from 'react-router';
import { toast } from 'sonner';
import { PASSWORD_MIN } from '../../../../shared/limits';
import { isLocalPath, postSignInPath, signInSchema, signUpSchema } from '../../../../shared/schemas/auth';
import { AUTH_TEXTS } from '../../../../shared/texts';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { describedBy, Field, FieldDescription, FieldError } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { type ApiErrorCode, errorMessage, isApiError } from '../../../lib/api-client';
import { useResendConfirmation, useSignIn, useSignUp } from '../api/auth-api';
import { PasswordInput } from './password-input';

export type CredentialsMode = 'sign-in' | 'sign-up';

interface CredentialsValues {
  email: string;
  password: string;
}

// The shared schemas are the client-side rules too (SPEC 5); the server applies the same.
const resolvers = {
  'sign-in': zodResolver(signInSchema),
  'sign-up': zodResolver(signUpSchema),
} as unknown as Record<CredentialsMode, Resolver<CredentialsValues>>;

interface Failure {
  message: string;
  code: ApiErrorCode;
  email: string;
}

export function CredentialsForm({
  mode,
  next,
  emailDraft,
  forgotPasswordTo,
  onModeChange,
  onSignedIn,
}: {
  mode: CredentialsMode;
  /** The page the visitor was sent from; the server applies it to `redirectTo` (D7). */
  next: string | undefined;
  /** The email typed so far, kept across the sign-in, sign-up and forgot forms. */
  emailDraft: RefObject<string>;
  forgotPasswordTo: To;
  onModeChange: (mode: CredentialsMode) => void;
  onSignedIn: (redirectTo: string) => void;
}) {
  const modeRef = useRef(mode);
  modeRef.current = mode;
  const form = useForm<CredentialsValues>({
    defaultValues: { email: emailDraft.current, password: '' },
    resolver: (values, context, options) => resolvers[modeRef.current](values, context, options),
  });
  const { errors, isSubmitting } = form.formState;
  const signIn = useSignIn();
  const signUp = useSignUp();
  const resend = useResendConfirmation();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [resendError, setResendError] = useState<string | null>(null);

  const ids = {
    email: useId(),
    emailError: useId(),
    password: useId(),
    passwordHint: useId(),
    passwordError: useId(),
  };

  // Messages of one mode do not belong to the other.
  const shownMode = useRef(mode);
  useEffect(() => {
    if (shownMode.current === mode) return;
    shownMode.current = mode;
    setFailure(null);
    setNotice(null);
    setResendError(null);
    form.clearErrors();
  }, [mode, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    setNotice(null);
    setResendError(null);
    try {
      if (mode === 'sign-in') {
        const { user, redirectTo } = await signIn.mutateAsync(next ? { ...values, next } : values);
        toast.success(user.isNewMember ? AUTH_TEXTS.signInWelcome : AUTH_TEXTS.signInSuccess);
        onSignedIn(isLocalPath(redirectTo) ? redirectTo : postSignInPath(user, next));
      } else {
        const { message } = await signUp.mutateAsync(values);
        const text = message || AUTH_TEXTS.signUpSuccess;
        toast.success(text);
        setNotice(text);
        form.resetField('password');
      }
    } catch (error) {
      const message = errorMessage(error);
      if (isApiError(error) && error.fields) {
        for (const name of ['email', 'password'] as const) {
          const fieldMessage = error.fields[name];
          if (fieldMessage) form.setError(name, { message: fieldMessage });
        }
      }
      setFailure({ message, code: isApiError(error) ? error.code : 'INTERNAL', email: values.email });
      toast.error(message);
    }
  });

  async function resendConfirmation(email: string) {
    setResendError(null);
    try {
      const { message } = await resend.mutateAsync({ email });
      toast.success(message);
      setFailure(null);
      setNotice(message);
    } catch (error) {
      const message = errorMessage(error);
      setResendError(message);
      toast.error(message);
    }
  }

  const submitLabel =
    mode === 'sign-in'
      ? isSubmitting
        ? 'Signing In...'
        : 'Sign In'
      : isSubmitting
        ? 'Creating Account...'
        : 'Create Account';

  return (
    <div className="grid gap-6">
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        {notice && (
          <Alert variant="success" role="status">
            <CircleCheckIcon aria-hidden="true" />
            <AlertDescription>{notice}</AlertDescription>
          </Alert>
        )}
        {failure && (
          <Alert variant="error" role="alert">
            <CircleAlertIcon aria-hidden="true" />
            <AlertDescription className="grid gap-3">
              <p>{failure.message}</p>
              {failure.code === 'EMAIL_NOT_CONFIRMED' && (
                <div className="grid gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    className="w-fit"
                    disabled={resend.isPending}
                    onClick={() => void resendConfirmation(failure.email)}
                  >
                    {resend.isPending && <Spinner />}
                    {resend.isPending ? 'Sending...' : 'Resend confirmation email'}
                  </Button>
                  {resendError && <p>{resendError}</p>}
                </div>
              )}
            </AlertDescription>
          </Alert>
        )}

        <Field>
          <Label htmlFor={ids.email}>Email</Label>
          <Input
            id={ids.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="you@example.com"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy(errors.email && ids.emailError)}
            {...form.register('email', {
              onChange: (event) => {
                emailDraft.current = event.target.value;
              },
            })}
          />
          <FieldError id={ids.emailError}>{errors.email?.message}</FieldError>
        </Field>

        <Field>
          <Label htmlFor={ids.password}>Password</Label>
          <PasswordInput
            id={ids.password}
            autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describedBy(
              mode === 'sign-up' && ids.passwordHint,
              errors.password && ids.passwordError,
            )}
            {...form.register('password')}
          />
          {mode === 'sign-up' && (
            <FieldDescription id={ids.passwordHint}>Use at least {PASSWORD_MIN} characters.</FieldDescription>
          )}
          <FieldError id={ids.passwordError}>{errors.password?.message}</FieldError>
        </Field>

        <Button type="submit" size="lg" className="mt-1 w-full" disabled={isSubmitting}>
          {isSubmitting && <Spinner />}
          {submitLabel}
        </Button>
      </form>

      {/* After the form, so Tab goes Email, Password, Sign In before it (keyboard users). */}
      {mode === 'sign-in' && (
        <Link
          to={forgotPasswordTo}
          replace
          className="-my-2 w-fit justify-self-center rounded-button py-2 font-medium text-coral-700 text-sm underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
      )}

      <p className="text-center text-sm text-zinc-600">
        {mode === 'sign-in' ? "Don't have an account? " : 'Already have an account? '}
        <Button
          variant="link"
          size="inline"
          className="font-semibold"
          onClick={() => onModeChange(mode === 'sign-in' ? 'sign-up' : 'sign-in')}
        >
          {mode === 'sign-in' ? 'Sign up' : 'Sign in'}
        </Button>
      </p>
    </div>
  );
}
