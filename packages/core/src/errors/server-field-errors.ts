import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isHttpError } from '../http/http-error';
import { firstFieldError } from './describe-http-error';

/**
 * The server's field errors (422 `errors`), the first message of each field, as a kit
 * `Form`'s `validationErrors`. An item of a list (`emails.2`) speaks for its list's field
 * (`emails`), the first such message winning, since a form has one field for the list. Null
 * when there are none to show, so the caller shows the generic HTTP error toast instead
 * (spec §5).
 */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  if (!isHttpError(error)) return null;
  const errors: Record<string, string> = {};
  for (const [key, messages] of Object.entries(error.payload.errors ?? {})) {
    const field = key.replace(LIST_ITEM, '');
    const message = firstFieldError(messages as string | string[]);
    if (message && !(field in errors)) errors[field] = message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/**
 * Puts the server's field errors (422 `errors`) onto a react-hook-form form and focuses the
 * first one. Returns false when there were none to map, so the caller shows the generic HTTP
 * error toast instead (spec §5).
 *
 * A form of one field (a name, a password) passes that field as `onField`: any 422 then
 * lands on it, with the field's own message or else the answer's (a name that clashes, a
 * wrong password), whatever other field the server named.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
  onField?: FieldPath<T>,
): boolean {
  const errors = onField ? oneFieldError(error, onField) : serverFieldErrors(error);
  Object.entries(errors ?? {}).forEach(([field, message], index) => {
    form.setError(field as FieldPath<T>, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  return errors !== null;
}

/** `emails.2`: the third address of the `emails` list. */
const LIST_ITEM = /\.\d+$/;

function oneFieldError(error: unknown, field: string): Record<string, string> | null {
  if (!isHttpError(error) || error.status !== 422) return null;
  const message = serverFieldErrors(error)?.[field] ?? error.payload.message;
  return message ? { [field]: message } : null;
}
