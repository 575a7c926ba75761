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
