import {
  guestOnlyRedirect,
  isAppearanceEditorActive,
  onboardingCheckoutPath,
  useBootstrap,
} from '@coffer/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuthRedirects } from '../api/sign-in';

/**
 * Guest-only routes (spec §2.1): a signed-in user is bounced to their redirect uri
 * (or the secondary one when they are already there), except in the appearance editor's
 * preview, where admins look at the guest pages. A plan chosen on `/pricing` before signing up
 * makes its checkout the target (spec §2.3), so the bounce that follows a sign-up does not
 * race the sign-up's own way to checkout.
 */
export function GuestOnly() {
  const user = useBootstrap((data) => data.user);
  const { pathname } = useLocation();
  const redirects = useAuthRedirects();
  const target = guestOnlyRedirect({
    user,
    pathname,
    redirects,
    appearanceEditorActive: isAppearanceEditorActive(),
  });
  return target ? <Navigate to={onboardingCheckoutPath() ?? target} replace /> : <Outlet />;
}
