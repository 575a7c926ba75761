import { DRIVE_MESSAGES, FILE_REQUEST_MESSAGES, type Permission } from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { permissionsOfUser } from '../../kernel/roles/repo';
import { hasPermission, permissionsOfRequest } from '../../kernel/roles/service';
import { HttpProblem } from '../../platform/http/errors';
import { memberAccess, ownsOrMemberMay } from '../drive/access';
import { type EntryRow, findEntryByRef, isFolder } from '../drive/repo';
import { type WorkspaceAccess, workspaceAccess } from '../workspaces/service';

/**
 * Who may ask for files into a folder: the owner of a personal folder, or a workspace
 * member whose role may edit it — with the `files.create` and `files.update` permissions.
 * Sharees are left out on purpose, even editors: every upload lands on the owner's quota,
 * and a sharee opening the owner's folder to anyone would spend space that is not theirs.
 */
function mayRequestInto(
  userId: number,
  folder: EntryRow,
  permissions: Permission[],
  access: WorkspaceAccess | null,
): boolean {
  if (!hasPermission(permissions, 'files.create') || !hasPermission(permissions, 'files.update'))
    return false;
  return ownsOrMemberMay(userId, folder, 'update', access);
}

/** The live folder behind `ref` for a caller who may manage its requests: 404, 401, 403, 422. */
export async function manageableFolder(
  app: AppInstance,
  request: FastifyRequest,
  ref: string,
): Promise<EntryRow> {
  const entry = await findEntryByRef(app.db, ref);
  if (!entry || entry.deleted_at) throw new HttpProblem(404, DRIVE_MESSAGES.notFound);
  const user = request.user;
  if (!user) throw new HttpProblem(401, 'Unauthenticated.');
  const access =
    entry.workspace_id === 0 ? null : await memberAccess(app, request, entry.workspace_id);
  if (!mayRequestInto(user.id, entry, await permissionsOfRequest(app, request), access))
    throw new HttpProblem(403, DRIVE_MESSAGES.unauthorized);
  if (!isFolder(entry))
    throw new HttpProblem(422, FILE_REQUEST_MESSAGES.notAFolder, {
      entry: [FILE_REQUEST_MESSAGES.notAFolder],
    });
  return entry;
}

/**
 * Whether the request's creator still may ask for files into the folder (they may have
 * left the workspace or lost the permission since): visitors upload in their name.
 */
export async function creatorStillMay(
  app: AppInstance,
  userId: number,
  folder: EntryRow,
): Promise<boolean> {
  let access: WorkspaceAccess | null = null;
  if (folder.workspace_id !== 0) {
    try {
      access = await workspaceAccess(app, userId, folder.workspace_id);
    } catch (error) {
      if (error instanceof HttpProblem) return false;
      throw error;
    }
  }
  return mayRequestInto(userId, folder, await permissionsOfUser(app, userId), access);
}
