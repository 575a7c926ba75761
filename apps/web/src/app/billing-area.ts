import { billingRoutes } from '@coffer/billing';
import type { AreaServices } from './route-areas';

/**
 * Billing: `/pricing` and `/unsubscribe` for anyone, checkout for signed-in users without a
 * plan, `/billing/…` for subscribers.
 */
export const billingArea = (services?: AreaServices) => billingRoutes(services);
