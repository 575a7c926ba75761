import type { HttpClient, RoutePrefetchHandle } from '@coffer/core';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { prefetchProducts } from './api/billing';
import { NonSubscribersOnly, SignedInOnly, SubscribersOnly } from './components/guards';

/** What billing's routes use to start the pricing page's data. */
export interface BillingRouteServices {
  http: HttpClient;
  queryClient: QueryClient;
}

/**
 * Billing's pages (spec §2.2, §2.3, §6), as children of the app's root layout route: `/pricing`
 * and `/unsubscribe` for any visitor; `/checkout/…` for signed-in users without a
 * subscription (guests go to `/register`, subscribers to `/billing`); `/billing/…` for
 * subscribers (guests go to `/login`, others to `/pricing`). Every page loads on demand, so
 * the guest pages carry no drive or billing-area code.
 */
export function billingRoutes(services?: BillingRouteServices): RouteObject[] {
  // The plans start with the page's code (and on a link's intent), not after its first render.
  const prefetch = () => {
    if (services) void prefetchProducts(services.http, services.queryClient);
  };
  const handle: RoutePrefetchHandle = { prefetch };
  return [
    {
      path: 'pricing',
      handle,
      loader: () => {
        prefetch();
        return null;
      },
      lazy: async () => ({ Component: (await import('./screens/PricingScreen')).PricingScreen }),
    },
    {
      path: 'unsubscribe',
      lazy: async () => ({
        Component: (await import('./screens/UnsubscribeScreen')).UnsubscribeScreen,
      }),
    },
    {
      path: 'checkout/:productId/:priceId',
      Component: NonSubscribersOnly,
      children: [
        {
          index: true,
          lazy: async () => ({
            Component: (await import('./screens/CheckoutScreen')).CheckoutScreen,
          }),
        },
        {
          path: 'stripe/done',
          lazy: async () => ({
            Component: (await import('./screens/CheckoutDoneScreen')).StripeDoneScreen,
          }),
        },
        {
          path: 'paypal/done',
          lazy: async () => ({
            Component: (await import('./screens/CheckoutDoneScreen')).PaypalDoneScreen,
          }),
        },
      ],
    },
    {
      path: 'billing',
      Component: SubscribersOnly,
      children: [
        {
          index: true,
          lazy: async () => ({
            Component: (await import('./screens/BillingScreen')).BillingScreen,
          }),
        },
        {
          path: 'change-payment-method',
          lazy: async () => ({
            Component: (await import('./screens/ChangePaymentMethodScreen'))
              .ChangePaymentMethodScreen,
          }),
        },
        {
          path: 'change-payment-method/done',
          lazy: async () => ({
            Component: (await import('./screens/PaymentMethodDoneScreen')).PaymentMethodDoneScreen,
          }),
        },
        {
          path: 'change-plan',
          lazy: async () => ({
            Component: (await import('./screens/ChangePlanScreen')).ChangePlanScreen,
          }),
        },
        {
          path: 'change-plan/:productId/:priceId/confirm',
          lazy: async () => ({
            Component: (await import('./screens/ConfirmPlanChangeScreen')).ConfirmPlanChangeScreen,
          }),
        },
        {
          path: 'cancel',
          lazy: async () => ({ Component: (await import('./screens/CancelScreen')).CancelScreen }),
        },
        {
          path: 'renew',
          lazy: async () => ({ Component: (await import('./screens/RenewScreen')).RenewScreen }),
        },
      ],
    },
    {
      // The printable invoice is signed-in only, not subscribers only: an expired plan's
      // invoices stay printable (the server checks whose it is).
      path: 'billing/invoices/:uuid',
      Component: SignedInOnly,
      children: [
        {
          index: true,
          lazy: async () => ({
            Component: (await import('./screens/InvoiceScreen')).InvoiceScreen,
          }),
        },
      ],
    },
  ];
}
