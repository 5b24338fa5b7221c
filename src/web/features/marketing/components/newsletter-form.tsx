import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { newsletterSchema } from '../../../../shared/schemas/marketing';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { describedBy, Field, FieldError } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { useRegisterKeepingTyped } from '../../../lib/use-typed-before-hydration';
import { useSubscribeToNewsletter } from '../api/marketing-api';
import { applyServerErrors } from '../lib/form-errors';

type Source = z.output<typeof newsletterSchema>['source'];

/** The newsletter email box (D18): validates, subscribes, and shows the server's answer. */
export function NewsletterForm({ source }: { source: Source }) {
  const form = useForm<z.input<typeof newsletterSchema>, unknown, z.output<typeof newsletterSchema>>({
    defaultValues: { email: '', source },
    resolver: zodResolver(newsletterSchema),
  });
  // Keeps what was typed before the page's scripts ran (server-rendered page).
  const register = useRegisterKeepingTyped(form);
  const { errors, isSubmitting } = form.formState;
  const subscribe = useSubscribeToNewsletter();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const emailId = useId();
  const emailErrorId = useId();

  const onSubmit = form.handleSubmit(async (values) => {
    setResult(null);
    try {
      const { message } = await subscribe.mutateAsync({ email: values.email, source });
      setResult({ ok: true, message });
      toast.success(message);
      form.reset({ email: '', source });
    } catch (error) {
      const message = applyServerErrors(error, form.setError, ['email']);
      setResult({ ok: false, message });
      toast.error(message);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <Field>
        <Label htmlFor={emailId}>Email address</Label>
        <div className="flex flex-col gap-3 sm:flex-row">
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
            {...register('email')}
          />
          <Button type="submit" disabled={isSubmitting} className="sm:w-36">
            {isSubmitting && <Spinner />}
            {isSubmitting ? 'Subscribing...' : 'Subscribe'}
          </Button>
        </div>
        <FieldError id={emailErrorId}>{errors.email?.message}</FieldError>
      </Field>
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
    </form>
  );
}
