import {
  DRIVE_MESSAGES,
  sharingEndpoints as endpoints,
  type FileEntry,
  SHARING_MESSAGES,
} from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import type { UserRow } from '../../kernel/users/repo';
import { HttpProblem } from '../../platform/http/errors';
import { verifyPassword } from '../../platform/security/passwords';
import { safeEqual } from '../../platform/security/tokens';
import { limit } from '../auth/service';
import type { EntryRow } from '../drive';
import { isExpired, linkToken, logLinkAccess, presentLink } from './links';
import {
  countLinkDownload,
  countLiveChildren,
  findLinkByHash,
  liveChildrenPage,
} from './links-repo';
import type { LinkRow } from './repo';

/** Signed-in visitors importing through a link may read the link's subtree for that request. */
export const linkGrants = new WeakMap<UserRow, string>();

export const linkCookie = (hash: string) => `coffer_link_${hash}`;

/** The query as sent: the password's proof may travel as `token`. */
type LinkRequest = FastifyRequest<{ Querystring: { token?: string } }>;

/** The live link and its live entry, else 404 (an expired link is gone the moment it expires). */
async function resolveLink(
  app: AppInstance,
  hash: string,
): Promise<{ link: LinkRow; entry: EntryRow }> {
  const link = await findLinkByHash(app.db, hash);
  if (!link || isExpired(link, app.clock.nowMs()))
    throw new HttpProblem(404, SHARING_MESSAGES.linkNotFound);
  const entry = await app.drive.findEntryByRef(app.db, link.entry_id);
  if (!entry || entry.deleted_at) throw new HttpProblem(404, SHARING_MESSAGES.linkNotFound);
  return { link, entry };
}

/** Links found before their route read its input (`linkFirst`), for the handler. */
const foundLinks = new WeakMap<FastifyRequest, { link: LinkRow; entry: EntryRow }>();

/**
 * A preHandler: a link that is gone answers 404 before its query or body is checked (a
 * removed link stays "not found", whatever the address or the password sent).
 */
function linkFirst(app: AppInstance) {
  return async (request: FastifyRequest) => {
    const { hash } = request.params as { hash: string };
    foundLinks.set(request, await resolveLink(app, hash));
  };
}

/** The link `linkFirst` found, else resolved now. */
async function linkOf(app: AppInstance, request: FastifyRequest, hash: string) {
  return foundLinks.get(request) ?? resolveLink(app, hash);
}

/** Did the visitor prove the password (cookie, `X-Link-Token` header or `token` query)? */
function unlocked(request: FastifyRequest, link: LinkRow): boolean {
  if (!link.password) return true;
  const expected = linkToken(link);
  const given = [
    request.cookies[linkCookie(link.hash)],
    request.headers['x-link-token'] as string | undefined,
    (request as LinkRequest).query?.token,
  ];
  return given.some((t) => typeof t === 'string' && safeEqual(t, expected));
}

async function openLink(app: AppInstance, request: FastifyRequest, hash: string) {
  const found = await resolveLink(app, hash);
  if (!unlocked(request, found.link)) throw new HttpProblem(403, SHARING_MESSAGES.linkPassword);
  return found;
}

/** The link's entry or a live entry under it (by id or hash). */
async function entryInLink(app: AppInstance, root: EntryRow, ref: string | undefined) {
  if (!ref || ref === String(root.id) || ref === root.hash) return root;
  const entry = await app.drive.findEntryByRef(app.db, ref);
  if (!entry || entry.deleted_at || !entry.path.startsWith(`${root.path}/`))
    throw new HttpProblem(404, DRIVE_MESSAGES.notFound);
  return entry;
}

/**
 * Entries as visitors see them: the owner's name only, the link's rights, and nothing above
 * the link's entry (`path` starts at it, and it has no parent).
 */
async function presentPublic(
  app: AppInstance,
  request: FastifyRequest,
  link: LinkRow,
  root: EntryRow,
  rows: EntryRow[],
): Promise<FileEntry[]> {
  const above = root.path.slice(0, root.path.length - String(root.id).length);
  return (await app.drive.presentEntries(app, request, rows)).map((e) => ({
    ...e,
    path: e.path.startsWith(above) ? e.path.slice(above.length) : String(e.id),
    parent_id: e.id === root.id ? null : e.parent_id,
    users: e.users.filter((u) => u.owns_entry).map((u) => ({ ...u, email: '' })),
    starred: false,
    permissions: {
      'files.update': Boolean(link.allow_edit),
      'files.delete': false,
      'files.download': downloadsOpen(link),
    },
  }));
}

