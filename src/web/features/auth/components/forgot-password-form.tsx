import type { RefObject } from 'react';
import { emailOnlySchema } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { Form, FormAlert, FormField, FormSubmit, useZodForm } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { useForgotPassword } from '../api/auth-api';

/** "Forgot password?": asks for an email and sends a reset link (docs/product.md, Password reset). */
export function ForgotPasswordForm({
  emailDraft,
  onBack,
}: {
  emailDraft: RefObject<string>;
  onBack: () => void;
}) {
  const form = useZodForm(emailOnlySchema, { defaultValues: { email: emailDraft.current } });
  const forgot = useForgotPassword();

  return (
    <div className="grid gap-6">
      <Form
        form={form}
        onSubmit={async (values) => (await forgot.mutateAsync(values)).message}
        className="grid gap-5"
      >
        <FormAlert />
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
        <FormSubmit size="lg" className="mt-1 w-full" pendingLabel="Sending...">
          Send reset link
        </FormSubmit>
      </Form>
      <p className="text-center text-sm text-zinc-600">
        Remembered it?{' '}
        <Button variant="link" size="inline" className="touch-target font-semibold" onClick={onBack}>
          Back to sign in
        </Button>
      </p>
    </div>
  );
}
