import { workspacesApi } from '@coffer/contract';
import { ACTIVE_WORKSPACE_COOKIE, ACTIVE_WORKSPACE_EVENT } from '@coffer/contract/constants';
import {
  type HttpClient,
  type I18n,
  isHttpError,
  setCookie,
  showHttpErrorToast,
} from '@coffer/core';
import { toast } from '@coffer/ui/Toast';

/**
 * Joins the workspace of an invite (`GET workspace/join/{inviteId}`, spec §4): it becomes the
 * active workspace (cookie `activeWorkspaceId`) and 'Joined workspace' is toasted; an answered
 * or expired invite toasts 'This invite is no longer valid'. The session continues either way.
 * Loaded only when an invite is followed, so the sign-in screens carry no workspace calls.
 * The toasts (`WORKSPACE_MESSAGES`) are translated with the caller's `trans`.
 */
export async function joinWorkspace(
  http: HttpClient,
  inviteId: string,
  trans: I18n['trans'],
): Promise<void> {
  try {
    const { workspace } = await http.call(workspacesApi.join, { params: { inviteId } });
    setCookie(ACTIVE_WORKSPACE_COOKIE, String(workspace.id));
    window.dispatchEvent(new CustomEvent(ACTIVE_WORKSPACE_EVENT, { detail: workspace.id }));
    toast.positive(trans('Joined workspace'));
  } catch (error) {
    if (isHttpError(error) && error.status === 404) {
      toast.danger(trans('This invite is no longer valid'));
    } else showHttpErrorToast(error);
  }
}
