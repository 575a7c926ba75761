import { defineModule } from '../../platform/modules';
import * as sitePages from './migration';
import { siteRoutes } from './routes';
import { pageSeoOf } from './seo';
import { sitemapRoutes } from './sitemap';

export { type SiteTables, siteDb } from './repo';

/**
 * The public site (issue 28): custom pages (the admin's list and editor, any visitor's page),
 * the contact form, the head tags of the public pages' HTML, `sitemap.xml` and `robots.txt`.
 */
export const siteModule = defineModule({
  name: 'coffer-site',
  dependencies: ['coffer-auth', 'coffer-bootstrap', 'coffer-sharing'],
  migrations: [['0048_custom_pages', sitePages]],
  register: (app) => {
    app.pageHeads.push((request) => pageSeoOf(app, request));
    siteRoutes(app);
    sitemapRoutes(app);
  },
});
