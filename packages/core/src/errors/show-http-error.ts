import { openDialog } from '@coffer/ui/DialogOutlet';
import { toast } from '@coffer/ui/Toast';
import type { Mutation, QueryClient } from '@tanstack/react-query';
import { isHttpError } from '../http/http-error';
import { translate } from '../i18n/i18n-context';
import { describeHttpError, GENERIC_ERROR_MESSAGE } from './describe-http-error';

/**
 * The generic HTTP error toast (spec §8): a response with an ignitionTrace opens the
 * error dialog; anything else shows a danger toast with the server message (or the
 * first message of `field`, or 'There was an issue. Please try again.') and the
 * response's action as its link. Needs the app's `ToastRegion` and `DialogOutlet`.
 */
export function showHttpErrorToast(error: unknown, field?: string): void {
  const display = describeHttpError(error, field);
  if (display.kind === 'trace') {
    const { trace } = display;
    // The dialog is only for debug builds of the server; load it when one is needed.
    void import('./ErrorDialog').then(({ ErrorDialog }) => openDialog(ErrorDialog, { trace }));
    return;
  }
  // The server answers in the user's language; the generic message is the app's own.
  toast.danger(
    display.message === GENERIC_ERROR_MESSAGE ? translate(GENERIC_ERROR_MESSAGE) : display.message,
    display.action ? { action: { label: display.action.label, href: display.action.action } } : {},
  );
}

/** `useMutation({ meta: { skipErrorToast: true } })` handles its failures itself. */
export interface ErrorToastMeta {
  skipErrorToast?: boolean;
}

/**
 * Whether a failed mutation gets the generic HTTP error toast: not when it opts out
 * with `meta.skipErrorToast`, and not for field errors (422 with `errors`), which
 * forms put on their fields (`applyServerFieldErrors`). An empty field map still
 * toasts, as spec §5 asks.
 */
export function shouldToastMutationError(
  error: unknown,
  mutation: Pick<Mutation<unknown, unknown, unknown, unknown>, 'meta'>,
): boolean {
  if ((mutation.meta as ErrorToastMeta | undefined)?.skipErrorToast) return false;
  if (isHttpError(error) && error.status === 422) {
    return Object.keys(error.payload.errors ?? {}).length === 0;
  }
  return true;
}

/**
 * Shows the generic HTTP error toast for every failed mutation of `queryClient` (see
 * `shouldToastMutationError`). Returns the function that stops it.
 */
export function reportMutationErrors(queryClient: QueryClient): () => void {
  return queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    const { error } = event.action;
    if (shouldToastMutationError(error, event.mutation)) showHttpErrorToast(error);
  });
}
