import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../../app';
import { HttpProblem } from '../../../platform/http/errors';
import { newStorageKey, type StorageDriver } from '../../../platform/storage';
import { quotaHolder, withRoomFor } from '../quota';
import { createFileEntry, type EntryRow } from '../repo';
import { EXTRACT_TEXT_JOB, THUMBNAIL_JOB, wantsText, wantsThumbnail } from '../thumbnails/jobs';
import { assertUploadAllowed, resolveUploadPlace } from './checks';
import { releaseUpload } from './reservations-repo';

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
  /** Called after the bytes moved to their final key. */
  moved(): Promise<void>;
}

/**
 * Turns bytes already in storage into a file entry: checks (place, max size, extensions),
 * moves the bytes to a fresh server key, then checks the quota and writes the rows and
 * queues the thumbnail/text jobs in one transaction that holds the quota (two uploads
 * cannot both take the last free bytes). A tus upload (`reservation`: its key) gives back
 * the bytes it reserved in the same transaction. Any refusal or failure removes the bytes,
 * so nothing is left half-written.
 */
export async function finalizeUpload(
  app: AppInstance,
  request: FastifyRequest,
  file: StagedFile,
  place: { parentId: number | null; workspaceId: number; relativePath: string | null },
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
    finalKey = newStorageKey();
    await file.storage.move(file.stagedKey, finalKey);
    await file.moved();
    const key = finalKey;
    const holderId = await quotaHolder(app, user.id, workspaceId);
    return await withRoomFor(
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
        if (reservation) await releaseUpload(trx, reservation);
        if (wantsThumbnail(entry))
          await app.jobs.enqueue(trx, THUMBNAIL_JOB, { entryId: entry.id });
        if (wantsText(entry)) await app.jobs.enqueue(trx, EXTRACT_TEXT_JOB, { entryId: entry.id });
        return entry;
      },
    );
  } catch (error) {
    if (finalKey) await file.storage.delete(finalKey).catch(() => {});
    await file.discard().catch(() => {});
    if (reservation) await releaseUpload(app.db, reservation).catch(() => {});
    throw error;
  }
}
