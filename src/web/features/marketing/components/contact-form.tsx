import { useEffect } from 'react';
import {
  CONTACT_TOPIC_LABELS,
  CONTACT_TOPICS,
  contactMessageSchema,
} from '../../../../shared/schemas/marketing';
import {
  Form,
  FormAlert,
  FormController,
  FormField,
  FormSubmit,
  useZodForm,
} from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { useSendContactMessage } from '../api/marketing-api';

type Topic = (typeof CONTACT_TOPICS)[number];

export function isContactTopic(value: string | null): value is Topic {
  return value !== null && (CONTACT_TOPICS as readonly string[]).includes(value);
}

/**
 * The /contact form (docs/product.md, Information pages): checked by the shared schema,
 * stored by the server, confirmed on screen and by toast.
 */
export function ContactForm({ initialTopic }: { initialTopic: Topic }) {
  const form = useZodForm(contactMessageSchema, {
    defaultValues: { name: '', email: '', topic: initialTopic, message: '' },
  });
  const send = useSendContactMessage();

  // A link to /contact?topic=... while the page is open switches the topic.
  useEffect(() => {
    form.setValue('topic', initialTopic);
  }, [initialTopic, form]);

  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        const { message } = await send.mutateAsync(values);
        form.reset({ name: '', email: '', topic: values.topic, message: '' });
        return message;
      }}
      className="grid gap-5"
      aria-label="Contact form"
    >
      <FormAlert />

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          control={form.control}
          name="name"
          label="Name"
          render={(field) => <Input autoComplete="name" {...field} />}
        />
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
            />
          )}
        />
      </div>

      <FormController
        control={form.control}
        name="topic"
        label="Topic"
        render={({ field, control }) => (
          <Select name={field.name} value={field.value} onValueChange={field.onChange}>
            <SelectTrigger ref={field.ref} onBlur={field.onBlur} {...control}>
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

      <FormField
        control={form.control}
        name="message"
        label="Message"
        description="At least 10 characters."
        render={(field) => <Textarea rows={6} className="min-h-40" {...field} />}
      />

      <div>
        <FormSubmit size="lg" className="w-full sm:w-auto" pendingLabel="Sending...">
          Send message
        </FormSubmit>
      </div>
    </Form>
  );
}
