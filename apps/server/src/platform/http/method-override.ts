import type { IncomingMessage } from 'node:http';

const OVERRIDABLE = ['PUT', 'PATCH', 'DELETE'];

/**
 * The client sends PUT, PATCH and DELETE as POST with `X-HTTP-Method-Override` and
 * `_method` (spec §7). Runs before routing (Fastify's `rewriteUrl`), so the call is
 * routed by its real method; returns the URL unchanged.
 */
export function applyMethodOverride(req: IncomingMessage): string {
  const url = req.url ?? '/';
  if (req.method !== 'POST') return url;
  const header = req.headers['x-http-method-override'];
  const query = new URL(url, 'http://x').searchParams.get('_method');
  const override = (typeof header === 'string' ? header : query)?.toUpperCase();
  if (override && OVERRIDABLE.includes(override)) req.method = override;
  return url;
}
