import { checkEntryName, DRIVE_MESSAGES, fileExtension, UPLOAD_MESSAGES } from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppInstance } from '../../../app';
import type { Database } from '../../../platform/db/schema';
import { HttpProblem } from '../../../platform/http/errors';
import { assertCanCreateIn } from '../access';
import { assertQuota } from '../quota';
import { type EntryRow, findEntry, findNameClash, isFolder } from '../repo';

export interface UploadPlace {
  parentId: number | null;
  workspaceId: number;
}

/**
 * Who may upload where: the parent must be a live folder the caller may add to (401/403/422).
 * Answers the parent row (null for the root) and the workspace the file lands in.
 */
export async function resolveUploadPlace(
  app: AppInstance,
  request: FastifyRequest,
  place: UploadPlace,
): Promise<{ parent: EntryRow | null; workspaceId: number }> {
  const parent =
    place.parentId === null ? null : ((await findEntry(app.db, place.parentId)) ?? null);
  if (place.parentId !== null && (!parent || !isFolder(parent) || parent.deleted_at)) {
    throw new HttpProblem(422, DRIVE_MESSAGES.notAFolder, {
      parentId: [DRIVE_MESSAGES.notAFolder],
    });
  }
  const workspaceId = parent ? parent.workspace_id : place.workspaceId;
  await assertCanCreateIn(app, request, parent, workspaceId);
  return { parent, workspaceId };
}

/** The order: `uploads.max_size`, then the quota, then allowed/blocked extensions (422 each). */
export async function assertUploadAllowed(
  app: AppInstance,
  request: FastifyRequest,
  file: { name: string; size: number; workspaceId: number },
  { quota = true }: { quota?: boolean } = {},
): Promise<void> {
  const uploads = await app.settings.get('uploads');
  if (uploads.max_size !== null && file.size > uploads.max_size) {
    throw new HttpProblem(422, UPLOAD_MESSAGES.tooLarge, { file: [UPLOAD_MESSAGES.tooLarge] });
  }
  if (!request.user) throw new HttpProblem(401, 'Unauthenticated.');
  if (quota) await assertQuota(app, request.user, file.workspaceId, file.size);
  const extension = fileExtension(file.name);
  const allowed = uploads.allowed_extensions.map((e) => e.toLowerCase().replace(/^\./, ''));
  const blocked = uploads.blocked_extensions.map((e) => e.toLowerCase().replace(/^\./, ''));
  if ((allowed.length > 0 && !allowed.includes(extension)) || blocked.includes(extension)) {
    throw new HttpProblem(422, UPLOAD_MESSAGES.extensionNotAllowed, {
      file: [UPLOAD_MESSAGES.extensionNotAllowed],
    });
  }
}

/**
 * A file name as uploaded (multipart file name, tus metadata), under the one name rule of
 * every entry (`checkEntryName`): 422 when it breaks it, never a silently trimmed name.
 */
export function cleanFileName(raw: string | null | undefined): string {
  if (!raw?.trim()) {
    throw new HttpProblem(422, UPLOAD_MESSAGES.nameRequired, {
      file: [UPLOAD_MESSAGES.nameRequired],
    });
  }
  const checked = checkEntryName(raw);
  if ('problem' in checked)
    throw new HttpProblem(422, checked.problem, { file: [checked.problem] });
  return checked.name;
}

/**
 * The live file an upload of `name` would land on (its folder, and a folder upload's
 * subfolders, read without creating any), if there is one.
 */
export async function findUploadTarget(
  db: Kysely<Database>,
  place: {
    parentId: number | null;
    workspaceId: number;
    ownerId: number;
    relativePath: string | null;
  },
  name: string,
): Promise<EntryRow | undefined> {
  let parent = place.parentId === null ? null : ((await findEntry(db, place.parentId)) ?? null);
  if (place.parentId !== null && (!parent || !isFolder(parent) || parent.deleted_at)) return;
  const base = { workspaceId: parent?.workspace_id ?? place.workspaceId, ownerId: place.ownerId };
  for (const segment of (place.relativePath ?? '').split('/').map((s) => s.trim())) {
    if (!segment || segment === '.' || segment === '..') continue;
    const folder = await findNameClash(db, { ...base, parent }, segment, true);
    if (!folder) return;
    parent = folder;
  }
  return findNameClash(db, { ...base, parent }, name.trim(), false);
}
