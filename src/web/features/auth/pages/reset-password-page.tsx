import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { PASSWORD_MIN } from '../../../../shared/limits';
import { passwordSchema, tokenQuerySchema } from '../../../../shared/schemas/auth';
import { AUTH_TEXTS } from '../../../../shared/texts';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { describedBy, Field, FieldDescription, FieldError } from '../../../components/ui/field';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useResetPassword } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { PasswordInput } from '../components/password-input';

// The shared password rule plus a confirmation that only the form needs.
const newPasswordSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: z.string().min(1, 'Please confirm your new password'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'The passwords do not match',
    path: ['confirmPassword'],
  });

/** /auth/reset-password?token=...: the page the reset email links to (D6). */
export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const tokenLooksValid = tokenQuerySchema.safeParse({ token }).success;
  const [done, setDone] = useState<string | null>(null);

  return (
    <AuthCard
      title={done ? 'Password changed' : 'Choose a new password'}
      description={
        done ? 'You can sign in with your new password now.' : 'Pick a password you do not use anywhere else.'
      }
    >
      {done ? (
        <div className="grid gap-5">
          <Alert variant="success" role="status">
            <CircleCheckIcon aria-hidden="true" />
            <AlertDescription>{done}</AlertDescription>
          </Alert>
          <Button asChild size="lg" className="w-full">
            <Link to="/auth" replace>
              Sign in
            </Link>
          </Button>
        </div>
      ) : tokenLooksValid ? (
        <NewPasswordForm token={token} onDone={setDone} />
      ) : (
        <InvalidLink message={AUTH_TEXTS.resetLinkInvalid} />
      )}
    </AuthCard>
  );
}

function InvalidLink({ message }: { message: string }) {
  return (
    <div className="grid gap-5">
      <Alert variant="error" role="alert">
        <CircleAlertIcon aria-hidden="true" />
        <AlertDescription>{message}</AlertDescription>
      </Alert>
      <Button asChild size="lg" variant="outline" className="w-full">
        <Link to="/auth?mode=forgot">Request a new link</Link>
      </Button>
    </div>
  );
}

function NewPasswordForm({ token, onDone }: { token: string; onDone: (message: string) => void }) {
  const form = useForm<z.input<typeof newPasswordSchema>, unknown, z.output<typeof newPasswordSchema>>({
    defaultValues: { password: '', confirmPassword: '' },
    resolver: zodResolver(newPasswordSchema),
  });
  const { errors, isSubmitting } = form.formState;
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const ids = {
    password: useId(),
    passwordHint: useId(),
    passwordError: useId(),
    confirm: useId(),
    confirmError: useId(),
  };

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const { message } = await reset.mutateAsync({ token, password });
      toast.success(message);
      onDone(message);
    } catch (error) {
      const message = errorMessage(error);
      setFailure(message);
      toast.error(message);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {failure && (
        <Alert variant="error" role="alert">
          <CircleAlertIcon aria-hidden="true" />
          <AlertDescription className="grid gap-2">
            <p>{failure}</p>
            {failure === AUTH_TEXTS.resetLinkInvalid && (
              <Link to="/auth?mode=forgot" className="w-fit font-semibold underline underline-offset-4">
                Request a new link
              </Link>
            )}
          </AlertDescription>
        </Alert>
      )}
      <Field>
        <Label htmlFor={ids.password}>New password</Label>
        <PasswordInput
          id={ids.password}
          autoComplete="new-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describedBy(ids.passwordHint, errors.password && ids.passwordError)}
          {...form.register('password')}
        />
        <FieldDescription id={ids.passwordHint}>Use at least {PASSWORD_MIN} characters.</FieldDescription>
        <FieldError id={ids.passwordError}>{errors.password?.message}</FieldError>
      </Field>
      <Field>
        <Label htmlFor={ids.confirm}>Confirm new password</Label>
        <PasswordInput
          id={ids.confirm}
          autoComplete="new-password"
          aria-invalid={errors.confirmPassword ? true : undefined}
          aria-describedby={describedBy(errors.confirmPassword && ids.confirmError)}
          {...form.register('confirmPassword')}
        />
        <FieldError id={ids.confirmError}>{errors.confirmPassword?.message}</FieldError>
      </Field>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={isSubmitting}>
        {isSubmitting && <Spinner />}
        {isSubmitting ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  );
}
