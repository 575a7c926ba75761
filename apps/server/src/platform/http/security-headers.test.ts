import { expect, it } from 'vitest';
import { describeServer } from '../../../test/harness';

describeServer('the Content-Security-Policy', (server) => {
  const policyOf = async (path: string) => {
    const response = await server().fetch(path);
    return {
      type: response.headers.get('content-type'),
      csp: response.headers.get('content-security-policy') ?? '',
    };
  };
  const directive = (csp: string, name: string) =>
    csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

  it('given no measurement id, allows scripts from the site only', async () => {
    const page = await policyOf('/drive');
    expect(page.type).toMatch(/^text\/html/);
    expect(directive(page.csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(page.csp, 'connect-src')).toBe("connect-src 'self'");
  });

  it('given a measurement id, lets the page load gtag.js and report to Google, until it is cleared', async () => {
    await server().app.settings.set('analytics.tracking_id', 'G-TEST123');
    try {
      const page = await policyOf('/drive');
      expect(directive(page.csp, 'script-src')).toBe(
        "script-src 'self' https://www.googletagmanager.com",
      );
      expect(directive(page.csp, 'connect-src')).toContain('https://*.google-analytics.com');
      expect(directive(page.csp, 'img-src')).toContain('https://*.google-analytics.com');
      // API answers run no script: they keep the site-only policy.
      const api = await policyOf('/api/v1/health');
      expect(directive(api.csp, 'script-src')).toBe("script-src 'self'");
    } finally {
      await server().app.settings.reset('analytics.tracking_id');
    }
    // Cleared by the admin: the next page no longer allows it, without a restart.
    expect(directive((await policyOf('/drive')).csp, 'script-src')).toBe("script-src 'self'");
  });

  it('given a reCAPTCHA site key, lets the page load reCAPTCHA’s script and frame', async () => {
    expect(directive((await policyOf('/register')).csp, 'frame-src')).toBe('');
    await server().app.settings.set('recaptcha.site_key', 'site-key');
    try {
      const page = await policyOf('/register');
      expect(directive(page.csp, 'script-src')).toBe(
        "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
      );
      expect(directive(page.csp, 'frame-src')).toBe(
        "frame-src 'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/",
      );
    } finally {
      await server().app.settings.reset('recaptcha.site_key');
    }
  });

  it('given billing through Stripe, lets the checkout load Stripe.js, its frames and its API, until Stripe is off', async () => {
    const policy = async () => (await policyOf('/pricing')).csp;
    expect(directive(await policy(), 'script-src')).toBe("script-src 'self'");
    await server().app.settings.set('billing.enable', true);
    await server().app.settings.set('billing.stripe.enable', true);
    try {
      const csp = await policy();
      expect(directive(csp, 'script-src')).toBe("script-src 'self' https://js.stripe.com");
      expect(directive(csp, 'frame-src')).toBe(
        "frame-src 'self' https://js.stripe.com https://hooks.stripe.com",
      );
      expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://api.stripe.com");
    } finally {
      await server().app.settings.reset('billing.stripe.enable');
    }
    // Billing on, Stripe off: nothing of Stripe's is allowed.
    try {
      expect(directive(await policy(), 'script-src')).toBe("script-src 'self'");
      expect(directive(await policy(), 'frame-src')).toBe('');
    } finally {
      await server().app.settings.reset('billing.enable');
    }
  });
});
