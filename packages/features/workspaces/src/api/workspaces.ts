import {
  personalWorkspace,
  type Workspace,
  type WorkspaceDetails,
  type WorkspaceInvite,
  type WorkspaceInvitePayload,
} from '@coffer/contract';
import { useHttp } from '@coffer/core';
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
      const { workspaces } = await http.get<{ workspaces: Workspace[] }>('me/workspaces');
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
      (await http.get<{ workspace: WorkspaceDetails }>(`workspace/${id}`)).workspace,
    enabled: id !== null && id > 0,
    // Others change the roster (an invitee joins or declines elsewhere): opening the
    // members dialog shows it afresh, the cached copy only until the answer arrives.
    refetchOnMount: 'always',
  });
}

/** Shared by every workspace mutation: refetch what it touched. */
function useWorkspaceMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  success?: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      if (success) toast.positive(success);
      await queryClient.invalidateQueries({ queryKey: workspaceKeys.all });
    },
  });
}

export function useCreateWorkspace() {
  const http = useHttp();
  return useWorkspaceMutation(
    async (name: string) =>
      (await http.post<{ workspace: Workspace }>('workspace', { name })).workspace,
    'Workspace created',
  );
}

export function useRenameWorkspace() {
  const http = useHttp();
  return useWorkspaceMutation(
    async ({ id, name }: { id: number; name: string }) =>
      (await http.put<{ workspace: WorkspaceDetails }>(`workspace/${id}`, { name })).workspace,
    'Workspace renamed',
  );
}

export function useDeleteWorkspace() {
  const http = useHttp();
  return useWorkspaceMutation(
    (id: number) => http.delete<{ message: string }>(`workspace/${id}`),
    'Workspace deleted',
  );
}

export function useLeaveWorkspace() {
  const http = useHttp();
  return useWorkspaceMutation(
    (id: number) => http.post<{ message: string }>(`workspace/${id}/leave`),
    'Left workspace',
  );
}

export function useInviteMembers(workspaceId: number) {
  const http = useHttp();
  return useWorkspaceMutation((payload: WorkspaceInvitePayload) =>
    http.post<{ invites: WorkspaceInvite[]; skipped: string[] }>(
      `workspace/${workspaceId}/invite`,
      payload,
    ),
  );
}

export function useResendInvite(workspaceId: number) {
  const http = useHttp();
  return useWorkspaceMutation(
    (inviteId: string) => http.post(`workspace/${workspaceId}/invite/${inviteId}/resend`),
    'Invite resent',
  );
}

export function useChangeInviteRole(workspaceId: number) {
  const http = useHttp();
  return useWorkspaceMutation(({ inviteId, roleId }: { inviteId: string; roleId: number }) =>
    http.put(`workspace/${workspaceId}/invite/${inviteId}`, { roleId }),
  );
}

export function useCancelInvite(workspaceId: number) {
  const http = useHttp();
  return useWorkspaceMutation(
    (inviteId: string) => http.delete(`workspace/${workspaceId}/invite/${inviteId}`),
    'Invite cancelled',
  );
}

export function useChangeMemberRole(workspaceId: number) {
  const http = useHttp();
  return useWorkspaceMutation(({ userId, roleId }: { userId: number; roleId: number }) =>
    http.put(`workspace/${workspaceId}/member/${userId}`, { roleId }),
  );
}

export function useRemoveMember(workspaceId: number) {
  const http = useHttp();
  return useWorkspaceMutation(
    (userId: number) => http.delete(`workspace/${workspaceId}/member/${userId}`),
    'Member removed',
  );
}
