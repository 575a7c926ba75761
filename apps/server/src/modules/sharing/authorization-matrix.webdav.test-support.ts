import { expect } from 'vitest';
import { driveDb } from '../drive/repo';
import {
  type Case,
  type Cell,
  FILE_CONTENT,
  type Prepared,
  type Principal,
  type Row,
  type SpaceKind,
  unique,
} from './authorization-matrix.test-support';

/*
 * Rows of WebDAV (drive/webdav, `/dav/`): each caller signs in with HTTP Basic (address and
 * account password; the guest sends nothing) and names the shared folder by the path it has
 * for them: the owner's own drive or the workspace's folder, `shared/` for the sharees, the
 * workspace for its contributor. Anyone else asks for the owner's path, which in their own
 * drive names nothing: 404, or 409 for a new resource whose folder is missing there. The rules are the web's: viewer reads, editor (no download)
 * writes but cannot read bytes, contributor adds but may not change the owner's files.
 * HEAD runs the GET handler (one handler answers every method), so the GET rows cover it.
 * Columns: guest, stranger, viewer, editor, contributor, owner, admin.
 */

const encode = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/** The shared folder's URL as `who` reaches it. */
function folderUrl({ who, space }: Cell): string {
  const name = space.folder.name;
  const team = `/dav/workspaces/Team/${name}`;
  const own = space.kind === 'workspace' ? team : `/dav/${name}`;
  if (who === 'viewer' || who === 'editor') return encode(`/dav/shared/${name}`);
  if (who === 'contributor' && space.kind === 'workspace') return encode(team);
  return encode(own);
}

function basic(cell: Cell): Record<string, string> {
  if (!cell.user) return {};
  const pair = Buffer.from(`${cell.user.email}:${cell.user.password}`).toString('base64');
  return { authorization: `Basic ${pair}` };
}

function dav(
  cell: Cell,
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: string } = {},
  check?: Prepared['check'],
): Prepared {
  return {
    method,
    path,
    raw: { headers: { ...basic(cell), ...init.headers }, body: init.body },
    check,
  };
}

async function named(cell: Cell, name: string) {
  return driveDb(cell.fx.server.app.db)
    .selectFrom('file_entries')
    .selectAll()
    .where('name', '=', name)
    .where('deleted_at', 'is', null)
    .execute();
}

const LOCKINFO =
  '<?xml version="1.0"?><D:lockinfo xmlns:D="DAV:"><D:lockscope><D:exclusive/></D:lockscope><D:locktype><D:write/></D:locktype></D:lockinfo>';
const PROPPATCH =
  '<?xml version="1.0"?><D:propertyupdate xmlns:D="DAV:" xmlns:Z="urn:matrix"><D:set><D:prop><Z:colour>blue</Z:colour></D:prop></D:set></D:propertyupdate>';

/** A lock the owner holds on a fresh file of the shared folder: its token and the file's name. */
async function ownerLock(cell: Cell): Promise<{ token: string; name: string }> {
  const file = await cell.fx.file(cell.space);
  const owner = { ...cell, who: 'owner' as Principal, user: cell.fx.users.owner };
  const res = await fetch(
    `${cell.fx.server.url}${folderUrl(owner)}/${encodeURIComponent(file.name)}`,
    {
      method: 'LOCK',
      headers: { ...basic(owner), 'content-type': 'application/xml', timeout: 'Second-600' },
      body: LOCKINFO,
    },
  );
  expect(res.status).toBe(200);
  return { token: res.headers.get('lock-token')!, name: file.name };
}

