import { adminRoutes } from '@coffer/admin';
import { appearanceAdminSection } from '@coffer/appearance';
import { billingAdminSection } from '@coffer/billing';
import { siteAdminSection } from '@coffer/site';

/**
 * The admin area (`/admin/*`): admin.access, then each screen's permission; billing's plans
 * and subscriptions and the site's custom pages mount in its layout, the appearance editor
 * beside it (full screen).
 */
export const adminArea = () =>
  adminRoutes({ sections: [billingAdminSection, siteAdminSection, appearanceAdminSection] });
