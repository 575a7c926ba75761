// Only what an app needs to mount billing: every screen loads with its route (`lazy`), so
// `/pricing` stays a light guest page.
export { billingAdminSection } from './admin/section';
export { billingKeys } from './api/billing';
export { BILLING_TEXT } from './messages';
export {
  type BillingCycle,
  billingCycles,
  DEFAULT_BILLING_CYCLE,
  displayedAmount,
  formatMoney,
  isMonthly,
  isYearly,
  priceForCycle,
  yearlySavingsPercent,
} from './pricing/pricing';
export { type BillingRouteServices, billingRoutes } from './routes';
