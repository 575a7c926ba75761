import { workspacesEndpoints as endpoints } from '@coffer/contract';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import { HttpProblem } from '../../platform/http/errors';
import { findMembership, removeMember, setMemberRole } from './repo';
import { accessOf, forbidden, managerAccess } from './route-access';
import { type WorkspaceAccess, type WorkspaceRow, workspaceDetails } from './service';

/** A workspace's members: change a role, remove someone, leave. */
export function memberRoutes(app: AppInstance) {
  route(app, endpoints.changeMemberRole, async ({ request, params, body: { roleId } }) => {
    const access = await managerAccess(app, request, params.id);
    const userId = await otherMember(app, access, params.userId);
    await setMemberRole(app.db, access.workspaceId, userId, roleId);
    return { workspace: await workspaceDetails(app, access, request.user!.id) };
  });

  route(app, endpoints.removeMember, async ({ request, params }) => {
    const access = await accessOf(app, request, params.id);
    if (Number(params.userId) === request.user!.id) return leave(app, access, request.user!.id);
    if (!access.abilities.manageMembers) forbidden();
    const userId = await otherMember(app, access, params.userId);
    await removeMember(app.db, access.workspaceId, userId);
    return { workspace: await workspaceDetails(app, access, request.user!.id) };
  });

  route(app, endpoints.leave, async ({ request, params }) =>
    leave(app, await accessOf(app, request, params.id), request.user!.id),
  );
}

/** A member other than the owner (whose role and membership nobody can change). */
async function otherMember(
  app: AppInstance,
  access: WorkspaceAccess & { workspace: WorkspaceRow },
  raw: string,
) {
  const userId = Number(raw);
  const member = Number.isInteger(userId)
    ? await findMembership(app.db, access.workspaceId, userId)
    : undefined;
  if (!member) throw new HttpProblem(404, 'Member not found.');
  if (userId === access.workspace.owner_id) {
    throw new HttpProblem(403, "The workspace owner's role and membership cannot be changed.");
  }
  return userId;
}

async function leave(app: AppInstance, access: WorkspaceAccess, userId: number) {
  if (access.isOwner) {
    throw new HttpProblem(403, 'The owner cannot leave the workspace; delete it instead.');
  }
  await removeMember(app.db, access.workspaceId, userId);
  return { message: 'Left workspace' };
}
