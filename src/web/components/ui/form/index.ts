// The form kit: see docs/decisions/0013-form-kit.md.
export {
  type FieldControlProps,
  Form,
  FormAlert,
  FormController,
  FormField,
  FormFieldset,
  FormLabel,
  FormMessage,
  type FormResult,
  FormSubmit,
  LabelWithMark,
  type RegisteredFieldProps,
  useFormField,
  useFormResult,
} from './form';
export { applyServerError, firstErrorMessage, type ServerFailure } from './server-error';
export { useZodForm, type ZodFormOptions, zodFormResolver } from './use-zod-form';
