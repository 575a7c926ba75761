// Only what an app needs to mount the admin: every screen, the layout and the data table load
// with their routes (`lazy`), so they stay out of the app's first load. What another feature's
// admin screens are built from is the `@coffer/admin/screen-parts` entry.
export { adminKeys } from './api/keys';
export { RequirePermission, type RequirePermissionProps } from './layout/RequirePermission';
export type { AdminSection } from './layout/sections';
export { ADMIN_SCREENS, ADMIN_SIDEBAR_POSITION, type AdminScreen } from './messages';
export { type AdminRoutesOptions, adminRoutes } from './routes';
