import type { ErrorAction, IgnitionTrace } from '@coffer/contract';
import { isHttpError } from '../http/http-error';
import { defineMessage } from '../i18n/define-message';

export const GENERIC_ERROR_MESSAGE = defineMessage('There was an issue. Please try again.');

/** What the generic HTTP error handler shows: the error dialog, or a danger toast. */
export type HttpErrorDisplay =
  | { kind: 'trace'; trace: IgnitionTrace }
  | { kind: 'toast'; message: string; action?: ErrorAction };

/**
 * Spec §8: an ignitionTrace opens the error dialog; otherwise a danger toast with
 * the server message, or (when a field is named) the first message of that
 * field's errors, or else the generic message; the response's action rides along.
 */
export function describeHttpError(error: unknown, field?: string): HttpErrorDisplay {
  if (!isHttpError(error)) return { kind: 'toast', message: GENERIC_ERROR_MESSAGE };
  const { ignitionTrace, action, message, errors } = error.payload;
  if (ignitionTrace) return { kind: 'trace', trace: ignitionTrace };
  const text = field === undefined ? message : firstFieldError(errors?.[field]);
  return {
    kind: 'toast',
    message: text || GENERIC_ERROR_MESSAGE,
    ...(action ? { action } : {}),
  };
}

/** Field errors arrive as a string or a list of strings (spec §3). */
export function firstFieldError(
  messages: string | readonly string[] | undefined,
): string | undefined {
  return typeof messages === 'string' ? messages : messages?.[0];
}
