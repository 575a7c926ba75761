import type { IgnitionTrace } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error';
import { describeHttpError, GENERIC_ERROR_MESSAGE } from './describe-http-error';

const trace: IgnitionTrace = {
  exception: 'TypeError',
  message: 'x is undefined',
  trace: [],
  totalVendorGroups: 0,
};
const upgrade = { label: 'Upgrade', action: '/pricing' };

describe('generic HTTP error (spec §8)', () => {
  it('given an ignitionTrace, opens the error dialog instead of a toast', () => {
    const error = new HttpError(500, { message: 'Server Error', ignitionTrace: trace });
    expect(describeHttpError(error)).toEqual({ kind: 'trace', trace });
  });

  it('given a server message, toasts it with the response action', () => {
    const error = new HttpError(403, { message: 'You have run out of space.', action: upgrade });
    expect(describeHttpError(error)).toEqual({
      kind: 'toast',
      message: 'You have run out of space.',
      action: upgrade,
    });
  });

  it('given a named field, toasts the first message of that field', () => {
    const error = new HttpError(422, {
      message: 'The given data was invalid.',
      errors: { email: ['The email is taken.', 'Second'] },
    });
    expect(describeHttpError(error, 'email')).toEqual({
      kind: 'toast',
      message: 'The email is taken.',
    });
  });

  it('given a named field without errors, falls back to the generic message', () => {
    const error = new HttpError(422, { message: 'Invalid', errors: {} });
    expect(describeHttpError(error, 'email')).toEqual({
      kind: 'toast',
      message: GENERIC_ERROR_MESSAGE,
    });
  });

  it('given an empty server message or a network failure, uses the generic message', () => {
    expect(describeHttpError(new HttpError(500, { message: '' }))).toEqual({
      kind: 'toast',
      message: 'There was an issue. Please try again.',
    });
    expect(describeHttpError(new TypeError('Failed to fetch'))).toEqual({
      kind: 'toast',
      message: 'There was an issue. Please try again.',
    });
  });
});
