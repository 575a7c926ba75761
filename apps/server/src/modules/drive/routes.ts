import {
  DRIVE_MESSAGES,
  driveEndpoints as endpoints,
  fileEntryCategory,
  fileExtension,
} from '@coffer/contract';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import { HttpProblem } from '../../platform/http/errors';
import {
  assertCanCreateIn,
  assertEntryAccess,
  entriesFor,
  entryAccess,
  memberAccess,
} from './access';
import { duplicateEntries, moveEntries } from './copy-move';
import { listEntries } from './list';
import { spaceUsage } from './quota';
import {
  createFileEntry,
  type EntryRow,
  findEntries,
  findEntry,
  findEntryByRef,
  findNameClash,
  folderTree,
  isFolder,
  trashedEntries,
  updateEntry,
} from './repo';
import { indexEntryText } from './search-repo';
import { presentEntries, presentEntry, purgeEntries } from './service';
import { starEntries, unstarEntries } from './stars-repo';
import { restoreEntries, trashEntries } from './trash-repo';

/** The drive's calls (`driveApi`): listing, folders, entry actions and space usage. */
export function driveRoutes(app: AppInstance) {
  route(app, endpoints.list, ({ request, query }) => listEntries(app, request, query));

  route(app, endpoints.entry, async ({ request, params }) => {
    const entry = await findEntryByRef(app.db, params.id);
    if (!entry) throw new HttpProblem(404, DRIVE_MESSAGES.notFound);
    await assertEntryAccess(app, request, entry, 'view');
    return { fileEntry: await presentEntry(app, request, entry) };
  });

  route(
    app,
    endpoints.folderTree,
    async ({ request, params: { userId }, query: { workspaceId: ws } }) => {
      const user = request.user!;
      if (userId !== 'me' && Number(userId) !== user.id) {
        throw new HttpProblem(403, DRIVE_MESSAGES.unauthorized);
      }
      if (ws !== 0 && !(await memberAccess(app, request, ws))) {
        throw new HttpProblem(403, 'You are not a member of this workspace.');
      }
      // Sharing: folders shared with someone get the shared-folder icon in the tree.
      const folders = await folderTree(app.db, {
        workspaceId: ws,
        ownerId: ws === 0 ? user.id : null,
        shared: app.drive.sharing.sharedWithAnyone(),
      });
      return { folders: folders.map((f) => ({ ...f, shared: Boolean(f.shared) })) };
    },
  );

  route(app, endpoints.folderPath, async ({ request, params }) => {
    const folder = await findEntryByRef(app.db, params.hash);
    if (!folder || !isFolder(folder)) throw new HttpProblem(404, DRIVE_MESSAGES.notFound);
    await assertEntryAccess(app, request, folder, 'view');
    const ids = folder.path.split('/').map(Number);
    const rows = await findEntries(app.db, ids);
    // Above a folder shared with the caller sit folders they may not see: the path starts below them.
    const visible: EntryRow[] = [];
    for (const id of ids) {
      const row = rows.find((r) => r.id === id);
      if (row && (await entryAccess(app, request, row, 'view'))) visible.push(row);
      else visible.length = 0;
    }
    return { path: await presentEntries(app, request, visible) };
  });

  route(app, endpoints.createFolder, async ({ request, body, query: { workspaceId: ws } }) => {
    const parent =
      body.parentId == null ? null : ((await findEntryByRef(app.db, body.parentId)) ?? null);
    if (body.parentId != null && (!parent || !isFolder(parent) || parent.deleted_at)) {
      throw new HttpProblem(422, DRIVE_MESSAGES.notAFolder, {
        parentId: [DRIVE_MESSAGES.notAFolder],
      });
    }
    await assertCanCreateIn(app, request, parent, ws);
    const folder = await app.db.transaction().execute((trx) =>
      createFileEntry(trx, {
        name: body.name,
        type: 'folder',
        parentId: parent?.id ?? null,
        ownerId: request.user!.id,
        workspaceId: parent?.workspace_id ?? ws,
        now: app.clock.iso(),
      }),
    );
    return { folder: await presentEntry(app, request, folder) };
  });

  route(app, endpoints.update, async ({ request, params, body }) => {
    const entry = await findEntryByRef(app.db, params.id);
    if (!entry) throw new HttpProblem(404, DRIVE_MESSAGES.notFound);
    await assertEntryAccess(app, request, entry, 'update');
    const changes: Partial<EntryRow> = { updated_at: app.clock.iso() };
    if (body.name !== undefined && body.name !== entry.name) {
      const parent = entry.parent_id ? ((await findEntry(app.db, entry.parent_id)) ?? null) : null;
      const place = { parent, workspaceId: entry.workspace_id, ownerId: entry.owner_id };
      if (await findNameClash(app.db, place, body.name, isFolder(entry), entry.id)) {
        const message = isFolder(entry) ? DRIVE_MESSAGES.folderExists : DRIVE_MESSAGES.fileExists;
        throw new HttpProblem(422, message, { name: [message] });
      }
      changes.name = body.name;
      if (!isFolder(entry)) {
        changes.extension = fileExtension(body.name) || null;
        changes.type = fileEntryCategory(entry.mime, changes.extension);
      }
    }
    if (body.description !== undefined) changes.description = body.description;
    const updated = await app.db.transaction().execute(async (trx) => {
      await updateEntry(trx, entry.id, changes);
      await indexEntryText(trx, entry.id, { name: changes.name, description: changes.description });
      return (await findEntry(trx, entry.id))!;
    });
    return { fileEntry: await presentEntry(app, request, updated) };
  });

  route(app, endpoints.move, async ({ request, body }) => {
    const moved = await moveEntries(app, request, body.entryIds, body.destinationId);
    return { fileEntries: await presentEntries(app, request, moved) };
  });

  route(app, endpoints.duplicate, async ({ request, body }) => {
    const copies = await duplicateEntries(
      app,
      request,
      body.entryIds,
      body.destinationId ?? undefined,
    );
    return { fileEntries: await presentEntries(app, request, copies) };
  });

  route(app, endpoints.delete, async ({ request, body, query }) => {
    const user = request.user!;
    let roots: EntryRow[];
    if (body.emptyTrash) {
      const ws = query.workspaceId;
      const access = ws === 0 ? null : await memberAccess(app, request, ws);
      if (ws !== 0 && !access)
        throw new HttpProblem(403, 'You are not a member of this workspace.');
      const ownerId = ws === 0 || !access?.abilities.editAnyFile ? user.id : null;
      const trashed = await trashedEntries(app.db, ws, ownerId);
      const ids = new Set(trashed.map((t) => t.id));
      // Top-most only: the rest goes with them.
      roots = trashed.filter((t) => !t.parent_id || !ids.has(t.parent_id));
      for (const row of roots) await assertEntryAccess(app, request, row, 'delete');
    } else {
      roots = await entriesFor(app, request, body.entryIds, 'delete');
    }
    // Nested picks (a folder and a file inside it) are handled once, through the folder.
    const paths = roots.map((r) => r.path);
    roots = roots.filter((r) => !paths.some((p) => r.path.startsWith(`${p}/`)));
    await app.db.transaction().execute(async (trx) => {
      if (body.deleteForever || body.emptyTrash) await purgeEntries(app, trx, roots);
      else await trashEntries(trx, roots, app.clock.iso());
    });
    return { message: 'Entries deleted', entryIds: roots.map((r) => r.id) };
  });

  route(app, endpoints.restore, async ({ request, body }) => {
    const rows = await entriesFor(app, request, body.entryIds, 'delete');
    await app.db.transaction().execute((trx) => restoreEntries(trx, rows, app.clock.iso()));
    const restored = await findEntries(
      app.db,
      rows.map((r) => r.id),
    );
    return { fileEntries: await presentEntries(app, request, restored) };
  });

  for (const action of ['star', 'unstar'] as const) {
    route(app, endpoints[action], async ({ request, body }) => {
      const rows = await entriesFor(app, request, body.entryIds, 'view');
      const ids = rows.map((r) => r.id);
      if (action === 'star') await starEntries(app.db, request.user!.id, ids, app.clock.iso());
      else await unstarEntries(app.db, request.user!.id, ids);
      return { fileEntries: await presentEntries(app, request, rows) };
    });
  }

  route(app, endpoints.spaceUsage, async ({ request, query: { workspaceId: ws } }) => {
    if (ws !== 0 && !(await memberAccess(app, request, ws))) {
      throw new HttpProblem(403, 'You are not a member of this workspace.');
    }
    return spaceUsage(app, request.user!.id, ws);
  });
}