/** May visitors of the link take the original bytes: downloads on and the limit not reached? */
function downloadsOpen(link: LinkRow): boolean {
  return (
    Boolean(link.allow_download) &&
    (link.download_limit === null || link.download_count < link.download_limit)
  );
}

/** How long a counted transfer may be resumed (by ranges past its first byte) uncounted. */
const TRANSFER_MS = 60 * 60_000;

const transferKey = (link: LinkRow, entryId: number, request: FastifyRequest) =>
  `link-transfer:${link.id}:${entryId}:${request.ip}`;

/** Remembers a counted transfer of `entryId` for the visitor's address, for an hour. */
async function recordTransfer(
  app: AppInstance,
  link: LinkRow,
  entryId: number,
  request: FastifyRequest,
): Promise<void> {
  await app.rateLimits.hit(transferKey(link, entryId, request), TRANSFER_MS);
}

/**
 * Does the request resume a transfer already counted: a range past the first byte, from the
 * address whose transfer of the same file was counted within the hour? A range past the first
 * byte with no counted transfer before it is a download of its own (else ranges starting at
 * byte 1 would take every byte but the first past the limit, uncounted).
 */
async function resumes(
  app: AppInstance,
  link: LinkRow,
  entryId: number,
  request: FastifyRequest,
): Promise<boolean> {
  if (!/^bytes=0*[1-9]/.test(request.headers.range ?? '')) return false;
  // Without a limit nothing is at stake: every later range is the same transfer.
  if (link.download_limit === null) return true;
  const { hits } = await app.rateLimits.hit(transferKey(link, entryId, request), TRANSFER_MS);
  return hits > 1;
}

/** Link bytes are never cached: the link may be removed or locked at any time. */
const LINK_CACHE = 'private, no-store';

