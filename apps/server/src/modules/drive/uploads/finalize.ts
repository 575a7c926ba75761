import type { UploadConflictMode } from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../../app';
import { HttpProblem } from '../../../platform/http/errors';
import { defineMessage } from '../../../platform/i18n/define-message';
import { newStorageKey, type StorageDriver } from '../../../platform/storage';
import { entryAccess } from '../access';
import { quotaHolder, withRoomFor } from '../quota';
import { createFileEntry, type EntryRow, findEntry } from '../repo';
import { EXTRACT_TEXT_JOB, THUMBNAIL_JOB, wantsText, wantsThumbnail } from '../thumbnails/jobs';
import { swapContent } from '../versions/service';
import { assertUploadAllowed, findUploadTarget, resolveUploadPlace } from './checks';
import { recordFinishedUpload } from './finished-repo';
import { releaseUpload } from './reservations-repo';

/** An upload may not replace a file its uploader may not edit. */
export const CANNOT_REPLACE = defineMessage(
  'You may not replace the file of this name here. Keep both files instead.',
);

export interface StagedFile {
  name: string;
  size: number;
  mime: string | null;
  /** The store the bytes sit in; the entry records it, and they stay in it. */
  storage: StorageDriver;
  /** Storage key the bytes sit under now (a tus upload or a freshly written object). */
  stagedKey: string;
  /** Removes the staged bytes (and any bookkeeping) when the upload is refused. */
  discard(): Promise<void>;
  /**
   * Set when `stagedKey` is already a fresh server key that only this upload knows (a form or
   * WebDAV upload): the bytes stay under it. Otherwise (a tus upload, whose key its client
   * knows) they move to a fresh key, and `moved` is told.
   */
  fresh?: true;
  /**
   * The final key, derived from the upload (a tus upload's): a finish retried after its
   * instance died mid-way finds the bytes there. Without it, a new key.
   */
  finalKey?: string;
  /**
   * Called once the entry is made, the bytes under their final key: the staged upload's
   * bookkeeping may go. (Not before: a finish retried after a crash needs it.)
   */
  moved?(): Promise<void>;
}

/** The key the bytes end under: the staged one when fresh, else the upload's or a new one. */
const finalKeyFor = (file: StagedFile) =>
  file.fresh ? file.stagedKey : (file.finalKey ?? newStorageKey());

/**
 * Puts the bytes under `key` (from `finalKeyFor`). A finish retried after an instance died
 * past the move finds them there already, and nothing staged.
 */
async function settle(file: StagedFile, key: string) {
  if (key === file.stagedKey) return;
  if (file.finalKey === key && !(await file.storage.stat(file.stagedKey))) {
    if (await file.storage.stat(key)) return;
  }
  await file.storage.move(file.stagedKey, key);
}

/** Tells the staged upload it is done with; a failure there leaves the made entry alone. */
async function done(file: StagedFile): Promise<void> {
  await file.moved?.().catch(() => {});
}

/**
 * Turns bytes already in storage into a file entry: checks (place, max size, extensions),
 * moves the bytes to a fresh server key unless they are under one already, then checks the
 * quota and writes the rows and queues the thumbnail/text jobs in one transaction that holds
 * the quota (two uploads cannot both take the last free bytes). A tus upload (`reservation`:
 * its key) gives back the bytes it reserved in the same transaction. Any refusal or failure
 * removes the bytes, so nothing is left half-written.
 */
