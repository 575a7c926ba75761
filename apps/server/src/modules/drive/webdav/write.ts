import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertRoomOnDisk, newStorageKey, watchDisk } from '../../../platform/storage';
import { assertCanCreateIn, assertEntryAccess } from '../access';
import { duplicateEntries, moveEntries } from '../copy-move';
import { createFileEntry, type EntryPlace, type EntryRow, isFolder } from '../repo';
import { trashEntries } from '../trash-repo';
import { assertUploadAllowed, cleanFileName } from '../uploads/checks';
import { finalizeUpload, replaceFileContent } from '../uploads/finalize';
import { type DavContext, DavError } from './context';
import { assertIfHeader, assertUnlocked } from './locks';
import { copyDeadProps, deleteLocksOf } from './repo';
import {
  davSegments,
  type Missing,
  placeOf,
  RESERVED_AT_ROOT,
  type Resource,
  resolve,
} from './resources';

/**
 * Where a new resource named by a missing URL goes: 409 when its parent is missing or is
 * a file, 403 in the lists of workspaces and shares, and for the two names kept at the root.
 */
function landingPlace(ctx: DavContext, target: Missing): EntryPlace {
  if (!target.parent) throw new DavError(409);
  const place = placeOf(target.parent, ctx.user.id);
  if (!place) throw new DavError(target.parent.kind === 'entry' ? 409 : 403);
  if (target.parent.kind === 'root' && RESERVED_AT_ROOT.has(target.name)) throw new DavError(403);
  return place;
}

/** Checks before a change of `targets`: the `If` header (412), then their locks (423). */
export async function assertMayChange(
  ctx: DavContext,
  target: Resource | Missing,
  extra: Array<Resource | Missing> = [],
  inside?: EntryRow,
): Promise<void> {
  await assertIfHeader(ctx, target);
  await assertUnlocked(ctx, [target, ...extra], inside);
}

/**
 * PUT: the body streams to the storage driver (nothing held in memory), then becomes a new
 * file or, over an existing one, its new content with the old kept as a version; the
 * upload rules of the web app apply (place, size, quota, extensions). 201 or 204.
 */
export async function put(ctx: DavContext, target: Resource | Missing): Promise<number> {
  if (ctx.request.headers['content-range']) throw new DavError(400);
  const announced = Number(ctx.request.headers['content-length']);
  const type = String(ctx.request.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim();
  return store(ctx, target, ctx.request.raw, {
    announced: Number.isFinite(announced) ? announced : null,
    mime: type && type !== 'application/octet-stream' ? type : null,
  });
}

/** LOCK of a URL that names nothing makes an empty file there (RFC 4918 §7.3). */
export function createEmpty(ctx: DavContext, target: Missing): Promise<number> {
  return store(ctx, target, Readable.from([]), { announced: 0, mime: null });
}

async function store(
  ctx: DavContext,
  target: Resource | Missing,
  source: Readable,
  { announced, mime }: { announced: number | null; mime: string | null },
): Promise<number> {
  const { app, request } = ctx;
  if (target.kind !== 'entry' && target.kind !== 'missing') throw new DavError(405);
  if (target.kind === 'entry' && isFolder(target.entry)) throw new DavError(405);
  const existing = target.kind === 'entry' ? target.entry : null;
  const place = target.kind === 'missing' ? landingPlace(ctx, target) : null;
  await assertMayChange(ctx, target);
  const name = existing ? existing.name : cleanFileName((target as Missing).name);
  const workspaceId = existing
    ? existing.workspace_id
    : (place!.parent?.workspace_id ?? place!.workspaceId);
  if (existing) await assertEntryAccess(app, request, existing, 'update');
  else await assertCanCreateIn(app, request, place!.parent, workspaceId);
  const storage = await app.storages.current();
  if (announced !== null) {
    await assertUploadAllowed(app, request, { name, size: announced, workspaceId });
    await assertRoomOnDisk(app.freeSpace, announced, storage);
  }
  const stagedKey = newStorageKey();
  const body = watchDisk(app.freeSpace);
  pipeline(source, body).catch(() => {});
  let size: number;
  try {
    size = await storage.put(stagedKey, body, { contentType: 'application/octet-stream' });
  } catch (error) {
    await storage.delete(stagedKey).catch(() => {});
    throw error;
  }
  const staged = {
    name,
    size,
    mime,
    storage,
    stagedKey,
    discard: () => storage.delete(stagedKey),
    fresh: true as const,
  };
  if (existing) {
    // Gone meanwhile (moved, trashed): the client should look again.
    if (!(await replaceFileContent(app, request, staged, existing))) throw new DavError(409);
    return 204;
  }
  await finalizeUpload(app, request, staged, {
    parentId: place!.parent?.id ?? null,
    workspaceId,
    relativePath: null,
    onConflict: 'replace',
  });
  return 201;
}

/** MKCOL: a new folder; 405 over anything that exists, 415 with a body. */
export async function mkcol(ctx: DavContext, target: Resource | Missing): Promise<void> {
  const { app, request } = ctx;
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > 0 || request.headers['transfer-encoding']) throw new DavError(415);
  if (target.kind !== 'missing') throw new DavError(405);
  const place = landingPlace(ctx, target);
  await assertMayChange(ctx, target);
  const workspaceId = place.parent?.workspace_id ?? place.workspaceId;
  await assertCanCreateIn(app, request, place.parent, workspaceId);
  await app.db.transaction().execute((trx) =>
    createFileEntry(trx, {
      name: cleanFileName(target.name),
      type: 'folder',
      parentId: place.parent?.id ?? null,
      ownerId: ctx.user.id,
      workspaceId,
      now: app.clock.iso(),
    }),
  );
}

