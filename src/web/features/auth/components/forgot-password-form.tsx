import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { type RefObject, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { emailOnlySchema } from '../../../../shared/schemas/auth';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { describedBy, Field, FieldError } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useForgotPassword } from '../api/auth-api';

/** "Forgot password?" (D6): asks for an email and sends a reset link. */
export function ForgotPasswordForm({
  emailDraft,
  onBack,
}: {
  emailDraft: RefObject<string>;
  onBack: () => void;
}) {
  const form = useForm<z.input<typeof emailOnlySchema>, unknown, z.output<typeof emailOnlySchema>>({
    defaultValues: { email: emailDraft.current },
    resolver: zodResolver(emailOnlySchema),
  });
  const { errors, isSubmitting } = form.formState;
  const forgot = useForgotPassword();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const emailId = useId();
  const emailErrorId = useId();

  const onSubmit = form.handleSubmit(async (values) => {
    setResult(null);
    try {
      const { message } = await forgot.mutateAsync(values);
      setResult({ ok: true, message });
      toast.success(message);
    } catch (error) {
      const message = errorMessage(error);
      setResult({ ok: false, message });
      toast.error(message);
    }
  });

  return (
    <div className="grid gap-6">
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        {result &&
          (result.ok ? (
            <Alert variant="success" role="status">
              <CircleCheckIcon aria-hidden="true" />
              <AlertDescription>{result.message}</AlertDescription>
            </Alert>
          ) : (
            <Alert variant="error" role="alert">
              <CircleAlertIcon aria-hidden="true" />
              <AlertDescription>{result.message}</AlertDescription>
            </Alert>
          ))}
        <Field>
          <Label htmlFor={emailId}>Email</Label>
          <Input
            id={emailId}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="you@example.com"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy(errors.email && emailErrorId)}
            {...form.register('email', {
              onChange: (event) => {
                emailDraft.current = event.target.value;
              },
            })}
          />
          <FieldError id={emailErrorId}>{errors.email?.message}</FieldError>
        </Field>
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={isSubmitting}>
          {isSubmitting && <Spinner />}
          {isSubmitting ? 'Sending...' : 'Send reset link'}
        </Button>
      </form>
      <p className="text-center text-sm text-zinc-600">
        Remembered it?{' '}
        <Button variant="link" size="inline" className="font-semibold" onClick={onBack}>
          Back to sign in
        </Button>
      </p>
    </div>
  );
}
