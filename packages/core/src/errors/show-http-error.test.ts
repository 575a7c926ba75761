import { toastStore } from '@coffer/ui/Toast';
import { QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error';
import {
  reportMutationErrors,
  shouldToastMutationError,
  showHttpErrorToast,
} from './show-http-error';

const visibleToast = () => toastStore.getSnapshot().at(-1);

describe('showHttpErrorToast', () => {
  afterEach(() => act(() => toastStore.dismiss()));

  it('given a server message with an action, shows a danger toast linking to the action', () => {
    showHttpErrorToast(
      new HttpError(403, {
        message: 'You have run out of space.',
        action: { label: 'Upgrade', action: '/pricing' },
      }),
    );
    expect(visibleToast()).toMatchObject({
      type: 'danger',
      message: 'You have run out of space.',
      action: { label: 'Upgrade', href: '/pricing' },
    });
  });

  it('given a network failure, shows the generic message', () => {
    showHttpErrorToast(new TypeError('Failed to fetch'));
    expect(visibleToast()).toMatchObject({
      type: 'danger',
      message: 'There was an issue. Please try again.',
    });
  });
});

describe('mutation errors', () => {
  const mutation = (meta?: Record<string, unknown>) => ({ meta });

  it('toast by default, but not when the mutation opts out with meta.skipErrorToast', () => {
    const error = new HttpError(500, { message: 'Server Error' });
    expect(shouldToastMutationError(error, mutation())).toBe(true);
    expect(shouldToastMutationError(error, mutation({ skipErrorToast: true }))).toBe(false);
  });

  it('leave field errors to the form, but toast a 422 whose field map is empty', () => {
    const withFields = new HttpError(422, { message: 'Invalid', errors: { email: ['Taken'] } });
    const empty = new HttpError(422, { message: 'Invalid', errors: {} });
    expect(shouldToastMutationError(withFields, mutation())).toBe(false);
    expect(shouldToastMutationError(empty, mutation())).toBe(true);
  });

  it('after a mutation of a reported client fails, its message is toasted', async () => {
    const client = new QueryClient();
    const stop = reportMutationErrors(client);
    const run = client
      .getMutationCache()
      .build(client, {
        mutationFn: () => Promise.reject(new HttpError(409, { message: 'That name is taken.' })),
      })
      .execute(undefined);
    await expect(run).rejects.toThrow();
    expect(visibleToast()).toMatchObject({ type: 'danger', message: 'That name is taken.' });
    stop();
    act(() => toastStore.dismiss());
  });
});
