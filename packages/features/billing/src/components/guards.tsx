import {
  isSubscribed,
  LOGIN_PATH,
  PRICING_PATH,
  storeOnboardingPlan,
  useBootstrap,
} from '@coffer/core';
import { useEffect } from 'react';
import { Navigate, Outlet, useParams } from 'react-router';

/** Where checkout sends a visitor who has no account yet (spec §2.3). */
export const REGISTER_PATH = '/register';
export const BILLING_PATH = '/billing';

/**
 * `/billing` and its sub-routes (spec §2.3, §6): subscribers only. A guest signs in first;
 * a signed-in user without a subscription goes to `/pricing`.
 */
export function SubscribersOnly() {
  const user = useBootstrap((data) => data.user);
  if (!user) return <Navigate to={LOGIN_PATH} replace />;
  if (!isSubscribed(user)) return <Navigate to={PRICING_PATH} replace />;
  return <Outlet />;
}

/** Signed-in pages (the printable invoice): a guest signs in first. */
export function SignedInOnly() {
  const user = useBootstrap((data) => data.user);
  return user ? <Outlet /> : <Navigate to={LOGIN_PATH} replace />;
}

/**
 * `/checkout/…` (spec §2.3, §6): non-subscribers only. A guest goes to `/register`, the plan
 * kept so that checkout follows registration; a subscriber goes to `/billing` (also the
 * moment a checkout completes).
 */
export function NonSubscribersOnly() {
  const user = useBootstrap((data) => data.user);
  if (!user) return <RegisterFirst />;
  if (isSubscribed(user)) return <Navigate to={BILLING_PATH} replace />;
  return <Outlet />;
}

function RegisterFirst() {
  const { productId, priceId } = useParams();
  useEffect(() => {
    const plan = { productId: Number(productId), priceId: Number(priceId) };
    if (Number.isInteger(plan.productId) && Number.isInteger(plan.priceId)) {
      storeOnboardingPlan(plan);
    }
  }, [productId, priceId]);
  return <Navigate to={REGISTER_PATH} replace />;
}
