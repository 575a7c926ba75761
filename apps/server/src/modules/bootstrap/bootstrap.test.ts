import { BOOTSTRAP_ELEMENT_ID, bootstrapDataSchema } from '@coffer/contract';
import { expect, it } from 'vitest';
import { Browser, createUser, signIn } from '../../../test/auth';
import { describeServer } from '../../../test/harness';
import { updateUser } from '../../kernel/users/repo';
import { describeFrenchServer } from '../../platform/i18n/i18n.test-support';

const XSS = '</script><script>alert(1)</script>';

function bootstrapOf(html: string) {
  const match = html.match(
    new RegExp(`<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">(.*?)</script>`),
  );
  if (!match) throw new Error('no bootstrap data in page');
  return bootstrapDataSchema.parse(JSON.parse(match[1]!));
}

describeServer('the app page', (server) => {
  it('serves index.html with the bootstrap data for any app route', async () => {
    const response = await server().fetch('/drive/folders/abc', {
      headers: { 'user-agent': 'Mozilla/5.0 (X11)' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const data = bootstrapOf(await response.text());
    expect(data.user).toBeNull();
    expect(data.is_mobile_device).toBe(false);
    expect(data.i18n.language).toBe('en');
    expect(data.settings.base_url).toBe(server().config.appUrl);
  });

  it('flags a mobile device from its user agent', async () => {
    const response = await server().fetch('/', {
      headers: {
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
      },
    });
    expect(bootstrapOf(await response.text()).is_mobile_device).toBe(true);
  });

  it('writes a setting containing a closing script tag without executing it', async () => {
    await server().app.settings.set('branding.site_name', XSS);
    try {
      const html = await (await server().fetch('/')).text();
      expect(html).not.toContain(XSS);
      expect(html.match(/<script/g)).toHaveLength(1);
      expect(bootstrapOf(html).settings.branding.site_name).toBe(XSS);
      expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    } finally {
      await server().app.settings.reset('branding.site_name');
    }
  });

  it('paints the theme from the be-active-theme cookie, or follows the OS without one', async () => {
    const dark = await (
      await server().fetch('/', { headers: { cookie: 'be-active-theme=dark' } })
    ).text();
    expect(dark).toContain('<html lang="en" dir="ltr" data-theme="dark">');
    const light = await (
      await server().fetch('/', { headers: { cookie: 'be-active-theme=light' } })
    ).text();
    expect(light).toContain('data-theme="light"');
    const none = await (await server().fetch('/')).text();
    expect(none).toContain('data-theme="system"');
  });

  it('applies a runtime theme’s variables to the first paint, and only contract variables', async () => {
    const themes = (await server().app.settings.all()).themes;
    await server().app.settings.set('themes.all', [
      ...themes.all,
      {
        id: 9,
        name: 'Ocean',
        is_dark: true,
        default_light: false,
        default_dark: false,
        values: {
          '--coffer-color-primary': '#0af',
          background: 'url(javascript:x)',
          '--coffer-radius-md': '2px"><script>',
        },
      },
    ]);
    try {
      const html = await (
        await server().fetch('/', { headers: { cookie: 'be-active-theme=9' } })
      ).text();
      const htmlTag = html.match(/<html[^>]*>/)?.[0];
      expect(htmlTag).toBe(
        '<html lang="en" dir="ltr" data-theme="dark" style="--coffer-color-primary: #0af; --coffer-radius-md: 2pxscript">',
      );
      expect(html.match(/<script/g)).toHaveLength(1);
    } finally {
      await server().app.settings.reset('themes.all');
    }
  });

  it('also gives the bootstrap data as JSON for the dev server', async () => {
    const response = await server().fetch('/api/v1/bootstrap-data');
    expect(response.status).toBe(200);
    expect(bootstrapDataSchema.parse(await response.json()).user).toBeNull();
  });

  it('sets a script-readable XSRF-TOKEN cookie with the page, and keeps the security headers', async () => {
    const response = await server().fetch('/');
    const xsrf = response.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
    expect(xsrf).toBeTruthy();
    expect(xsrf).not.toMatch(/HttpOnly/i);
    expect(xsrf).toMatch(/SameSite=Lax/i);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('writes the signed-in user into the page, and the guest role’s permissions for a guest', async () => {
    const user = await createUser(server());
    const browser = await signIn(server(), user);
    const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const page = bootstrapOf(
      await (await server().fetch('/drive', { headers: { cookie } })).text(),
    );
    expect(page.user?.email).toBe(user.email);
    expect(page.user?.roles.map((r) => r.name)).toEqual(['users']);
    const guest = bootstrapOf(await (await new Browser(server()).server.fetch('/')).text());
    expect(guest.user).toBeNull();
    expect(guest.guest_permissions.map((p) => p.name)).toEqual(['links.view']);
  });

  it('given a saved language the server no longer offers, then the page falls back to the site default', async () => {
    const user = await createUser(server());
    await updateUser(server().app.db, user.row.id, { language: 'xx' }, server().app.clock.iso());
    const browser = await signIn(server(), user);
    const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const page = bootstrapOf(
      await (await server().fetch('/drive', { headers: { cookie } })).text(),
    );
    expect(page.i18n).toEqual({ language: 'en', lines: {} });
    expect(page.user?.language).toBe('xx');
  });

  it('does not answer a non-GET app path with the page', async () => {
    const response = await server().fetch('/drive', { method: 'POST' });
    expect(response.status).toBe(404);
  });
});

describeFrenchServer('the app page in French', (server) => {
  it('given a signed-in user who chose French and a country, then a reload keeps the language, its lines and the country', async () => {
    const user = await createUser(server());
    const browser = await signIn(server(), user);
    expect((await browser.post('/api/v1/users/me/locale', { locale: 'fr' })).status).toBe(200);
    expect((await browser.request('PUT', '/api/v1/users/me', { country: 'CA' })).status).toBe(200);
    const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const html = await (await server().fetch('/account-settings', { headers: { cookie } })).text();
    const page = bootstrapOf(html);
    expect(page.i18n.language).toBe('fr');
    expect(page.i18n.lines['Location and language']).toBe('Lieu et langue');
    expect(page.user).toMatchObject({ language: 'fr', country: 'CA' });
    expect(html).toContain('<html lang="fr"');
    // The JSON the dev server and a logout refresh read says the same.
    const json = await browser.get('/api/v1/bootstrap-data');
    expect(json.json.i18n.language).toBe('fr');
    // A guest still gets the site default.
    const guest = bootstrapOf(await (await server().fetch('/')).text());
    expect(guest.i18n).toEqual({ language: 'en', lines: {} });
  });

  it('given a guest who chose French in the footer, then the page is French, kept on signing in until the user chooses one of their own', async () => {
    const cookie = 'language=fr';
    const page = bootstrapOf(
      await (await server().fetch('/login', { headers: { cookie } })).text(),
    );
    expect(page.i18n.language).toBe('fr');
    expect(page.i18n.lines['Location and language']).toBe('Lieu et langue');
    const unknown = bootstrapOf(
      await (await server().fetch('/login', { headers: { cookie: 'language=xx' } })).text(),
    );
    expect(unknown.i18n.language).toBe('en');
    const user = await createUser(server());
    const browser = await signIn(server(), user);
    const signedIn = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const page2 = async () =>
      bootstrapOf(
        await (
          await server().fetch('/drive', { headers: { cookie: `${signedIn}; ${cookie}` } })
        ).text(),
      );
    expect((await page2()).i18n.language).toBe('fr');
    expect((await browser.post('/api/v1/users/me/locale', { locale: 'en' })).status).toBe(200);
    expect((await page2()).i18n.language).toBe('en');
  });
});
