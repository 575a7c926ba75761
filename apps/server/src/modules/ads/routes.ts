import { systemEndpoints } from '@coffer/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import { HttpProblem } from '../../platform/http/errors';

/**
 * The ad document's policy. An ad network's code loads scripts, frames and images from
 * anywhere, which the app's own policy forbids; so the code runs in its own document,
 * sandboxed into an opaque origin (no cookies, no reach into the app or its API), that only
 * the app may frame.
 */
export const AD_CSP = [
  'sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox allow-forms',
  "default-src * data: blob: 'unsafe-inline' 'unsafe-eval'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * Tells the framing page the ad's height (it caps it at 600, spec §9): the frame cannot be
 * measured from outside an opaque origin.
 */
const SIZE_REPORTER = `<script>(function () {
  var last = -1;
  function report() {
    var height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    parent.postMessage({ type: 'coffer-ad-size', height: height }, '*');
  }
  if (window.ResizeObserver) new ResizeObserver(report).observe(document.body);
  window.addEventListener('load', report);
  report();
})();</script>`;

/** The page an ad frame loads: the slot's code as the admin wrote it, then the reporter. */
export function adDocument(code: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><style>html,body{margin:0;padding:0;background:transparent}body{display:flow-root}</style></head><body>${code}${SIZE_REPORTER}</body></html>`;
}

/**
 * `GET ads/{slot}`: the admin's ad code of a slot (spec §2.4) as a sandboxed document, for
 * the slot's frame. The code is public (it reaches every visitor in the bootstrap settings);
 * an empty slot answers 404. Subscribers never ask: the client hides ads from them (spec §6).
 */
export function adRoutes(app: AppInstance): void {
  route(
    app,
    systemEndpoints.adSlot,
    async ({ request, reply, params: { slot } }) => {
      const code = (await app.settings.get('ads'))[slot].trim();
      if (!code) throw new HttpProblem(404, 'This ad slot is empty.');
      (request as FastifyRequest & { adDocument?: boolean }).adDocument = true;
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(adDocument(code));
    },
    {
      // Runs after the app-wide security headers, so the ad policy replaces the app's one.
      onSend: async (request: FastifyRequest, reply: FastifyReply) => {
        if ((request as FastifyRequest & { adDocument?: boolean }).adDocument) {
          reply.header('Content-Security-Policy', AD_CSP);
        }
      },
    },
  );
}
