export {
  getActiveWorkspaceId,
  setActiveWorkspaceId,
  useActiveWorkspaceId,
} from './active-workspace';
export {
  useCancelInvite,
  useChangeInviteRole,
  useChangeMemberRole,
  useCreateWorkspace,
  useDeleteWorkspace,
  useInviteMembers,
  useLeaveWorkspace,
  useRemoveMember,
  useRenameWorkspace,
  useResendInvite,
  useWorkspaceDetails,
  useWorkspaces,
  workspaceKeys,
} from './api/workspaces';
export {
  ManageMembersDialog,
  type ManageMembersDialogProps,
} from './components/ManageMembersDialog';
export { RoleMenu, type RoleMenuProps } from './components/RoleMenu';
export {
  WorkspaceFormDialog,
  type WorkspaceFormDialogProps,
} from './components/WorkspaceFormDialog';
export { WorkspaceSwitcher } from './components/WorkspaceSwitcher';
