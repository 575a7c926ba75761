import { WORKSPACE_ROLE_CONTRIBUTOR } from '@coffer/contract';
import { Browser, createUser, signIn, type TestUser } from '../../../test/auth';
import type { TestServer } from '../../../test/harness';
import { hashPassword } from '../../platform/security/passwords';
import { createFolder, createWorkspace } from '../drive/drive.test-support';
import { driveDb, type EntryRow, findEntry, newHash } from '../drive/repo';
import { sharingDb } from './repo';
import { createStoredFile } from './sharing.test-support';

/*
 * The authorization matrix: every drive and sharing route × seven callers, each cell an
 * expected status. The fixture and the row types here; the runner and the route table in
 * authorization-matrix.runner, the rows in authorization-matrix.<group>.test-support.ts.
 */

export const PRINCIPALS = [
  'guest',
  'stranger',
  'viewer',
  'editor',
  'contributor',
  'owner',
  'admin',
] as const;
export type Principal = (typeof PRINCIPALS)[number];
export type Member = Exclude<Principal, 'guest'>;
/** Expected statuses in the order of PRINCIPALS. */
export type Row = readonly [number, number, number, number, number, number, number];

/** Where the shared folder lives: a workspace (contributor is a Contributor) or the owner's personal space. */
export type SpaceKind = 'workspace' | 'personal';

export interface Space {
  kind: SpaceKind;
  workspaceId: number;
  /** Owner's folder, shared with viewer (view + download) and editor (edit, no download). */
  folder: EntryRow;
  /** A folder inside it. */
  sub: EntryRow;
  /** A stored file inside it. */
  file: EntryRow;
  /** A folder inside it that no cell writes to (zips and imports stay small), with a file. */
  kept: EntryRow;
  keptFile: EntryRow;
  /** The kept folder's public link (downloads allowed, no password). */
  linkHash: string;
  /** The sub-folder's public link, locked by LINK_PASSWORD. */
  lockedHash: string;
}

export const FILE_CONTENT = 'matrix file content';
export const LINK_PASSWORD = 'link password 1';

export interface Fixture {
  server: TestServer;
  users: Record<Member, TestUser>;
  /** A bystander people are shared with in the sharing cells. */
  target: TestUser;
  spaces: Record<SpaceKind, Space>;
  /** LINK_PASSWORD, hashed once (locked links and requests). */
  passwordHash: string;
  /** A signed-in browser of `who` (guest: no session), fresh per call: own IP, no link cookies. */
  browser(who: Principal): Browser;
  /** A fresh stored file in the shared folder (or `parentId`), owned by owner unless told. */
  file(
    space: Space,
    options?: { ownerId?: number; parentId?: number; trashed?: boolean },
  ): Promise<EntryRow>;
  share(
    entryId: number,
    userId: number,
    perms: { edit?: boolean; download?: boolean },
  ): Promise<void>;
  /** A public link of the owner on an entry (default: no password, downloads allowed). */
  link(entryId: number, options?: LinkOptions): Promise<string>;
  entry(id: number): Promise<EntryRow | undefined>;
}

export interface LinkOptions {
  /** Locked by LINK_PASSWORD. */
  locked?: boolean;
  allowDownload?: boolean;
  downloadLimit?: number;
}

