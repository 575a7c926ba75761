import { type FakeAnswer, FakeRefusal } from './fake-http';

/** Stripe's form encoding and error answers, as the fake Stripe reads and writes them (test-only). */

export type Params = { [key: string]: string | Params | undefined };

/** Stripe's form encoding read back: `a[b][0][c]=v`, `a[]=v`. Lists come out as objects keyed 0, 1… */
export function stripeParams(text: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const first = key.split('[')[0]!;
    const segments = [
      first,
      ...[...key.slice(first.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!),
    ];
    let node = root;
    segments.forEach((segment, index) => {
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (index === segments.length - 1) node[name] = value;
      else {
        if (typeof node[name] !== 'object') node[name] = {};
        node = node[name] as Params;
      }
    });
  }
  return root;
}

export function list(value: Params[string]): string[] {
  if (value === undefined) return [];
  if (typeof value === 'string') return [value];
  return Object.keys(value)
    .sort((a, b) => Number(a) - Number(b))
    .map((k) => value[k] as string);
}

export function record(value: Params[string]): Record<string, string> {
  return value && typeof value === 'object' ? (value as Record<string, string>) : {};
}

export function str(value: Params[string]): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function need(p: Params, key: string): string {
  const value = str(p[key]);
  if (value === undefined || value === '') throw new FakeRefusal(missing(key));
  return value;
}

export function missing(param: string): FakeAnswer {
  return {
    status: 400,
    body: {
      error: { type: 'invalid_request_error', message: `Missing required param: ${param}.`, param },
    },
  };
}

export function stripeError(
  status: number,
  message: string,
  type = 'invalid_request_error',
): FakeAnswer {
  return { status, body: { error: { type, message } } };
}
