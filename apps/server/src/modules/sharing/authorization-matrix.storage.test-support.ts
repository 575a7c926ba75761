import { expect } from 'vitest';
import { driveDb } from '../drive/repo';
import { rawFetch, tusCreate, tusMetadata, tusPatch } from '../drive/uploads/upload.test-support';
import {
  type Case,
  type Cell,
  FILE_CONTENT,
  type Fixture,
  type Prepared,
  type SpaceKind,
  unique,
} from './authorization-matrix.test-support';

/*
 * Rows of the byte routes: uploads (multipart and tus, drive/uploads) and downloads
 * (drive/downloads). Columns: guest, stranger, viewer, editor, contributor, owner, admin.
 */

const TUS = '/api/v1/tus/upload';
const tusHeaders = { 'Tus-Resumable': '1.0.0' };
const bytes = new TextEncoder().encode(FILE_CONTENT);

async function entriesNamed(fx: Fixture, name: string, parentId: number) {
  return (
    await driveDb(fx.server.app.db)
      .selectFrom('file_entries')
      .select('id')
      .where('name', '=', name)
      .where('parent_id', '=', parentId)
      .execute()
  ).length;
}

/** A tus upload of the owner (finished when told): answers its id. */
async function ownersUpload(fx: Fixture, finished = false): Promise<string> {
  const owner = fx.browser('owner');
  const { id } = await tusCreate(fx.server.url, owner, bytes.length, {
    name: unique('tus.txt'),
    filetype: 'text/plain',
  });
  if (!id) throw new Error('tus create failed');
  if (finished) await tusPatch(fx.server.url, owner, id, 0, bytes);
  return id;
}

/** The owner's view of an upload: its offset, or null once it is gone. */
async function ownersOffset(fx: Fixture, id: string): Promise<number | null> {
  const res = await rawFetch(fx.server.url, fx.browser('owner'), 'HEAD', `${TUS}/${id}`, {
    headers: tusHeaders,
  });
  return res.status === 200 ? Number(res.headers.get('upload-offset')) : null;
}

const raw = (method: string, path: string, headers: Record<string, string> = {}): Prepared => ({
  method,
  path,
  raw: { headers: { ...tusHeaders, ...headers } },
});

