import { workspacesEndpoints as endpoints, WORKSPACE_ROLE_ADMIN } from '@coffer/contract';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import { permissionsOfRequest, restrictionValue } from '../../kernel/roles/service';
import { HttpProblem } from '../../platform/http/errors';
import { inviteAnswerRoutes } from './invite-answer-routes';
import { inviteRoutes } from './invite-routes';
import { memberRoutes } from './member-routes';
import {
  addMember,
  createWorkspace,
  deleteWorkspace,
  findWorkspace,
  ownedCount,
  renameWorkspace,
} from './repo';
import { accessOf, forbidden } from './route-access';
import { requireActiveWorkspace, toWorkspace, workspaceDetails, workspacesOfUser } from './service';

/**
 * The workspaces API: the workspaces themselves here; their members, the invites a
 * manager sends and the invitee's answers in the files beside this one.
 */
export function workspaceRoutes(app: AppInstance) {
  route(app, endpoints.list, async ({ request }) => ({
    workspaces: await workspacesOfUser(app, request.user!.id),
  }));

  /** The active workspace (`workspaceId` query) with the caller's role and abilities. */
  route(
    app,
    endpoints.active,
    async ({ request }) => {
      const access = request.workspace!;
      return {
        workspaceId: access.workspaceId,
        role_id: access.roleId,
        is_owner: access.isOwner,
        abilities: access.abilities,
      };
    },
    { preHandler: [requireActiveWorkspace(app)] },
  );

  route(app, endpoints.create, async ({ request, body: { name } }) => {
    const user = request.user!;
    const permissions = await permissionsOfRequest(app, request);
    const max = restrictionValue(permissions, 'workspaces.create', 'count');
    if (max === undefined) throw new HttpProblem(403, 'You are not allowed to create workspaces.');
    const row = await app.db.transaction().execute(async (trx) => {
      // Counted inside the transaction so two quick creations cannot both slip under the limit.
      if (typeof max === 'number' && (await ownedCount(trx, user.id)) >= max) {
        throw new HttpProblem(
          403,
          'You can create at most {max, plural, one {# workspace} other {# workspaces}}. Delete one or upgrade your plan.',
          undefined,
          { max },
        );
      }
      const now = app.clock.iso();
      const created = await createWorkspace(trx, name, user.id, now);
      await addMember(trx, created.id, user.id, WORKSPACE_ROLE_ADMIN, now);
      return created;
    });
    return { workspace: toWorkspace(row, WORKSPACE_ROLE_ADMIN, user.id, 1) };
  });

  route(app, endpoints.details, async ({ request, params }) => {
    const access = await accessOf(app, request, params.id);
    return { workspace: await workspaceDetails(app, access, request.user!.id) };
  });

  route(app, endpoints.rename, async ({ request, params, body: { name } }) => {
    const access = await accessOf(app, request, params.id);
    if (!access.abilities.renameWorkspace) forbidden();
    await renameWorkspace(app.db, access.workspaceId, name, app.clock.iso());
    const row = (await findWorkspace(app.db, access.workspaceId))!;
    return {
      workspace: await workspaceDetails(app, { ...access, workspace: row }, request.user!.id),
    };
  });

  route(app, endpoints.remove, async ({ request, params }) => {
    const access = await accessOf(app, request, params.id);
    if (!access.isOwner) throw new HttpProblem(403, 'Only the owner can delete a workspace.');
    for (const step of app.workspaceDeletion) await step(access.workspaceId);
    await deleteWorkspace(app.db, access.workspaceId);
    return { message: 'Workspace deleted' };
  });

  memberRoutes(app);
  inviteRoutes(app);
  inviteAnswerRoutes(app);
}
