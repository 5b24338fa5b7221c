import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  CONTACT_TOPIC_LABELS,
  CONTACT_TOPICS,
  contactMessageSchema,
} from '../../../../shared/schemas/marketing';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { describedBy, Field, FieldDescription, FieldError } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { useRegisterKeepingTyped } from '../../../lib/use-typed-before-hydration';
import { useSendContactMessage } from '../api/marketing-api';
import { applyServerErrors } from '../lib/form-errors';

type Topic = (typeof CONTACT_TOPICS)[number];
type ContactValues = z.input<typeof contactMessageSchema>;

const FIELDS = ['name', 'email', 'topic', 'message'] as const;

export function isContactTopic(value: string | null): value is Topic {
  return value !== null && (CONTACT_TOPICS as readonly string[]).includes(value);
}

/** The /contact form (D18): shared schema, stored by the server, confirmed on screen and by toast. */
export function ContactForm({ initialTopic }: { initialTopic: Topic }) {
  const form = useForm<ContactValues, unknown, z.output<typeof contactMessageSchema>>({
    defaultValues: { name: '', email: '', topic: initialTopic, message: '' },
    resolver: zodResolver(contactMessageSchema),
  });
  // Keeps what was typed before the page's scripts ran (server-rendered page).
  const register = useRegisterKeepingTyped(form);
  const { errors, isSubmitting } = form.formState;
  const send = useSendContactMessage();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const ids = {
    name: useId(),
    email: useId(),
    topic: useId(),
    message: useId(),
    messageHint: useId(),
    errors: useId(),
  };
  const errorId = (name: (typeof FIELDS)[number]) => `${ids.errors}-${name}`;

  // A link to /contact?topic=... while the page is open switches the topic.
  useEffect(() => {
    form.setValue('topic', initialTopic);
  }, [initialTopic, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setResult(null);
    try {
      const { message } = await send.mutateAsync(values);
      setResult({ ok: true, message });
      toast.success(message);
      form.reset({ name: '', email: '', topic: values.topic, message: '' });
    } catch (error) {
      const message = applyServerErrors(error, form.setError, FIELDS);
      setResult({ ok: false, message });
      toast.error(message);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Contact form">
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

      <div className="grid gap-5 sm:grid-cols-2">
        <Field>
          <Label htmlFor={ids.name}>Name</Label>
          <Input
            id={ids.name}
            autoComplete="name"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy(errors.name && errorId('name'))}
            {...register('name')}
          />
          <FieldError id={errorId('name')}>{errors.name?.message}</FieldError>
        </Field>

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
            aria-describedby={describedBy(errors.email && errorId('email'))}
            {...register('email')}
          />
          <FieldError id={errorId('email')}>{errors.email?.message}</FieldError>
        </Field>
      </div>

      <Field>
        <Label htmlFor={ids.topic}>Topic</Label>
        <Controller
          control={form.control}
          name="topic"
          render={({ field }) => (
            <Select name={field.name} value={field.value} onValueChange={field.onChange}>
              <SelectTrigger
                id={ids.topic}
                ref={field.ref}
                onBlur={field.onBlur}
                aria-invalid={errors.topic ? true : undefined}
                aria-describedby={describedBy(errors.topic && errorId('topic'))}
              >
                <SelectValue placeholder="Choose a topic" />
              </SelectTrigger>
              <SelectContent>
                {CONTACT_TOPICS.map((topic) => (
                  <SelectItem key={topic} value={topic}>
                    {CONTACT_TOPIC_LABELS[topic]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
        <FieldError id={errorId('topic')}>{errors.topic?.message}</FieldError>
      </Field>

      <Field>
        <Label htmlFor={ids.message}>Message</Label>
        <Textarea
          id={ids.message}
          rows={6}
          className="min-h-40"
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy(ids.messageHint, errors.message && errorId('message'))}
          {...register('message')}
        />
        <FieldDescription id={ids.messageHint}>At least 10 characters.</FieldDescription>
        <FieldError id={errorId('message')}>{errors.message?.message}</FieldError>
      </Field>

      <div>
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting && <Spinner />}
          {isSubmitting ? 'Sending...' : 'Send message'}
        </Button>
      </div>
    </form>
  );
}
