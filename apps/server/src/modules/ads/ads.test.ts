import { expect, it } from 'vitest';
import { describeServer } from '../../../test/harness';
import { AD_CSP } from './routes';

const AD =
  '<a href="https://ads.example.com"><img src="https://ads.example.com/b.png" alt="Ad"></a>';

describeServer('ad slots', (server) => {
  it('answers an empty slot with 404, so nothing is framed', async () => {
    const response = await server().fetch('/api/v1/ads/drive');
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toBe('This ad slot is empty.');
  });

  it('refuses an unknown slot with 422 and a field message', async () => {
    const response = await server().fetch('/api/v1/ads/sidebar');
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(body.errors.slot).toEqual(['Unknown ad slot.']);
  });

  it('serves a set slot as a sandboxed document that reports its height to the frame', async () => {
    await server().app.settings.set('ads.drive', AD);
    try {
      // Guests get it too: the landing page and the shared-link page show ads to visitors.
      const response = await server().fetch('/api/v1/ads/drive');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      // The app's own policy (script-src 'self') is replaced, never combined.
      expect(response.headers.get('content-security-policy')).toBe(AD_CSP);
      expect(AD_CSP).toMatch(/^sandbox allow-scripts/);
      expect(AD_CSP).not.toContain('allow-same-origin');
      expect(AD_CSP).toContain("frame-ancestors 'self'");
      const html = await response.text();
      expect(html).toContain(AD);
      expect(html).toContain("type: 'coffer-ad-size'");
      const other = await server().fetch('/api/v1/ads/file-preview');
      expect(other.status).toBe(404);
    } finally {
      await server().app.settings.reset('ads.drive');
    }
  });

  it('keeps the app policy on other routes', async () => {
    const response = await server().fetch('/api/v1/health');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});
