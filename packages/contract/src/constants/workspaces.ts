import type { Workspace, WorkspaceAbilities } from '../workspaces';

/** The personal workspace every user has; it exists only client-side (spec §3 Workspace). */
export const PERSONAL_WORKSPACE_ID = 0;

/** The cookie holding the active workspace id (spec §4), default `0`. */
export const ACTIVE_WORKSPACE_COOKIE = 'activeWorkspaceId';

/** A window event the client fires after changing the active workspace cookie. */
export const ACTIVE_WORKSPACE_EVENT = 'coffer:active-workspace';

/** Days an invite stays valid; resending starts the period again. */
export const WORKSPACE_INVITE_DAYS = 7;
export const WORKSPACE_NAME_MAX_LENGTH = 60;

/** Addresses one invite call may carry. */
export const WORKSPACE_INVITE_MAX_EMAILS = 20;

/**
 * Workspace roles: Admin may do everything (files, members, rename); Editor works on every
 * file but not on members; Contributor views, and changes only what they uploaded.
 */
export const workspaceRoles = [
  { id: 1, name: 'Admin', description: 'Manages files, members and the workspace.' },
  { id: 2, name: 'Editor', description: 'Adds, edits and deletes every file.' },
  { id: 3, name: 'Contributor', description: 'Views files and manages only their own uploads.' },
] as const;
export type WorkspaceRoleId = (typeof workspaceRoles)[number]['id'];

export const WORKSPACE_ROLE_ADMIN = 1;
export const WORKSPACE_ROLE_EDITOR = 2;
export const WORKSPACE_ROLE_CONTRIBUTOR = 3;

/** Spec §8 / §2.5 texts. */
export const WORKSPACE_MESSAGES = {
  inviteInvalid: 'This invite is no longer valid',
  joined: 'Joined workspace',
  declined: 'Declined workspace invitation',
} as const;

/** Abilities of a role (the personal workspace counts as Admin). */
export function abilitiesOfRole(roleIdValue: number, isOwner: boolean): WorkspaceAbilities {
  const admin = roleIdValue === WORKSPACE_ROLE_ADMIN;
  return {
    viewFiles: true,
    upload: true,
    editAnyFile: admin || roleIdValue === WORKSPACE_ROLE_EDITOR,
    manageMembers: admin,
    renameWorkspace: admin,
    deleteWorkspace: isOwner,
  };
}

/** The personal workspace as the client lists it first. */
export function personalWorkspace(): Workspace {
  return {
    id: PERSONAL_WORKSPACE_ID,
    name: 'Default',
    default: true,
    members_count: 1,
    owner_id: null,
    role_id: WORKSPACE_ROLE_ADMIN,
    abilities: abilitiesOfRole(WORKSPACE_ROLE_ADMIN, true),
    created_at: null,
  };
}
