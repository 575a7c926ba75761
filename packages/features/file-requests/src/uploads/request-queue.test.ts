import { FILE_REQUEST_MESSAGES, type FileRequestUpload, fileRequestsApi } from '@coffer/contract';
import { createHttpClient } from '@coffer/core';
import { mockEndpoint, mockError } from '@coffer/core/mocks';
import type { TusClient, UploadItem } from '@coffer/core/uploads';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fileRequestFixture, fileRequestPageHandlers } from '../mocks';
import { requestUploadOptions, TOO_LARGE } from './request-queue';
import { createRequestUploads } from './request-uploads';

const ORIGIN = 'http://coffer.test';
const HASH = fileRequestFixture().hash;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** What the request page does with its visitor's files, on the mocked request. */
function visitorUploads(maxFileSize: number | null = null) {
  const landed: FileRequestUpload[][] = [];
  const options = {
    hash: HASH,
    http: createHttpClient({ baseUrl: ORIGIN }),
    maxFileSize,
    onUploaded: (list: FileRequestUpload[]) => landed.push(list),
  };
  return { options, landed, request: requestUploadOptions(options) };
}

/** Starts a tus upload on the mocked request, as the visitor's browser would: its key. */
async function tusUpload(name: string, size: number): Promise<string> {
  const response = await fetch(`${ORIGIN}/api/v1/file-requests/${HASH}/upload`, {
    method: 'POST',
    headers: { 'Upload-Length': String(size), 'Upload-Metadata': `name ${btoa(name)}` },
  });
  return response.headers.get('Location')?.split('/').pop() ?? '';
}

const sent = (name: string): UploadItem => ({
  id: 'u1',
  name,
  relativePath: null,
  size: 5,
  sent: 5,
  status: 'finishing',
  speed: 0,
  error: null,
});

describe('a visitor’s uploads', () => {
  it('go to the request’s own tus endpoint', () => {
    expect(visitorUploads().request.endpoint).toBe(`/api/v1/file-requests/${HASH}/upload`);
  });

  it('go in chunks of the site’s `uploads.chunk_size`, read as each file starts', async () => {
    const chunkSizes: unknown[] = [];
    class RecordingUpload {
      constructor(_file: File, options: { chunkSize?: number }) {
        chunkSizes.push(options.chunkSize);
      }
      findPreviousUploads = async () => [];
      start() {}
    }
    let siteChunkSize = 3 * 1024 * 1024;
    const uploads = createRequestUploads({
      ...visitorUploads().options,
      chunkSize: () => siteChunkSize,
      loadTus: async () => ({ Upload: RecordingUpload }) as unknown as TusClient,
    });
    uploads.add([new File(['a'], 'a.txt')]);
    await vi.waitFor(() => expect(chunkSizes).toEqual([3 * 1024 * 1024]));
    siteChunkSize = 256 * 1024;
    uploads.add([new File(['b'], 'b.txt')]);
    await vi.waitFor(() => expect(chunkSizes).toEqual([3 * 1024 * 1024, 256 * 1024]));
  });

  it('load their queue with the first file chosen, not with the page', async () => {
    // tus itself never arrives here: the file stays on its way.
    const loadTus = () => new Promise<never>(() => {});
    const uploads = createRequestUploads({ ...visitorUploads().options, loadTus });
    expect(uploads.getSnapshot()).toEqual([]);
    const changed = vi.fn();
    uploads.subscribe(changed);
    uploads.add([new File([''], 'empty.txt')]);
    await vi.waitFor(() =>
      expect(uploads.getSnapshot()).toMatchObject([{ name: 'empty.txt', status: 'uploading' }]),
    );
    expect(changed).toHaveBeenCalled();
  });

  it('given a file over the size limit, it fails before a byte is sent, with the server’s wording, and retry keeps it failed', async () => {
    const loadTus = vi.fn();
    const uploads = createRequestUploads({ ...visitorUploads(3).options, loadTus });
    uploads.add([new File(['four'], 'big.txt')]);
    await vi.waitFor(() =>
      expect(uploads.getSnapshot()).toMatchObject([
        { name: 'big.txt', status: 'failed', error: TOO_LARGE },
      ]),
    );
    uploads.retry(uploads.getSnapshot()[0]?.id ?? '');
    expect(uploads.getSnapshot()[0]?.status).toBe('failed');
    expect(loadTus).not.toHaveBeenCalled();
  });

  it('land in the request’s folder, handing back the visitor’s own uploads', async () => {
    server.use(...fileRequestPageHandlers({ visitor: { name: 'Grace', email: 'g@example.org' } }));
    const { request, landed } = visitorUploads();
    const uploadKey = await tusUpload('a.txt', 5);
    await request.land({ uploadKey, item: sent('a.txt'), destination: undefined });
    expect(landed.at(-1)?.map((u) => u.name)).toEqual(['a.txt']);
  });

  it('given the server refuses to land a file (request closed), the landing fails with its message', async () => {
    server.use(
      mockEndpoint(fileRequestsApi.land, () => mockError(403, FILE_REQUEST_MESSAGES.closed)),
    );
    const { request, landed } = visitorUploads();
    await expect(
      request.land({ uploadKey: 'k1', item: sent('late.txt'), destination: undefined }),
    ).rejects.toMatchObject({ payload: { message: FILE_REQUEST_MESSAGES.closed } });
    expect(landed).toEqual([]);
  });

  it('once a batch has landed, the owner is told; a lost notice is not the visitor’s error', async () => {
    const done = vi.fn();
    server.use(
      mockEndpoint(fileRequestsApi.uploadsDone, () => {
        done();
        return mockError(500, 'Server error');
      }),
    );
    visitorUploads().request.onBatchLanded?.();
    await vi.waitFor(() => expect(done).toHaveBeenCalledTimes(1));
  });
});
