import { renderToStaticMarkup } from 'react-dom/server';
import { createFormControl } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contactMessageSchema } from '../../../../shared/schemas/marketing';
import { profileFormSchema } from '../../../../shared/schemas/profiles';
import { AUTH_TEXTS } from '../../../../shared/texts';
import { ApiError } from '../../../lib/api-client';
import { FormAlert, FormField } from './form';
import { applyServerError, firstErrorMessage } from './server-error';
import { zodFormResolver } from './use-zod-form';

// The form kit without a browser: the resolver and the server-error mapping against a
// real react-hook-form control, and the fields' id and aria wiring as React renders it.

const resolverOptions = { fields: {}, shouldUseNativeValidation: false, criteriaMode: 'firstError' } as const;

const filledProfile = {
  role: 'photographer',
  firstName: 'Jamie',
  lastName: 'Rivera',
  location: '',
  bio: '',
  specialties: ['portrait'],
  experienceYears: '7',
  dayRate: '',
  hourlyRate: '150',
  instagramHandle: '@jamie.frames',
  websiteUrl: 'jamie-rivera.example',
};

describe('zodFormResolver', () => {
  it('hands the submit the shared schema output: text fields parsed as the server parses them', async () => {
    const resolve = zodFormResolver<typeof filledProfile, z.output<typeof profileFormSchema>>(
      profileFormSchema,
    );
    const result = await resolve(filledProfile, undefined, resolverOptions);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      experienceYears: 7,
      hourlyRate: 150,
      dayRate: null,
      location: null,
      instagramHandle: 'jamie.frames',
      websiteUrl: 'https://jamie-rivera.example',
    });
  });

  it("gives each field the schema's first message, and nothing to submit", async () => {
    const resolve = zodFormResolver(contactMessageSchema);
    const result = await resolve(
      { name: '', email: 'not-an-email', topic: 'general', message: 'short' },
      undefined,
      resolverOptions,
    );
    expect(result.values).toEqual({});
    expect(result.errors.name?.message).toBe('Please enter your name');
    expect(result.errors.email?.message).toBe('Please enter a valid email address');
    expect(result.errors.message?.message).toBe('Please write at least 10 characters');
    expect(result.errors.topic).toBeUndefined();
  });

  it('nests the messages of list items and puts a rule about the whole form on root', async () => {
    const schema = z
      .object({ tags: z.array(z.enum(['a', 'b'], { error: 'Choose from the list' })), copy: z.string() })
      .refine((values) => values.copy === 'yes', 'Say yes');
    const resolve = zodFormResolver<{ tags: string[]; copy: string }, z.output<typeof schema>>(schema);
    const listed = await resolve({ tags: ['a', 'x'], copy: 'yes' }, undefined, resolverOptions);
    expect(listed.errors.tags?.[1]?.message).toBe('Choose from the list');
    const whole = await resolve({ tags: [], copy: 'no' }, undefined, resolverOptions);
    expect(whole.errors.root?.message).toBe('Say yes');
  });
});

describe('applyServerError', () => {
  function contactForm() {
    return createFormControl({ defaultValues: { name: '', email: '', topic: 'general', message: '' } });
  }

  it("puts the server's field messages under the fields the form has, and returns the message", () => {
    const form = contactForm();
    const failure = applyServerError(
      form,
      new ApiError(400, 'VALIDATION_FAILED', 'Please check the form.', {
        fields: { email: 'This address cannot receive mail', source: 'Not a field here' },
      }),
    );
    expect(failure).toEqual({
      message: 'Please check the form.',
      code: 'VALIDATION_FAILED',
      fields: ['email'],
    });
    expect(form.getFieldState('email').error).toMatchObject({
      type: 'server',
      message: 'This address cannot receive mail',
    });
    expect(form.getFieldState('name').error).toBeUndefined();
  });

  it('says what happened for a refusal without fields and for anything else thrown', () => {
    const form = contactForm();
    expect(
      applyServerError(
        form,
        new ApiError(429, 'RATE_LIMITED', 'Too many attempts. Please try again in 2 minutes.'),
      ),
    ).toEqual({
      message: 'Too many attempts. Please try again in 2 minutes.',
      code: 'RATE_LIMITED',
      fields: [],
    });
    expect(applyServerError(form, new TypeError('boom'))).toEqual({
      message: AUTH_TEXTS.unexpected,
      code: 'INTERNAL',
      fields: [],
    });
  });
});

describe('firstErrorMessage', () => {
  it('follows the order of the fields, not of the errors', () => {
    const errors = { hourlyRate: { type: 'x', message: 'Hourly' }, dayRate: { type: 'x', message: 'Daily' } };
    expect(firstErrorMessage(errors, ['dayRate', 'hourlyRate'])).toBe('Daily');
    expect(firstErrorMessage(errors, ['role'])).toBe('Hourly');
    expect(firstErrorMessage({}, ['role'])).toBeUndefined();
  });
});

describe('a field owns its ids, label, description and message', () => {
  function render(withError: boolean) {
    const { control } = createFormControl({ defaultValues: { message: '' } });
    if (withError) control.setError('message', { message: 'Please write at least 10 characters' });
    const html = renderToStaticMarkup(
      <FormField
        control={control}
        name="message"
        label="Message"
        description="At least 10 characters."
        render={(field) => <textarea {...field} />}
      />,
    );
    const attribute = (pattern: RegExp) => html.match(pattern)?.[1];
    return {
      html,
      labelFor: attribute(/<label[^>]* for="([^"]+)"/),
      controlId: attribute(/<textarea[^>]* id="([^"]+)"/),
      describedBy: attribute(/<textarea[^>]* aria-describedby="([^"]+)"/)?.split(' ') ?? [],
      invalid: attribute(/<textarea[^>]* aria-invalid="([^"]+)"/),
      descriptionId: attribute(/<p[^>]* id="([^"]+)"[^>]*>At least 10 characters\.</),
      messageId: attribute(/<p[^>]* id="([^"]+)"[^>]*>Please write at least 10 characters</),
    };
  }

  it('labels the control and describes it by its help text', () => {
    const field = render(false);
    expect(field.controlId).toBeTruthy();
    expect(field.labelFor).toBe(field.controlId);
    expect(field.describedBy).toEqual([field.descriptionId]);
    expect(field.invalid).toBeUndefined();
    expect(field.html).toContain('name="message"');
  });

  it('marks the control invalid and describes it by its message too', () => {
    const field = render(true);
    expect(field.invalid).toBe('true');
    expect(field.messageId).toBeTruthy();
    expect(field.describedBy).toEqual([field.descriptionId, field.messageId]);
  });
});

describe('FormAlert', () => {
  it('is a status for a success and an alert for a failure, and nothing without a result', () => {
    expect(renderToStaticMarkup(<FormAlert result={null} />)).toBe('');
    const success = renderToStaticMarkup(<FormAlert result={{ status: 'success', message: 'Sent.' }} />);
    expect(success).toContain('role="status"');
    expect(success).toContain('Sent.');
    const failure = renderToStaticMarkup(
      <FormAlert result={{ status: 'error', message: 'Too many attempts.' }}>
        {() => <a href="/auth?mode=forgot">Request a new link</a>}
      </FormAlert>,
    );
    expect(failure).toContain('role="alert"');
    expect(failure).toContain('Too many attempts.');
    expect(failure).toContain('Request a new link');
  });
});
