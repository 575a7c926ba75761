import { createHttpClient } from '@coffer/core';
import { describe, expect, it, vi } from 'vitest';
import { type AskConflict, addUploads } from './add-uploads';
import type { DriveDestination } from './upload-store';

/** An HTTP client whose name check answers `clashes` (or fails), keeping what it was sent. */
function clashingHttp(clashes: string[] | 'fail') {
  const sent: unknown[] = [];
  const http = createHttpClient({
    fetch: async (_url, init) => {
      sent.push(JSON.parse(String(init?.body ?? 'null')));
      if (clashes === 'fail') return new Response('{}', { status: 500 });
      return Response.json({ names: clashes });
    },
  });
  return { http, sent };
}

function recordingQueue() {
  const added: Array<{ names: string[]; destination: DriveDestination; paths: unknown[] }> = [];
  return {
    added,
    add(files: File[], destination: DriveDestination, paths: (string | undefined)[] = []) {
      added.push({ names: files.map((f) => f.name), destination, paths });
    },
  };
}

const files = (...names: string[]) => names.map((name) => new File(['x'], name));

describe('adding uploads to a folder', () => {
  it('given no name already there, then the files go at once, without asking', async () => {
    const { http, sent } = clashingHttp([]);
    const queue = recordingQueue();
    const ask = vi.fn<AskConflict>();
    await addUploads(http, queue, files('a.txt', 'b.txt'), 7, [], ask);
    expect(sent).toEqual([{ parentId: 7, names: ['a.txt', 'b.txt'] }]);
    expect(ask).not.toHaveBeenCalled();
    expect(queue.added).toEqual([
      { names: ['a.txt', 'b.txt'], destination: { parentId: 7 }, paths: [] },
    ]);
  });

  it.each(['replace', 'keepBoth'] as const)(
    'given clashes and the choice %s, then every file goes with it',
    async (choice) => {
      const { http } = clashingHttp(['a.txt']);
      const queue = recordingQueue();
      const ask = vi.fn<AskConflict>(async () => choice);
      await addUploads(http, queue, files('a.txt', 'b.txt'), null, [], ask);
      expect(ask).toHaveBeenCalledWith(['a.txt']);
      expect(queue.added).toEqual([
        {
          names: ['a.txt', 'b.txt'],
          destination: { parentId: null, onConflict: choice },
          paths: [],
        },
      ]);
    },
  );

  it('given clashes and skip, then only the other files go', async () => {
    const { http } = clashingHttp(['a.txt']);
    const queue = recordingQueue();
    await addUploads(http, queue, files('a.txt', 'b.txt'), 3, [], async () => undefined);
    expect(queue.added).toEqual([
      { names: ['b.txt'], destination: { parentId: 3 }, paths: [undefined] },
    ]);
  });

  it("given a folder upload, then its files are not checked: they go into the folder's own tree", async () => {
    const { http, sent } = clashingHttp(['a.txt']);
    const queue = recordingQueue();
    const ask = vi.fn<AskConflict>();
    await addUploads(http, queue, files('a.txt'), 3, ['Trip/a.txt'], ask);
    expect(sent).toEqual([]);
    expect(ask).not.toHaveBeenCalled();
    expect(queue.added).toHaveLength(1);
  });

  it('given the check fails, then the files still go (the server replaces)', async () => {
    const { http } = clashingHttp('fail');
    const queue = recordingQueue();
    await addUploads(http, queue, files('a.txt'), 3, [], vi.fn<AskConflict>());
    expect(queue.added).toEqual([{ names: ['a.txt'], destination: { parentId: 3 }, paths: [] }]);
  });
});