let counter = 0;
/** A name no other cell uses ("file.txt" → "file-12.txt"). */
export function unique(name: string): string {
  counter += 1;
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)}-${counter}${name.slice(dot)}` : `${name}-${counter}`;
}

export async function buildFixture(server: TestServer): Promise<Fixture> {
  const users = {} as Record<Member, TestUser>;
  for (const who of PRINCIPALS) {
    if (who !== 'guest')
      users[who] = await createUser(server, who === 'admin' ? { roles: ['users', 'admin'] } : {});
  }
  const target = await createUser(server);
  const lockedPassword = await hashPassword(LINK_PASSWORD);
  const base = new Map<Principal, Browser>([['guest', new Browser(server)]]);
  for (const who of PRINCIPALS)
    if (who !== 'guest') base.set(who, await signIn(server, users[who]));
  for (const b of base.values()) await b.get('/api/v1/bootstrap-data');
  const workspaceId = await createWorkspace(server, users.owner.row.id, [
    { userId: users.contributor.row.id, roleId: WORKSPACE_ROLE_CONTRIBUTOR },
  ]);

  const fx: Fixture = {
    server,
    users,
    target,
    spaces: {} as Record<SpaceKind, Space>,
    passwordHash: lockedPassword,
    browser(who) {
      const copy = new Browser(server);
      for (const [k, v] of base.get(who)!.cookies) copy.cookies.set(k, v);
      return copy;
    },
    async file(space, { ownerId = users.owner.row.id, parentId = space.folder.id, trashed } = {}) {
      const row = await createStoredFile(server, unique('file.txt'), FILE_CONTENT, {
        ownerId,
        parentId,
        workspaceId: space.workspaceId,
      });
      if (!trashed) return row;
      await driveDb(server.app.db)
        .updateTable('file_entries')
        .set({ deleted_at: server.app.clock.iso() })
        .where('id', '=', row.id)
        .execute();
      return (await findEntry(server.app.db, row.id))!;
    },
    async share(entryId, userId, perms) {
      await sharingDb(server.app.db)
        .insertInto('file_entry_shares')
        .values({
          entry_id: entryId,
          user_id: userId,
          view: 1,
          edit: perms.edit ? 1 : 0,
          download: perms.download ? 1 : 0,
          created_at: server.app.clock.iso(),
        })
        .execute();
    },
    async link(entryId, options = {}) {
      const hash = newHash();
      await sharingDb(server.app.db)
        .insertInto('shareable_links')
        .values({
          hash,
          entry_id: entryId,
          user_id: users.owner.row.id,
          allow_download: options.allowDownload === false ? 0 : 1,
          allow_edit: 0,
          expires_at: null,
          password: options.locked ? lockedPassword : null,
          download_limit: options.downloadLimit ?? null,
          download_count: 0,
          created_at: server.app.clock.iso(),
        })
        .execute();
      return hash;
    },
    entry: (id) => findEntry(server.app.db, id),
  };

  for (const kind of ['workspace', 'personal'] as const) {
    const ws = kind === 'workspace' ? workspaceId : 0;
    const ownerId = users.owner.row.id;
    const folder = await createFolder(server, `Shared ${kind}`, { ownerId, workspaceId: ws });
    const sub = await createFolder(server, 'Sub', { ownerId, parentId: folder.id });
    const file = await createStoredFile(server, 'doc.txt', FILE_CONTENT, {
      ownerId,
      parentId: folder.id,
    });
    const kept = await createFolder(server, 'Kept', { ownerId, parentId: folder.id });
    const keptFile = await createStoredFile(server, 'kept.txt', FILE_CONTENT, {
      ownerId,
      parentId: kept.id,
    });
    await fx.share(folder.id, users.viewer.row.id, { download: true });
    await fx.share(folder.id, users.editor.row.id, { edit: true });
    const linkHash = await fx.link(kept.id);
    const lockedHash = await fx.link(sub.id, { locked: true });
    const space = { kind, workspaceId: ws, folder, sub, file, kept, keptFile };
    fx.spaces[kind] = { ...space, linkHash, lockedHash };
  }
  return fx;
}

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert their shape.
  json: any;
  /** The body as text (raw requests only). */
  text: string;
  headers: Headers;
}

/** One request of a cell: JSON through the Browser, or a raw body (multipart, tus). */
export interface Prepared {
  method: string;
  path: string;
  body?: unknown;
  /** Extra headers of a JSON request. */
  headers?: Record<string, string>;
  raw?: { headers?: Record<string, string>; body?: RequestInit['body'] };
  /** Asserts the state after the call: `ok` (2xx) → the change happened; else nothing changed. */
  check?: (ok: boolean, answer: Answer) => Promise<void>;
}

export interface Cell {
  who: Principal;
  fx: Fixture;
  space: Space;
  /** The caller's account (null for the guest). */
  user: TestUser | null;
  /** The browser the cell's request goes out from. */
  browser: Browser;
}

export interface Case<Expected extends readonly number[] = Row> {
  /** `METHOD url` exactly as the route table has it. */
  route: string;
  /** What this row requests (one route may have several rows). */
  name: string;
  expected: Expected;
  prepare(cell: Cell): Promise<Prepared>;
}
