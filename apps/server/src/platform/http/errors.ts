import type { AccountGateCode, ErrorPayload } from '@coffer/contract';
import { IntlMessageFormat } from 'intl-messageformat';
import type { z } from 'zod';
import type { Catalogue, MessageValues } from '../i18n/catalogue';
import { defineMessage } from '../i18n/define-message';

/**
 * An error the client should see as it is: status plus the contract's error payload. Its
 * message and field messages are English catalogue messages (ADR 0016), `values` filling
 * their ICU placeholders; the app's error handler sends them in the request's language.
 */
export class HttpProblem extends Error {
  /** Headers the answer carries (e.g. `Retry-After` on a 429). */
  headers: Record<string, string> = {};
  /** Placeholder values of one field's messages, where they differ from `values`. */
  fieldValues: Record<string, MessageValues> = {};
  /** Why account gating refused the call, for the client to show the gate's screen. */
  code?: AccountGateCode;

  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly values?: MessageValues,
  ) {
    super(message);
  }

  /** The payload in English, placeholders filled. */
  toPayload(): ErrorPayload {
    return this.translatedPayload(undefined, 'en');
  }

  /** The payload with the message and every field message in `language`. */
  translatedPayload(catalogue: Pick<Catalogue, 'translate'> | undefined, language: string) {
    const translate = (message: string, values = this.values) =>
      catalogue ? catalogue.translate(language, message, values) : fillEnglish(message, values);
    const message = translate(this.message);
    const code = this.code ? { code: this.code } : {};
    if (!this.errors) return { message, ...code } satisfies ErrorPayload;
    const errors = Object.fromEntries(
      Object.entries(this.errors).map(([field, messages]) => [
        field,
        messages.map((m) => translate(m, this.fieldValues[field] ?? this.values)),
      ]),
    );
    return { message, errors, ...code } satisfies ErrorPayload;
  }
}

/** Fills a message's ICU placeholders without a catalogue (English as written). */
function fillEnglish(message: string, values: MessageValues | undefined): string {
  if (!values) return message;
  try {
    return String(new IntlMessageFormat(message, 'en').format(values));
  } catch {
    return message;
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
  const first = Object.values(errors)[0]?.[0] || defineMessage('The given data was invalid.');
  throw new HttpProblem(422, first, errors);
}

/** 507: the server's disk (or the storage it writes to) has no room for the bytes. */
export const STORAGE_FULL_MESSAGE = defineMessage(
  'The server has no storage space left for this upload. Try again later, or ask the administrator to free some space.',
);

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
