import { expect } from 'vitest';
import type { Browser } from '../../../test/auth';
import { newHash } from '../drive/repo';
import { rawFetch } from '../drive/uploads/upload.test-support';
import {
  publicOf,
  visitorTusCreate,
  visitorTusPatch,
} from '../file-requests/file-requests.test-support';
import { type FileRequestRow, requestsDb } from '../file-requests/repo';
import {
  type Case,
  type Cell,
  FILE_CONTENT,
  LINK_PASSWORD,
  type Prepared,
  type Row,
  unique,
} from './authorization-matrix.test-support';

/*
 * Rows of the visitors' side of file requests (modules/file-requests/public-routes.ts):
 * the same for every caller, signed in or not. Columns: guest, stranger, viewer, editor,
 * contributor, owner, admin.
 */

export const bytes = new TextEncoder().encode(FILE_CONTENT);
const tus = { 'Tus-Resumable': '1.0.0' };
const everyone = (status: number): Row => [status, status, status, status, status, status, status];

/** A request of the owner on the shared folder (`locked`: LINK_PASSWORD; `closed`: deadline passed). */
export async function newRequest(
  { fx, space }: Cell,
  options: { locked?: boolean; closed?: boolean; lateAllowed?: boolean } = {},
): Promise<FileRequestRow> {
  const now = fx.server.app.clock.iso();
  return requestsDb(fx.server.app.db)
    .insertInto('file_requests')
    .values({
      hash: newHash(),
      entry_id: space.folder.id,
      user_id: fx.users.owner.row.id,
      title: unique('Request'),
      description: null,
      deadline: options.closed ? new Date(Date.now() - 60_000).toISOString() : null,
      password: options.locked ? fx.passwordHash : null,
      allow_late_uploads: options.lateAllowed ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Names `browser` as a visitor of the request. */
export async function visit(browser: Browser, hash: string): Promise<void> {
  const res = await browser.post(publicOf(hash, '/visitor'), {
    name: 'A visitor',
    email: 'visitor@example.com',
  });
  if (res.status !== 200) throw new Error(`visitor: ${res.status}`);
}

/** A tus upload of `browser` (a named visitor), finished when told: its id. */
async function upload(cell: Cell, browser: Browser, hash: string, finished = false) {
  const { id } = await visitorTusCreate(
    cell.fx.server,
    browser,
    hash,
    unique('sent.txt'),
    bytes.length,
  );
  if (!id) throw new Error('visitor tus create failed');
  if (finished) await visitorTusPatch(cell.fx.server, browser, hash, id, 0, bytes);
  return id;
}

/** Another visitor (a browser of its own) with an upload on the request. */
async function othersUpload(cell: Cell, hash: string, finished = false) {
  const other = cell.fx.browser('guest');
  await visit(other, hash);
  return { other, id: await upload(cell, other, hash, finished) };
}

/** Files received through the request. */
async function filesSent(cell: Cell, hash: string): Promise<number> {
  const rows = await requestsDb(cell.fx.server.app.db)
    .selectFrom('file_request_uploads as u')
    .innerJoin('file_requests as r', 'r.id', 'u.request_id')
    .select('u.id')
    .where('r.hash', '=', hash)
    .execute();
  return rows.length;
}

async function offsetFor(cell: Cell, browser: Browser, hash: string, id: string) {
  const res = await rawFetch(cell.fx.server.url, browser, 'HEAD', publicOf(hash, `/upload/${id}`), {
    headers: tus,
  });
  return res.status === 200 ? Number(res.headers.get('upload-offset')) : null;
}

export const raw = (
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: Uint8Array,
): Prepared => ({
  method,
  path,
  raw: { headers: { ...tus, ...headers }, body },
});

const patchHeaders = { 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' };

/** A visitor row: a fresh open request; the caller named as a visitor first unless told. */
function visitorRow(
  route: string,
  name: string,
  expected: Row,
  make: (cell: Cell, hash: string) => Promise<Prepared>,
  named = true,
): Case {
  return {
    route,
    name,
    expected,
    prepare: async (cell) => {
      const { hash } = await newRequest(cell);
      if (named) await visit(cell.browser, hash);
      return make(cell, hash);
    },
  };
}

export function visitorCases(): Case[] {
  const base = '/api/v1/file-requests/:hash';
  const up = `${base}/upload`;
  return [
    visitorRow(
      `GET ${base}`,
      'the request page',
      everyone(200),
      async (_cell, hash) => ({ method: 'GET', path: publicOf(hash) }),
      false,
    ),
    {
      route: `POST ${base}/check-password`,
      name: 'the right password of a locked request',
      expected: everyone(200),
      prepare: async (cell) => {
        const { hash } = await newRequest(cell, { locked: true });
        return {
          method: 'POST',
          path: publicOf(hash, '/check-password'),
          body: { password: LINK_PASSWORD },
        };
      },
    },
    visitorRow(
      `POST ${base}/visitor`,
      'naming oneself',
      everyone(200),
      async (_cell, hash) => ({
        method: 'POST',
        path: publicOf(hash, '/visitor'),
        body: { name: 'Someone', email: 'someone@example.com' },
      }),
      false,
    ),
    visitorRow(
      `POST ${up}`,
      'a named visitor starts an upload',
      everyone(201),
      async (_cell, hash) =>
        raw('POST', publicOf(hash, '/upload'), {
          'Upload-Length': String(bytes.length),
          'Upload-Metadata': `name ${Buffer.from('a.txt').toString('base64')}`,
        }),
    ),
    visitorRow(
      `POST ${up}`,
      'without naming oneself',
      everyone(403),
      async (_cell, hash) =>
        raw('POST', publicOf(hash, '/upload'), {
          'Upload-Length': String(bytes.length),
          'Upload-Metadata': `name ${Buffer.from('a.txt').toString('base64')}`,
        }),
      false,
    ),
    ...(['HEAD', 'PATCH', 'DELETE'] as const).map((method) =>
      visitorRow(`${method} ${up}`, 'no upload id', everyone(404), async (_cell, hash) =>
        method === 'PATCH'
          ? raw(method, publicOf(hash, '/upload'), patchHeaders, bytes)
          : raw(method, publicOf(hash, '/upload')),
      ),
    ),
    ...(['HEAD', 'PATCH', 'DELETE', 'POST'] as const).map((method) =>
      visitorRow(
        `${method} ${up}/:id`,
        "another visitor's upload",
        everyone(404),
        async (cell, hash) => {
          const { other, id } = await othersUpload(cell, hash);
          return {
            ...raw(
              method,
              publicOf(hash, `/upload/${id}`),
              method === 'PATCH' ? patchHeaders : {},
              method === 'PATCH' ? bytes : undefined,
            ),
            check: async () => expect(await offsetFor(cell, other, hash, id)).toBe(0),
          };
        },
      ),
    ),
    visitorRow(`PATCH ${up}/:id`, 'own upload', everyone(204), async (cell, hash) => {
      const id = await upload(cell, cell.browser, hash);
      return raw('PATCH', publicOf(hash, `/upload/${id}`), patchHeaders, bytes);
    }),
    ...[up, `${up}/:id`].map((url) =>
      visitorRow(
        `OPTIONS ${url}`,
        'tus discovery',
        everyone(204),
        async (_cell, hash) =>
          raw('OPTIONS', publicOf(hash, url === up ? '/upload' : `/upload/${'0'.repeat(32)}`)),
        false,
      ),
    ),
    visitorRow(
      `POST ${base}/uploads`,
      'own finished upload',
      everyone(200),
      async (cell, hash) => ({
        method: 'POST',
        path: publicOf(hash, '/uploads'),
        body: { uploadKey: await upload(cell, cell.browser, hash, true) },
        check: async (ok) => expect(await filesSent(cell, hash)).toBe(ok ? 1 : 0),
      }),
    ),
    visitorRow(
      `POST ${base}/uploads`,
      "another visitor's finished upload",
      everyone(422),
      async (cell, hash) => {
        const { id } = await othersUpload(cell, hash, true);
        return {
          method: 'POST',
          path: publicOf(hash, '/uploads'),
          body: { uploadKey: id },
          check: async (ok) => expect(await filesSent(cell, hash)).toBe(ok ? 1 : 0),
        };
      },
    ),
    visitorRow(
      `POST ${base}/uploads/done`,
      'a named visitor',
      everyone(200),
      async (_cell, hash) => ({
        method: 'POST',
        path: publicOf(hash, '/uploads/done'),
      }),
    ),
  ];
}
