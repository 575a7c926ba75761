import { driveApi, type UploadConflictMode } from '@coffer/contract';
import type { HttpClient } from '@coffer/core';
import {
  createUploadQueue,
  UPLOAD_CHUNK_SIZE,
  type UploadQueueOptions,
} from '@coffer/core/uploads';
import { TUS_ENDPOINT } from './tus-endpoint';

export {
  secondsLeft,
  type UploadItem,
  type UploadStatus,
  uploadStatuses,
} from '@coffer/core/uploads';
export { TUS_ENDPOINT };

/**
 * Where files go: a folder (`parentId`, null for the root), and what happens to a file whose
 * name is already there (`replace`, the default, keeps the old content as a version).
 */
export interface DriveDestination {
  parentId: number | null;
  onConflict?: UploadConflictMode;
}

/** The app's HTTP client, what to refresh after each finished file, and the site's chunk size. */
export interface UploadConnection {
  http: HttpClient;
  finished: () => void;
  /** The site's `uploads.chunk_size` in bytes, read as each file starts. */
  chunkSize: () => number;
}

/**
 * The drive's upload queue (`@coffer/core/uploads`): files go to a folder (`parentId`, null
 * for the root) keeping a folder upload's tree, and become file entries. Uploads wait out an
 * offline spell, and those an earlier page left unfinished come back once the layout
 * connects. UI-agnostic; the panel subscribes.
 */
export function createUploadStore(
  options: Pick<UploadQueueOptions<DriveDestination>, 'concurrency' | 'loadTus'> = {},
) {
  let connection: UploadConnection | null = null;
  const queue = createUploadQueue({ ...driveUploadOptions(() => connection), ...options });
  return {
    subscribe: queue.subscribe,
    getSnapshot: queue.getSnapshot,
    /**
     * Gives the store the app's HTTP client, what to refresh after each finished file, and
     * where to read the site's chunk size (`uploads.chunk_size`).
     */
    connect(http: HttpClient, finished: () => void, chunkSize = () => UPLOAD_CHUNK_SIZE) {
      connection = { http, finished, chunkSize };
      queue.restoreInterrupted(destinationOf);
    },
    /** Queues files for a destination; `paths` (else `webkitRelativePath`) keep their tree. */
    add: queue.add,
    resumeWith: queue.resumeWith,
    pause: queue.pause,
    resume: queue.resume,
    retry: queue.retry,
    cancel: queue.cancel,
    clearFinished: queue.clearFinished,
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;

/** The app-wide upload queue. */
export const uploadStore = createUploadStore();

/**
 * Where the drive sends files and what it makes of them: the folder goes along as tus
 * metadata, and `POST tus/entries` turns a received file into a file entry in that folder
 * (and its subfolders, for a folder upload), then the listing refreshes. Three files at
 * once, in chunks of the site's `uploads.chunk_size`; an offline spell parks them instead of
 * failing them.
 */
export function driveUploadOptions(
  connection: () => UploadConnection | null,
): UploadQueueOptions<DriveDestination> {
  return {
    endpoint: TUS_ENDPOINT,
    concurrency: 3,
    waitsForConnection: true,
    chunkSize: () => connection()?.chunkSize() ?? UPLOAD_CHUNK_SIZE,
    metadata: ({ parentId, onConflict }): Record<string, string> => ({
      ...(parentId ? { parentId: String(parentId) } : {}),
      ...(onConflict ? { onConflict } : {}),
    }),
    land: async ({ uploadKey, item, destination }) => {
      const connected = connection();
      if (!connected) throw new Error('The upload store is not connected.');
      await connected.http.call(driveApi.tusEntry, {
        body: {
          uploadKey,
          parentId: destination.parentId,
          relativePath: item.relativePath,
          onConflict: destination.onConflict,
        },
      });
      connected.finished();
    },
  };
}

/** Where an interrupted upload was going (its metadata): the folder, else the root, and its choice. */
export function destinationOf(metadata: Record<string, string>): DriveDestination {
  const parentId = Number(metadata.parentId);
  const onConflict = metadata.onConflict === 'keepBoth' ? 'keepBoth' : undefined;
  return {
    parentId: Number.isInteger(parentId) && parentId > 0 ? parentId : null,
    ...(onConflict ? { onConflict } : {}),
  };
}
