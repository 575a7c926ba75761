import {
  checkEntryName,
  DRIVE_MESSAGES,
  DUPLICATE_SUFFIX,
  fileEntryCategory,
  fileExtension,
} from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { HttpProblem } from '../../platform/http/errors';
import { assertCanCreateIn, assertCanMoveOut, assertEntryAccess, entriesFor } from './access';
import { DELETE_BYTES_JOB, type StoredObject } from './bytes';
import { insertCopy } from './copy-repo';
import { assertQuota } from './quota';
import {
  ancestorIds,
  type EntryPlace,
  type EntryRow,
  findEntries,
  findEntry,
  findNameClash,
  isFolder,
  liveDescendants,
  refreshFolderSizes,
  rewritePath,
  toNumber,
  updateEntry,
} from './repo';
import { indexEntryText } from './search-repo';
import { trashEntries } from './trash-repo';

/**
 * How one entry lands (WebDAV's MOVE and COPY): under `name` instead of its own, and in
 * place of `replace`, a live entry there that goes to the trash in the same transaction.
 */
export interface LandingOptions {
  name?: string;
  replace?: EntryRow;
}

function landingName(name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  const checked = checkEntryName(name);
  if ('problem' in checked)
    throw new HttpProblem(422, checked.problem, { name: [checked.problem] });
  return checked.name;
}

/** The columns a rename changes: the name, and for a file its extension and category. */
function renamed(entry: EntryRow, name: string) {
  if (isFolder(entry)) return { name };
  const extension = fileExtension(name) || null;
  return { name, extension, type: fileEntryCategory(entry.mime, extension) };
}

function clashError(folder: boolean): HttpProblem {
  const message = folder ? DRIVE_MESSAGES.folderExists : DRIVE_MESSAGES.fileExists;
  return new HttpProblem(422, message, { entryIds: [message] });
}

async function destinationFolder(app: AppInstance, request: FastifyRequest, id: number | null) {
  if (id === null) return null;
  const folder = await findEntry(app.db, id);
  if (!folder || !isFolder(folder) || folder.deleted_at) {
    throw new HttpProblem(422, DRIVE_MESSAGES.notAFolder, {
      destinationId: [DRIVE_MESSAGES.notAFolder],
    });
  }
  await assertEntryAccess(app, request, folder, 'view');
  return folder;
}

/**
 * Moves entries into a folder (null: the root of their space) in one transaction: every
 * check runs first, so a refused move (itself or a descendant, another workspace, a name
 * clash) changes nothing.
 */
export async function moveEntries(
  app: AppInstance,
  request: FastifyRequest,
  entryIds: number[],
  destinationId: number | null,
  landing: LandingOptions = {},
): Promise<EntryRow[]> {
  const destination = await destinationFolder(app, request, destinationId);
  const newName = landingName(landing.name);
  const entries = await entriesFor(app, request, entryIds, 'update');
  for (const entry of entries) {
    await assertCanCreateIn(app, request, destination, entry.workspace_id);
    await assertCanMoveOut(app, request, entry, destination);
    if (destination && destination.workspace_id !== entry.workspace_id) {
      throw new HttpProblem(422, DRIVE_MESSAGES.otherWorkspace, {
        destinationId: [DRIVE_MESSAGES.otherWorkspace],
      });
    }
    if (
      destination &&
      (destination.id === entry.id || destination.path.startsWith(`${entry.path}/`))
    ) {
      throw new HttpProblem(422, DRIVE_MESSAGES.moveIntoItself, {
        destinationId: [DRIVE_MESSAGES.moveIntoItself],
      });
    }
  }
  const nameOf = (entry: EntryRow) => newName ?? entry.name;
  const moving = entries.filter(
    (e) => e.parent_id !== (destination?.id ?? null) || nameOf(e) !== e.name,
  );
  const seen = new Set<string>();
  for (const entry of moving) {
    const key = `${isFolder(entry)}:${nameOf(entry)}`;
    if (seen.has(key)) throw clashError(isFolder(entry));
    seen.add(key);
  }
  await app.db.transaction().execute(async (trx) => {
    const touched: number[] = [];
    if (landing.replace) await trashEntries(trx, [landing.replace], app.clock.iso());
    for (const entry of moving) {
      const place: EntryPlace = {
        parent: destination,
        workspaceId: entry.workspace_id,
        ownerId: entry.owner_id,
      };
      if (await findNameClash(trx, place, nameOf(entry), isFolder(entry), entry.id))
        throw clashError(isFolder(entry));
      touched.push(...ancestorIds(entry));
      const newPath = await rewritePath(trx, entry, destination, app.clock.iso());
      touched.push(...ancestorIds({ path: newPath }));
      if (nameOf(entry) !== entry.name) {
        await updateEntry(trx, entry.id, renamed(entry, nameOf(entry)));
        await indexEntryText(trx, entry.id, { name: nameOf(entry) });
      }
    }
    await refreshFolderSizes(trx, touched);
  });
  return findEntries(
    app.db,
    entries.map((e) => e.id),
  );
}

