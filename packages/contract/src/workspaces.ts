import { z } from 'zod';
import { workspacesApi } from './api/workspaces';
import { messageResponseSchema } from './auth';
import {
  PERSONAL_WORKSPACE_ID,
  WORKSPACE_INVITE_MAX_EMAILS,
  WORKSPACE_NAME_MAX_LENGTH,
  workspaceRoles,
} from './constants/workspaces';
import { bindSchemas } from './endpoint';

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

/** `GET me/workspaces/active`: the caller's role and abilities in the active workspace. */
export const activeWorkspaceResponseSchema = z.object({
  workspaceId: z.number().int(),
  role_id: z.number().int(),
  is_owner: z.boolean(),
  abilities: workspaceAbilitiesSchema,
});

/** `DELETE workspace/{id}/member/{userId}`: the roster, or a message when one left. */
export const removeMemberResponseSchema = z.union([
  workspaceDetailsResponseSchema,
  messageResponseSchema,
]);

/** `POST workspace/{id}/invite/{inviteId}/resend` and `PUT workspace/{id}/invite/{inviteId}`. */
export const workspaceSingleInviteResponseSchema = z.object({ invite: workspaceInviteSchema });

/** `GET workspace/join/{inviteId}` for a signed-in invitee (JSON asked). */
export const workspaceJoinResponseSchema = z.object({
  message: z.string(),
  workspace: workspaceSchema,
});

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

export const workspacesEndpoints = bindSchemas(workspacesApi, {
  list: {
    summary: 'The workspaces the caller belongs to (the personal one excepted)',
    response: workspacesResponseSchema,
  },
  active: {
    summary: 'The caller’s role and abilities in the active workspace',
    query: workspaceQuerySchema,
    response: activeWorkspaceResponseSchema,
  },
  create: {
    summary: 'Create a workspace (within the plan’s limit)',
    body: workspacePayloadSchema,
    response: workspaceResponseSchema,
  },
  details: {
    summary: 'A workspace with its members (and pending invites, for managers)',
    response: workspaceDetailsResponseSchema,
  },
  rename: {
    summary: 'Rename a workspace',
    body: workspacePayloadSchema,
    response: workspaceDetailsResponseSchema,
  },
  remove: { summary: 'Delete a workspace (its owner only)', response: messageResponseSchema },
  leave: { summary: 'Leave a workspace', response: messageResponseSchema },
  changeMemberRole: {
    summary: 'Change a member’s role',
    body: workspaceRolePayloadSchema,
    response: workspaceDetailsResponseSchema,
  },
  removeMember: {
    summary: 'Remove a member (oneself: leave the workspace)',
    response: removeMemberResponseSchema,
  },
  invite: {
    summary: 'Invite people by email with a role',
    body: workspaceInvitePayloadSchema,
    response: workspaceInviteResponseSchema,
  },
  resendInvite: {
    summary: 'Send an invite again, with a new expiry',
    response: workspaceSingleInviteResponseSchema,
  },
  changeInviteRole: {
    summary: 'Change the role a pending invite gives',
    body: workspaceRolePayloadSchema,
    response: workspaceSingleInviteResponseSchema,
  },
  cancelInvite: { summary: 'Withdraw a pending invite', response: messageResponseSchema },
  join: {
    summary: 'Join the workspace of an invite (a guest is sent to sign in first)',
    response: workspaceJoinResponseSchema,
  },
  decline: { summary: 'Decline an invite', response: messageResponseSchema },
});