export async function finalizeUpload(
  app: AppInstance,
  request: FastifyRequest,
  file: StagedFile,
  place: {
    parentId: number | null;
    workspaceId: number;
    relativePath: string | null;
    onConflict?: UploadConflictMode;
  },
  reservation?: string,
): Promise<EntryRow> {
  let finalKey: string | null = null;
  try {
    const user = request.user;
    if (!user) throw new HttpProblem(401, 'Unauthenticated.');
    const { workspaceId } = await resolveUploadPlace(app, request, place);
    const name = file.name;
    await assertUploadAllowed(
      app,
      request,
      { name, size: file.size, workspaceId },
      { quota: false },
    );
    finalKey = finalKeyFor(file);
    await settle(file, finalKey);
    const key = finalKey;
    if ((place.onConflict ?? 'replace') === 'replace') {
      const replaced = await replaceExisting(app, request, file, key, place, reservation);
      if (replaced) {
        await done(file);
        return counted(app, file, replaced);
      }
    }
    const holderId = await quotaHolder(app, user.id, workspaceId);
    const created = await withRoomFor(
      app,
      { holderId, bytes: file.size, exceptUpload: reservation },
      async (trx) => {
        const entry = await createFileEntry(trx, {
          name,
          mime: file.mime,
          size: file.size,
          parentId: place.parentId,
          relativePath: place.relativePath,
          ownerId: user.id,
          workspaceId,
          storageDriver: file.storage.name,
          storageKey: key,
          onClash: 'rename',
          now: app.clock.iso(),
        });
        if (reservation) {
          await releaseUpload(trx, reservation);
          await recordFinishedUpload(trx, reservation, entry.id, app.clock);
        }
        if (wantsThumbnail(entry))
          await app.jobs.enqueue(trx, THUMBNAIL_JOB, { entryId: entry.id });
        if (wantsText(entry)) await app.jobs.enqueue(trx, EXTRACT_TEXT_JOB, { entryId: entry.id });
        return entry;
      },
    );
    await done(file);
    return counted(app, file, created);
  } catch (error) {
    if (finalKey) await file.storage.delete(finalKey).catch(() => {});
    await file.discard().catch(() => {});
    if (reservation) await releaseUpload(app.db, reservation).catch(() => {});
    throw error;
  }
}

/**
 * An upload whose name is a live file of its folder puts its bytes in that file and keeps
 * the earlier ones as a version, for a caller who may edit the file (else 403). The quota
 * is the file's holder's, and no file is added to it. Null when there is no such file
 * (or it went meanwhile): the upload becomes a new entry.
 */
async function replaceExisting(
  app: AppInstance,
  request: FastifyRequest,
  file: StagedFile,
  key: string,
  place: { parentId: number | null; workspaceId: number; relativePath: string | null },
  reservation: string | undefined,
): Promise<EntryRow | null> {
  const user = request.user!;
  const existing = await findUploadTarget(app.db, { ...place, ownerId: user.id }, file.name);
  if (!existing) return null;
  return swapInto(app, request, file, key, existing, reservation);
}

/**
 * New content for a file the caller names directly (WebDAV's PUT over a file): the upload
 * rules of its space, then the swap, with no check of its folder (a file shared on its own
 * can be edited without the right to add to the folder it sits in). Null when the file went
 * meanwhile. Any refusal or failure removes the bytes.
 */
export async function replaceFileContent(
  app: AppInstance,
  request: FastifyRequest,
  file: StagedFile,
  existing: EntryRow,
): Promise<EntryRow | null> {
  let finalKey: string | null = null;
  try {
    await assertUploadAllowed(
      app,
      request,
      { name: existing.name, size: file.size, workspaceId: existing.workspace_id },
      { quota: false },
    );
    finalKey = finalKeyFor(file);
    await settle(file, finalKey);
    const replaced = await swapInto(app, request, file, finalKey, existing, undefined);
    if (!replaced) await file.storage.delete(finalKey);
    else await done(file);
    return replaced && counted(app, file, replaced);
  } catch (error) {
    if (finalKey) await file.storage.delete(finalKey).catch(() => {});
    await file.discard().catch(() => {});
    throw error;
  }
}

async function swapInto(
  app: AppInstance,
  request: FastifyRequest,
  file: StagedFile,
  key: string,
  existing: EntryRow,
  reservation: string | undefined,
): Promise<EntryRow | null> {
  const user = request.user!;
  if (!(await entryAccess(app, request, existing, 'update'))) {
    throw new HttpProblem(403, CANNOT_REPLACE, { file: [CANNOT_REPLACE] });
  }
  const holderId = await quotaHolder(app, existing.owner_id, existing.workspace_id);
  return withRoomFor(
    app,
    { holderId, bytes: file.size, exceptUpload: reservation, newFile: false },
    async (trx) => {
      const current = await findEntry(trx, existing.id);
      if (!current || current.deleted_at || current.name !== existing.name) return null;
      if (current.parent_id !== existing.parent_id) return null;
      const row = await swapContent(app, trx, current, {
        storageDriver: file.storage.name,
        storageKey: key,
        size: file.size,
        mime: file.mime,
        uploadedBy: user.id,
        uploadedAt: app.clock.iso(),
      });
      if (reservation && row) {
        await releaseUpload(trx, reservation);
        await recordFinishedUpload(trx, reservation, row.id, app.clock);
      }
      return row;
    },
  );
}

/** An upload that became (or replaced the content of) a file, in the instance's metrics. */
function counted(app: AppInstance, file: StagedFile, entry: EntryRow): EntryRow {
  app.metrics.upload(file.storage.name, file.size);
  return entry;
}
