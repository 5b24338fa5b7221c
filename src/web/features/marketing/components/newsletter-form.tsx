import type { z } from 'zod';
import { newsletterSchema } from '../../../../shared/schemas/marketing';
import { Form, FormAlert, FormField, FormSubmit, useZodForm } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { useSubscribeToNewsletter } from '../api/marketing-api';

type Source = z.output<typeof newsletterSchema>['source'];

/** The newsletter email box: validates, subscribes, and shows the server's answer. */
export function NewsletterForm({ source }: { source: Source }) {
  const form = useZodForm(newsletterSchema, { defaultValues: { email: '', source } });
  const subscribe = useSubscribeToNewsletter();

  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        const { message } = await subscribe.mutateAsync({ email: values.email, source });
        form.reset({ email: '', source });
        return message;
      }}
      className="grid gap-4"
    >
      <FormField
        control={form.control}
        name="email"
        label="Email address"
        render={(field) => (
          <div className="flex flex-col gap-3 sm:flex-row">
            <Input
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="you@example.com"
              {...field}
            />
            <FormSubmit className="sm:w-36" pendingLabel="Subscribing...">
              Subscribe
            </FormSubmit>
          </div>
        )}
      />
      <FormAlert />
    </Form>
  );
}
