import type { HttpRequest, PreviousUpload } from 'tus-js-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeCookie, setCookie } from '../cookies/cookies';
import { findInterruptedUploads } from './interrupted';
import { uploadedBytes, uploadedBytesOnceKnown } from './tus-requests';
import {
  createUploadQueue,
  type ReceivedUpload,
  type TusClient,
  UPLOAD_CHUNK_SIZE,
  UPLOAD_RETRY_DELAYS,
  type UploadQueueOptions,
} from './upload-queue';

const ENDPOINT = '/api/v1/things/upload';
type TusOptions = ConstructorParameters<TusClient['Upload']>[1];

/**
 * tus as the queue drives it: records each upload the queue makes, and lets a test answer
 * for the server (progress, success, failure). Uploads it "remembers" come back from
 * `findPreviousUploads`, as tus-js-client's URL storage would give them.
 */
function fakeTus() {
  const uploads: FakeUpload[] = [];
  const remembered: PreviousUpload[] = [];
  const terminated: string[] = [];
  class FakeUpload {
    url: string | null = null;
    started = 0;
    aborted: boolean[] = [];
    resumedFrom: PreviousUpload | null = null;
    constructor(
      readonly file: File,
      readonly options: TusOptions,
    ) {
      uploads.push(this);
    }
    static async terminate(url: string) {
      terminated.push(url);
    }
    async findPreviousUploads() {
      return remembered;
    }
    resumeFromPreviousUpload(previous: PreviousUpload) {
      this.resumedFrom = previous;
    }
    start() {
      this.started += 1;
    }
    async abort(shouldTerminate = false) {
      this.aborted.push(shouldTerminate);
    }
    progress(sent: number) {
      this.options.onProgress?.(sent, this.file.size);
    }
    succeed(key: string) {
      this.url = `http://localhost${ENDPOINT}/${key}`;
      this.options.onSuccess?.({} as never);
    }
    fail(error: unknown) {
      this.options.onError?.(error as Error);
    }
  }
  const load = vi.fn(async () => ({ Upload: FakeUpload }) as unknown as TusClient);
  return { load, uploads, remembered, terminated };
}

/** A queue on the fake tus that records what it lands. */
function queueOf(options: Partial<UploadQueueOptions<string>> = {}) {
  const tus = fakeTus();
  const landed: ReceivedUpload<string>[] = [];
  const queue = createUploadQueue<string>({
    endpoint: ENDPOINT,
    land: async (upload) => {
      landed.push(upload);
    },
    loadTus: tus.load,
    ...options,
  });
  const statuses = () => queue.getSnapshot().map((i) => i.status);
  return { queue, tus, landed, statuses };
}

