import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isHttpError } from '../http/http-error';
import { firstFieldError } from './describe-http-error';

/**
 * The server's field errors (422 `errors`), the first message of each field, as a kit
 * `Form`'s `validationErrors`. Null when there are none to show, so the caller shows the
 * generic HTTP error toast instead (spec §5).
 */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  if (!isHttpError(error)) return null;
  const entries = Object.entries(error.payload.errors ?? {}).flatMap(([field, messages]) => {
    const message = firstFieldError(messages as string | string[]);
    return message ? [[field, message] as const] : [];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/**
 * Puts the server's field errors (422 `errors`) onto a react-hook-form form and
 * focuses the first one. Returns false when there were none to map, so the
 * caller shows the generic HTTP error toast instead (spec §5).
 */
export function applyServerFieldErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
): boolean {
  const errors = serverFieldErrors(error);
  Object.entries(errors ?? {}).forEach(([field, message], index) => {
    form.setError(field as FieldPath<T>, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  return errors !== null;
}
