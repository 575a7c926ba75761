import type { ErrorPayload } from '@coffer/contract';

/** A non-2xx answer of the API, with its parsed error payload. */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly status: number,
    readonly payload: ErrorPayload,
  ) {
    super(payload.message || `Request failed with status ${status}`);
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
