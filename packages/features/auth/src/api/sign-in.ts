import type { BootstrapData } from '@coffer/contract';
import {
  type AuthRedirects,
  defaultAuthRedirects,
  onboardingCheckoutPath,
  redirectUriFor,
  useCore,
  useTrans,
} from '@coffer/core';
import { createContext, useContext } from 'react';
import { useNavigate } from 'react-router';
import { useInvite } from '../screens/invite';

/** Where people land after signing in; `/drive` unless the app says otherwise. */
export const AuthRedirectsContext = createContext<AuthRedirects>(defaultAuthRedirects);

export function useAuthRedirects(): AuthRedirects {
  return useContext(AuthRedirectsContext);
}

/**
 * Stores the bootstrap data of a fresh session (spec §4: replaced wholesale) and goes to
 * the redirect target, or to `to` when the flow names its own (registration awaiting
 * verification goes to `/`). A plan chosen on `/pricing` before signing up makes its checkout
 * the target (spec §2.3). Signing in or up through a workspace invite
 * (`/workspace/join/login|register/{inviteId}`) joins that workspace first.
 */
export function useCompleteSignIn() {
  const { bootstrap, http } = useCore();
  const { trans } = useTrans();
  const navigate = useNavigate();
  const redirects = useAuthRedirects();
  const invite = useInvite();
  return async (data: BootstrapData, to?: string) => {
    // An account still awaiting verification (`to` set) may not join yet; the invitation
    // stays in its notifications.
    if (invite?.type === 'workspace' && invite.id && data.user && to === undefined) {
      const { joinWorkspace } = await import('./join-workspace');
      await joinWorkspace(http, invite.id, trans);
    }
    navigate(to ?? onboardingCheckoutPath() ?? redirectUriFor(data.user, redirects), {
      replace: true,
    });
    bootstrap.set(data);
  };
}
