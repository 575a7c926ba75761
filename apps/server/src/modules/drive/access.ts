import { DRIVE_MESSAGES, type Permission } from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { HttpProblem } from '../../platform/http/errors';
import { hasPermission, permissionsOfRequest } from '../roles/service';
import type { UserRow } from '../users/repo';
import { type WorkspaceAccess, workspaceAccess } from '../workspaces/service';
import { type EntryRow, findEntries } from './repo';

/** What a caller wants to do with an entry; each needs the matching `files.*` permission. */
export type EntryAbility = 'view' | 'update' | 'delete' | 'download';

const ROLE_PERMISSION: Record<EntryAbility, string> = {
  view: 'files.view',
  update: 'files.update',
  delete: 'files.delete',
  download: 'files.download',
};

/**
 * An extra way to reach an entry (the sharing issue adds sharees and links here):
 * answers true to grant, false to leave the decision to the other rules. Rules run
 * only after the caller's `files.*` role permission was confirmed.
 */
export type EntryAccessRule = (args: {
  app: AppInstance;
  user: UserRow | null;
  entry: EntryRow;
  ability: EntryAbility;
}) => Promise<boolean>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Extra grants on drive entries (sharing plugs in here). */
    driveAccessRules: EntryAccessRule[];
  }
  interface FastifyRequest {
    /** Memo of the caller's workspace roles for this request (null: not a member). */
    driveWorkspaces?: Map<number, Promise<WorkspaceAccess | null>>;
  }
}

/** The caller's role in a workspace, memoised per request; null when not a member. */
export function memberAccess(
  app: AppInstance,
  request: FastifyRequest,
  workspaceId: number,
): Promise<WorkspaceAccess | null> {
  request.driveWorkspaces ??= new Map();
  let found = request.driveWorkspaces.get(workspaceId);
  if (!found) {
    found = request.user
      ? workspaceAccess(app, request.user.id, workspaceId).catch((error) => {
          if (error instanceof HttpProblem && (error.status === 403 || error.status === 404))
            return null;
          throw error;
        })
      : Promise.resolve(null);
    request.driveWorkspaces.set(workspaceId, found);
  }
  return found;
}

/** The owner/workspace rule without the role permission check (sync once roles are known). */
export function ownsOrMemberMay(
  userId: number,
  entry: Pick<EntryRow, 'owner_id' | 'workspace_id'>,
  ability: EntryAbility,
  access: WorkspaceAccess | null,
): boolean {
  if (entry.workspace_id === 0) return entry.owner_id === userId;
  if (!access) return false;
  if (ability === 'view' || ability === 'download') return access.abilities.viewFiles;
  // Contributors change only what they uploaded; Admins and Editors change every file.
  return access.abilities.editAnyFile || entry.owner_id === userId;
}

/**
 * May the caller do `ability` on `entry`? Needs the `files.*` role permission, then
 * one of: owner of a personal entry; workspace member with a role allowing it; an
 * extra rule (sharing) granting it.
 */
export async function entryAccess(
  app: AppInstance,
  request: FastifyRequest,
  entry: EntryRow,
  ability: EntryAbility,
  permissions?: Permission[],
): Promise<boolean> {
  const perms = permissions ?? (await permissionsOfRequest(app, request));
  if (!hasPermission(perms, ROLE_PERMISSION[ability])) return false;
  if (request.user) {
    const access =
      entry.workspace_id === 0 ? null : await memberAccess(app, request, entry.workspace_id);
    if (ownsOrMemberMay(request.user.id, entry, ability, access)) return true;
  }
  for (const rule of app.driveAccessRules) {
    if (await rule({ app, user: request.user, entry, ability })) return true;
  }
  return false;
}

/** `entryAccess` or 401 (guest) / 403. */
export async function assertEntryAccess(
  app: AppInstance,
  request: FastifyRequest,
  entry: EntryRow,
  ability: EntryAbility,
): Promise<void> {
  if (await entryAccess(app, request, entry, ability)) return;
  if (!request.user) throw new HttpProblem(401, 'Unauthenticated.');
  throw new HttpProblem(403, DRIVE_MESSAGES.unauthorized);
}

/**
 * May the caller add entries to a place (a folder, or a workspace root)? Needs
 * `files.create`; in a folder, the right to update it or (contributors) workspace membership.
 */
export async function assertCanCreateIn(
  app: AppInstance,
  request: FastifyRequest,
  parent: EntryRow | null,
  workspaceId: number,
): Promise<void> {
  if (!request.user) throw new HttpProblem(401, 'Unauthenticated.');
  const perms = await permissionsOfRequest(app, request);
  const refuse = new HttpProblem(403, DRIVE_MESSAGES.unauthorized);
  if (!hasPermission(perms, 'files.create')) throw refuse;
  const ws = parent ? parent.workspace_id : workspaceId;
  if (ws === 0) {
    if (!parent || parent.owner_id === request.user.id) return;
    for (const rule of app.driveAccessRules) {
      if (await rule({ app, user: request.user, entry: parent, ability: 'update' })) return;
    }
    throw refuse;
  }
  const access = await memberAccess(app, request, ws);
  if (!access) throw new HttpProblem(403, 'You are not a member of this workspace.');
  if (!access.abilities.upload) throw refuse;
}

/** Every entry of a request's `entryIds`, each checked for `ability`; 404 if one is missing. */
export async function entriesFor(
  app: AppInstance,
  request: FastifyRequest,
  ids: number[],
  ability: EntryAbility,
): Promise<EntryRow[]> {
  const unique = [...new Set(ids)];
  const rows = await findEntries(app.db, unique);
  if (rows.length !== unique.length) throw new HttpProblem(404, DRIVE_MESSAGES.notFound);
  for (const row of rows) await assertEntryAccess(app, request, row, ability);
  return rows;
}
