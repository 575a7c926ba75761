import { ACTIVE_WORKSPACE_COOKIE, ACTIVE_WORKSPACE_EVENT, workspacesApi } from '@coffer/contract';
import { isHttpError, setCookie, showHttpErrorToast, useHttp, useTrans } from '@coffer/core';
import { toast } from '@coffer/ui/Toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WORKSPACE_TEXT } from '../messages';
import { notificationKeys } from './notifications';

/** A 404 means the invite was withdrawn, used or expired (spec §8); the list is refreshed. */
function onInviteError(
  error: unknown,
  refresh: () => Promise<void>,
  trans: (message: string) => string,
) {
  if (isHttpError(error) && error.status === 404) {
    toast.danger(trans(WORKSPACE_TEXT.inviteInvalid));
    void refresh();
    return;
  }
  showHttpErrorToast(error);
}

/**
 * Joins the workspace of an invite (`GET workspace/join/{inviteId}`), makes it the active
 * workspace (cookie `activeWorkspaceId`, spec §4) and toasts 'Joined workspace'.
 */
export function useJoinWorkspace() {
  const { trans } = useTrans();
  const http = useHttp();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  return useMutation({
    meta: { skipErrorToast: true },
    mutationFn: (inviteId: string) => http.call(workspacesApi.join, { params: { inviteId } }),
    onSuccess: async ({ workspace }) => {
      // The workspace list must hold the joined workspace before it becomes the active one:
      // the switcher falls back to the personal workspace when the active one is not listed.
      await queryClient.invalidateQueries({ queryKey: ['workspaces'] });
      setCookie(ACTIVE_WORKSPACE_COOKIE, String(workspace.id));
      window.dispatchEvent(new CustomEvent(ACTIVE_WORKSPACE_EVENT, { detail: workspace.id }));
      toast.positive(trans(WORKSPACE_TEXT.joined));
      await refresh();
    },
    onError: (error) => onInviteError(error, refresh, trans),
  });
}

/** Declines an invite (`DELETE workspace/invite/{inviteId}`) with the spec's toast. */
export function useDeclineInvite() {
  const { trans } = useTrans();
  const http = useHttp();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  return useMutation({
    meta: { skipErrorToast: true },
    mutationFn: (inviteId: string) => http.call(workspacesApi.decline, { params: { inviteId } }),
    onSuccess: async () => {
      toast.positive(trans(WORKSPACE_TEXT.declined));
      await refresh();
    },
    onError: (error) => onInviteError(error, refresh, trans),
  });
}
