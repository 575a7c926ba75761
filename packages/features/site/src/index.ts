// Only what an app needs to mount the site: every screen (the landing page, custom pages,
// contact, the admin's editor) loads with its route (`lazy`), so the first load of any other
// page carries none of them; so do the page's query and the site's endpoints, which load with
// the first page or prefetch that needs them.

export { siteAdminSection } from './admin/section';
export { CUSTOM_PAGE_MENU_POSITION, SITE_TEXT } from './messages';
export { type SiteRoutesOptions, siteHomepages, siteRoutes } from './routes';
