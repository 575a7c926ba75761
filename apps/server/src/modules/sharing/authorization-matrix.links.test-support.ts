import { expect } from 'vitest';
import { createFolder } from '../drive/drive.test-support';
import { driveDb } from '../drive/repo';
import {
  type Case,
  type Cell,
  FILE_CONTENT,
  LINK_PASSWORD,
  type LinkOptions,
  type Prepared,
  unique,
} from './authorization-matrix.test-support';
import { sharingDb } from './repo';

/*
 * The rules of the public link routes (sharing/public.ts) for visitors: guest and stranger.
 * Every cell makes its own folder with a file and a link in the state the row names.
 */

export const LINK_VISITORS = ['guest', 'stranger'] as const;
export type LinkCase = Case<readonly [number, number]>;

type State = 'open' | 'locked' | 'downloads off' | 'limit reached' | 'expired' | 'removed';

interface Linked {
  hash: string;
  folderId: number;
  fileId: number;
}

async function linkedFolder({ fx, space }: Cell, state: State): Promise<Linked> {
  const ownerId = fx.users.owner.row.id;
  const folder = await createFolder(fx.server, unique('linked'), { ownerId });
  const file = await fx.file(space, { parentId: folder.id });
  const options = {
    locked: { locked: true },
    'downloads off': { allowDownload: false },
    'limit reached': { downloadLimit: 1 },
  } as Record<State, LinkOptions>;
  const hash = await fx.link(folder.id, options[state] ?? {});
  const links = sharingDb(fx.server.app.db).updateTable('shareable_links').where('hash', '=', hash);
  if (state === 'limit reached') await links.set({ download_count: 1 }).execute();
  if (state === 'expired')
    await links.set({ expires_at: new Date(Date.now() - 1000).toISOString() }).execute();
  if (state === 'removed')
    await fx.browser('owner').delete(`/api/v1/file-entries/${folder.id}/shareable-link`);
  return { hash, folderId: folder.id, fileId: file.id };
}

/** Proves the password in the cell's browser (the link cookie) and answers the token. */
async function unlock(cell: Cell, hash: string): Promise<string> {
  const res = await cell.browser.post(`/api/v1/shareable-links/${hash}/check-password`, {
    password: LINK_PASSWORD,
  });
  if (res.status !== 200) throw new Error(`check-password: ${res.status}`);
  return res.json.token;
}

type Action = 'page' | 'check-password' | 'preview' | 'download' | 'import';

function request(link: Linked, action: Action, query = `?entryId=${link.fileId}`): Prepared {
  const base = `/api/v1/shareable-links/${link.hash}`;
  switch (action) {
    case 'page':
      return { method: 'GET', path: base };
    case 'check-password':
      return {
        method: 'POST',
        path: `${base}/check-password`,
        body: { password: 'not the password' },
      };
    case 'import':
      return { method: 'POST', path: `${base}/import` };
    default:
      return {
        method: 'GET',
        path: `${base}/${action}${query}`,
        raw: {},
        check: async (ok, a) => {
          if (ok && query.includes(String(link.fileId))) expect(a.text).toBe(FILE_CONTENT);
        },
      };
  }
}

const ROUTE: Record<Action, string> = {
  page: 'GET /api/v1/shareable-links/:hash',
  'check-password': 'POST /api/v1/shareable-links/:hash/check-password',
  preview: 'GET /api/v1/shareable-links/:hash/preview',
  download: 'GET /api/v1/shareable-links/:hash/download',
  import: 'POST /api/v1/shareable-links/:hash/import',
};

/** A row: the link in `state`, then `action` (optionally after `setup` in the same browser). */
function rule(
  state: State,
  action: Action,
  expected: readonly [number, number],
  options: {
    name?: string;
    setup?: (cell: Cell, link: Linked) => Promise<Partial<Prepared> | undefined>;
  } = {},
): LinkCase {
  return {
    route: ROUTE[action],
    name: `${state}${options.name ? `, ${options.name}` : ''}: ${action}`,
    expected,
    prepare: async (cell) => {
      const link = await linkedFolder(cell, state);
      const extra = (await options.setup?.(cell, link)) ?? {};
      return { ...request(link, action), ...extra };
    },
  };
}

