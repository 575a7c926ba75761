import { expect } from 'vitest';
import { createUser, uniqueEmail } from '../../../test/auth';
import { randomToken, sha256 } from '../../platform/security/tokens';
import { driveDb } from '../drive/repo';
import {
  type Case,
  type Cell,
  FILE_CONTENT,
  LINK_PASSWORD,
  type Row,
  type SpaceKind,
} from './authorization-matrix.test-support';
import { sharingDb } from './repo';

/*
 * Rows of the sharing routes: people (sharing/people.ts), the owner's link routes
 * (sharing/links.ts) and the public link routes (sharing/public.ts). Columns: guest,
 * stranger, viewer, editor, contributor, owner, admin.
 */

async function shareOf(cell: Cell, entryId: number, userId: number) {
  return sharingDb(cell.fx.server.app.db)
    .selectFrom('file_entry_shares')
    .select(['edit', 'download'])
    .where('entry_id', '=', entryId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** A share of `entryId` waiting for an address nobody has proven; its address and claim token. */
async function waitingShare(cell: Cell, entryId: number) {
  const email = uniqueEmail('waiting');
  const token = randomToken();
  await sharingDb(cell.fx.server.app.db)
    .insertInto('pending_shares')
    .values({
      entry_id: entryId,
      email,
      edit: 0,
      download: 0,
      sharer_id: cell.fx.users.owner.row.id,
      token_hash: sha256(token),
      created_at: cell.fx.server.app.clock.iso(),
    })
    .execute();
  return { email, token };
}

async function waitingOn(cell: Cell, entryId: number) {
  return sharingDb(cell.fx.server.app.db)
    .selectFrom('pending_shares')
    .select('email')
    .where('entry_id', '=', entryId)
    .execute();
}

async function linkOf(cell: Cell, entryId: number) {
  return sharingDb(cell.fx.server.app.db)
    .selectFrom('shareable_links')
    .selectAll()
    .where('entry_id', '=', entryId)
    .executeTakeFirst();
}

export function sharingCases(kind: SpaceKind): Case[] {
  const ws = kind === 'workspace';
  const c = (inWorkspace: number, inPersonal = 403) => (ws ? inWorkspace : inPersonal);
  /** Whoever may change the entry: the editor, and the owner (workspace Admin). */
  const changers: Row = [401, 403, 403, 200, c(403), 200, 403];
  /** Whoever may change and download it. */
  const managers: Row = [401, 403, 403, 403, c(403), 200, 403];
  const people = (
    name: string,
    expected: Row,
    grant: { edit: boolean; download: boolean },
  ): Case => ({
    route: 'POST /api/v1/file-entries/:id/share',
    name,
    expected,
    prepare: async (cell) => {
      const entry = await cell.fx.file(cell.space);
      // A person of its own per cell: emails to one address are rate limited.
      const target = await createUser(cell.fx.server);
      return {
        method: 'POST',
        path: `/api/v1/file-entries/${entry.id}/share`,
        body: { emails: [target.email], permissions: { view: true, ...grant } },
        check: async (ok) => expect(Boolean(await shareOf(cell, entry.id, target.row.id))).toBe(ok),
      };
    },
  });
  const change = (name: string, expected: Row, from: boolean, to: boolean): Case => ({
    route: 'PUT /api/v1/file-entries/:id/change-permissions',
    name,
    expected,
    prepare: async (cell) => {
      const entry = await cell.fx.file(cell.space);
      const target = cell.fx.target.row.id;
      await cell.fx.share(entry.id, target, { edit: from, download: from });
      return {
        method: 'PUT',
        path: `/api/v1/file-entries/${entry.id}/change-permissions`,
        body: { userId: target, permissions: { view: true, edit: to, download: to } },
        check: async (ok) =>
          expect(await shareOf(cell, entry.id, target)).toEqual({
            edit: Number(ok ? to : from),
            download: Number(ok ? to : from),
          }),
      };
    },
  });
  return [
    {
      route: 'GET /api/v1/shares/claim/:token',
      name: "the claim link of a share waiting for someone else's address",
      expected: [401, 403, 403, 403, 403, 403, 403],
      prepare: async (cell) => {
        const entry = await cell.fx.file(cell.space);
        const { token } = await waitingShare(cell, entry.id);
        return {
          method: 'GET',
          path: `/api/v1/shares/claim/${token}`,
          check: async (ok) => expect(await waitingOn(cell, entry.id)).toHaveLength(ok ? 0 : 1),
        };
      },
    },
    {
      route: 'GET /api/v1/file-entries/:id/share-invitations',
      name: 'the invitations waiting on a file',
      expected: changers,
      prepare: async (cell) => {
        const entry = await cell.fx.file(cell.space);
        const { email } = await waitingShare(cell, entry.id);
        return {
          method: 'GET',
          path: `/api/v1/file-entries/${entry.id}/share-invitations`,
          check: async (ok, a) => {
            if (ok)
              expect(a.json.invitations.map((i: { email: string }) => i.email)).toEqual([email]);
            else expect(JSON.stringify(a.json ?? {})).not.toContain(email);
          },
        };
      },
    },
    {
      route: 'DELETE /api/v1/file-entries/:id/share-invitations',
      name: 'withdrawing an invitation',
      expected: changers,
      prepare: async (cell) => {
        const entry = await cell.fx.file(cell.space);
        const { email } = await waitingShare(cell, entry.id);
        return {
          method: 'DELETE',
          path: `/api/v1/file-entries/${entry.id}/share-invitations`,
          body: { email },
          check: async (ok) => expect(await waitingOn(cell, entry.id)).toHaveLength(ok ? 0 : 1),
        };
      },
    },
    {
      route: 'GET /api/v1/share-suggestions',
      name: 'suggesting the address of someone the caller shares nothing with',
      expected: [401, 200, 200, 200, 200, 200, 200],
      prepare: async (cell) => {
        // Known to nobody: no signed-in caller may find the address through suggestions.
        const unknown = await createUser(cell.fx.server, { email: uniqueEmail('unknown') });
        return {
          method: 'GET',
          path: `/api/v1/share-suggestions?query=${encodeURIComponent(unknown.email)}`,
          check: async (ok, a) => {
            if (ok) expect(a.json.people).toEqual([]);
            else expect(JSON.stringify(a.json ?? {})).not.toContain(unknown.email);
          },
        };
      },
    },
    people('with a person, view only', changers, { edit: false, download: false }),
    people('with a person, download allowed', managers, { edit: false, download: true }),
    change('taking rights away', changers, true, false),
    change('granting download', managers, false, true),
    {
      route: 'POST /api/v1/file-entries/:id/unshare',
      name: 'removing a person',
      expected: changers,
      prepare: async (cell) => {
        const entry = await cell.fx.file(cell.space);
        const target = cell.fx.target.row.id;
        await cell.fx.share(entry.id, target, {});
        return {
          method: 'POST',
          path: `/api/v1/file-entries/${entry.id}/unshare`,
          body: { userId: target },
          check: async (ok) => expect(Boolean(await shareOf(cell, entry.id, target))).toBe(!ok),
        };
      },
    },
    {
      route: 'POST /api/v1/file-entries/:id/unshare',
      name: '"me": leaving a share',
      expected: [401, 403, 200, 200, c(422), 422, 403],
      prepare: async (cell) => {
        const entry = await cell.fx.file(cell.space);
        const { viewer, editor } = cell.fx.users;
        for (const u of [viewer, editor]) await cell.fx.share(entry.id, u.row.id, {});
        const mine = cell.user ? await shareOf(cell, entry.id, cell.user.row.id) : undefined;
        return {
          method: 'POST',
          path: `/api/v1/file-entries/${entry.id}/unshare`,
          body: { userId: 'me' },
          check: async (ok) => {
            if (cell.user)
              expect(Boolean(await shareOf(cell, entry.id, cell.user.row.id))).toBe(
                ok ? false : Boolean(mine),
              );
          },
        };
      },
    },
    ...linkCases(managers),
    ...publicCases(),
  ];
}

function linkCases(managers: Row): Case[] {
  const base = (id: number) => `/api/v1/file-entries/${id}/shareable-link`;
  const withLink = async (cell: Cell) => {
    const entry = await cell.fx.file(cell.space);
    await cell.fx.link(entry.id);
    return { entry, link: (await linkOf(cell, entry.id))! };
  };
  return [
    {
      route: 'GET /api/v1/file-entries/:id/shareable-link',
      name: "a sub-folder's link",
      expected: managers,
      prepare: async ({ space }) => ({
        method: 'GET',
        path: base(space.kept.id),
        check: async (ok, a) => {
          if (ok) expect(a.json.link.hash).toBe(space.linkHash);
          else expect(JSON.stringify(a.json ?? {})).not.toContain(space.linkHash);
        },
      }),
    },
    {
      route: 'POST /api/v1/file-entries/:id/shareable-link',
      name: 'creating a link',
      expected: managers,
      prepare: async (cell) => {
        const entry = await cell.fx.file(cell.space);
        return {
          method: 'POST',
          path: base(entry.id),
          body: {},
          check: async (ok) => expect(Boolean(await linkOf(cell, entry.id))).toBe(ok),
        };
      },
    },
    {
      route: 'PUT /api/v1/file-entries/:id/shareable-link',
      name: 'turning downloads off',
      expected: managers,
      prepare: async (cell) => {
        const { entry } = await withLink(cell);
        return {
          method: 'PUT',
          path: base(entry.id),
          body: { allowDownload: false },
          check: async (ok) =>
            expect((await linkOf(cell, entry.id))?.allow_download).toBe(ok ? 0 : 1),
        };
      },
    },
    {
      route: 'DELETE /api/v1/file-entries/:id/shareable-link',
      name: 'removing the link',
      expected: managers,
      prepare: async (cell) => {
        const { entry } = await withLink(cell);
        return {
          method: 'DELETE',
          path: base(entry.id),
          check: async (ok) => expect(Boolean(await linkOf(cell, entry.id))).toBe(!ok),
        };
      },
    },
    {
      route: 'GET /api/v1/file-entries/:id/shareable-link/access-log',
      name: "a sub-folder's link",
      expected: managers,
      prepare: async ({ space }) => ({
        method: 'GET',
        path: `${base(space.kept.id)}/access-log`,
      }),
    },
  ];
}

/** The public link routes, through the shared folder's link (downloads on, no password). */
function publicCases(): Case[] {
  const pub = (hash: string, rest = '') => `/api/v1/shareable-links/${hash}${rest}`;
  const everyone: Row = [200, 200, 200, 200, 200, 200, 200];
  return [
    {
      route: 'GET /api/v1/shareable-links/:hash',
      name: 'the folder link page',
      expected: everyone,
      prepare: async ({ space }) => ({
        method: 'GET',
        path: pub(space.linkHash),
        check: async (ok, a) => {
          if (ok)
            expect([a.json.entry.name, a.json.folderChildren.total > 0]).toEqual([
              space.kept.name,
              true,
            ]);
        },
      }),
    },
    {
      route: 'POST /api/v1/shareable-links/:hash/check-password',
      name: 'the right password of a locked link',
      expected: everyone,
      prepare: async ({ space }) => ({
        method: 'POST',
        path: pub(space.lockedHash, '/check-password'),
        body: { password: LINK_PASSWORD },
      }),
    },
    ...(['preview', 'download'] as const).map(
      (action): Case => ({
        route: `GET /api/v1/shareable-links/:hash/${action}`,
        name: 'a file in the linked folder',
        expected: everyone,
        prepare: async ({ space }) => ({
          method: 'GET',
          path: pub(space.linkHash, `/${action}?entryId=${space.keptFile.id}`),
          raw: {},
          check: async (ok, a) => {
            if (ok) expect(a.text).toBe(FILE_CONTENT);
          },
        }),
      }),
    ),
    {
      route: 'POST /api/v1/shareable-links/:hash/import',
      name: "the linked folder, into the caller's drive",
      expected: [401, 200, 200, 200, 200, 200, 200],
      prepare: async (cell) => ({
        method: 'POST',
        path: pub(cell.space.linkHash, '/import'),
        check: async (ok, a) => {
          if (!ok || !cell.user) return;
          const copy = await driveDb(cell.fx.server.app.db)
            .selectFrom('file_entries')
            .select(['owner_id', 'workspace_id', 'parent_id'])
            .where('id', '=', a.json.fileEntries[0].id)
            .executeTakeFirstOrThrow();
          expect(copy).toEqual({ owner_id: cell.user.row.id, workspace_id: 0, parent_id: null });
        },
      }),
    },
  ];
}
