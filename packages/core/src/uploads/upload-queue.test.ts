import { createHttpClient } from '@coffer/core';
import { findInterruptedUploads } from './interrupted';
import { createUploadStore, TUS_ENDPOINT } from './upload-store';

const remembered = (name: string, size: number, parentId = '7') => ({
  size,
  metadata: { name, filetype: 'video/mp4', parentId, relativePath: 'Trips/2024' },
  creationTime: new Date(2026, 0, 1).toString(),
  uploadUrl: `http://localhost/api/v1/tus/upload/${name}`,
});

describe('uploads left unfinished by an earlier page', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(
      `tus::tus-br-holiday.mp4-video/mp4-5000-1-${TUS_ENDPOINT}::1`,
      JSON.stringify(remembered('holiday.mp4', 5000)),
    );
    // Another endpoint's upload and a foreign entry are not ours.
    localStorage.setItem('tus::tus-br-x-1-/elsewhere::2', JSON.stringify(remembered('x', 1)));
    localStorage.setItem(`tus::broken-${TUS_ENDPOINT}::3`, '{not json');
    // The server holds 2000 bytes of it.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 200, headers: { 'Upload-Offset': '2000' } })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('are found in the tus URL storage, for this endpoint only', () => {
    const found = findInterruptedUploads(TUS_ENDPOINT);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ size: 5000, metadata: { name: 'holiday.mp4' } });
  });

  it('show in the queue as interrupted, with the bytes the server already has', async () => {
    const store = createUploadStore();
    store.connect(createHttpClient(), () => {});
    expect(store.getSnapshot()).toMatchObject([
      { name: 'holiday.mp4', size: 5000, status: 'interrupted', relativePath: 'Trips/2024' },
    ]);
    await vi.waitFor(() => expect(store.getSnapshot()[0]?.sent).toBe(2000));
  });

  it('are forgotten when the server no longer has them', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 404 })),
    );
    const store = createUploadStore();
    store.connect(createHttpClient(), () => {});
    await vi.waitFor(() => expect(store.getSnapshot()).toEqual([]));
    expect(findInterruptedUploads(TUS_ENDPOINT)).toEqual([]);
  });

  it('refuse to resume with a different file', () => {
    const store = createUploadStore();
    store.connect(createHttpClient(), () => {});
    const [item] = store.getSnapshot();
    store.resumeWith(item?.id ?? '', new File(['short'], 'other.mp4'));
    expect(store.getSnapshot()[0]).toMatchObject({
      status: 'interrupted',
      error: 'Choose “holiday.mp4” to resume this upload.',
    });
  });

  it('resume with the same file picked again', () => {
    const store = createUploadStore();
    store.connect(createHttpClient(), () => {});
    const [item] = store.getSnapshot();
    store.resumeWith(item?.id ?? '', new File(['x'.repeat(5000)], 'holiday.mp4'));
    expect(store.getSnapshot()[0]?.status).toMatch(/queued|uploading/);
  });

  it('adding the same file again takes the interrupted upload’s place', () => {
    const store = createUploadStore();
    store.connect(createHttpClient(), () => {});
    store.add([new File(['x'.repeat(5000)], 'holiday.mp4')], null);
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]?.status).not.toBe('interrupted');
  });

  it('cancelling forgets it', () => {
    const store = createUploadStore();
    store.connect(createHttpClient(), () => {});
    store.cancel(store.getSnapshot()[0]?.id ?? '');
    expect(store.getSnapshot()[0]?.status).toBe('cancelled');
    expect(findInterruptedUploads(TUS_ENDPOINT)).toEqual([]);
  });
});

describe('going offline mid-upload', () => {
  it('parks the upload and resumes it when the connection returns', async () => {
    localStorage.clear();
    const online = vi.spyOn(navigator, 'onLine', 'get');
    online.mockReturnValue(false);
    const store = createUploadStore();
    store.add([new File(['hello'], 'a.txt')], null);
    // The tus request fails (no server here) while the browser says it is offline.
    await vi.waitFor(() => expect(store.getSnapshot()[0]?.status).toBe('offline'), {
      timeout: 5000,
    });
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(store.getSnapshot()[0]?.status).toMatch(/queued|uploading/);
    store.cancel(store.getSnapshot()[0]?.id ?? '');
    online.mockRestore();
  });
});
