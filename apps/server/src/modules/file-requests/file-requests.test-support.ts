import type { Browser } from '../../../test/auth';
import type { TestServer } from '../../../test/harness';
import { rawFetch, tusMetadata } from '../drive/uploads/upload.test-support';
import { requestsDb } from './repo';

/** Test helpers speaking the visitor's side of a file request. */

export const requestsOf = (folderId: number) => `/api/v1/file-entries/${folderId}/file-requests`;
export const publicOf = (hash: string, rest = '') => `/api/v1/file-requests/${hash}${rest}`;

/** tus creation on the visitor endpoint: the upload id, or the refused response. */
export async function visitorTusCreate(
  server: TestServer,
  visitor: Browser,
  hash: string,
  name: string,
  size: number,
): Promise<{ response: Response; id: string | null }> {
  const response = await rawFetch(server.url, visitor, 'POST', publicOf(hash, '/upload'), {
    headers: {
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(size),
      'Upload-Metadata': tusMetadata({ name, filetype: 'text/plain' }),
    },
  });
  const location = response.headers.get('location');
  return { response, id: location ? (location.split('/').pop() ?? null) : null };
}

export function visitorTusPatch(
  server: TestServer,
  visitor: Browser,
  hash: string,
  id: string,
  offset: number,
  chunk: Uint8Array,
): Promise<Response> {
  return rawFetch(server.url, visitor, 'PATCH', publicOf(hash, `/upload/${id}`), {
    headers: {
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
    },
    body: chunk,
  });
}

/** Sends `content` through tus (two PATCHes) and turns it into a file: answers the last call. */
export async function visitorUpload(
  server: TestServer,
  visitor: Browser,
  hash: string,
  name: string,
  content: string,
) {
  const bytes = new Uint8Array(Buffer.from(content));
  const { id, response } = await visitorTusCreate(server, visitor, hash, name, bytes.length);
  if (!id) return { status: response.status, json: await response.json().catch(() => null) };
  const half = Math.floor(bytes.length / 2);
  const first = await visitorTusPatch(server, visitor, hash, id, 0, bytes.subarray(0, half));
  const second = await visitorTusPatch(server, visitor, hash, id, half, bytes.subarray(half));
  if (first.status !== 204 || second.status !== 204)
    throw new Error(`tus patch failed ${first.status}/${second.status}`);
  return visitor.post(publicOf(hash, '/uploads'), { uploadKey: id });
}

/** Moves a request's deadline (the API refuses past deadlines, so tests set it directly). */
export async function setDeadline(
  server: TestServer,
  hash: string,
  deadline: string | null,
  allowLate?: boolean,
): Promise<void> {
  await requestsDb(server.app.db)
    .updateTable('file_requests')
    .set({
      deadline,
      ...(allowLate === undefined ? {} : { allow_late_uploads: allowLate ? 1 : 0 }),
    })
    .where('hash', '=', hash)
    .execute();
}
