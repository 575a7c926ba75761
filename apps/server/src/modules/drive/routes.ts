import {
  createFolderSchema,
  DRIVE_MESSAGES,
  deleteEntriesSchema,
  duplicateEntriesSchema,
  entryIdsSchema,
  fileEntryCategory,
  fileExtension,
  moveEntriesSchema,
  updateEntrySchema,
  workspaceQuerySchema,
} from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { HttpProblem, validate } from '../../platform/http/errors';
import { nowIso } from '../../platform/security/tokens';
import { requireUser } from '../roles/service';
import { sharedByMeCondition } from '../sharing/scope';
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
  driveDb,
  type EntryRow,
  findEntries,
  findEntry,
  findEntryByRef,
  findNameClash,
  isFolder,
} from './repo';
import { indexEntryText } from './search';
import { presentEntries, purgeEntries } from './service';
import { restoreEntries, trashEntries } from './trash';

type IdParams = { Params: { id: string } };

function activeWorkspace(request: FastifyRequest): number {
  return validate(workspaceQuerySchema, {
    workspaceId: (request.query as Record<string, unknown> | undefined)?.workspaceId,
  }).workspaceId;
}

export function driveRoutes(app: AppInstance) {
  const guard = { preHandler: requireUser };

  app.get('/api/v1/drive/file-entries', guard, (request) => listEntries(app, request));

  app.get<IdParams>('/api/v1/drive/file-entries/:id/model', guard, async (request) => {
    const entry = await findEntryByRef(app.db, request.params.id);
    if (!entry) throw new HttpProblem(404, DRIVE_MESSAGES.notFound);
    await assertEntryAccess(app, request, entry, 'view');
    return { fileEntry: (await presentEntries(app, request, [entry]))[0] };
  });

  app.get<{ Params: { userId: string } }>(
    '/api/v1/users/:userId/folders',
    guard,
    async (request) => {
      const user = request.user!;
      if (request.params.userId !== 'me' && Number(request.params.userId) !== user.id) {
        throw new HttpProblem(403, DRIVE_MESSAGES.unauthorized);
      }
      const ws = activeWorkspace(request);
      if (ws !== 0 && !(await memberAccess(app, request, ws))) {
        throw new HttpProblem(403, 'You are not a member of this workspace.');
      }
      let q = driveDb(app.db)
        .selectFrom('file_entries as e')
        .select(['e.id', 'e.hash', 'e.name', 'e.parent_id', 'e.path'])
        // Sharing: folders shared with someone get the shared-folder icon in the tree.
        .select(sharedByMeCondition().as('shared'))
        .where('e.type', '=', 'folder')
        .where('e.deleted_at', 'is', null)
        .where('e.workspace_id', '=', ws);
      if (ws === 0) q = q.where('e.owner_id', '=', user.id);
      const folders = await q.orderBy('e.path').execute();
      return { folders: folders.map((f) => ({ ...f, shared: Boolean(f.shared) })) };
    },
  );

  app.get<{ Params: { hash: string } }>('/api/v1/folders/:hash/path', guard, async (request) => {
    const folder = await findEntryByRef(app.db, request.params.hash);
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

  app.post('/api/v1/folders', guard, async (request) => {
    const body = validate(createFolderSchema, request.body);
    const ws = activeWorkspace(request);
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
      }),
    );
    return { folder: (await presentEntries(app, request, [folder]))[0] };
  });

  app.put<IdParams>('/api/v1/file-entries/:id', guard, async (request) => {
    const body = validate(updateEntrySchema, request.body);
    const entry = await findEntryByRef(app.db, request.params.id);
    if (!entry) throw new HttpProblem(404, DRIVE_MESSAGES.notFound);
    await assertEntryAccess(app, request, entry, 'update');
    const changes: Partial<EntryRow> = { updated_at: nowIso() };
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
      await driveDb(trx)
        .updateTable('file_entries')
        .set(changes)
        .where('id', '=', entry.id)
        .execute();
      await indexEntryText(trx, entry.id, { name: changes.name, description: changes.description });
      return (await findEntry(trx, entry.id))!;
    });
    return { fileEntry: (await presentEntries(app, request, [updated]))[0] };
  });

  app.post('/api/v1/file-entries/move', guard, async (request) => {
    const body = validate(moveEntriesSchema, request.body);
    const moved = await moveEntries(app, request, body.entryIds, body.destinationId);
    return { fileEntries: await presentEntries(app, request, moved) };
  });

  app.post('/api/v1/file-entries/duplicate', guard, async (request) => {
    const body = validate(duplicateEntriesSchema, request.body);
    const copies = await duplicateEntries(
      app,
      request,
      body.entryIds,
      body.destinationId ?? undefined,
    );
    return { fileEntries: await presentEntries(app, request, copies) };
  });

  app.post('/api/v1/file-entries/delete', guard, async (request) => {
    const body = validate(deleteEntriesSchema, request.body);
    const user = request.user!;
    let roots: EntryRow[];
    if (body.emptyTrash) {
      const ws = activeWorkspace(request);
      const access = ws === 0 ? null : await memberAccess(app, request, ws);
      if (ws !== 0 && !access)
        throw new HttpProblem(403, 'You are not a member of this workspace.');
      let q = driveDb(app.db)
        .selectFrom('file_entries as e')
        .selectAll('e')
        .where('e.workspace_id', '=', ws)
        .where('e.deleted_at', 'is not', null);
      if (ws === 0 || !access?.abilities.editAnyFile) q = q.where('e.owner_id', '=', user.id);
      const trashed = await q.execute();
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
      else await trashEntries(trx, roots);
    });
    return { message: 'Entries deleted', entryIds: roots.map((r) => r.id) };
  });

  app.post('/api/v1/file-entries/restore', guard, async (request) => {
    const body = validate(entryIdsSchema, request.body);
    const rows = await entriesFor(app, request, body.entryIds, 'delete');
    await app.db.transaction().execute((trx) => restoreEntries(trx, rows));
    const restored = await findEntries(
      app.db,
      rows.map((r) => r.id),
    );
    return { fileEntries: await presentEntries(app, request, restored) };
  });

  for (const action of ['star', 'unstar'] as const) {
    app.post(`/api/v1/file-entries/${action}`, guard, async (request) => {
      const body = validate(entryIdsSchema, request.body);
      const rows = await entriesFor(app, request, body.entryIds, 'view');
      const userId = request.user!.id;
      const stars = driveDb(app.db);
      if (action === 'star') {
        await stars
          .insertInto('file_entry_stars')
          .values(rows.map((r) => ({ user_id: userId, entry_id: r.id, created_at: nowIso() })))
          .onConflict((oc) => oc.columns(['user_id', 'entry_id']).doNothing())
          .execute();
      } else {
        await stars
          .deleteFrom('file_entry_stars')
          .where('user_id', '=', userId)
          .where(
            'entry_id',
            'in',
            rows.map((r) => r.id),
          )
          .execute();
      }
      return { fileEntries: await presentEntries(app, request, rows) };
    });
  }

  app.get('/api/v1/user/space-usage', guard, async (request) => {
    const ws = activeWorkspace(request);
    if (ws !== 0 && !(await memberAccess(app, request, ws))) {
      throw new HttpProblem(403, 'You are not a member of this workspace.');
    }
    return spaceUsage(app, request.user!.id, ws);
  });
}
