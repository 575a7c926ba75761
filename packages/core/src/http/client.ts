import {
  type AccountGateCode,
  type CallOptions,
  type Endpoint,
  fillPath,
  type ResponseOf,
} from '@coffer/contract';
import { getCookie } from '../cookies/cookies';
import { HttpError } from './http-error';
import { type HttpMethod, prepareRequest, type QueryParams } from './url';

interface RequestOptions {
  params?: QueryParams;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface HttpClientOptions {
  /** Origin the paths are relative to. @default '' (same origin) */
  baseUrl?: string;
  /** The active workspace, sent as `workspaceId` on GET/POST/PUT. */
  getWorkspaceId?: () => number | null;
  fetch?: typeof fetch;
  /** Reads a cookie (the XSRF token). */
  readCookie?: (name: string) => string | null;
  /**
   * Checks every endpoint's answer against its response schema (loading the contract's
   * schemas on first use) and throws on a mismatch.
   * A production build leaves the check out whatever this says.
   * @default true in development and tests
   */
  checkAnswers?: boolean;
  /**
   * Called when account gating refused a call (the answer's `code`): the account was
   * suspended, or must confirm its address, since the page loaded. The app refreshes its
   * bootstrap data so the gate's screen shows. The call still throws.
   */
  onAccountGate?: (code: AccountGateCode) => void;
}

/** The arguments of `call` after the endpoint: none when nothing is required. */
export type CallArgs<E extends Endpoint> = [RequiredKeys<CallOptions<E>>] extends [never]
  ? [options?: EndpointCallOptions<E>]
  : [options: EndpointCallOptions<E>];
/** The endpoint's params, query and body, with headers and a cancel signal. */
export type EndpointCallOptions<E extends Endpoint> = CallOptions<E> & {
  headers?: Record<string, string>;
  signal?: AbortSignal;
};
type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];

// Bundlers replace `process.env.NODE_ENV`, so a production build drops the answer check.
const DEVELOPMENT = process.env.NODE_ENV !== 'production';

export type HttpClient = ReturnType<typeof createHttpClient>;

/**
 * The one HTTP client (spec §7): sends cookies, asks for and sends JSON, adds the
 * CSRF header on every mutating call, and throws `HttpError` on non-2xx answers.
 */
export function createHttpClient({
  baseUrl = '',
  getWorkspaceId = () => null,
  fetch: fetchImpl = (...args) => globalThis.fetch(...args),
  readCookie = (name) => getCookie(name),
  checkAnswers = DEVELOPMENT,
  onAccountGate,
}: HttpClientOptions = {}) {
  async function request<T>(
    method: HttpMethod,
    path: string,
    options: RequestOptions = {},
  ): Promise<T> {
    const prepared = prepareRequest(method, path, options.params, getWorkspaceId());
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...prepared.headers,
      ...options.headers,
    };
    let body: BodyInit | undefined;
    if (options.body instanceof FormData || options.body instanceof Blob) {
      body = options.body;
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    if (prepared.method !== 'GET') {
      const xsrf = readCookie('XSRF-TOKEN');
      if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
    }
    const response = await fetchImpl(`${baseUrl}${prepared.url}`, {
      method: prepared.method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
    const text = await response.text();
    const data = text ? parseJson(text) : undefined;
    if (!response.ok) {
      const payload =
        data && typeof data === 'object' && 'message' in data
          ? (data as HttpError['payload'])
          : { message: '' };
      if (payload.code) onAccountGate?.(payload.code);
      throw new HttpError(response.status, payload);
    }
    return data as T;
  }

  /**
   * Calls an endpoint of the contract's map: the path is filled from `params`, the query and
   * body are the endpoint's, and the answer is typed (and checked, see `checkAnswers`).
   */
  async function call<E extends Endpoint>(
    endpoint: E,
    ...[options]: CallArgs<E>
  ): Promise<ResponseOf<E>> {
    const { params, query, body, headers, signal } = (options ?? {}) as {
      params?: Record<string, string | number>;
      query?: QueryParams;
      body?: unknown;
      headers?: Record<string, string>;
      signal?: AbortSignal;
    };
    const data = await request<unknown>(endpoint.method, fillPath(endpoint.path, params), {
      params: query,
      body,
      headers,
      signal,
    });
    // The check (and the schemas it loads) is left out of a production build.
    if (DEVELOPMENT && checkAnswers) return (await checkAnswer(endpoint, data)) as ResponseOf<E>;
    return data as ResponseOf<E>;
  }

  return { call };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Parses an answer with its endpoint's response schema, naming the endpoint on a mismatch. */
async function checkAnswer(endpoint: Endpoint, data: unknown): Promise<unknown> {
  const { findEndpoint } = await import('@coffer/contract/endpoints');
  const schema = findEndpoint(endpoint.id)?.schemas.response;
  if (!schema) return data;
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new Error(
    `The answer of ${endpoint.id} (${endpoint.method} ${endpoint.path}) does not match its schema: ${result.error.message}`,
  );
}
