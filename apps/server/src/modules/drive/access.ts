import { DRIVE_MESSAGES, type Permission } from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { hasPermission, permissionsOfRequest } from '../../kernel/roles/service';
import type { UserRow } from '../../kernel/users/repo';
import { HttpProblem } from '../../platform/http/errors';
import { defineMessage } from '../../platform/i18n/define-message';
import { type WorkspaceAccess, workspaceAccess } from '../workspaces/service';
import { type EntryRow, findEntries, findEntry, hasForeignEntries } from './repo';

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
  interface FastifyInstance {}
  interface FastifyRequest {
    /** Memo of the caller's workspace roles for this request (null: not a member). */
    driveWorkspaces?: Map<number, Promise<WorkspaceAccess | null>>;
    /** Memo of the owners of top folders (personal drives) for this request. */
    driveTreeOwners?: Map<number, Promise<number | undefined>>;
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
 * Whose drive a personal entry sits in: the owner of the top folder of its tree. Sharees
 * may add their own entries to someone's shared folder; they stay in that person's drive.
 */
export async function treeOwner(
  app: AppInstance,
  request: FastifyRequest,
  entry: Pick<EntryRow, 'owner_id' | 'parent_id' | 'path'>,
): Promise<number> {
  if (entry.parent_id === null) return entry.owner_id;
  const topId = Number(entry.path.split('/')[0]);
  request.driveTreeOwners ??= new Map();
  let owner = request.driveTreeOwners.get(topId);
  if (!owner) {
    owner = findEntry(app.db, topId).then((top) => top?.owner_id);
    request.driveTreeOwners.set(topId, owner);
  }
  return (await owner) ?? entry.owner_id;
}

/**
 * May the caller do `ability` on `entry`? Needs the `files.*` role permission, then
 * one of: owner of a personal entry, or of the drive (tree) it sits in; workspace member
 * with a role allowing it; an extra rule (sharing) granting it.
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
    if (entry.workspace_id === 0 && (await treeOwner(app, request, entry)) === request.user.id)
      return true;
  }
  for (const rule of app.drive.accessRules) {
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
    if ((await treeOwner(app, request, parent)) === request.user.id) return;
    if (await ruleGrants(app, request, parent, 'update')) return;
    throw refuse;
  }
  const access = await memberAccess(app, request, ws);
  if (access) {
    if (!access.abilities.upload) throw refuse;
    return;
  }
  // Outside the workspace: only into a folder shared with the caller with the edit right.
  if (parent && (await ruleGrants(app, request, parent, 'update'))) return;
  throw new HttpProblem(403, 'You are not a member of this workspace.');
}

async function ruleGrants(
  app: AppInstance,
  request: FastifyRequest,
  entry: EntryRow,
  ability: EntryAbility,
): Promise<boolean> {
  for (const rule of app.drive.accessRules) {
    if (await rule({ app, user: request.user, entry, ability })) return true;
  }
  return false;
}

/** Refusal of a sharee's move that would take an entry out of the tree shared with them. */
export const MOVE_OUT_OF_SHARE = defineMessage(
  'Items shared with you can only be moved within the shared folder.',
);

/**
 * May the caller move `entry` under `destination` (null: the root of its space)?
 * - A sharee whose right to move it comes from a share alone keeps it inside the tree
 *   shared with them: moving it elsewhere (the owner's root, another folder) would take it
 *   from every collaborator (issue 21, finding 10). The shared root itself stays put.
 * - In the personal space a move that takes it into another person's drive is for the one
 *   who owns the entry and everything inside it: a sharee moving someone's file into their
 *   own folder would take it out of its owner's drive (and gain every right on it there).
 */
export async function assertCanMoveOut(
  app: AppInstance,
  request: FastifyRequest,
  entry: EntryRow,
  destination: EntryRow | null,
): Promise<void> {
  const user = request.user!;
  if (await movesAsSharee(app, request, entry)) {
    const root = await sharedRoot(app, request, entry);
    const inside =
      root !== null &&
      destination !== null &&
      root.id !== entry.id &&
      (destination.id === root.id || destination.path.startsWith(`${root.path}/`));
    if (!inside) throw new HttpProblem(403, MOVE_OUT_OF_SHARE);
  }
  if (entry.workspace_id !== 0) return;
  const from = await treeOwner(app, request, entry);
  const to = destination ? await treeOwner(app, request, destination) : entry.owner_id;
  if (from === to) return;
  if (await hasForeignEntries(app.db, entry, user.id))
    throw new HttpProblem(403, DRIVE_MESSAGES.unauthorized);
}

/** Does the caller's right to change `entry` come only from an extra rule (a share)? */
async function movesAsSharee(
  app: AppInstance,
  request: FastifyRequest,
  entry: EntryRow,
): Promise<boolean> {
  const userId = request.user!.id;
  const access =
    entry.workspace_id === 0 ? null : await memberAccess(app, request, entry.workspace_id);
  if (ownsOrMemberMay(userId, entry, 'update', access)) return false;
  return !(entry.workspace_id === 0 && (await treeOwner(app, request, entry)) === userId);
}

/**
 * The top of the tree a share lets the caller edit `entry` in: its highest ancestor (or
 * itself) the extra rules grant `update` on; shares cover whole subtrees, so the granted
 * ancestors form one chain down to the entry.
 */
async function sharedRoot(
  app: AppInstance,
  request: FastifyRequest,
  entry: EntryRow,
): Promise<EntryRow | null> {
  const ids = entry.path.split('/').map(Number);
  const rows = new Map((await findEntries(app.db, ids)).map((row) => [row.id, row]));
  for (const id of ids) {
    const row = rows.get(id);
    if (row && (await ruleGrants(app, request, row, 'update'))) return row;
  }
  return null;
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
