import { adminRoutes } from '@coffer/admin';
import { billingAdminSection } from '@coffer/billing';

/**
 * The admin area (`/admin/*`): admin.access, then each screen's permission; billing's plans
 * and subscriptions mount in its layout.
 */
export const adminArea = () => adminRoutes({ sections: [billingAdminSection] });