/** DELETE: to the trash, as in the web app, with its locks. */
export async function remove(ctx: DavContext, target: Resource | Missing): Promise<void> {
  if (target.kind === 'missing') throw new DavError(404);
  if (target.kind !== 'entry') throw new DavError(403);
  const depth = ctx.request.headers.depth;
  if (depth !== undefined && String(depth).toLowerCase() !== 'infinity' && isFolder(target.entry)) {
    throw new DavError(400);
  }
  await assertMayChange(ctx, target, [], target.entry);
  await assertEntryAccess(ctx.app, ctx.request, target.entry, 'delete');
  await ctx.app.db.transaction().execute(async (trx) => {
    await trashEntries(trx, [target.entry], ctx.app.clock.iso());
    await deleteLocksOf(trx, target.entry);
  });
}

/**
 * COPY and MOVE: the `Destination` header names the new URL; `Overwrite: F` refuses one
 * that exists (412), else it goes to the trash in the same transaction (204, not 201).
 * Never into itself (403); a move stays in its space (403 across spaces).
 */
export async function copyOrMove(
  ctx: DavContext,
  source: Resource | Missing,
  mode: 'copy' | 'move',
): Promise<number> {
  const { app, request } = ctx;
  if (source.kind === 'missing') throw new DavError(404);
  if (source.kind !== 'entry') throw new DavError(403);
  const entry = source.entry;
  const destination = await destinationOf(ctx);
  const depth = String(request.headers.depth ?? 'infinity').toLowerCase();
  if (isFolder(entry)) {
    if (depth !== 'infinity' && (mode === 'move' || depth !== '0')) throw new DavError(400);
  }
  if (destination.kind !== 'entry' && destination.kind !== 'missing') throw new DavError(403);
  const replace = destination.kind === 'entry' ? destination.entry : undefined;
  if (replace?.id === entry.id) throw new DavError(403);
  const overwrite = String(request.headers.overwrite ?? 'T').toUpperCase() !== 'F';
  if (replace && !overwrite) throw new DavError(412);
  const place = replace ? null : landingPlace(ctx, destination as Missing);
  const destinationId = replace ? replace.parent_id : (place!.parent?.id ?? null);
  const landing = replace ?? place!.parent;
  if (landing && `${landing.path}/`.startsWith(`${entry.path}/`)) throw new DavError(403);
  // A move over a folder holding the source would trash the source with it.
  if (mode === 'move' && replace && entry.path.startsWith(`${replace.path}/`)) {
    throw new DavError(403);
  }
  if (mode === 'move') await assertMayChange(ctx, source, [destination], entry);
  else await assertMayChange(ctx, destination);
  if (replace) {
    await assertUnlocked(ctx, [], replace);
    await assertEntryAccess(app, request, replace, 'delete');
  }
  const name = replace ? replace.name : (destination as Missing).name;
  const workspaceId = replace ? replace.workspace_id : place!.workspaceId;
  if (mode === 'move') {
    if (workspaceId !== entry.workspace_id) throw new DavError(403);
    await moveEntries(app, request, [entry.id], destinationId, { name, replace });
  } else {
    const [copy] = await duplicateEntries(app, request, [entry.id], destinationId, workspaceId, {
      name,
      replace,
      shallow: depth === '0',
    });
    if (copy) await copyDeadProps(app.db, entry.id, copy.id);
  }
  return replace ? 204 : 201;
}

/**
 * The resource the `Destination` header names under `/dav/`. Only its path counts: behind a
 * reverse proxy the client's host and scheme need not be the ones this server sees.
 */
async function destinationOf(ctx: DavContext): Promise<Resource | Missing> {
  const header = ctx.request.headers.destination;
  if (typeof header !== 'string' || !header) throw new DavError(400);
  let url: URL;
  try {
    url = new URL(header, 'http://dav.invalid');
  } catch {
    throw new DavError(400);
  }
  const segments = davSegments(url.pathname);
  if (!segments) throw new DavError(502);
  return resolve(ctx.app, ctx.request, segments);
}
