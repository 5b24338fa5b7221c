import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import { useMemo } from 'react';
import {
  type FieldError,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that checks the form's values with a shared zod schema, the
 * same schema the server applies. Field values are typed by the form (a number field
 * holds text until the schema parses it, a role is '' until one is chosen); zod takes
 * any value and says what is wrong, so the form's own value type needs no cast. The
 * submit handler receives the schema's output. One message per field: the first.
 */
export function zodFormResolver<TFieldValues extends FieldValues, TOutput extends FieldValues>(
  schema: z.ZodType<TOutput>,
): Resolver<TFieldValues, unknown, TOutput> {
  return async (values, _context, options) => {
    const parsed = await schema.safeParseAsync(values);
    if (parsed.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: parsed.data, errors: {} };
    }
    const errors: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      // A rule about the whole form (no path) is the form's root error.
      const path = issue.path.length > 0 ? issue.path.map(String).join('.') : 'root';
      errors[path] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

export type ZodFormOptions<TFieldValues extends FieldValues, TOutput extends FieldValues> = Omit<
  UseFormProps<TFieldValues, unknown, TOutput>,
  'resolver'
> & {
  /** Every field's starting value, in the order the fields appear (the first error shown follows it). */
  defaultValues: TFieldValues;
};

/**
 * A react-hook-form form bound to a shared zod schema. The schema may change between
 * renders (a sign-in form that becomes sign-up, a wizard step): the next check uses it.
 */
export function useZodForm<TOutput extends FieldValues, TFieldValues extends FieldValues>(
  schema: z.ZodType<TOutput>,
  options: ZodFormOptions<TFieldValues, TOutput>,
) {
  const resolver = useMemo(() => zodFormResolver<TFieldValues, TOutput>(schema), [schema]);
  return useForm<TFieldValues, unknown, TOutput>({ ...options, resolver });
}
