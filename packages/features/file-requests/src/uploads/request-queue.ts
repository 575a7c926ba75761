import { fileRequestsApi } from '@coffer/contract';
import { createUploadQueue, type UploadQueueOptions } from '@coffer/core/uploads';
import type { RequestUploadsOptions } from './request-uploads';
import { TOO_LARGE } from './upload-messages';

export { TOO_LARGE };

/** The visitors' tus endpoint of a request. */
export function requestUploadEndpoint(hash: string): string {
  return `/api/v1/file-requests/${hash}/upload`;
}

/**
 * A visitor's upload queue (`@coffer/core/uploads`): each file goes through tus to the
 * request, then lands in its folder. Files can be retried; there is no pausing, and an
 * earlier visit's uploads are not listed (a visitor picks files anew).
 */
export function createRequestQueue({
  concurrency = 2,
  loadTus,
  ...request
}: RequestUploadsOptions) {
  const queue = createUploadQueue({ ...requestUploadOptions(request), concurrency, loadTus });
  return {
    subscribe: queue.subscribe,
    getSnapshot: queue.getSnapshot,
    add: (files: File[]) => queue.add(files, undefined),
    retry: queue.retry,
    clearFinished: queue.clearFinished,
  };
}

/**
 * Where a visitor's files go (in chunks of the site's `uploads.chunk_size`) and what becomes
 * of them: `POST file-requests/{hash}/uploads`
 * puts each received file in the request's folder and answers the visitor's list; when the
 * queue drains after at least one success, the owner is told about the batch
 * (`uploads/done`).
 */
export function requestUploadOptions({
  hash,
  http,
  maxFileSize,
  chunkSize,
  onUploaded,
}: Pick<
  RequestUploadsOptions,
  'hash' | 'http' | 'maxFileSize' | 'chunkSize' | 'onUploaded'
>): UploadQueueOptions<undefined> {
  return {
    endpoint: requestUploadEndpoint(hash),
    ...(chunkSize ? { chunkSize } : {}),
    refuse: (file) => (maxFileSize !== null && file.size > maxFileSize ? TOO_LARGE : null),
    land: async ({ uploadKey }) => {
      const { uploads } = await http.call(fileRequestsApi.land, {
        params: { hash },
        body: { uploadKey },
      });
      onUploaded(uploads);
    },
    onBatchLanded: () => {
      // Best effort: if it is lost, the server tells the owner a little later anyway.
      void http.call(fileRequestsApi.uploadsDone, { params: { hash } }).catch(() => {});
    },
  };
}
