import type { BootstrapData, Workspace } from '@coffer/contract';
import {
  ACTIVE_WORKSPACE_COOKIE,
  ACTIVE_WORKSPACE_EVENT,
  WORKSPACE_MESSAGES,
} from '@coffer/contract/constants';
import {
  type AuthRedirects,
  defaultAuthRedirects,
  type HttpClient,
  isHttpError,
  redirectUriFor,
  setCookie,
  showHttpErrorToast,
  useCore,
} from '@coffer/core';
import { toast } from '@coffer/ui/Toast';
import { createContext, useContext } from 'react';
import { useNavigate } from 'react-router';
import { useInvite } from '../screens/invite';

/** Where people land after signing in; `/drive` unless the app says otherwise. */
export const AuthRedirectsContext = createContext<AuthRedirects>(defaultAuthRedirects);

export function useAuthRedirects(): AuthRedirects {
  return useContext(AuthRedirectsContext);
}

/**
 * Joins the workspace of an invite (`GET workspace/join/{inviteId}`, spec §4): it becomes the
 * active workspace (cookie `activeWorkspaceId`) and 'Joined workspace' is toasted; an answered
 * or expired invite toasts 'This invite is no longer valid'. The session continues either way.
 */
async function joinWorkspace(http: HttpClient, inviteId: string): Promise<void> {
  try {
    const { workspace } = await http.get<{ workspace: Workspace }>(
      `workspace/join/${encodeURIComponent(inviteId)}`,
    );
    setCookie(ACTIVE_WORKSPACE_COOKIE, String(workspace.id));
    window.dispatchEvent(new CustomEvent(ACTIVE_WORKSPACE_EVENT, { detail: workspace.id }));
    toast.positive(WORKSPACE_MESSAGES.joined);
  } catch (error) {
    if (isHttpError(error) && error.status === 404) toast.danger(WORKSPACE_MESSAGES.inviteInvalid);
    else showHttpErrorToast(error);
  }
}

/**
 * Stores the bootstrap data of a fresh session (spec §4: replaced wholesale) and goes to
 * the redirect target, or to `to` when the flow names its own (registration awaiting
 * verification goes to `/`). Signing in or up through a workspace invite
 * (`/workspace/join/login|register/{inviteId}`) joins that workspace first.
 */
export function useCompleteSignIn() {
  const { bootstrap, http } = useCore();
  const navigate = useNavigate();
  const redirects = useAuthRedirects();
  const invite = useInvite();
  return async (data: BootstrapData, to?: string) => {
    // An account still awaiting verification (`to` set) may not join yet; the invitation
    // stays in its notifications.
    if (invite?.type === 'workspace' && invite.id && data.user && to === undefined) {
      await joinWorkspace(http, invite.id);
    }
    navigate(to ?? redirectUriFor(data.user, redirects), { replace: true });
    bootstrap.set(data);
  };
}