const file = (name: string, text = 'hello') => new File([text], name, { type: 'text/plain' });
/** Lets the queue's awaits (loading tus, finding earlier uploads, landing) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the upload queue', () => {
  it('sends each file through tus with the shared retries and chunk size, and the file’s metadata', async () => {
    const { queue, tus } = queueOf({ metadata: (folder) => ({ parentId: folder }) });
    queue.add([file('a.txt')], '7', ['photos/2024/a.txt']);
    await settle();
    expect(tus.uploads).toHaveLength(1);
    expect(tus.uploads[0]?.options).toMatchObject({
      endpoint: ENDPOINT,
      retryDelays: UPLOAD_RETRY_DELAYS,
      chunkSize: UPLOAD_CHUNK_SIZE,
      removeFingerprintOnSuccess: true,
      metadata: {
        name: 'a.txt',
        filetype: 'text/plain',
        relativePath: 'photos/2024',
        parentId: '7',
      },
    });
    expect(tus.uploads[0]?.started).toBe(1);
    expect(queue.getSnapshot()[0]).toMatchObject({
      relativePath: 'photos/2024',
      status: 'uploading',
    });
  });

  it('sends each file in chunks of the size it reads as the file starts (the site’s setting)', async () => {
    let siteChunkSize = 5 * 1024 * 1024;
    const { queue, tus } = queueOf({ chunkSize: () => siteChunkSize, concurrency: 1 });
    queue.add([file('a.txt')], '');
    await settle();
    expect(tus.uploads[0]?.options.chunkSize).toBe(5 * 1024 * 1024);
    // An admin changes it: the next file goes in the new size, without a new queue.
    siteChunkSize = 1024 * 1024;
    queue.add([file('b.txt')], '');
    tus.uploads[0]?.succeed('k1');
    await settle();
    await settle();
    expect(tus.uploads[1]?.options.chunkSize).toBe(1024 * 1024);
  });

  it('sends the session cookie and echoes the CSRF token on tus requests', async () => {
    setCookie('XSRF-TOKEN', 't0ken');
    const { queue, tus } = queueOf();
    queue.add([file('a.txt')], '');
    await settle();
    const xhr = { withCredentials: false };
    const setHeader = vi.fn();
    tus.uploads[0]?.options.onBeforeRequest?.({
      getUnderlyingObject: () => xhr,
      setHeader,
    } as unknown as HttpRequest);
    expect(xhr.withCredentials).toBe(true);
    expect(setHeader).toHaveBeenCalledWith('X-XSRF-TOKEN', 't0ken');
    removeCookie('XSRF-TOKEN');
  });

  it('sends at most `concurrency` files at once, the next as soon as one lands', async () => {
    const { queue, tus, statuses } = queueOf({ concurrency: 2 });
    queue.add([file('a.txt'), file('b.txt'), file('c.txt')], '');
    await settle();
    expect(statuses()).toEqual(['uploading', 'uploading', 'queued']);
    tus.uploads[0]?.succeed('k1');
    await settle();
    expect(statuses()).toEqual(['done', 'uploading', 'uploading']);
    expect(tus.uploads).toHaveLength(3);
  });

  it('shows the bytes sent and the speed over the last progress events', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(10_000);
    const { queue, tus } = queueOf();
    queue.add([file('a.txt', 'x'.repeat(4000))], '');
    await settle();
    now.mockReturnValue(11_000);
    tus.uploads[0]?.progress(1000);
    expect(queue.getSnapshot()[0]).toMatchObject({ sent: 1000, speed: 1000 });
    // Events closer than a quarter second keep the last speed.
    now.mockReturnValue(11_100);
    tus.uploads[0]?.progress(1500);
    expect(queue.getSnapshot()[0]).toMatchObject({ sent: 1500, speed: 1000 });
    now.mockRestore();
  });

  it('lands each received file with its upload key and destination, then announces the batch once', async () => {
    const onBatchLanded = vi.fn();
    const { queue, tus, landed, statuses } = queueOf({ onBatchLanded });
    queue.add([file('a.txt'), file('b.txt')], 'folder');
    await settle();
    tus.uploads[0]?.succeed('k1');
    await settle();
    expect(onBatchLanded).not.toHaveBeenCalled();
    tus.uploads[1]?.succeed('k2');
    await settle();
    expect(statuses()).toEqual(['done', 'done']);
    expect(queue.getSnapshot()[1]).toMatchObject({ sent: 5, speed: 0 });
    expect(landed.map((u) => [u.uploadKey, u.destination, u.item.name])).toEqual([
      ['k1', 'folder', 'a.txt'],
      ['k2', 'folder', 'b.txt'],
    ]);
    expect(onBatchLanded).toHaveBeenCalledTimes(1);
  });

  it('given the product refuses a received file, it fails with the server’s message and no batch is announced', async () => {
    const onBatchLanded = vi.fn();
    const { queue, tus } = queueOf({
      onBatchLanded,
      land: () => Promise.reject({ payload: { message: 'Your storage is full.' } }),
    });
    queue.add([file('a.txt')], '');
    await settle();
    tus.uploads[0]?.succeed('k1');
    await settle();
    expect(queue.getSnapshot()[0]).toMatchObject({
      status: 'failed',
      error: 'Your storage is full.',
    });
    expect(onBatchLanded).not.toHaveBeenCalled();
  });

  it('given tus fails, the file fails with the server’s reason; retry sends it again from the start', async () => {
    const { queue, tus } = queueOf();
    queue.add([file('a.txt')], '');
    await settle();
    tus.uploads[0]?.progress(3);
    tus.uploads[0]?.fail({
      originalResponse: { getBody: () => JSON.stringify({ message: 'This request is closed.' }) },
    });
    expect(queue.getSnapshot()[0]).toMatchObject({
      status: 'failed',
      error: 'This request is closed.',
    });
    queue.retry(queue.getSnapshot()[0]?.id ?? '');
    expect(queue.getSnapshot()[0]).toMatchObject({ status: 'uploading', error: null, sent: 0 });
    await settle();
    expect(tus.uploads).toHaveLength(2);
    expect(tus.uploads[1]?.started).toBe(1);
  });

  it('given the tus client cannot load, the file fails', async () => {
    const { queue } = queueOf({ loadTus: () => Promise.reject(new Error('chunk failed')) });
    queue.add([file('a.txt')], '');
    await settle();
    expect(queue.getSnapshot()[0]).toMatchObject({
      status: 'failed',
      error: 'The upload failed. Please try again.',
    });
  });

  it('given a refused file (over the size limit), it fails at once without sending, and retry keeps it failed', async () => {
    const { queue, tus } = queueOf({
      refuse: (f) => (f.size > 3 ? 'The file is too large.' : null),
    });
    queue.add([file('big.txt', 'four'), file('ok.txt', 'ok')], '');
    await settle();
    expect(queue.getSnapshot().map((i) => [i.name, i.status, i.error])).toEqual([
      ['big.txt', 'failed', 'The file is too large.'],
      ['ok.txt', 'uploading', null],
    ]);
    queue.retry(queue.getSnapshot()[0]?.id ?? '');
    expect(queue.getSnapshot()[0]?.status).toBe('failed');
    expect(tus.uploads.map((u) => u.file.name)).toEqual(['ok.txt']);
  });

  it('pause stops the upload and keeps what the server has; resume starts it again', async () => {
    const { queue, tus } = queueOf();
    queue.add([file('a.txt')], '');
    await settle();
    const id = queue.getSnapshot()[0]?.id ?? '';
    queue.pause(id);
    expect(tus.uploads[0]?.aborted).toEqual([false]);
    expect(queue.getSnapshot()[0]?.status).toBe('paused');
    queue.resume(id);
    await settle();
    expect(tus.uploads[1]?.started).toBe(1);
  });

  it('cancel stops the upload and deletes what the server holds; clearing forgets it', async () => {
    const { queue, tus } = queueOf();
    queue.add([file('a.txt')], '');
    await settle();
    queue.cancel(queue.getSnapshot()[0]?.id ?? '');
    expect(tus.uploads[0]?.aborted).toEqual([true]);
    expect(queue.getSnapshot()[0]?.status).toBe('cancelled');
    queue.clearFinished();
    expect(queue.getSnapshot()).toEqual([]);
  });

  it('cancelled while tus loads, a file is never started', async () => {
    const { queue, tus } = queueOf();
    queue.add([file('a.txt')], '');
    queue.cancel(queue.getSnapshot()[0]?.id ?? '');
    await settle();
    expect(tus.uploads[0]?.started ?? 0).toBe(0);
  });

  it('a file sent before resumes from what the server has (tus remembers it)', async () => {
    const { queue, tus } = queueOf();
    const before = { uploadUrl: `${ENDPOINT}/k0`, size: 5 } as PreviousUpload;
    tus.remembered.push(before);
    queue.add([file('a.txt')], '');
    await settle();
    expect(tus.uploads[0]?.resumedFrom).toBe(before);
  });
});

describe('going offline mid-upload', () => {
  let online: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  });
  afterEach(() => online.mockRestore());

  it('given a queue that waits for the connection, parks the upload and resumes it when the connection returns', async () => {
    const { queue, tus } = queueOf({ waitsForConnection: true });
    queue.add([file('a.txt')], '');
    await settle();
    tus.uploads[0]?.fail(new Error('network'));
    expect(queue.getSnapshot()[0]).toMatchObject({ status: 'offline', error: null });
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(queue.getSnapshot()[0]?.status).toBe('uploading');
    await settle();
    expect(tus.uploads[1]?.started).toBe(1);
  });

  it('given a queue that does not wait, the file fails (to be retried)', async () => {
    const { queue, tus } = queueOf();
    queue.add([file('a.txt')], '');
    await settle();
    tus.uploads[0]?.fail(new Error('network'));
    expect(queue.getSnapshot()[0]?.status).toBe('failed');
  });
});

describe('uploads left unfinished by an earlier page', () => {
  const remembered = (name: string, size: number, folder = '7') => ({
    size,
    metadata: { name, filetype: 'video/mp4', folder, relativePath: 'Trips/2024' },
    creationTime: new Date(2026, 0, 1).toString(),
    uploadUrl: `http://localhost${ENDPOINT}/${name}`,
  });
  const restored = (options: Partial<UploadQueueOptions<string>> = {}) => {
    const setup = queueOf(options);
    setup.queue.restoreInterrupted((metadata) => metadata.folder ?? '');
    return setup;
  };

  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(
      `tus::tus-br-holiday.mp4-video/mp4-5000-1-${ENDPOINT}::1`,
      JSON.stringify(remembered('holiday.mp4', 5000)),
    );
    // Another endpoint's upload and a foreign entry are not ours.
    localStorage.setItem('tus::tus-br-x-1-/elsewhere::2', JSON.stringify(remembered('x', 1)));
    localStorage.setItem(`tus::broken-${ENDPOINT}::3`, '{not json');
    // The server holds 2000 bytes of it.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 200, headers: { 'Upload-Offset': '2000' } })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('are found in the tus URL storage, for this endpoint only', () => {
    const found = findInterruptedUploads(ENDPOINT);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ size: 5000, metadata: { name: 'holiday.mp4' } });
  });

  it('ask the server how much it holds: an offset, gone, or unknown', async () => {
    const [upload] = findInterruptedUploads(ENDPOINT);
    if (!upload) throw new Error('no upload');
    expect(await uploadedBytes(upload)).toBe(2000);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 410 })),
    );
    expect(await uploadedBytes(upload)).toBe('gone');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await uploadedBytes(upload)).toBeNull();
  });

  it('ask again while the server cannot tell (the request that was sending it still holds it)', async () => {
    const [upload] = findInterruptedUploads(ENDPOINT);
    if (!upload) throw new Error('no upload');
    const answers = [
      new Response(null, { status: 500 }),
      new Response(null, { status: 423 }),
      new Response(null, { status: 200, headers: { 'Upload-Offset': '2000' } }),
    ];
    const head = vi.fn(async () => answers.shift() ?? new Response(null, { status: 500 }));
    vi.stubGlobal('fetch', head);
    expect(await uploadedBytesOnceKnown(upload, [0, 0, 0])).toBe(2000);
    expect(head).toHaveBeenCalledTimes(3);
    // Never known: unknown, after the last try.
    head.mockClear();
    expect(await uploadedBytesOnceKnown(upload, [0, 0])).toBeNull();
    expect(head).toHaveBeenCalledTimes(3);
  });

  it('show in the queue as interrupted, once, with the bytes the server already has', async () => {
    const { queue } = restored();
    queue.restoreInterrupted(() => '');
    expect(queue.getSnapshot()).toMatchObject([
      { name: 'holiday.mp4', size: 5000, status: 'interrupted', relativePath: 'Trips/2024' },
    ]);
    await vi.waitFor(() => expect(queue.getSnapshot()[0]?.sent).toBe(2000));
  });

  it('are forgotten when the server no longer has them', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 404 })),
    );
    const { queue } = restored();
    await vi.waitFor(() => expect(queue.getSnapshot()).toEqual([]));
    expect(findInterruptedUploads(ENDPOINT)).toEqual([]);
  });

  it('refuse to resume with a different file', () => {
    const { queue } = restored();
    queue.resumeWith(queue.getSnapshot()[0]?.id ?? '', new File(['short'], 'other.mp4'));
    expect(queue.getSnapshot()[0]).toMatchObject({
      status: 'interrupted',
      error: 'Choose “holiday.mp4” to resume this upload.',
    });
  });

  it('resume with the same file picked again: from the server’s bytes, to where it was going', async () => {
    const { queue, tus, landed } = restored();
    queue.resumeWith(queue.getSnapshot()[0]?.id ?? '', new File(['x'.repeat(5000)], 'holiday.mp4'));
    await settle();
    expect(tus.uploads[0]?.resumedFrom).toMatchObject({
      uploadUrl: `http://localhost${ENDPOINT}/holiday.mp4`,
      parallelUploadUrls: null,
    });
    tus.uploads[0]?.succeed('holiday.mp4');
    await settle();
    expect(landed[0]?.destination).toBe('7');
  });

  it('adding the same file again takes the interrupted upload’s place and continues it', async () => {
    const { queue, tus } = restored();
    queue.add([new File(['x'.repeat(5000)], 'holiday.mp4')], '9');
    expect(queue.getSnapshot()).toHaveLength(1);
    expect(queue.getSnapshot()[0]?.status).not.toBe('interrupted');
    await settle();
    expect(tus.uploads[0]?.resumedFrom?.uploadUrl).toBe(`http://localhost${ENDPOINT}/holiday.mp4`);
  });

  it('cancelling forgets it here and deletes it on the server', async () => {
    const { queue, tus } = restored();
    queue.cancel(queue.getSnapshot()[0]?.id ?? '');
    expect(queue.getSnapshot()[0]?.status).toBe('cancelled');
    expect(findInterruptedUploads(ENDPOINT)).toEqual([]);
    await settle();
    expect(tus.terminated).toEqual([`http://localhost${ENDPOINT}/holiday.mp4`]);
  });
});
