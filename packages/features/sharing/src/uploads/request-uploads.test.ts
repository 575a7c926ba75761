import { FILE_REQUEST_MESSAGES, type FileRequestUpload } from '@coffer/contract';
import { createHttpClient } from '@coffer/core';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fileRequestFixture, fileRequestPageHandlers } from '../mocks';
import {
  createRequestUploads,
  type RequestUploadItem,
  refusalMessage,
  TOO_LARGE,
} from './request-uploads';

/**
 * jsdom resolves tus-js-client's Node build, which cannot read a `File`; the page gets the
 * browser build (XHR, which MSW answers here as it would in the browser).
 */
const browserTus = () =>
  // @ts-expect-error the browser build ships without type declarations of its own
  import('tus-js-client/lib.esm/browser/index.js') as Promise<typeof import('tus-js-client')>;

const ORIGIN = 'http://coffer.test';
const HASH = fileRequestFixture().hash;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A queue on the mocked request, and a way to wait for its items to settle. */
function queue(maxFileSize: number | null = null) {
  const landed: FileRequestUpload[][] = [];
  const uploads = createRequestUploads({
    hash: HASH,
    http: createHttpClient({ baseUrl: ORIGIN }),
    maxFileSize,
    onUploaded: (list) => landed.push(list),
    loadTus: browserTus,
  });
  const settled = () =>
    vi.waitFor(
      () => {
        const items = uploads.getSnapshot();
        expect(items.every((i) => i.status === 'done' || i.status === 'failed')).toBe(true);
        return items;
      },
      { timeout: 10_000 },
    );
  return { uploads, landed, settled };
}

const file = (name: string, text = 'hello') => new File([text], name, { type: 'text/plain' });
const statuses = (items: RequestUploadItem[]) => items.map((i) => [i.name, i.status, i.error]);

describe('the visitor upload queue', () => {
  it('given a file over the size limit, it fails at once with the server’s wording, and retry keeps it failed', () => {
    const { uploads } = queue(3);
    uploads.add([file('big.txt', 'four')]);
    expect(statuses(uploads.getSnapshot())).toEqual([['big.txt', 'failed', TOO_LARGE]]);
    uploads.retry(uploads.getSnapshot()[0]!.id);
    expect(uploads.getSnapshot()[0]?.status).toBe('failed');
  });

  it('sends each file through tus, lands it, hands back the visitor’s uploads, then says the batch is done once', async () => {
    const done = vi.fn();
    server.use(
      http.post('*/api/v1/file-requests/:hash/uploads/done', () => {
        done();
        return HttpResponse.json({ notified: 2 });
      }),
      ...fileRequestPageHandlers({ visitor: { name: 'Grace', email: 'grace@example.org' } }),
    );
    const { uploads, landed, settled } = queue();
    uploads.add([file('a.txt'), file('b.txt')]);
    expect(statuses(await settled())).toEqual([
      ['a.txt', 'done', null],
      ['b.txt', 'done', null],
    ]);
    expect(
      landed
        .at(-1)
        ?.map((u) => u.name)
        .sort(),
    ).toEqual(['a.txt', 'b.txt']);
    await vi.waitFor(() => expect(done).toHaveBeenCalledTimes(1));
  });

  it('given the server refuses (request closed), the file fails with the server’s message and no batch is announced', async () => {
    const done = vi.fn();
    server.use(
      http.post('*/api/v1/file-requests/:hash/upload', () =>
        HttpResponse.json({ message: FILE_REQUEST_MESSAGES.closed }, { status: 403 }),
      ),
      http.post('*/api/v1/file-requests/:hash/uploads/done', () => {
        done();
        return HttpResponse.json({ notified: 0 });
      }),
    );
    const { uploads, settled } = queue();
    uploads.add([file('late.txt')]);
    expect(statuses(await settled())).toEqual([
      ['late.txt', 'failed', FILE_REQUEST_MESSAGES.closed],
    ]);
    expect(done).not.toHaveBeenCalled();
  });
});

describe('refusalMessage', () => {
  it('reads an HTTP error payload, then a tus response body, else says it failed', () => {
    expect(refusalMessage({ payload: { message: 'Quota.' } })).toBe('Quota.');
    expect(
      refusalMessage({
        originalResponse: { getBody: () => JSON.stringify({ message: 'Closed.' }) },
      }),
    ).toBe('Closed.');
    expect(refusalMessage({ originalResponse: { getBody: () => '<html>502</html>' } })).toBe(
      'The upload failed. Please try again.',
    );
    expect(refusalMessage(null)).toBe('The upload failed. Please try again.');
  });
});
