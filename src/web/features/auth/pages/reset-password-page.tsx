import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PASSWORD_MIN } from '../../../../shared/limits';
import { passwordSchema, tokenQuerySchema } from '../../../../shared/schemas/auth';
import { AUTH_TEXTS } from '../../../../shared/texts';
import { z } from '../../../../shared/zod';
import { Button } from '../../../components/ui/button';
import { Form, FormAlert, FormField, FormSubmit, useZodForm } from '../../../components/ui/form';
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

/**
 * /auth/reset-password?token=...: the page the reset email links to (docs/product.md,
 * Password reset).
 */
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
          <FormAlert result={{ status: 'success', message: done }} />
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
      <FormAlert result={{ status: 'error', message }} />
      <Button asChild size="lg" variant="outline" className="w-full">
        <Link to="/auth?mode=forgot">Request a new link</Link>
      </Button>
    </div>
  );
}

function NewPasswordForm({ token, onDone }: { token: string; onDone: (message: string) => void }) {
  const form = useZodForm(newPasswordSchema, { defaultValues: { password: '', confirmPassword: '' } });
  const reset = useResetPassword();

  return (
    <Form
      form={form}
      onSubmit={async ({ password }) => {
        const { message } = await reset.mutateAsync({ token, password });
        toast.success(message);
        onDone(message);
      }}
      className="grid gap-5"
    >
      <FormAlert>
        {(result) =>
          result.message === AUTH_TEXTS.resetLinkInvalid && (
            <Link to="/auth?mode=forgot" className="w-fit font-semibold underline underline-offset-4">
              Request a new link
            </Link>
          )
        }
      </FormAlert>
      <FormField
        control={form.control}
        name="password"
        label="New password"
        description={`Use at least ${PASSWORD_MIN} characters.`}
        render={(field) => <PasswordInput autoComplete="new-password" {...field} />}
      />
      <FormField
        control={form.control}
        name="confirmPassword"
        label="Confirm new password"
        render={(field) => <PasswordInput autoComplete="new-password" {...field} />}
      />
      <FormSubmit size="lg" className="mt-1 w-full" pendingLabel="Saving...">
        Set new password
      </FormSubmit>
    </Form>
  );
}
