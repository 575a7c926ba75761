// Only what an app needs to mount the site: every screen (the landing page, custom pages,
// contact, the admin's editor) loads with its route (`lazy`), so the first load of any other
// page carries none of them.

export { siteAdminSection } from './admin/section';
export { useSendContact } from './api/contact';
export { siteKeys } from './api/keys';
export { prefetchCustomPage, useCustomPage } from './api/pages';
export { CUSTOM_PAGE_MENU_POSITION, SITE_TEXT } from './messages';
export { type SiteRoutesOptions, siteHomepages, siteRoutes } from './routes';
