import type { AppInstance } from '../../app';
import { escapeHtml } from '../../platform/http/escape-html';
import { sitemapPages } from './repo';

/**
 * What robots may not crawl: the signed-in app (drive, with its link and request pages,
 * account, notifications, billing, checkout), the admin area and the API.
 */
export const DISALLOWED_PATHS = [
  '/drive',
  '/admin',
  '/account-settings',
  '/notifications',
  '/billing',
  '/checkout',
  '/api/',
  '/auth/',
  '/secure/',
  '/dav/',
] as const;

/**
 * `GET /sitemap.xml` and `GET /robots.txt` (issue 28): the public pages for search engines —
 * the home page, pricing (when billing is on), contact and every custom page — and where
 * robots may go. Plain routes, not API calls: crawlers read them as text.
 */
export function sitemapRoutes(app: AppInstance) {
  app.get('/sitemap.xml', async (_request, reply) => {
    const settings = await app.settings.all();
    const pages = await sitemapPages(app.db);
    const entries: Array<{ path: string; lastmod?: string }> = [
      { path: '/' },
      ...(settings.billing.enable ? [{ path: '/pricing' }] : []),
      { path: '/contact' },
      ...pages.map((page) => ({ path: `/pages/${page.slug}`, lastmod: page.updated_at })),
    ];
    const urls = entries
      .map(({ path, lastmod }) => {
        const loc = `<loc>${escapeHtml(new URL(path, app.config.appUrl).toString())}</loc>`;
        return `<url>${loc}${lastmod ? `<lastmod>${escapeHtml(lastmod.slice(0, 10))}</lastmod>` : ''}</url>`;
      })
      .join('');
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`,
      );
  });

  app.get('/robots.txt', async (_request, reply) => {
    const lines = [
      'User-agent: *',
      ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${new URL('/sitemap.xml', app.config.appUrl).toString()}`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });
}
