import type { z } from 'zod';
import { HttpProblem } from '../../../platform/http/errors';

/**
 * The Stripe API version Coffer is written against: subscriptions carry
 * `current_period_start/end` and invoices their `payment_intent` (both moved in 2025-03-31).
 * Every call sends it, so an account's default version never changes what Coffer reads.
 */
export const STRIPE_API_VERSION = '2024-06-20';

type FormValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly FormValue[]
  | { readonly [key: string]: FormValue };
export type StripeParams = { readonly [key: string]: FormValue };

/**
 * Stripe's form encoding: nested objects as `a[b][c]=v`, lists of values as `a[]=v`, lists
 * of objects as `a[0][b]=v`; `undefined` is left out.
 */
export function stripeForm(params: StripeParams): URLSearchParams {
  const form = new URLSearchParams();
  const add = (key: string, value: FormValue): void => {
    if (value === undefined) return;
    if (value === null) form.append(key, '');
    else if (Array.isArray(value)) {
      value.forEach((item: FormValue, index) => {
        const nested = typeof item === 'object' && item !== null;
        add(nested ? `${key}[${index}]` : `${key}[]`, item);
      });
    } else if (typeof value === 'object') {
      for (const [name, inner] of Object.entries(value)) add(`${key}[${name}]`, inner);
    } else form.append(key, String(value));
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return form;
}

/** Stripe answered an error, or could not be reached, or answered what Coffer cannot read. */
export class StripeRequestError extends HttpProblem {
  constructor(
    status: 404 | 502,
    /** What Stripe said (its status and error), for the logs; never shown to the user. */
    readonly detail: string,
  ) {
    super(status, status === 404 ? 'Not found.' : 'Something went wrong. Try again in a moment.');
  }
}

export interface StripeClient {
  get<S extends z.ZodType>(schema: S, path: string, params?: StripeParams): Promise<z.infer<S>>;
  post<S extends z.ZodType>(
    schema: S,
    path: string,
    params?: StripeParams,
    options?: { idempotencyKey?: string },
  ): Promise<z.infer<S>>;
  delete<S extends z.ZodType>(schema: S, path: string, params?: StripeParams): Promise<z.infer<S>>;
}

/** Calls Stripe's REST API at `base` with the account's secret key. */
export function stripeClient(base: string, secretKey: string): StripeClient {
  async function call<S extends z.ZodType>(
    schema: S,
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    params: StripeParams = {},
    idempotencyKey?: string,
  ): Promise<z.infer<S>> {
    const form = stripeForm(params).toString();
    const url = `${base}${path}${method === 'POST' || !form ? '' : `?${form}`}`;
    const headers: Record<string, string> = {
      authorization: `Bearer ${secretKey}`,
      'stripe-version': STRIPE_API_VERSION,
      accept: 'application/json',
    };
    if (method === 'POST') headers['content-type'] = 'application/x-www-form-urlencoded';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: method === 'POST' ? form : undefined,
        signal: AbortSignal.timeout(20_000),
      });
    } catch (error) {
      throw new StripeRequestError(502, `${method} ${path}: ${String(error)}`);
    }
    const data: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const said = JSON.stringify((data as { error?: unknown } | null)?.error ?? data);
      throw new StripeRequestError(
        response.status === 404 ? 404 : 502,
        `${method} ${path}: ${response.status} ${said}`,
      );
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      throw new StripeRequestError(502, `${method} ${path}: ${parsed.error.message}`);
    }
    return parsed.data;
  }

  return {
    get: (schema, path, params) => call(schema, 'GET', path, params),
    post: (schema, path, params, options) =>
      call(schema, 'POST', path, params, options?.idempotencyKey),
    delete: (schema, path, params) => call(schema, 'DELETE', path, params),
  };
}
