import {
  billingApi,
  type ChangePlanPayload,
  type CheckoutPayload,
  type UnsubscribePayload,
  usersApi,
} from '@coffer/contract';
import { type HttpClient, useCore, useHttp } from '@coffer/core';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

export const billingKeys = {
  all: ['billing'] as const,
  products: ['billing', 'products'] as const,
  overview: ['billing', 'me'] as const,
  invoice: (uuid: string) => ['billing', 'invoices', uuid] as const,
};

/** `GET billing/products`: the pricing page's plans (the server leaves hidden ones out). */
const productsQuery = (http: HttpClient) => ({
  queryKey: billingKeys.products,
  queryFn: () => http.call(billingApi.products),
});

export function useProducts() {
  const http = useHttp();
  return useQuery({ ...productsQuery(http), select: (answer) => answer.pagination.data });
}

/** Starts `GET billing/products` under `useProducts`'s key (the pricing route's loader). */
export function prefetchProducts(http: HttpClient, queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(productsQuery(http));
}

/** `GET billing/me`: the caller's subscription, payment method, invoices and gateways. */
export function useBillingOverview({ enabled = true }: { enabled?: boolean } = {}) {
  const http = useHttp();
  return useQuery({
    queryKey: billingKeys.overview,
    queryFn: () => http.call(billingApi.overview),
    enabled,
  });
}

/** `GET billing/invoices/{uuid}`: one invoice, for printing. */
export function useInvoice(uuid: string) {
  const http = useHttp();
  return useQuery({
    queryKey: billingKeys.invoice(uuid),
    queryFn: () => http.call(billingApi.invoice, { params: { uuid } }),
  });
}

/**
 * After a subscription changes, the signed-in user's subscriptions, permissions and quota
 * change with it (spec §6: billing only for subscribers, checkout only for the others): the
 * bootstrap user is read again from `users/me`, and every cached query (the drive's space
 * usage among them) is refetched.
 */
export function useRefreshSubscriber() {
  const { http, bootstrap } = useCore();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const { user } = await http.call(usersApi.show, { params: { id: 'me' } });
    const data = bootstrap.get();
    if (data.user) {
      const { permissions, subscriptions } = user;
      bootstrap.set({ ...data, user: { ...data.user, permissions, subscriptions } });
    }
    await queryClient.invalidateQueries();
  }, [http, bootstrap, queryClient]);
}

/** `POST billing/checkout`: the test gateway finishes at once; Stripe and PayPal ask for more. */
export function useCheckout() {
  const http = useHttp();
  return useMutation({
    mutationFn: (body: CheckoutPayload) => http.call(billingApi.checkout, { body }),
  });
}

/** `POST billing/stripe/done` or `billing/paypal/done`: store what the gateway confirmed. */
export function useCheckoutDone(gateway: 'stripe' | 'paypal') {
  const http = useHttp();
  const refresh = useRefreshSubscriber();
  return useMutation({
    mutationFn: (gatewayId: string) =>
      http.call(gateway === 'stripe' ? billingApi.stripeDone : billingApi.paypalDone, {
        body: { gateway_id: gatewayId },
      }),
    onSuccess: () => refresh(),
  });
}

/** `POST billing/change-plan`. */
export function useChangePlan() {
  const http = useHttp();
  const refresh = useRefreshSubscriber();
  return useMutation({
    mutationFn: (body: ChangePlanPayload) => http.call(billingApi.changePlan, { body }),
    onSuccess: () => refresh(),
  });
}

/** `POST billing/cancel`: at the period's end; the subscription stays valid until `ends_at`. */
export function useCancelSubscription() {
  const http = useHttp();
  const refresh = useRefreshSubscriber();
  return useMutation({
    mutationFn: () => http.call(billingApi.cancel),
    onSuccess: () => refresh(),
  });
}

/** `POST billing/resume`: undo a cancel while its grace period lasts. */
export function useResumeSubscription() {
  const http = useHttp();
  const refresh = useRefreshSubscriber();
  return useMutation({
    mutationFn: () => http.call(billingApi.resume),
    onSuccess: () => refresh(),
  });
}

/** `POST billing/payment-method`: the test card at once, or a Stripe SetupIntent to confirm. */
export function useChangePaymentMethod() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardNumber?: string) =>
      http.call(billingApi.changePaymentMethod, {
        body: cardNumber === undefined ? {} : { card_number: cardNumber },
      }),
    onSuccess: (answer) =>
      answer.status === 'complete'
        ? queryClient.invalidateQueries({ queryKey: billingKeys.overview })
        : undefined,
  });
}

/** `POST billing/payment-method/done`: store the card a Stripe SetupIntent confirmed. */
export function usePaymentMethodDone() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gatewayId: string) =>
      http.call(billingApi.paymentMethodDone, { body: { gateway_id: gatewayId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.overview }),
  });
}

/** `POST unsubscribe` (spec §7): its answer says success or error itself, with a 200. */
export function useUnsubscribe() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UnsubscribePayload) => http.call(billingApi.unsubscribe, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