const unlocked = {
  name: 'password proven',
  setup: async (cell: Cell, link: Linked) => void (await unlock(cell, link.hash)),
};

export function linkRuleCases(): LinkCase[] {
  return [
    rule('open', 'page', [200, 200]),
    rule('open', 'check-password', [422, 422]),
    rule('open', 'preview', [200, 200]),
    rule('open', 'download', [200, 200]),
    rule('open', 'import', [401, 200]),
    rule('locked', 'page', [200, 200], {
      setup: async () => ({
        check: async (_ok, a) =>
          expect(a.json).toMatchObject({
            passwordRequired: true,
            entry: null,
            folderChildren: null,
          }),
      }),
    }),
    rule('locked', 'check-password', [422, 422], { name: 'wrong password' }),
    rule('locked', 'preview', [403, 403]),
    rule('locked', 'download', [403, 403]),
    rule('locked', 'import', [401, 403]),
    rule('locked', 'page', [200, 200], {
      ...unlocked,
      setup: async (cell, link) => {
        await unlock(cell, link.hash);
        return { check: async (_ok, a) => expect(a.json.passwordRequired).toBe(false) };
      },
    }),
    rule('locked', 'preview', [200, 200], unlocked),
    rule('locked', 'download', [200, 200], unlocked),
    rule('locked', 'import', [401, 200], unlocked),
    rule('locked', 'preview', [200, 200], {
      name: 'token in X-Link-Token, no cookie',
      setup: async (cell, link) => {
        const token = await unlock(cell, link.hash);
        cell.browser.cookies.delete(`coffer_link_${link.hash}`);
        return { raw: { headers: { 'X-Link-Token': token } } };
      },
    }),
    rule('locked', 'preview', [403, 403], {
      name: "another locked link's token",
      setup: async (cell) => {
        const token = await unlock(cell, cell.space.lockedHash);
        cell.browser.cookies.delete(`coffer_link_${cell.space.lockedHash}`);
        return { raw: { headers: { 'X-Link-Token': token } } };
      },
    }),
    rule('downloads off', 'page', [200, 200], {
      setup: async () => ({
        check: async (_ok, a) => expect(a.json.entry.permissions['files.download']).toBe(false),
      }),
    }),
    rule('downloads off', 'preview', [200, 200]),
    rule('downloads off', 'download', [403, 403]),
    rule('downloads off', 'download', [403, 403], {
      name: 'the folder as a zip',
      setup: async (_c, l) => request(l, 'download', ''),
    }),
    rule('downloads off', 'import', [401, 403]),
    rule('limit reached', 'download', [403, 403]),
    rule('limit reached', 'preview', [200, 200]),
    ...(['page', 'check-password', 'preview', 'download', 'import'] as const).map((action) =>
      rule('expired', action, [action === 'import' ? 401 : 404, 404]),
    ),
    ...(['page', 'preview', 'download'] as const).map((action) =>
      rule('removed', action, [404, 404]),
    ),
    ...(['preview', 'download'] as const).map((action) =>
      rule('open', action, [404, 404], {
        name: 'a file outside the link',
        setup: async (cell, link) => request(link, action, `?entryId=${cell.space.file.id}`),
      }),
    ),
    rule('open', 'page', [404, 404], {
      name: 'a folder outside the link',
      setup: async (cell, link) => ({
        path: `/api/v1/shareable-links/${link.hash}?folderId=${cell.space.sub.id}`,
      }),
    }),
    rule('open', 'preview', [404, 404], {
      name: 'a trashed file in the link',
      setup: async (cell, link) => {
        await driveDb(cell.fx.server.app.db)
          .updateTable('file_entries')
          .set({ deleted_at: cell.fx.server.app.clock.iso() })
          .where('id', '=', link.fileId)
          .execute();
        return undefined;
      },
    }),
  ];
}
