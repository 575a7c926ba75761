import type { AppInstance } from '../../app';
import { defineModule } from '../../platform/modules';
import { adminSubscriptionRoutes } from './admin-routes';
import { createBillingApi } from './api';
import { cancelAtGateways } from './changes';
import { checkoutRoutes } from './checkout-routes';
import { createPaypalGateway } from './gateways/paypal-gateway';
import { createStripeGateway } from './gateways/stripe-gateway';
import { createTestGateway } from './gateways/test-gateway';
import { installPlanGrants } from './grants';
import { EXPIRY_TASK, expireSubscriptions, RENEWALS_TASK, renewDueSubscriptions } from './jobs';
import * as billingTables from './migration';
import { productRoutes } from './products-routes';
import { installSubscribedUsers } from './subscribed-users';
import { subscriberRoutes } from './subscriber-routes';
import { unsubscribeRoute } from './unsubscribe-route';
import { webhookRoutes } from './webhook-routes';

export type { BillingApi } from './api';
export type { BillingGateway } from './gateways/gateway';

const MINUTE = 60_000;

/**
 * Billing (issue 27, ADR 0026): plans and prices, subscriptions and invoices, checkout
 * through the gateways registered in `app.billing` (the test gateway here; Stripe and
 * PayPal beside it), their webhooks, the renewal and expiry jobs, unsubscribe, and what a
 * plan grants (permissions, quota, the user's subscriptions), plugged into the kernel's,
 * the drive's and the users' hooks (the admin's user list asks who is subscribed).
 */
export const billingModule = defineModule({
  name: 'coffer-billing',
  dependencies: ['coffer-auth', 'coffer-users', 'coffer-notifications', 'coffer-drive'],
  migrations: [['0047_billing', billingTables]],
  register: installBilling,
});

async function installBilling(app: AppInstance): Promise<void> {
  app.decorate('billing', createBillingApi());
  app.billing.registerGateway(createTestGateway(app));
  app.billing.registerGateway(createStripeGateway(app));
  app.billing.registerGateway(createPaypalGateway(app));
  installPlanGrants(app);
  installSubscribedUsers(app);
  app.accountDeletion.push((userId) => cancelAtGateways(app, userId));
  app.jobs.schedule(RENEWALS_TASK, MINUTE, renewDueSubscriptions);
  app.jobs.schedule(EXPIRY_TASK, MINUTE, expireSubscriptions);
  productRoutes(app);
  subscriberRoutes(app);
  checkoutRoutes(app);
  adminSubscriptionRoutes(app);
  unsubscribeRoute(app);
  await webhookRoutes(app);
}
