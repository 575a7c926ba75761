import type { messageResponseSchema } from '../auth';
import { anyone, defineApi, signedIn } from '../endpoint';
import type {
  activeWorkspaceResponseSchema,
  removeMemberResponseSchema,
  workspaceDetailsResponseSchema,
  workspaceInvitePayloadSchema,
  workspaceInviteResponseSchema,
  workspaceJoinResponseSchema,
  workspacePayloadSchema,
  workspaceQuerySchema,
  workspaceResponseSchema,
  workspaceRolePayloadSchema,
  workspaceSingleInviteResponseSchema,
  workspacesResponseSchema,
} from '../workspaces';

/**
 * The workspace calls (spec §3, §4, §8): workspaces, their members, the invites a manager
 * sends and the invitee's answer. Their schemas are bound in `../workspaces`. A malformed
 * `:id` reads as an unknown workspace (404), so the ids are checked by the handlers.
 */
export const workspacesApi = defineApi<{
  list: { response: typeof workspacesResponseSchema };
  active: { query: typeof workspaceQuerySchema; response: typeof activeWorkspaceResponseSchema };
  create: { body: typeof workspacePayloadSchema; response: typeof workspaceResponseSchema };
  details: { response: typeof workspaceDetailsResponseSchema };
  rename: { body: typeof workspacePayloadSchema; response: typeof workspaceDetailsResponseSchema };
  remove: { response: typeof messageResponseSchema };
  leave: { response: typeof messageResponseSchema };
  changeMemberRole: {
    body: typeof workspaceRolePayloadSchema;
    response: typeof workspaceDetailsResponseSchema;
  };
  removeMember: { response: typeof removeMemberResponseSchema };
  invite: {
    body: typeof workspaceInvitePayloadSchema;
    response: typeof workspaceInviteResponseSchema;
  };
  resendInvite: { response: typeof workspaceSingleInviteResponseSchema };
  changeInviteRole: {
    body: typeof workspaceRolePayloadSchema;
    response: typeof workspaceSingleInviteResponseSchema;
  };
  cancelInvite: { response: typeof messageResponseSchema };
  join: { response: typeof workspaceJoinResponseSchema };
  decline: { response: typeof messageResponseSchema };
}>()('workspaces', {
  list: {
    method: 'GET',
    path: '/api/v1/me/workspaces',
    access: signedIn,
    summary: 'The workspaces the caller belongs to (the personal one excepted)',
  },
  active: {
    method: 'GET',
    path: '/api/v1/me/workspaces/active',
    access: signedIn,
    summary: 'The caller’s role and abilities in the active workspace',
  },
  create: {
    method: 'POST',
    path: '/api/v1/workspace',
    access: signedIn,
    summary: 'Create a workspace (within the plan’s limit)',
  },
  details: {
    method: 'GET',
    path: '/api/v1/workspace/:id',
    access: signedIn,
    summary: 'A workspace with its members (and pending invites, for managers)',
  },
  rename: {
    method: 'PUT',
    path: '/api/v1/workspace/:id',
    access: signedIn,
    summary: 'Rename a workspace',
  },
  remove: {
    method: 'DELETE',
    path: '/api/v1/workspace/:id',
    access: signedIn,
    summary: 'Delete a workspace (its owner only)',
  },
  leave: {
    method: 'POST',
    path: '/api/v1/workspace/:id/leave',
    access: signedIn,
    summary: 'Leave a workspace',
  },
  changeMemberRole: {
    method: 'PUT',
    path: '/api/v1/workspace/:id/member/:userId',
    access: signedIn,
    summary: 'Change a member’s role',
  },
  removeMember: {
    method: 'DELETE',
    path: '/api/v1/workspace/:id/member/:userId',
    access: signedIn,
    summary: 'Remove a member (oneself: leave the workspace)',
  },
  invite: {
    method: 'POST',
    path: '/api/v1/workspace/:id/invite',
    access: signedIn,
    summary: 'Invite people by email with a role',
  },
  resendInvite: {
    method: 'POST',
    path: '/api/v1/workspace/:id/invite/:inviteId/resend',
    access: signedIn,
    summary: 'Send an invite again, with a new expiry',
  },
  changeInviteRole: {
    method: 'PUT',
    path: '/api/v1/workspace/:id/invite/:inviteId',
    access: signedIn,
    summary: 'Change the role a pending invite gives',
  },
  cancelInvite: {
    method: 'DELETE',
    path: '/api/v1/workspace/:id/invite/:inviteId',
    access: signedIn,
    summary: 'Withdraw a pending invite',
  },
  join: {
    method: 'GET',
    path: '/api/v1/workspace/join/:inviteId',
    access: anyone,
    summary: 'Join the workspace of an invite (a guest is sent to sign in first)',
  },
  decline: {
    method: 'DELETE',
    path: '/api/v1/workspace/invite/:inviteId',
    access: signedIn,
    summary: 'Decline an invite',
  },
});
