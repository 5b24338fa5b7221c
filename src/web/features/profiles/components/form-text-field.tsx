import { type ComponentProps, useId } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { describedBy, Field, FieldDescription, FieldError } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';

/** A labelled text input (or textarea) of a react-hook-form form, with hint and error. */
export function FormTextField<V extends FieldValues>({
  form,
  name,
  label,
  hint,
  multiline,
  className,
  ...inputProps
}: {
  form: UseFormReturn<V>;
  name: Path<V>;
  label: string;
  hint?: string;
  multiline?: boolean;
} & Omit<ComponentProps<'input'>, 'form' | 'name'>) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const error = form.getFieldState(name, form.formState).error?.message;
  const shared = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(hint && hintId, error && errorId),
  };
  return (
    <Field className={cn('content-start', className)}>
      <Label htmlFor={id}>{label}</Label>
      {multiline ? (
        <Textarea {...shared} rows={4} {...form.register(name)} />
      ) : (
        <Input {...shared} {...inputProps} {...form.register(name)} />
      )}
      {hint && <FieldDescription id={hintId}>{hint}</FieldDescription>}
      <FieldError id={errorId}>{error}</FieldError>
    </Field>
  );
}
