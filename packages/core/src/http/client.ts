import { getCookie } from '../cookies/cookies';
import { HttpError } from './http-error';
import { type HttpMethod, prepareRequest, type QueryParams } from './url';

export interface RequestOptions {
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
}

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
      throw new HttpError(response.status, payload);
    }
    return data as T;
  }

  return {
    request,
    get: <T>(path: string, params?: QueryParams, options?: Omit<RequestOptions, 'params'>) =>
      request<T>('GET', path, { ...options, params }),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', path, { ...options, body }),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PUT', path, { ...options, body }),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PATCH', path, { ...options, body }),
    delete: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('DELETE', path, { ...options, body }),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
