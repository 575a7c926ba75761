import type { ErrorPayload } from '@coffer/contract';
import type { z } from 'zod';

/** An error the client should see as it is: status plus the contract's error payload. */
export class HttpProblem extends Error {
  /** Headers the answer carries (e.g. `Retry-After` on a 429). */
  headers: Record<string, string> = {};

  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }

  toPayload(): ErrorPayload {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

/** Field messages of a failed zod parse, keyed by the dotted field path. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}

/** Parses input with a contract schema, or answers 422 with a message per field. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  const first = Object.values(errors)[0]?.[0];
  throw new HttpProblem(422, first ?? 'The given data was invalid.', errors);
}

/** 507: the server's disk (or the storage it writes to) has no room for the bytes. */
export const STORAGE_FULL_MESSAGE =
  'The server has no storage space left for this upload. Try again later, or ask the administrator to free some space.';

/** Messages of the multipart parser (busboy) for a body that is not a well-formed form. */
const MALFORMED_MULTIPART =
  /^Multipart: Boundary not found$|unexpected end of multipart data$|^Malformed part header$/i;

/**
 * The answer an error stands for, when it is the client's or the disk's and not a bug:
 * an `HttpProblem` as it is; a malformed multipart body (no boundary, cut off) as 400,
 * whichever route parsed it; a full disk or exhausted disk quota (ENOSPC, EDQUOT) as
 * 507 (SQLite's SQLITE_FULL too). Anything else answers null (a 500, logged).
 */
export function knownProblem(error: unknown): HttpProblem | null {
  if (error instanceof HttpProblem) return error;
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOSPC' || code === 'EDQUOT' || code === 'SQLITE_FULL')
    return new HttpProblem(507, STORAGE_FULL_MESSAGE);
  if (error instanceof Error && MALFORMED_MULTIPART.test(error.message))
    return new HttpProblem(400, 'The upload is not a well-formed multipart form.');
  return null;
}
