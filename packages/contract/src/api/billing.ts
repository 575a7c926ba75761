import type { messageResponseSchema } from '../auth';
import type {
  adminSubscriptionResponseSchema,
  adminSubscriptionsExportQuerySchema,
  adminSubscriptionsQuerySchema,
  adminSubscriptionsResponseSchema,
  billingOverviewResponseSchema,
  cancelSubscriptionPayloadSchema,
  changePlanPayloadSchema,
  changePlanResponseSchema,
  checkoutPayloadSchema,
  checkoutResponseSchema,
  createSubscriptionPayloadSchema,
  invoiceParamsSchema,
  invoiceResponseSchema,
  paymentMethodDonePayloadSchema,
  paymentMethodPayloadSchema,
  paymentMethodResponseSchema,
  paypalDonePayloadSchema,
  plansQuerySchema,
  plansResponseSchema,
  productPayloadSchema,
  productResponseSchema,
  publicProductsResponseSchema,
  stripeDonePayloadSchema,
  subscriptionResponseSchema,
  unsubscribePayloadSchema,
  unsubscribeResponseSchema,
  updateSubscriptionPayloadSchema,
  webhookResponseSchema,
} from '../billing';
import type { numericIdParamsSchema, numericIdsParamsSchema } from '../data-table';
import { anyone, defineApi, signedIn, withPermission } from '../endpoint';

const plansAdmin = withPermission('plans.update', { signedIn: true });
const subscriptionsAdmin = withPermission('subscriptions.update', { signedIn: true });

/**
 * Billing (spec §2.2 `/pricing`, §2.3 billing and checkout, §2.4 plans and subscriptions, §7);
 * schemas bound in `../billing`. The subscriber's own calls act on the caller's current
 * subscription; the admin's name one by id. Webhooks are public: the gateway's signature is
 * their guard, checked by the handler.
 */
