import { fileEntryFixture } from '@coffer/contract/fixtures';
import { createHttpClient } from '@coffer/core';
import type { TusClient, UploadItem } from '@coffer/core/uploads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUploadStore, destinationOf, driveUploadOptions, TUS_ENDPOINT } from './upload-store';

/** The drive's HTTP client, answering every call with a new file entry and keeping what was posted. */
function recordingHttp() {
  const posted: Array<{ url: string; body: unknown }> = [];
  const http = createHttpClient({
    fetch: async (url, init) => {
      posted.push({ url: String(url), body: JSON.parse(String(init?.body ?? 'null')) });
      return Response.json({ fileEntry: fileEntryFixture() });
    },
  });
  return { http, posted };
}

/** What tus-js-client keeps of an upload an earlier page left unfinished. */
function rememberHoliday() {
  localStorage.setItem(
    `tus::tus-br-holiday.mp4-video/mp4-5000-1-${TUS_ENDPOINT}::1`,
    JSON.stringify({
      size: 5000,
      metadata: { name: 'holiday.mp4', parentId: '7' },
      creationTime: new Date(2026, 0, 1).toString(),
      uploadUrl: `http://localhost${TUS_ENDPOINT}/holiday.mp4`,
    }),
  );
}

const received = (overrides: Partial<UploadItem> = {}): UploadItem => ({
  id: 'u1',
  name: 'holiday.mp4',
  relativePath: null,
  size: 5000,
  sent: 5000,
  status: 'finishing',
  speed: 0,
  error: null,
  ...overrides,
});

describe('the drive’s uploads', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('go to the drive’s tus endpoint, three at once, waiting out an offline spell', () => {
    expect(driveUploadOptions(() => null)).toMatchObject({
      endpoint: '/api/v1/tus/upload',
      concurrency: 3,
      waitsForConnection: true,
    });
  });

  it('go in chunks of the site’s `uploads.chunk_size` the layout connects, read as each file starts', async () => {
    const chunkSizes: unknown[] = [];
    class RecordingUpload {
      constructor(_file: File, options: { chunkSize?: number }) {
        chunkSizes.push(options.chunkSize);
      }
      findPreviousUploads = async () => [];
      start() {}
    }
    const store = createUploadStore({
      concurrency: 2,
      loadTus: async () => ({ Upload: RecordingUpload }) as unknown as TusClient,
    });
    let siteChunkSize = 2 * 1024 * 1024;
    store.connect(
      recordingHttp().http,
      () => {},
      () => siteChunkSize,
    );
    store.add([new File(['a'], 'a.txt')], { parentId: null });
    await vi.waitFor(() => expect(chunkSizes).toEqual([2 * 1024 * 1024]));
    // An admin's change, as a bootstrap refresh brings it: the next file goes in the new size.
    siteChunkSize = 512 * 1024;
    store.add([new File(['b'], 'b.txt')], { parentId: null });
    await vi.waitFor(() => expect(chunkSizes).toEqual([2 * 1024 * 1024, 512 * 1024]));
  });

  it('carry their folder and a "keep both" choice as tus metadata; the root carries none', () => {
    const { metadata } = driveUploadOptions(() => null);
    expect(metadata?.({ parentId: 7 })).toEqual({ parentId: '7' });
    expect(metadata?.({ parentId: null })).toEqual({});
    expect(metadata?.({ parentId: 7, onConflict: 'keepBoth' })).toEqual({
      parentId: '7',
      onConflict: 'keepBoth',
    });
  });

  it('become file entries in their folder and subfolders, then the listing refreshes', async () => {
    const { http, posted } = recordingHttp();
    const finished = vi.fn();
    await driveUploadOptions(() => ({ http, finished, chunkSize: () => 1024 })).land({
      uploadKey: 'k1',
      item: received({ relativePath: 'Trips/2024' }),
      destination: { parentId: 7, onConflict: 'keepBoth' },
    });
    expect(posted).toEqual([
      {
        url: '/api/v1/tus/entries',
        body: { uploadKey: 'k1', parentId: 7, relativePath: 'Trips/2024', onConflict: 'keepBoth' },
      },
    ]);
    expect(finished).toHaveBeenCalledTimes(1);
  });

  it('fail rather than vanish when a file arrives before the layout connects', async () => {
    await expect(
      driveUploadOptions(() => null).land({
        uploadKey: 'k1',
        item: received(),
        destination: { parentId: null },
      }),
    ).rejects.toThrow();
  });

  it('left unfinished by an earlier page come back when the layout connects, going to their folder', () => {
    rememberHoliday();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 200 })),
    );
    const store = createUploadStore();
    expect(store.getSnapshot()).toEqual([]);
    store.connect(recordingHttp().http, () => {});
    expect(store.getSnapshot()).toMatchObject([{ name: 'holiday.mp4', status: 'interrupted' }]);
  });

  it('load with the drive only when an earlier page left uploads to resume', async () => {
    vi.resetModules();
    const { lazyUploadStore } = await import('./lazy-upload-store');
    lazyUploadStore.connect(recordingHttp().http, () => {});
    expect(lazyUploadStore.hasItems()).toBe(false);
    rememberHoliday();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 200 })),
    );
    vi.resetModules();
    const again = await import('./lazy-upload-store');
    const changed = vi.fn();
    again.lazyUploadStore.subscribe(changed);
    again.lazyUploadStore.connect(recordingHttp().http, () => {});
    await vi.waitFor(() => expect(again.lazyUploadStore.hasItems()).toBe(true));
    expect(changed).toHaveBeenCalled();
  });

  it('read where an interrupted upload was going from its metadata, else the root', () => {
    expect(destinationOf({ parentId: '7' })).toEqual({ parentId: 7 });
    expect(destinationOf({})).toEqual({ parentId: null });
    expect(destinationOf({ parentId: '0' })).toEqual({ parentId: null });
    expect(destinationOf({ parentId: 'x', onConflict: 'keepBoth' })).toEqual({
      parentId: null,
      onConflict: 'keepBoth',
    });
  });
});