export function publicLinkRoutes(app: AppInstance): void {
  route(
    app,
    endpoints.linkPage,
    async ({ request, params, query }) => {
      const { link, entry } = await linkOf(app, request, params.hash);
      const { user_id: _owner, ...publicLink } = presentLink(link);
      if (!unlocked(request, link)) {
        return {
          link: publicLink,
          passwordRequired: true,
          entry: null,
          folder: null,
          folderChildren: null,
        };
      }
      if (query.page === 1 && !query.folderId) await logLinkAccess(app, request, link, 'view');
      const [presented] = await presentPublic(app, request, link, entry, [entry]);
      if (!app.drive.isFolder(entry)) {
        return {
          link: publicLink,
          passwordRequired: false,
          entry: presented!,
          folder: null,
          folderChildren: null,
        };
      }
      const folder = await entryInLink(
        app,
        entry,
        query.folderId ? String(query.folderId) : undefined,
      );
      if (!app.drive.isFolder(folder)) throw new HttpProblem(404, DRIVE_MESSAGES.notFound);
      const total = await countLiveChildren(app.db, folder.id);
      const rows = await liveChildrenPage(app.db, folder.id, {
        orderBy: query.orderBy,
        orderDir: query.orderDir,
        limit: query.perPage,
        offset: (query.page - 1) * query.perPage,
      });
      return {
        link: publicLink,
        passwordRequired: false,
        entry: presented!,
        folder:
          folder.id === entry.id
            ? presented!
            : (await presentPublic(app, request, link, entry, [folder]))[0]!,
        folderChildren: {
          data: await presentPublic(app, request, link, entry, rows),
          current_page: query.page,
          per_page: query.perPage,
          total,
          last_page: Math.max(1, Math.ceil(total / query.perPage)),
        },
      };
    },
    { preHandler: [linkFirst(app)] },
  );

  route(
    app,
    endpoints.checkPassword,
    async ({ request, reply, params, body: { password } }) => {
      const { link } = await linkOf(app, request, params.hash);
      if (!link.password || !(await verifyPassword(link.password, password))) {
        throw new HttpProblem(422, SHARING_MESSAGES.wrongPassword, {
          password: [SHARING_MESSAGES.wrongPassword],
        });
      }
      await logLinkAccess(app, request, link, 'password');
      const token = linkToken(link);
      reply.setCookie(linkCookie(link.hash), token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
      });
      return { matches: true as const, token };
    },
    // Guesses count before the body is read: an empty or malformed one is a guess too.
    { preHandler: [limitPasswordGuesses(app), linkFirst(app)] },
  );

  route(
    app,
    endpoints.preview,
    async ({ request, reply, params, query }) => {
      const { link, entry } = await openLink(app, request, params.hash);
      const target = await entryInLink(app, entry, query.entryId);
      if (app.drive.isFolder(target)) throw new HttpProblem(404, DRIVE_MESSAGES.notFound);
      // Thumbnails (grid tiles) are short-lived renditions, not an access worth logging.
      if (query.thumbnail === 'true')
        return app.drive.downloads.sendThumbnail(
          app,
          request,
          reply,
          target,
          'private, max-age=3600',
        );
      const resumed = await resumes(app, link, target.id, request);
      if (!resumed) await logLinkAccess(app, request, link, 'preview');
      // The original bytes are a download: only with downloads on, and counted against the
      // limit like the download route counts (a preview of a limited link is one of its
      // downloads; a resumed transfer is the one already counted).
      const original =
        Boolean(link.allow_download) &&
        (link.download_limit === null || resumed || (await countLinkDownload(app.db, link.id)));
      if (original && link.download_limit !== null && !resumed)
        await recordTransfer(app, link, target.id, request);
      if (!original)
        return app.drive.downloads.sendRendition(app, request, reply, target, LINK_CACHE);
      return app.drive.downloads.sendEntryFile(app, request, reply, target, {
        kind: 'inline',
        cache: LINK_CACHE,
      });
    },
    app.drive.downloads.userFileRoute,
  );

  route(
    app,
    endpoints.download,
    async ({ request, reply, params, query }) => {
      const { link, entry } = await openLink(app, request, params.hash);
      if (!link.allow_download) throw new HttpProblem(403, SHARING_MESSAGES.downloadDisabled);
      const target = await entryInLink(app, entry, query.entryId);
      // A resumed download (a Range past the first byte of a counted one) is the same
      // download, not another.
      if (!(await resumes(app, link, target.id, request))) {
        if (!(await countLinkDownload(app.db, link.id)))
          throw new HttpProblem(403, SHARING_MESSAGES.downloadLimit);
        if (link.download_limit !== null) await recordTransfer(app, link, target.id, request);
        await logLinkAccess(app, request, link, 'download');
      }
      if (!app.drive.isFolder(target))
        return app.drive.downloads.sendEntryFile(app, request, reply, target, {
          kind: 'attachment',
          cache: LINK_CACHE,
        });
      const items = await app.drive.downloads.zipItems(app, [target]);
      reply
        .type('application/zip')
        .header(
          'Content-Disposition',
          app.drive.downloads.contentDisposition('attachment', `${target.name}.zip`),
        )
        .header('Cache-Control', 'private, no-store');
      return reply.send(app.drive.downloads.zipStream(app, items));
    },
    app.drive.downloads.userFileRoute,
  );

  route(app, endpoints.importLink, async ({ request, params }) => {
    const { link, entry } = await openLink(app, request, params.hash);
    // Saving a copy hands over the bytes, so it needs the same right as downloading.
    if (!link.allow_download) throw new HttpProblem(403, SHARING_MESSAGES.downloadDisabled);
    const user = request.user!;
    linkGrants.set(user, entry.path);
    try {
      // Into the root of the importer's own drive, whatever space the link's entry is in.
      const copies = await app.drive.duplicateEntries(app, request, [entry.id], null, 0);
      await logLinkAccess(app, request, link, 'import');
      return { fileEntries: await app.drive.presentEntries(app, request, copies) };
    } finally {
      linkGrants.delete(user);
    }
  });
}

/** Password guesses per address and per link, a minute each (429 past either). */
function limitPasswordGuesses(app: AppInstance) {
  return async (request: FastifyRequest) => {
    const { hash } = request.params as { hash: string };
    await limit(app, [
      { key: `link-password:ip:${request.ip}`, max: 10, windowMs: 60_000 },
      { key: `link-password:link:${hash}`, max: 50, windowMs: 60_000 },
    ]);
  };
}
