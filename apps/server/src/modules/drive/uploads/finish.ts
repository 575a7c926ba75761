import { Readable } from 'node:stream';
import { UPLOAD_MESSAGES } from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../../app';
import { HttpProblem } from '../../../platform/http/errors';
import type { StorageDriver } from '../../../platform/storage';
import { type EntryRow, findEntry } from '../repo';
import { finishedEntryId } from './finished-repo';
import type { TusBackend } from './tus';

export { tusFinalKey } from './final-key';

// How a tus upload becomes an entry once its last byte is in, whichever instance finishes it and
// however often (ADR 0025): where its bytes end, the entry an earlier finish made, and the S3
// parts an instance that died left unjoined.

/** The live entry a finished upload of the caller's became; null for any other. */
export async function finishedEntry(
  app: AppInstance,
  request: FastifyRequest,
  uploadKey: string,
): Promise<EntryRow | null> {
  const entryId = await finishedEntryId(app.db, uploadKey);
  if (entryId === null) return null;
  const entry = await findEntry(app.db, entryId);
  return entry && !entry.deleted_at && entry.owner_id === request.user?.id ? entry : null;
}

/**
 * On S3, tus's store joins an upload's parts into one object right after its last PATCH. An
 * instance that died in between leaves every byte received but no object: an empty write at
 * the final offset has the store join them now. An upload with neither parts nor object is
 * gone (422).
 */
export async function assembleParts(
  backend: TusBackend,
  storage: StorageDriver,
  id: string,
  size: number,
  finalKey: string,
): Promise<void> {
  if (backend.direct) return;
  const key = backend.objectKey(id);
  if (await storage.stat(key)) return;
  // Joined and moved by a finish whose instance died before making the entry.
  if (await storage.stat(finalKey)) return;
  try {
    await backend.datastore.write(Readable.from([]), id, size);
  } catch {
    // No parts left to join: an instance that died later, mid-finish, had taken the bytes.
    if (!(await storage.stat(key)))
      throw new HttpProblem(422, UPLOAD_MESSAGES.uploadNotFound, {
        uploadKey: [UPLOAD_MESSAGES.uploadNotFound],
      });
  }
}
