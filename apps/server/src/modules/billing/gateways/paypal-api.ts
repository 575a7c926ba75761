import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { HttpProblem } from '../../../platform/http/errors';

/** PayPal answered an error, or could not be reached, or answered what Coffer cannot read. */
export class PaypalRequestError extends HttpProblem {
  constructor(
    status: 404 | 502,
    /** What PayPal said, for the logs; never shown to the user. */
    readonly detail: string,
    /** PayPal's own status (0: no answer). */
    readonly paypalStatus = 0,
  ) {
    super(status, status === 404 ? 'Not found.' : 'Something went wrong. Try again in a moment.');
  }
}

export interface PaypalAccount {
  clientId: string;
  secret: string;
}

export interface PaypalClient {
  get<S extends z.ZodType>(
    schema: S,
    path: string,
    query?: Record<string, string>,
  ): Promise<z.infer<S>>;
  /** A POST answering JSON (`schema`) or nothing (204, `schema` null). */
  post<S extends z.ZodType>(schema: S, path: string, body: unknown): Promise<z.infer<S>>;
  post(schema: null, path: string, body: unknown): Promise<void>;
}

const tokenSchema = z.object({ access_token: z.string(), expires_in: z.number() });

/**
 * Calls PayPal's REST API at `base` as the app `account`, with an OAuth token from the client
 * credentials, kept (in `tokens`, per app) until shortly before it expires and fetched again
 * when PayPal no longer takes it. The token is a cache: any instance can fetch its own.
 */
export function paypalClient(
  base: string,
  account: PaypalAccount,
  tokens: Map<string, { token: string; expiresAt: number }>,
): PaypalClient {
  const cacheKey = `${base} ${account.clientId} ${account.secret}`;

  async function token(fresh: boolean): Promise<string> {
    const kept = tokens.get(cacheKey);
    if (!fresh && kept && kept.expiresAt > Date.now()) return kept.token;
    const basic = Buffer.from(`${account.clientId}:${account.secret}`).toString('base64');
    const data = (await send(tokenSchema, '/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    })) as z.infer<typeof tokenSchema>;
    tokens.set(cacheKey, {
      token: data.access_token,
      expiresAt: Date.now() + Math.max(data.expires_in - 60, 0) * 1000,
    });
    return data.access_token;
  }

  async function call(
    schema: z.ZodType | null,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<unknown> {
    // PayPal answers a repeated request id with the first answer: the retry with a fresh
    // token below makes nothing twice.
    const requestId = randomUUID();
    const init = (bearer: string): RequestInit => ({
      method,
      headers: {
        authorization: `Bearer ${bearer}`,
        accept: 'application/json',
        ...(method === 'POST'
          ? {
              'content-type': 'application/json',
              'paypal-request-id': requestId,
              prefer: 'return=representation',
            }
          : {}),
      },
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    });
    try {
      return await send(schema, path, init(await token(false)));
    } catch (error) {
      if (!(error instanceof PaypalRequestError && error.paypalStatus === 401)) throw error;
      return send(schema, path, init(await token(true)));
    }
  }

  async function send(schema: z.ZodType | null, path: string, init: RequestInit) {
    const what = `${init.method} ${path}`;
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(20_000) });
    } catch (error) {
      throw new PaypalRequestError(502, `${what}: ${String(error)}`);
    }
    const text = await response.text();
    if (!response.ok) {
      const unknown =
        response.status === 404 || (response.status === 422 && text.includes('RESOURCE_NOT_FOUND'));
      throw new PaypalRequestError(
        unknown ? 404 : 502,
        `${what}: ${response.status} ${text.slice(0, 500)}`,
        response.status,
      );
    }
    if (!schema) return undefined;
    let data: unknown = null;
    try {
      data = JSON.parse(text);
    } catch {
      // Checked below: null is no answer.
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw new PaypalRequestError(502, `${what}: ${parsed.error.message}`);
    return parsed.data;
  }

  return {
    get: (schema, path, query) =>
      call(schema, 'GET', query ? `${path}?${new URLSearchParams(query)}` : path) as never,
    post: ((schema: z.ZodType | null, path: string, body: unknown) =>
      call(schema, 'POST', path, body)) as PaypalClient['post'],
  };
}
