import { expect, it } from 'vitest';
import { Browser, createUser, signIn } from '../../../test/auth';
import { describeServer } from '../../../test/harness';
import { signInAsAdmin } from '../admin/admin.test-support';
import { AD_CSP, AD_PREVIEW_DOCUMENT } from './routes';

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

  it('given ads turned off, answers every slot as empty (404) and keeps the code', async () => {
    await server().app.settings.set('ads.drive', AD);
    await server().app.settings.set('ads.disable', true);
    try {
      const off = await server().fetch('/api/v1/ads/drive');
      expect(off.status).toBe(404);
      expect(((await off.json()) as { message: string }).message).toBe('This ad slot is empty.');
      expect((await server().app.settings.get('ads')).drive).toBe(AD);
      await server().app.settings.set('ads.disable', false);
      const on = await server().fetch('/api/v1/ads/drive');
      expect(on.status).toBe(200);
      expect(await on.text()).toContain(AD);
    } finally {
      await server().app.settings.reset('ads.disable');
      await server().app.settings.reset('ads.drive');
    }
  });

  it('serves the admin’s preview under the slots’ sandbox, holding no code until the page posts it', async () => {
    await server().app.settings.set('ads.drive', AD);
    try {
      const { browser } = await signInAsAdmin(server());
      const response = await browser.get('/api/v1/ads/preview');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('content-security-policy')).toBe(AD_CSP);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.text).toBe(AD_PREVIEW_DOCUMENT);
      // No saved code in it: the preview shows the draft it is sent, nothing else.
      expect(response.text).not.toContain(AD);
      // The ad document's own closing tags are escaped, or the receiver's script would end early.
      expect(response.text.match(/<\/script>/g)).toHaveLength(1);
      expect(response.text).toContain("type: 'coffer-ad-preview-ready'");
    } finally {
      await server().app.settings.reset('ads.drive');
    }
  });

  it('refuses the preview to a guest (401) and to a user without settings.update (403)', async () => {
    expect((await new Browser(server()).get('/api/v1/ads/preview')).status).toBe(401);
    const user = await signIn(server(), await createUser(server()));
    expect((await user.get('/api/v1/ads/preview')).status).toBe(403);
  });

  it('keeps the app policy on other routes', async () => {
    const response = await server().fetch('/api/v1/health');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});