/** "name - Copy.ext", then "name - Copy (2).ext"… until the place has no such live entry. */
async function copyName(
  db: AppInstance['db'],
  place: EntryPlace,
  entry: EntryRow,
): Promise<string> {
  const ext = isFolder(entry) ? '' : fileExtension(entry.name);
  const base = ext ? entry.name.slice(0, -(ext.length + 1)) : entry.name;
  for (let n = 1; ; n += 1) {
    const candidate = `${base}${DUPLICATE_SUFFIX}${n > 1 ? ` (${n})` : ''}${ext ? `.${ext}` : ''}`;
    if (!(await findNameClash(db, place, candidate, isFolder(entry)))) return candidate;
  }
}

/**
 * Copies entries (folders with everything live inside them) next to the originals or
 * into `destinationId` (null: the root of `rootWorkspace`, by default each entry's own
 * space). A copy hands over the bytes, so it needs the download right on the originals.
 * The quota is checked before anything is copied; bytes are copied through
 * `app.driveBytes.copy` first and deleted again if the rows cannot be written.
 */
export async function duplicateEntries(
  app: AppInstance,
  request: FastifyRequest,
  entryIds: number[],
  destinationId?: number | null,
  rootWorkspace?: number,
  landing: LandingOptions & { shallow?: boolean } = {},
): Promise<EntryRow[]> {
  const user = request.user!;
  const newName = landingName(landing.name);
  const explicit =
    destinationId === undefined ? undefined : await destinationFolder(app, request, destinationId);
  const entries = await entriesFor(app, request, entryIds, 'download');
  const space = (entry: EntryRow, parent: EntryRow | null) =>
    parent?.workspace_id ?? rootWorkspace ?? entry.workspace_id;
  const trees = new Map<number, EntryRow[]>();
  const byWorkspace = new Map<number, number>();
  for (const entry of entries) {
    const parent =
      explicit !== undefined
        ? explicit
        : entry.parent_id
          ? ((await findEntry(app.db, entry.parent_id)) ?? null)
          : null;
    await assertCanCreateIn(app, request, parent, space(entry, parent));
    // A shallow copy (WebDAV's Depth 0) takes a folder without what is inside it.
    const rows = isFolder(entry) && !landing.shallow ? await liveDescendants(app.db, entry) : [];
    const tree = [entry, ...rows];
    trees.set(entry.id, tree);
    const size = tree
      .filter((r) => !isFolder(r))
      .reduce((sum, r) => sum + toNumber(r.file_size), 0);
    const ws = space(entry, parent);
    byWorkspace.set(ws, (byWorkspace.get(ws) ?? 0) + size);
  }
  for (const [ws, size] of byWorkspace) await assertQuota(app, user, ws, size);

  const copied = new Map<string, StoredObject>();
  try {
    for (const tree of trees.values()) {
      for (const row of tree) {
        if (row.storage_key && !copied.has(row.storage_key)) {
          copied.set(
            row.storage_key,
            await app.driveBytes.copy({
              driver: row.storage_driver ?? 'local',
              key: row.storage_key,
            }),
          );
        }
      }
    }
    return await app.db.transaction().execute(async (trx) => {
      const roots: EntryRow[] = [];
      if (landing.replace) await trashEntries(trx, [landing.replace], app.clock.iso());
      for (const entry of entries) {
        const parent =
          explicit !== undefined
            ? explicit
            : entry.parent_id
              ? ((await findEntry(trx, entry.parent_id)) ?? null)
              : null;
        const place: EntryPlace = {
          parent,
          workspaceId: space(entry, parent),
          ownerId: user.id,
        };
        const name = newName ?? (await copyName(trx, place, entry));
        const newIds = new Map<number, EntryRow | null>([[entry.parent_id ?? -1, parent]]);
        for (const row of trees.get(entry.id)!) {
          const newParent = row.id === entry.id ? parent : newIds.get(row.parent_id!)!;
          const copy = await insertCopy(
            trx,
            row,
            newParent,
            place,
            row.id === entry.id ? name : row.name,
            copied,
            app.clock.iso(),
          );
          newIds.set(row.id, copy);
          if (row.id === entry.id) roots.push(copy);
        }
      }
      return Promise.all(roots.map(async (r) => (await findEntry(trx, r.id))!));
    });
  } catch (error) {
    if (copied.size > 0) {
      await app.jobs.enqueue(app.db, DELETE_BYTES_JOB, { objects: [...copied.values()] });
    }
    throw error;
  }
}
