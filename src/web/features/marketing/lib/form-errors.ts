import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage, isApiError } from '../../../lib/api-client';

/**
 * Shows a failed submission: the server's per-field messages (400 with `fields`) go
 * under their fields; the returned text is the message for the whole form (also for
 * 429 RATE_LIMITED and network errors).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): string {
  if (isApiError(error) && error.fields) {
    for (const name of fieldNames) {
      const message = error.fields[name];
      if (message) setError(name, { type: 'server', message });
    }
  }
  return errorMessage(error);
}
