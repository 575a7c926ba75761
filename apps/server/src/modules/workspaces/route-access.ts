import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { HttpProblem } from '../../platform/http/errors';
import { type WorkspaceAccess, type WorkspaceRow, workspaceAccess } from './service';

export function forbidden(): never {
  throw new HttpProblem(403, 'This action is unauthorized.');
}

/**
 * The caller's access to the workspace `:id` names; the personal space has no members or
 * name. A malformed id reads as an unknown workspace (404), as an unknown one does.
 */
export async function accessOf(
  app: AppInstance,
  request: FastifyRequest,
  rawId: string,
): Promise<WorkspaceAccess & { workspace: WorkspaceRow }> {
  const id = Number(rawId);
  if (!Number.isInteger(id) || id < 1) throw new HttpProblem(404, 'Workspace not found.');
  const access = await workspaceAccess(app, request.user!.id, id);
  return access as WorkspaceAccess & { workspace: WorkspaceRow };
}

/** `accessOf` for someone who may manage members and invites; 403 otherwise. */
export async function managerAccess(app: AppInstance, request: FastifyRequest, rawId: string) {
  const access = await accessOf(app, request, rawId);
  if (!access.abilities.manageMembers) forbidden();
  return access;
}
