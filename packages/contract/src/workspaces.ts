import { z } from 'zod';

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

const roleId = z.coerce
  .number({ error: 'The role field is required.' })
  .int()
  .refine((id) => workspaceRoles.some((r) => r.id === id), {
    error: 'The selected role is invalid.',
  });

const name = z
  .string({ error: 'The name field is required.' })
  .trim()
  .min(1, 'The name field is required.')
  .max(
    WORKSPACE_NAME_MAX_LENGTH,
    `The name may not be greater than ${WORKSPACE_NAME_MAX_LENGTH} characters.`,
  );

/** What the current user may do in a workspace. */
export const workspaceAbilitiesSchema = z.object({
  viewFiles: z.boolean(),
  upload: z.boolean(),
  /** Edit or delete entries others uploaded (own uploads are always editable). */
  editAnyFile: z.boolean(),
  manageMembers: z.boolean(),
  renameWorkspace: z.boolean(),
  deleteWorkspace: z.boolean(),
});

export const workspaceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  default: z.boolean(),
  members_count: z.number().int(),
  owner_id: z.number().int().nullable(),
  /** The current user's role in it (Admin in the personal workspace). */
  role_id: z.number().int(),
  abilities: workspaceAbilitiesSchema,
  created_at: z.string().nullable(),
});

export const workspaceMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  role_id: z.number().int(),
  is_owner: z.boolean(),
  joined_at: z.string(),
});

export const workspaceInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  role_id: z.number().int(),
  expires_at: z.string(),
  created_at: z.string(),
});

export const workspaceDetailsSchema = workspaceSchema.extend({
  members: z.array(workspaceMemberSchema),
  invites: z.array(workspaceInviteSchema),
});

export const workspacesResponseSchema = z.object({ workspaces: z.array(workspaceSchema) });
export const workspaceResponseSchema = z.object({ workspace: workspaceSchema });
export const workspaceDetailsResponseSchema = z.object({ workspace: workspaceDetailsSchema });

/** `POST workspace` and `PUT workspace/{id}`. */
export const workspacePayloadSchema = z.object({ name });

/** `POST workspace/{id}/invite`: addresses already invited or already members are skipped. */
export const workspaceInvitePayloadSchema = z.object({
  emails: z
    .array(z.email('Each email must be a valid email address.').max(191), {
      error: 'The emails field is required.',
    })
    .min(1, 'The emails field is required.')
    .max(WORKSPACE_INVITE_MAX_EMAILS, `At most ${WORKSPACE_INVITE_MAX_EMAILS} emails at a time.`),
  roleId,
});
export const workspaceInviteResponseSchema = z.object({
  invites: z.array(workspaceInviteSchema),
  /** Addresses left out because they are already members or invited. */
  skipped: z.array(z.string()),
});

/** `PUT workspace/{id}/member/{userId}` and `PUT workspace/{id}/invite/{inviteId}`. */
export const workspaceRolePayloadSchema = z.object({ roleId });

/** The `workspaceId` query that selects the active workspace on any route (spec §7). */
export const workspaceQuerySchema = z.object({
  workspaceId: z.coerce
    .number({ error: 'The workspace id must be a number.' })
    .int('The workspace id must be a number.')
    .min(0, 'The workspace id must be a number.')
    .default(PERSONAL_WORKSPACE_ID),
});

/** A guest opening an invite: where to sign in or register before joining. */
export const workspaceJoinGuestResponseSchema = z.object({
  message: z.string(),
  redirect: z.string(),
});

export type WorkspaceAbilities = z.infer<typeof workspaceAbilitiesSchema>;
export type Workspace = z.infer<typeof workspaceSchema>;
export type WorkspaceMember = z.infer<typeof workspaceMemberSchema>;
export type WorkspaceInvite = z.infer<typeof workspaceInviteSchema>;
export type WorkspaceDetails = z.infer<typeof workspaceDetailsSchema>;
export type WorkspacePayload = z.infer<typeof workspacePayloadSchema>;
export type WorkspaceInvitePayload = z.infer<typeof workspaceInvitePayloadSchema>;
export type WorkspaceRolePayload = z.infer<typeof workspaceRolePayloadSchema>;

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