export function webdavCases(kind: SpaceKind): Case[] {
  const c = (inWorkspace: number, inPersonal = 404) =>
    kind === 'workspace' ? inWorkspace : inPersonal;
  const file = (cell: Cell, name: string) => `${folderUrl(cell)}/${encodeURIComponent(name)}`;
  const R = (row: Row) => row;
  const rows: Case[] = [
    {
      route: 'OPTIONS /dav/*',
      name: 'what the server offers (no sign-in needed)',
      expected: R([200, 200, 200, 200, 200, 200, 200]),
      prepare: async (cell) =>
        dav(cell, 'OPTIONS', folderUrl(cell), {}, async (_ok, a) => {
          expect(a.headers.get('dav')).toBe('1, 2');
        }),
    },
    {
      route: 'PROPFIND /dav/*',
      name: 'the shared folder, depth 1',
      expected: R([401, 404, 207, 207, c(207), 207, 404]),
      prepare: async (cell) =>
        dav(cell, 'PROPFIND', `${folderUrl(cell)}/`, { headers: { depth: '1' } }, async (ok, a) => {
          if (ok) expect(a.text).toContain('doc.txt');
          else expect(a.text).not.toContain('doc.txt');
        }),
    },
    {
      route: 'GET /dav/*',
      name: "the owner's file (needs the download right)",
      expected: R([401, 404, 200, 403, c(200), 200, 404]),
      prepare: async (cell) =>
        dav(cell, 'GET', file(cell, 'doc.txt'), {}, async (ok, a) => {
          if (ok) expect(a.text).toBe(FILE_CONTENT);
          else expect(a.text).not.toContain(FILE_CONTENT);
        }),
    },
    {
      route: 'PUT /dav/*',
      name: 'a new file in the shared folder',
      expected: R([401, 409, 403, 201, c(201, 409), 201, 409]),
      prepare: async (cell) => {
        const name = unique('put.txt');
        return dav(cell, 'PUT', file(cell, name), { body: 'new' }, async (ok) => {
          expect(await named(cell, name)).toHaveLength(ok ? 1 : 0);
        });
      },
    },
    {
      route: 'PUT /dav/*',
      name: "over the owner's file (a new version)",
      expected: R([401, 409, 403, 204, c(403, 409), 204, 409]),
      prepare: async (cell) => {
        const entry = await cell.fx.file(cell.space);
        return dav(cell, 'PUT', file(cell, entry.name), { body: 'replaced' }, async (ok) => {
          const after = await cell.fx.entry(entry.id);
          expect(after!.storage_key === entry.storage_key).toBe(!ok);
        });
      },
    },
    {
      route: 'MKCOL /dav/*',
      name: 'a folder in the shared folder',
      expected: R([401, 409, 403, 201, c(201, 409), 201, 409]),
      prepare: async (cell) => {
        const name = unique('dir');
        return dav(cell, 'MKCOL', file(cell, name), {}, async (ok) => {
          expect(await named(cell, name)).toHaveLength(ok ? 1 : 0);
        });
      },
    },
    {
      route: 'DELETE /dav/*',
      name: "the owner's file (to the trash)",
      expected: R([401, 404, 403, 403, c(403), 204, 404]),
      prepare: async (cell) => {
        const entry = await cell.fx.file(cell.space);
        return dav(cell, 'DELETE', file(cell, entry.name), {}, async (ok) => {
          expect(Boolean((await cell.fx.entry(entry.id))!.deleted_at)).toBe(ok);
        });
      },
    },
    {
      route: 'PROPPATCH /dav/*',
      name: "a property of the owner's file",
      expected: R([401, 404, 403, 207, c(403), 207, 404]),
      prepare: async (cell) => {
        const entry = await cell.fx.file(cell.space);
        return dav(cell, 'PROPPATCH', file(cell, entry.name), { body: PROPPATCH });
      },
    },
    {
      route: 'COPY /dav/*',
      name: "the owner's file to a new name beside it (download and add)",
      expected: R([401, 404, 403, 403, c(201), 201, 404]),
      prepare: async (cell) => {
        const name = unique('copy.txt');
        const destination = `${cell.fx.server.url}${file(cell, name)}`;
        return dav(
          cell,
          'COPY',
          file(cell, 'doc.txt'),
          { headers: { destination } },
          async (ok) => {
            expect(await named(cell, name)).toHaveLength(ok ? 1 : 0);
          },
        );
      },
    },
    {
      route: 'MOVE /dav/*',
      name: "the owner's file renamed in place (edit)",
      expected: R([401, 404, 403, 201, c(403), 201, 404]),
      prepare: async (cell) => {
        const entry = await cell.fx.file(cell.space);
        const name = unique('moved.txt');
        const destination = `${cell.fx.server.url}${file(cell, name)}`;
        return dav(
          cell,
          'MOVE',
          file(cell, entry.name),
          { headers: { destination } },
          async (ok) => {
            expect((await cell.fx.entry(entry.id))!.name).toBe(ok ? name : entry.name);
          },
        );
      },
    },
    {
      route: 'LOCK /dav/*',
      name: "the owner's file (edit)",
      expected: R([401, 409, 403, 200, c(403, 409), 200, 409]),
      prepare: async (cell) => {
        const entry = await cell.fx.file(cell.space);
        return dav(cell, 'LOCK', file(cell, entry.name), {
          headers: { 'content-type': 'application/xml' },
          body: LOCKINFO,
        });
      },
    },
    {
      route: 'UNLOCK /dav/*',
      name: "the owner's lock (only its holder)",
      expected: R([401, 404, 403, 403, c(403), 204, 404]),
      prepare: async (cell) => {
        const { token, name } = await ownerLock(cell);
        return dav(cell, 'UNLOCK', file(cell, name), { headers: { 'lock-token': token } });
      },
    },
  ];
  if (kind === 'workspace') return rows;
  // The bare `/dav` (no slash) is the drive's root, like `/dav/`: read-only as a place.
  const root = (method: string, name: string, expected: Row, headers = {}): Case => ({
    route: `${method} /dav`,
    name,
    expected,
    prepare: async (cell) => dav(cell, method, '/dav', { headers }),
  });
  const signedIn = (status: number) => R([401, status, status, status, status, status, status]);
  return [
    ...rows,
    root('OPTIONS', 'what the server offers', R([200, 200, 200, 200, 200, 200, 200])),
    root('PROPFIND', "the caller's own drive", signedIn(207), { depth: '0' }),
    root('GET', 'a folder has no bytes', signedIn(405)),
    root('PUT', 'no file over the root', signedIn(405)),
    root('MKCOL', 'the root exists', signedIn(405)),
    root('DELETE', 'the root stays', signedIn(403)),
    root('PROPPATCH', 'no properties on the root', signedIn(400)),
    root('COPY', 'the root is not copied', signedIn(403), { destination: '/dav/x/' }),
    root('MOVE', 'the root is not moved', signedIn(403), { destination: '/dav/x/' }),
    root('LOCK', 'the root is not locked', signedIn(403)),
    root('UNLOCK', 'no lock on the root', signedIn(400)),
  ];
}
