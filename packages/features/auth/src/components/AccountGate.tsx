import { accountGate, useBootstrap } from '@coffer/core';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';

const GatedScreen = lazy(() => import('./GatedScreen'));

/**
 * Account gating (spec §4) as the app's top route: an unverified user (while confirmation
 * is required) sees only the verify screen, a banned user only the suspended screen, at
 * any URL; everyone else gets the app below it. The gated screens load on demand.
 */
export function AccountGate() {
  const gate = useBootstrap((data) => accountGate(data.user, data.settings));
  if (!gate) return <Outlet />;
  return (
    <Suspense fallback={null}>
      <GatedScreen gate={gate} />
    </Suspense>
  );
}
