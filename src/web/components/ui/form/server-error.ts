import type { FieldErrors, FieldValues, Path, UseFormGetValues, UseFormSetError } from 'react-hook-form';
import { type ApiErrorCode, errorMessage, isApiError } from '../../../lib/api-client';

/** What a failed send left to say once its field messages are under their fields. */
export interface ServerFailure<TFieldValues extends FieldValues> {
  /** The message for the whole form (the server's, or the network or fallback text). */
  message: string;
  code: ApiErrorCode;
  /** The fields that received a message from the server. */
  fields: Path<TFieldValues>[];
}

interface FormErrorTarget<TFieldValues extends FieldValues> {
  setError: UseFormSetError<TFieldValues>;
  getValues: UseFormGetValues<TFieldValues>;
}

/**
 * The one way to show a failed send on a form: the server's per-field messages (a 400
 * with `fields`, named as in the shared schemas) go under the form's fields of those
 * names. The message for the whole form comes back (also for 429 RATE_LIMITED, network
 * errors and anything thrown).
 */
export function applyServerError<TFieldValues extends FieldValues>(
  form: FormErrorTarget<TFieldValues>,
  error: unknown,
): ServerFailure<TFieldValues> {
  const message = errorMessage(error);
  if (!isApiError(error)) return { message, code: 'INTERNAL', fields: [] };
  const known = new Set(Object.keys(form.getValues()));
  const isField = (name: string): name is Path<TFieldValues> => known.has(name);
  const fields: Path<TFieldValues>[] = [];
  for (const [name, text] of Object.entries(error.fields ?? {})) {
    if (!isField(name)) continue;
    form.setError(name, { type: 'server', message: text });
    fields.push(name);
  }
  return { message, code: error.code, fields };
}

/** The first message among a form's errors, in the order of `names` (the fields' order). */
export function firstErrorMessage<TFieldValues extends FieldValues>(
  errors: FieldErrors<TFieldValues>,
  names: readonly string[],
): string | undefined {
  const byName: Record<string, { message?: unknown } | undefined> = errors;
  for (const name of [...names, ...Object.keys(byName)]) {
    const message = byName[name]?.message;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}
