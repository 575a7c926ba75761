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

const DOCUMENT_START =
  '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><style>html,body{margin:0;padding:0;background:transparent}body{display:flow-root}</style></head><body>';
const DOCUMENT_END = `${SIZE_REPORTER}</body></html>`;

/** The page an ad frame loads: the slot's code as the admin wrote it, then the reporter. */
export function adDocument(code: string): string {
  return `${DOCUMENT_START}${code}${DOCUMENT_END}`;
}

/** A string as a script literal that no `</script>` inside it can close. */
const scriptLiteral = (text: string) => JSON.stringify(text).replace(/</g, '\\u003c');

/**
 * The admin's preview (`GET ads/preview`): the same sandbox and policy as a slot, holding no
 * code until its framing page posts some (`coffer-ad-preview`). The code then replaces the
 * document exactly as a slot's document is written, so it runs as it would on the drive:
 * scripts from the ad network included, which a `srcdoc` frame (under the app's policy)
 * would block. One code per load: writing the document drops this listener, and the page
 * loads a fresh frame for the next draft, so no script of the last one lingers.
 */
export const AD_PREVIEW_DOCUMENT = `<!doctype html><html><head><meta charset="utf-8"></head><body><script>(function () {
  var start = ${scriptLiteral(DOCUMENT_START)}, end = ${scriptLiteral(DOCUMENT_END)};
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.source !== parent || !data || data.type !== 'coffer-ad-preview' || typeof data.code !== 'string') return;
    document.open();
    document.write(start + data.code + end);
    document.close();
  });
  parent.postMessage({ type: 'coffer-ad-preview-ready' }, '*');
})();</script></body></html>`;

/**
 * `GET ads/{slot}`: the admin's ad code of a slot (spec §2.4) as a sandboxed document, for
 * the slot's frame. The code is public (it reaches every visitor in the bootstrap settings);
 * an empty slot, and every slot while `ads.disable` is on, answers 404. Subscribers never ask: the client hides ads from them (spec §6).
 */
export function adRoutes(app: AppInstance): void {
  // Registered before the slot's route; a static path wins over `:slot` either way.
  route(
    app,
    systemEndpoints.adPreview,
    async ({ request, reply }) => {
      (request as FastifyRequest & { adDocument?: boolean }).adDocument = true;
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(AD_PREVIEW_DOCUMENT);
    },
    { onSend: replaceWithAdPolicy },
  );
  route(
    app,
    systemEndpoints.adSlot,
    async ({ request, reply, params: { slot } }) => {
      const ads = await app.settings.get('ads');
      // Turned off, every slot answers as an empty one; the code is kept for turning back on.
      const code = ads.disable ? '' : ads[slot].trim();
      if (!code) throw new HttpProblem(404, 'This ad slot is empty.');
      (request as FastifyRequest & { adDocument?: boolean }).adDocument = true;
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(adDocument(code));
    },
    { onSend: replaceWithAdPolicy },
  );
}

/** Runs after the app-wide security headers, so the ad policy replaces the app's one. */
async function replaceWithAdPolicy(request: FastifyRequest, reply: FastifyReply) {
  if ((request as FastifyRequest & { adDocument?: boolean }).adDocument) {
    reply.header('Content-Security-Policy', AD_CSP);
  }
}
