import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client';

/** The first message among a form's errors, in field order, for the toast. */
export function firstErrorMessage<V extends FieldValues>(
  errors: FieldErrors<V>,
  order: readonly string[],
): string | undefined {
  for (const name of order) {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    if (typeof message === 'string' && message) return message;
  }
  for (const value of Object.values(errors)) {
    const message = (value as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}

/** Puts the server's field messages (names match the shared schemas) under the fields. */
export function applyServerFieldErrors<V extends FieldValues>(
  error: unknown,
  names: readonly Path<V>[],
  setError: UseFormSetError<V>,
): Path<V>[] {
  if (!isApiError(error) || !error.fields) return [];
  const applied: Path<V>[] = [];
  for (const name of names) {
    const message = error.fields[name];
    if (message) {
      setError(name, { type: 'server', message });
      applied.push(name);
    }
  }
  return applied;
}
