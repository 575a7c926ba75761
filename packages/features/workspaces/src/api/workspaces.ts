import { personalWorkspace, type WorkspaceInvitePayload, workspacesApi } from '@coffer/contract';
import { defineMessage, useHttp, useTrans } from '@coffer/core';
import { toast } from '@coffer/ui/Toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const workspaceKeys = {
  all: ['workspaces'] as const,
  mine: ['workspaces', 'mine'] as const,
  details: (id: number) => ['workspaces', 'details', id] as const,
};

/** `GET me/workspaces` with the personal workspace (id 0, 'Default') in front (spec §3). */
export function useWorkspaces({ enabled = true }: { enabled?: boolean } = {}) {
  const http = useHttp();
  return useQuery({
    queryKey: workspaceKeys.mine,
    queryFn: async () => {
      const { workspaces } = await http.call(workspacesApi.list);
      return [personalWorkspace(), ...workspaces];
    },
    enabled,
  });
}

/** One workspace with its members (and pending invites, for those who manage members). */
export function useWorkspaceDetails(id: number | null) {
  const http = useHttp();
  return useQuery({
    queryKey: workspaceKeys.details(id ?? 0),
    queryFn: async () =>
      (await http.call(workspacesApi.details, { params: { id: id ?? 0 } })).workspace,
    enabled: id !== null && id > 0,
    // Others change the roster (an invitee joins or declines elsewhere): opening the
    // members dialog shows it afresh, the cached copy only until the answer arrives.
    refetchOnMount: 'always',
  });
}

/** Shared by every workspace mutation: refetch what it touched. */
function useWorkspaceMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  /** The success toast, a catalogue message (`defineMessage`). */
  success?: string,
) {
  const { trans } = useTrans();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      if (success) toast.positive(trans(success));
      await queryClient.invalidateQueries({ queryKey: workspaceKeys.all });
    },
  });
}

export function useCreateWorkspace() {
  const http = useHttp();
  return useWorkspaceMutation(
    async (name: string) => (await http.call(workspacesApi.create, { body: { name } })).workspace,
    defineMessage('Workspace created'),
  );
}

export function useRenameWorkspace() {
  const http = useHttp();
  return useWorkspaceMutation(
    async ({ id, name }: { id: number; name: string }) =>
      (await http.call(workspacesApi.rename, { params: { id }, body: { name } })).workspace,
    defineMessage('Workspace renamed'),
  );
}

export function useDeleteWorkspace() {
  const http = useHttp();
  return useWorkspaceMutation(
    (id: number) => http.call(workspacesApi.remove, { params: { id } }),
    defineMessage('Workspace deleted'),
  );
}

export function useLeaveWorkspace() {
  const http = useHttp();
  return useWorkspaceMutation(
    (id: number) => http.call(workspacesApi.leave, { params: { id } }),
    defineMessage('Left workspace'),
  );
}

export function useInviteMembers(workspaceId: number) {
  const http = useHttp();
  return useWorkspaceMutation((payload: WorkspaceInvitePayload) =>
    http.call(workspacesApi.invite, { params: { id: workspaceId }, body: payload }),
  );
}

export function useResendInvite(workspaceId: number) {
  const http = useHttp();
  return useWorkspaceMutation(
    (inviteId: string) =>
      http.call(workspacesApi.resendInvite, { params: { id: workspaceId, inviteId } }),
    defineMessage('Invite resent'),
  );
}

export function useChangeInviteRole(workspaceId: number) {
  const http = useHttp();
  return useWorkspaceMutation(({ inviteId, roleId }: { inviteId: string; roleId: number }) =>
    http.call(workspacesApi.changeInviteRole, {
      params: { id: workspaceId, inviteId },
      body: { roleId },
    }),
  );
}

export function useCancelInvite(workspaceId: number) {
  const http = useHttp();
  return useWorkspaceMutation(
    (inviteId: string) =>
      http.call(workspacesApi.cancelInvite, { params: { id: workspaceId, inviteId } }),
    defineMessage('Invite cancelled'),
  );
}

export function useChangeMemberRole(workspaceId: number) {
  const http = useHttp();
  return useWorkspaceMutation(({ userId, roleId }: { userId: number; roleId: number }) =>
    http.call(workspacesApi.changeMemberRole, {
      params: { id: workspaceId, userId },
      body: { roleId },
    }),
  );
}

export function useRemoveMember(workspaceId: number) {
  const http = useHttp();
  return useWorkspaceMutation(
    (userId: number) =>
      http.call(workspacesApi.removeMember, { params: { id: workspaceId, userId } }),
    defineMessage('Member removed'),
  );
}
