import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isHttpError } from '../http/http-error';
import { firstFieldError } from './describe-http-error';

/**
 * Puts the server's field errors (422 `errors`) onto a react-hook-form form and
 * focuses the first one. Returns false when there were none to map, so the
 * caller shows the generic HTTP error toast instead (spec §5).
 */
export function applyServerFieldErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
): boolean {
  if (!isHttpError(error)) return false;
  const entries = Object.entries(error.payload.errors ?? {}).flatMap(([field, messages]) => {
    const message = firstFieldError(messages as string | string[]);
    return message ? [[field, message] as const] : [];
  });
  entries.forEach(([field, message], index) => {
    form.setError(field as FieldPath<T>, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  return entries.length > 0;
}
