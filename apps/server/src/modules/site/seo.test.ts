import { expect, it } from 'vitest';
import { Browser, createUser, signIn } from '../../../test/auth';
import { describeServer, type TestServer } from '../../../test/harness';
import { signInAsAdmin } from '../admin/admin.test-support';
import { createStoredFile } from '../sharing/sharing.test-support';

async function html(server: TestServer, path: string) {
  const response = await server.fetch(path, { headers: { accept: 'text/html' } });
  expect(response.status, path).toBe(200);
  return response.text();
}

/**
 * Runs `body` with client settings changed as an admin saves them, put back afterwards (tests
 * share the server).
 */
async function withSettings(
  server: TestServer,
  values: Record<string, unknown>,
  body: () => Promise<void>,
) {
  const { browser } = await signInAsAdmin(server);
  const saved = await browser.post('/api/v1/settings', { client: values });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  try {
    await body();
  } finally {
    for (const key of Object.keys(values)) await server.app.settings.reset(key);
  }
}

describeServer('head tags, sitemap and robots', (server) => {
  it('writes a custom page’s title, description, canonical, Open Graph and Twitter tags into its HTML', async () => {
    const page = await html(server(), '/pages/privacy-policy');
    const url = `${server().config.appUrl}/pages/privacy-policy`;
    expect(page).toContain('<title>Privacy policy - Coffer</title>');
    expect(page).toContain('<meta name="description" content="What this site keeps about you');
    expect(page).toContain(`<link rel="canonical" href="${url}">`);
    expect(page).toContain('<meta property="og:title" content="Privacy policy - Coffer">');
    expect(page).toContain('<meta property="og:type" content="article">');
    expect(page).toContain(`<meta property="og:url" content="${url}">`);
    expect(page).toContain('<meta name="twitter:card" content="summary">');
    // `/pages/{pageId}/{pageSlug}` is the same page.
    const { json } = await new Browser(server()).get('/api/v1/custom-pages/privacy-policy');
    expect(await html(server(), `/pages/${json.page.id}/privacy-policy`)).toContain(
      '<title>Privacy policy - Coffer</title>',
    );
    // An unknown page keeps the site's title.
    expect(await html(server(), '/pages/no-such-page')).toContain('<title>Coffer</title>');
  });

  it('gives `/` the landing page’s tags, or the custom page’s, by the homepage setting, from the admin’s templates', async () => {
    expect(await html(server(), '/')).toContain('<title>Coffer</title>');
    await withSettings(
      server(),
      {
        'homepage.type': 'landing',
        'seo.landing.title': '{site_name} — {page_title}',
        'landing.headerTitle': 'Files <at> home & away',
        'landing.headerImage': '/images/hero.jpg',
      },
      async () => {
        const landing = await html(server(), '/');
        expect(landing).toContain('<title>Coffer — Files &lt;at&gt; home &amp; away</title>');
        expect(landing).toContain(
          '<meta property="og:title" content="Coffer — Files &lt;at> home &amp; away">',
        );
        expect(landing).toContain(
          `<meta property="og:image" content="${server().config.appUrl}/images/hero.jpg">`,
        );
        expect(landing).toContain('<meta name="twitter:card" content="summary_large_image">');
      },
    );
    await withSettings(
      server(),
      { 'homepage.type': 'customPage', 'homepage.value': 'terms-of-service' },
      async () => {
        const home = await html(server(), '/');
        expect(home).toContain('<title>Terms of service - Coffer</title>');
        expect(home).toContain(`<link rel="canonical" href="${server().config.appUrl}/">`);
      },
    );
  });

  it('titles /pricing and a shared link’s page; a link with a password names nothing it holds', async () => {
    expect(await html(server(), '/pricing')).toContain('<title>Pricing - Coffer</title>');
    const owner = await createUser(server());
    const browser = await signIn(server(), owner);
    const entry = await createStoredFile(server(), 'Quarterly report.pdf', 'pdf', {
      ownerId: owner.row.id,
    });
    const link = await browser.post(`/api/v1/file-entries/${entry.id}/shareable-link`, {});
    const hash = link.json.link.hash as string;
    const open = await html(server(), `/drive/s/${hash}`);
    expect(open).toContain('<title>Quarterly report.pdf - Coffer</title>');
    expect(open).toContain('<meta property="og:description" content="Quarterly report.pdf, shared');
    await browser.post(`/api/v1/file-entries/${entry.id}/shareable-link`, {
      password: 'secret-1234',
    });
    const locked = await html(server(), `/drive/s/${hash}`);
    expect(locked).toContain('<title>Coffer</title>');
    expect(locked).not.toContain('Quarterly');
  });

  it('lists the home page, contact and every custom page in sitemap.xml, pricing only with billing on', async () => {
    const base = server().config.appUrl;
    const response = await server().fetch('/sitemap.xml');
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toContain(`<loc>${base}/</loc>`);
    expect(xml).toContain(`<loc>${base}/contact</loc>`);
    expect(xml).toContain(`<loc>${base}/pages/privacy-policy</loc>`);
    expect(xml).toContain(`<loc>${base}/pages/terms-of-service</loc>`);
    expect(xml).not.toContain('/pricing');
    await withSettings(server(), { 'billing.enable': true }, async () => {
      expect(await (await server().fetch('/sitemap.xml')).text()).toContain(
        `<loc>${base}/pricing</loc>`,
      );
    });
  });

  it('keeps robots out of the drive, the admin area and the account pages, and points them at the sitemap', async () => {
    const robots = await (await server().fetch('/robots.txt')).text();
    for (const path of ['/drive', '/admin', '/account-settings', '/notifications', '/billing']) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(robots).toContain(`Sitemap: ${server().config.appUrl}/sitemap.xml`);
  });
});
