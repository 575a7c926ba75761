import type { Settings } from '@coffer/contract';
import type { AppInstance } from '../../app';

/**
 * Where Google's measurement script loads from and reports to (Google's CSP guide for gtag.js):
 * allowed only while an admin has set `analytics.tracking_id`.
 */
export const ANALYTICS_SOURCES = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
} as const;

/**
 * Where reCAPTCHA v3 loads its script and its frame from (Google's reCAPTCHA CSP guide):
 * allowed only while an admin has set a reCAPTCHA site key.
 */
export const RECAPTCHA_SOURCES = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
} as const;

/**
 * Where Stripe.js and its Payment Element load from and talk to (Stripe's CSP guide): allowed
 * only while billing and the Stripe gateway are switched on (issue 27).
 */
export const STRIPE_SOURCES = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

/**
 * The app's Content-Security-Policy. Inline styles stay allowed: runtime themes are CSS
 * variables in style attributes. With a measurement id set, the measurement script's origins
 * join `script-src`, `connect-src` and `img-src`; with a reCAPTCHA site key, reCAPTCHA's join
 * `script-src` and `frame-src`; with billing through Stripe, Stripe.js's join `script-src`,
 * `frame-src` and `connect-src`. A page with the admin's custom code (`#be-custom-code`)
 * gets a fresh nonce in `script-src`, which only that code's scripts carry; `style-src` gets
 * none, since a nonce there would turn `'unsafe-inline'` (the themes) off.
 */
export function contentSecurityPolicy(
  settings: Pick<Settings, 'analytics'> & {
    recaptcha?: Pick<Settings['recaptcha'], 'site_key'>;
    billing?: Pick<Settings['billing'], 'enable' | 'stripe'>;
  },
  nonce?: string | null,
): string {
  const analytics = settings.analytics.tracking_id.trim() !== '';
  const recaptcha = (settings.recaptcha?.site_key ?? '').trim() !== '';
  const stripe = Boolean(settings.billing?.enable && settings.billing.stripe.enable);
  const when = (on: boolean, sources: readonly string[]) => (on ? ` ${sources.join(' ')}` : '');
  const extra = (sources: readonly string[]) => when(analytics, sources);
  const frames = `${when(recaptcha, RECAPTCHA_SOURCES.frame)}${when(stripe, STRIPE_SOURCES.frame)}`;
  return [
    "default-src 'self'",
    `script-src 'self'${nonce ? ` 'nonce-${nonce}'` : ''}${extra(ANALYTICS_SOURCES.script)}${when(recaptcha, RECAPTCHA_SOURCES.script)}${when(stripe, STRIPE_SOURCES.script)}`,
    ...(frames ? [`frame-src 'self'${frames}`] : []),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${extra(ANALYTICS_SOURCES.img)}`,
    "font-src 'self' data:",
    `connect-src 'self'${extra(ANALYTICS_SOURCES.connect)}${when(stripe, STRIPE_SOURCES.connect)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The page's Content-Security-Policy nonce, when its custom code needs one. */
    cspNonce?: string;
  }
}

const BASE_CSP = contentSecurityPolicy({ analytics: { tracking_id: '' } });

/** The build's hashed scripts and stylesheets (platform/web/routes.ts). */
const BUILT_SUBRESOURCE = /^\/assets\/[^?]+\.(js|css)(\?|$)/;

export function securityHeaders(app: AppInstance) {
  app.addHook('onSend', async (request, reply) => {
    const type = reply.getHeader('content-type');
    reply.header('X-Content-Type-Options', 'nosniff');
    // A built script or stylesheet never renders as a document (nosniff keeps one opened on
    // its own as text), so the document-only headers below would change nothing there; they
    // cost 0.4 KB on each of the 30-odd scripts of a first load, which HTTP/1.1 does not
    // compress (issue 21). Every other answer keeps them: a user's file is a document.
    if (
      BUILT_SUBRESOURCE.test(request.url) &&
      typeof type === 'string' &&
      /(javascript|css)/.test(type)
    )
      return;
    // Only a page runs scripts: the settings are read for HTML answers, not for every API call.
    const page = typeof type === 'string' && type.startsWith('text/html');
    reply.header(
      'Content-Security-Policy',
      page ? contentSecurityPolicy(await app.settings.all(), request.cspNonce) : BASE_CSP,
    );
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
  });
}