export function storageCases(kind: SpaceKind): Case[] {
  const ws = kind === 'workspace';
  const c = (inWorkspace: number, inPersonal = 403) => (ws ? inWorkspace : inPersonal);
  const intoFolder = [401, 403, 403, 200, c(200), 200, 403] as const;
  return [
    {
      route: 'POST /api/v1/file-entries',
      name: 'multipart upload into the shared folder',
      expected: intoFolder,
      prepare: async ({ fx, space }) => {
        const name = unique('multipart.txt');
        const form = new FormData();
        form.append('parentId', String(space.folder.id));
        form.append('file', new Blob([bytes], { type: 'text/plain' }), name);
        return {
          method: 'POST',
          path: '/api/v1/file-entries',
          raw: { body: form },
          check: async (ok) =>
            expect(await entriesNamed(fx, name, space.folder.id)).toBe(ok ? 1 : 0),
        };
      },
    },
    {
      route: 'GET /api/v1/file-entries/:id',
      name: 'preview of a file in the shared folder',
      expected: [401, 403, 200, 200, c(200), 200, 403],
      prepare: async ({ space }) => ({
        method: 'GET',
        path: `/api/v1/file-entries/${space.file.hash}`,
        raw: {},
        check: async (ok, a) => {
          if (ok) expect(a.text).toBe(FILE_CONTENT);
        },
      }),
    },
    {
      route: 'GET /api/v1/file-entries/download/:hashes',
      name: 'a file in the shared folder',
      expected: [401, 403, 200, 403, c(200), 200, 403],
      prepare: async ({ space }) => ({
        method: 'GET',
        path: `/api/v1/file-entries/download/${space.file.hash}`,
        raw: {},
        check: async (ok, a) => {
          if (ok) expect(a.text).toBe(FILE_CONTENT);
        },
      }),
    },
    {
      route: 'GET /api/v1/file-entries/download/:hashes',
      name: 'a sub-folder as a zip',
      expected: [401, 403, 200, 403, c(200), 200, 403],
      prepare: async ({ space }) => ({
        method: 'GET',
        path: `/api/v1/file-entries/download/${space.kept.hash}`,
        raw: {},
        check: async (ok, a) => {
          if (ok) expect(a.headers.get('content-type')).toBe('application/zip');
        },
      }),
    },
    {
      route: `POST ${TUS}`,
      name: 'create an upload into the shared folder',
      expected: [401, 403, 403, 201, c(201), 201, 403],
      prepare: async ({ space }) =>
        raw('POST', TUS, {
          'Upload-Length': String(bytes.length),
          'Upload-Metadata': tusMetadata({
            name: unique('tus.txt'),
            parentId: String(space.folder.id),
          }),
        }),
    },
    ...(['HEAD', 'PATCH', 'DELETE', 'POST'] as const).map(
      (method): Case => ({
        route: `${method} ${TUS}/:id`,
        name: "the owner's upload",
        // POST on an upload's URL is a tus creation: the owner gets a new upload.
        expected: [
          401,
          404,
          404,
          404,
          404,
          { HEAD: 200, PATCH: 204, DELETE: 204, POST: 201 }[method],
          404,
        ],
        prepare: async ({ fx }) => {
          const id = await ownersUpload(fx);
          const headers: Record<string, string> =
            method === 'PATCH'
              ? { 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' }
              : method === 'POST'
                ? {
                    'Upload-Length': String(bytes.length),
                    'Upload-Metadata': tusMetadata({ name: unique('again.txt') }),
                  }
                : {};
          return {
            ...raw(method, `${TUS}/${id}`, headers),
            raw: {
              headers: { ...tusHeaders, ...headers },
              body: method === 'PATCH' ? bytes : undefined,
            },
            check: async (ok) => {
              const after = await ownersOffset(fx, id);
              if (method === 'PATCH') expect(after).toBe(ok ? bytes.length : 0);
              else if (method === 'DELETE') expect(after).toBe(ok ? null : 0);
              else expect(after).toBe(0);
            },
          };
        },
      }),
    ),
    ...(['HEAD', 'PATCH', 'DELETE'] as const).map(
      (method): Case => ({
        route: `${method} ${TUS}`,
        name: 'no upload id',
        expected: [401, 404, 404, 404, 404, 404, 404],
        prepare: async () => raw(method, TUS),
      }),
    ),
    ...([TUS, `${TUS}/:id`] as const).map(
      (url): Case => ({
        route: `OPTIONS ${url}`,
        name: 'tus discovery (public)',
        expected: [204, 204, 204, 204, 204, 204, 204],
        prepare: async () => raw('OPTIONS', url.replace(':id', '0'.repeat(32))),
      }),
    ),
    {
      route: 'POST /api/v1/tus/entries',
      name: 'own finished upload, into the shared folder',
      expected: intoFolder,
      prepare: async (cell) => {
        const id = await ownUpload(cell);
        return finishInto(cell, id, (ok, count) => expect(count).toBe(ok ? 1 : 0));
      },
    },
    {
      route: 'POST /api/v1/tus/entries',
      name: "the owner's finished upload",
      expected: [401, 422, 422, 422, 422, 200, 422],
      prepare: async (cell) => {
        const id = await ownersUpload(cell.fx, true);
        return finishInto(cell, id, (ok, count) => expect(count).toBe(ok ? 1 : 0));
      },
    },
  ];
}

/** The caller's own finished tus upload into their personal root (the guest cannot make one). */
async function ownUpload({ fx, who }: Cell): Promise<string> {
  if (who === 'guest') return 'f'.repeat(32);
  const browser = fx.browser(who);
  const { id } = await tusCreate(fx.server.url, browser, bytes.length, {
    name: unique('own.txt'),
    filetype: 'text/plain',
  });
  if (!id) throw new Error(`tus create failed for ${who}`);
  await tusPatch(fx.server.url, browser, id, 0, bytes);
  return id;
}

function finishInto(
  cell: Cell,
  uploadKey: string,
  verify: (ok: boolean, count: number) => void,
): Prepared {
  const before = Date.now();
  const parentId = cell.space.folder.id;
  return {
    method: 'POST',
    path: '/api/v1/tus/entries',
    body: { uploadKey, parentId },
    check: async (ok) => {
      const made = await driveDb(cell.fx.server.app.db)
        .selectFrom('file_entries')
        .select('id')
        .where('parent_id', '=', parentId)
        .where('created_at', '>=', new Date(before).toISOString())
        .where('name', 'like', '%.txt')
        .where('owner_id', '=', (cell.user ?? cell.fx.users.stranger).row.id)
        .execute();
      verify(ok, made.length);
    },
  };
}