export const billingApi = defineApi<{
  products: { response: typeof publicProductsResponseSchema };
  plans: { query: typeof plansQuerySchema; response: typeof plansResponseSchema };
  product: { params: typeof numericIdParamsSchema; response: typeof productResponseSchema };
  createProduct: { body: typeof productPayloadSchema; response: typeof productResponseSchema };
  updateProduct: {
    params: typeof numericIdParamsSchema;
    body: typeof productPayloadSchema;
    response: typeof productResponseSchema;
  };
  deleteProduct: { params: typeof numericIdParamsSchema; response: typeof messageResponseSchema };
  overview: { response: typeof billingOverviewResponseSchema };
  invoice: { params: typeof invoiceParamsSchema; response: typeof invoiceResponseSchema };
  checkout: { body: typeof checkoutPayloadSchema; response: typeof checkoutResponseSchema };
  stripeDone: { body: typeof stripeDonePayloadSchema; response: typeof subscriptionResponseSchema };
  paypalDone: { body: typeof paypalDonePayloadSchema; response: typeof subscriptionResponseSchema };
  changePlan: { body: typeof changePlanPayloadSchema; response: typeof changePlanResponseSchema };
  cancel: { response: typeof subscriptionResponseSchema };
  resume: { response: typeof subscriptionResponseSchema };
  changePaymentMethod: {
    body: typeof paymentMethodPayloadSchema;
    response: typeof paymentMethodResponseSchema;
  };
  paymentMethodDone: {
    body: typeof paymentMethodDonePayloadSchema;
    response: typeof paymentMethodResponseSchema;
  };
  stripeWebhook: { response: typeof webhookResponseSchema };
  paypalWebhook: { response: typeof webhookResponseSchema };
  unsubscribe: {
    body: typeof unsubscribePayloadSchema;
    response: typeof unsubscribeResponseSchema;
  };
  subscriptions: {
    query: typeof adminSubscriptionsQuerySchema;
    response: typeof adminSubscriptionsResponseSchema;
  };
  exportSubscriptions: { query: typeof adminSubscriptionsExportQuerySchema };
  createSubscription: {
    body: typeof createSubscriptionPayloadSchema;
    response: typeof adminSubscriptionResponseSchema;
  };
  updateSubscription: {
    params: typeof numericIdParamsSchema;
    body: typeof updateSubscriptionPayloadSchema;
    response: typeof adminSubscriptionResponseSchema;
  };
  deleteSubscriptions: {
    params: typeof numericIdsParamsSchema;
    response: typeof messageResponseSchema;
  };
  cancelSubscription: {
    params: typeof numericIdParamsSchema;
    body: typeof cancelSubscriptionPayloadSchema;
    response: typeof adminSubscriptionResponseSchema;
  };
  resumeSubscription: {
    params: typeof numericIdParamsSchema;
    response: typeof adminSubscriptionResponseSchema;
  };
}>()('billing', {
  products: { method: 'GET', path: '/api/v1/billing/products', access: anyone },
  plans: { method: 'GET', path: '/api/v1/billing/plans', access: plansAdmin },
  product: { method: 'GET', path: '/api/v1/billing/products/:id', access: plansAdmin },
  createProduct: { method: 'POST', path: '/api/v1/billing/products', access: plansAdmin },
  updateProduct: { method: 'PUT', path: '/api/v1/billing/products/:id', access: plansAdmin },
  deleteProduct: { method: 'DELETE', path: '/api/v1/billing/products/:id', access: plansAdmin },
  overview: { method: 'GET', path: '/api/v1/billing/me', access: signedIn },
  invoice: { method: 'GET', path: '/api/v1/billing/invoices/:uuid', access: signedIn },
  checkout: { method: 'POST', path: '/api/v1/billing/checkout', access: signedIn },
  stripeDone: { method: 'POST', path: '/api/v1/billing/stripe/done', access: signedIn },
  paypalDone: { method: 'POST', path: '/api/v1/billing/paypal/done', access: signedIn },
  changePlan: { method: 'POST', path: '/api/v1/billing/change-plan', access: signedIn },
  cancel: { method: 'POST', path: '/api/v1/billing/cancel', access: signedIn },
  resume: { method: 'POST', path: '/api/v1/billing/resume', access: signedIn },
  changePaymentMethod: {
    method: 'POST',
    path: '/api/v1/billing/payment-method',
    access: signedIn,
  },
  paymentMethodDone: {
    method: 'POST',
    path: '/api/v1/billing/payment-method/done',
    access: signedIn,
  },
  stripeWebhook: { method: 'POST', path: '/api/v1/billing/stripe/webhook', access: anyone },
  paypalWebhook: { method: 'POST', path: '/api/v1/billing/paypal/webhook', access: anyone },
  unsubscribe: { method: 'POST', path: '/api/v1/unsubscribe', access: anyone },
  subscriptions: {
    method: 'GET',
    path: '/api/v1/billing/subscriptions',
    access: subscriptionsAdmin,
  },
  exportSubscriptions: {
    method: 'GET',
    path: '/api/v1/billing/subscriptions/export/csv',
    access: subscriptionsAdmin,
  },
  createSubscription: {
    method: 'POST',
    path: '/api/v1/billing/subscriptions',
    access: subscriptionsAdmin,
  },
  updateSubscription: {
    method: 'PUT',
    path: '/api/v1/billing/subscriptions/:id',
    access: subscriptionsAdmin,
  },
  deleteSubscriptions: {
    method: 'DELETE',
    path: '/api/v1/billing/subscriptions/:ids',
    access: subscriptionsAdmin,
  },
  cancelSubscription: {
    method: 'POST',
    path: '/api/v1/billing/subscriptions/:id/cancel',
    access: subscriptionsAdmin,
  },
  resumeSubscription: {
    method: 'POST',
    path: '/api/v1/billing/subscriptions/:id/resume',
    access: subscriptionsAdmin,
  },
});
