import type { RouteObject } from 'react-router';
import { ADMIN_SCREENS, type AdminScreen } from '../messages';

/**
 * A part of the admin area another feature contributes (ADR 0019: billing's plans and
 * subscriptions, the site's pages…): its sidebar items and its routes, which the admin layout
 * mounts. The admin package imports none of them; the app passes them to `adminRoutes`.
 */
export interface AdminSection {
  /** Its sidebar items; each is hidden from an admin without its permission. */
  screens: readonly AdminScreen[];
  /**
   * The path of the sidebar item its items follow (`/admin/roles`).
   * @default after the last item
   */
  after?: string;
  /**
   * Its routes, children of the admin layout with paths relative to `/admin` (`plans`,
   * `plans/:productId/edit`): lazy, each behind its permission (`RequirePermission`).
   */
  routes: RouteObject[];
  /**
   * Routes that fill the screen instead, outside the admin layout (the appearance editor),
   * still behind admin.access; paths relative to `/admin`, each behind its permission.
   * @default []
   */
  fullScreenRoutes?: RouteObject[];
}

/** The sidebar's default items: the admin's own screens with each section's at its place. */
export function adminSidebarScreens(sections: readonly AdminSection[] = []): AdminScreen[] {
  let screens = [...ADMIN_SCREENS];
  for (const section of sections) {
    const after = section.after ? screens.findIndex((s) => s.path === section.after) : -1;
    const at = after === -1 ? screens.length : after + 1;
    screens = [...screens.slice(0, at), ...section.screens, ...screens.slice(at)];
  }
  return screens;
}
