import { billingRoutes } from '@coffer/billing';

/**
 * Billing: `/pricing` and `/unsubscribe` for anyone, checkout for signed-in users without a
 * plan, `/billing/…` for subscribers.
 */
export const billingArea = () => billingRoutes();
