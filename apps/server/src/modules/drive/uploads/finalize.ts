import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../../app';
import { newStorageKey } from '../../../platform/storage';
import { createFileEntry, type EntryRow } from '../repo';
import { EXTRACT_TEXT_JOB, THUMBNAIL_JOB, wantsText, wantsThumbnail } from '../thumbnails/jobs';
import { assertUploadAllowed, resolveUploadPlace } from './checks';

export interface StagedFile {
  name: string;
  size: number;
  mime: string | null;
  /** Storage key the bytes sit under now (a tus upload or a freshly written object). */
  stagedKey: string;
  /** Removes the staged bytes (and any bookkeeping) when the upload is refused. */
  discard(): Promise<void>;
  /** Called after the bytes moved to their final key. */
  moved(): Promise<void>;
}

/**
 * Turns bytes already in storage into a file entry: checks (place, max size, quota,
 * extensions), moves the bytes to a fresh server key, writes the rows and queues the
 * thumbnail/text jobs in one transaction. Any refusal or failure removes the bytes, so
 * nothing is left half-written.
 */
export async function finalizeUpload(
  app: AppInstance,
  request: FastifyRequest,
  file: StagedFile,
  place: { parentId: number | null; workspaceId: number; relativePath: string | null },
): Promise<EntryRow> {
  let finalKey: string | null = null;
  try {
    const { workspaceId } = await resolveUploadPlace(app, request, place);
    await assertUploadAllowed(app, request, { name: file.name, size: file.size, workspaceId });
    finalKey = newStorageKey();
    await app.storage.move(file.stagedKey, finalKey);
    await file.moved();
    const key = finalKey;
    const user = request.user;
    if (!user) throw new Error('finalizeUpload needs a signed-in user');
    return await app.db.transaction().execute(async (trx) => {
      const entry = await createFileEntry(trx, {
        name: file.name,
        mime: file.mime,
        size: file.size,
        parentId: place.parentId,
        relativePath: place.relativePath,
        ownerId: user.id,
        workspaceId,
        storageDriver: app.storage.name,
        storageKey: key,
        onClash: 'rename',
      });
      if (wantsThumbnail(entry)) await app.jobs.enqueue(trx, THUMBNAIL_JOB, { entryId: entry.id });
      if (wantsText(entry)) await app.jobs.enqueue(trx, EXTRACT_TEXT_JOB, { entryId: entry.id });
      return entry;
    });
  } catch (error) {
    if (finalKey) await app.storage.delete(finalKey).catch(() => {});
    await file.discard().catch(() => {});
    throw error;
  }
}
