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
  list: { response: workspacesResponseSchema },
  active: { query: workspaceQuerySchema, response: activeWorkspaceResponseSchema },
  create: { body: workspacePayloadSchema, response: workspaceResponseSchema },
  details: { response: workspaceDetailsResponseSchema },
  rename: { body: workspacePayloadSchema, response: workspaceDetailsResponseSchema },
  remove: { response: messageResponseSchema },
  leave: { response: messageResponseSchema },
  changeMemberRole: { body: workspaceRolePayloadSchema, response: workspaceDetailsResponseSchema },
  removeMember: { response: removeMemberResponseSchema },
  invite: { body: workspaceInvitePayloadSchema, response: workspaceInviteResponseSchema },
  resendInvite: { response: workspaceSingleInviteResponseSchema },
  changeInviteRole: {
    body: workspaceRolePayloadSchema,
    response: workspaceSingleInviteResponseSchema,
  },
  cancelInvite: { response: messageResponseSchema },
  join: { response: workspaceJoinResponseSchema },
  decline: { response: messageResponseSchema },
});
