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
  },
  active: {
    method: 'GET',
    path: '/api/v1/me/workspaces/active',
    access: signedIn,
  },
  create: {
    method: 'POST',
    path: '/api/v1/workspace',
    access: signedIn,
  },
  details: {
    method: 'GET',
    path: '/api/v1/workspace/:id',
    access: signedIn,
  },
  rename: {
    method: 'PUT',
    path: '/api/v1/workspace/:id',
    access: signedIn,
  },
  remove: {
    method: 'DELETE',
    path: '/api/v1/workspace/:id',
    access: signedIn,
  },
  leave: {
    method: 'POST',
    path: '/api/v1/workspace/:id/leave',
    access: signedIn,
  },
  changeMemberRole: {
    method: 'PUT',
    path: '/api/v1/workspace/:id/member/:userId',
    access: signedIn,
  },
  removeMember: {
    method: 'DELETE',
    path: '/api/v1/workspace/:id/member/:userId',
    access: signedIn,
  },
  invite: {
    method: 'POST',
    path: '/api/v1/workspace/:id/invite',
    access: signedIn,
  },
  resendInvite: {
    method: 'POST',
    path: '/api/v1/workspace/:id/invite/:inviteId/resend',
    access: signedIn,
  },
  changeInviteRole: {
    method: 'PUT',
    path: '/api/v1/workspace/:id/invite/:inviteId',
    access: signedIn,
  },
  cancelInvite: {
    method: 'DELETE',
    path: '/api/v1/workspace/:id/invite/:inviteId',
    access: signedIn,
  },
  join: {
    method: 'GET',
    path: '/api/v1/workspace/join/:inviteId',
    access: anyone,
  },
  decline: {
    method: 'DELETE',
    path: '/api/v1/workspace/invite/:inviteId',
    access: signedIn,
  },
});
