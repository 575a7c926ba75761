import { describeHttpError, GENERIC_ERROR_MESSAGE } from '@coffer/core';

/**
 * The message of the generic HTTP error toast (spec §8). An ignitionTrace belongs to the
 * shell's error dialog; auth answers never carry one, so it falls back to the default text.
 */
export function describeForToast(error: unknown): string {
  const display = describeHttpError(error);
  return display.kind === 'toast' ? display.message : GENERIC_ERROR_MESSAGE;
}
