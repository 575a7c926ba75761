import { DRIVE_MESSAGES, versionsEndpoints } from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../../app';
import { route } from '../../../kernel/roles/endpoint-route';
import { HttpProblem } from '../../../platform/http/errors';
import { defineMessage } from '../../../platform/i18n/define-message';
import { assertEntryAccess } from '../access';
import { contentDisposition, servedType } from '../downloads/http';
import { sendObject, userFileRoute } from '../downloads/send';
import { type EntryRow, findEntryByRef, isFolder, toNumber } from '../repo';
import { presentEntry } from '../service';
import { resolveUploadPlace } from '../uploads/checks';
import { clashingFileNames, findVersion, versionsOf } from './repo';
import { dropVersions, restoreVersion } from './service';

export const VERSION_NOT_FOUND = defineMessage('This version no longer exists.');
export const VERSION_DELETED = defineMessage('Version deleted.');

/** The file named by `:id` (id or hash), for a caller who may edit it (the versions' rule). */
async function editableFile(
  app: AppInstance,
  request: FastifyRequest,
  ref: string,
): Promise<EntryRow> {
  const entry = await findEntryByRef(app.db, ref);
  if (!entry || isFolder(entry)) throw new HttpProblem(404, DRIVE_MESSAGES.notFound);
  await assertEntryAccess(app, request, entry, 'update');
  return entry;
}

async function versionOf(app: AppInstance, entry: EntryRow, versionId: number) {
  const version = await findVersion(app.db, entry.id, versionId);
  if (!version) throw new HttpProblem(404, VERSION_NOT_FOUND);
  return version;
}

/** A file's versions: list, bytes, restore, delete; and the names an upload would replace. */
export function versionRoutes(app: AppInstance): void {
  route(app, versionsEndpoints.list, async ({ request, params }) => {
    const entry = await editableFile(app, request, params.id);
    const rows = await versionsOf(app.db, entry.id);
    return {
      versions: rows.map((row) => ({
        id: row.id,
        file_size: toNumber(row.file_size),
        mime: row.mime,
        uploaded_at: row.uploaded_at,
        uploader:
          row.uploaded_by !== null && row.uploader_email !== null
            ? { id: row.uploaded_by, name: row.uploader_name, email: row.uploader_email }
            : null,
      })),
    };
  });

  route(
    app,
    versionsEndpoints.file,
    async ({ request, reply, params, query }) => {
      const entry = await editableFile(app, request, params.id);
      const version = await versionOf(app, entry, params.versionId);
      const kind = query.download === '1' || query.download === 'true' ? 'attachment' : 'inline';
      const served = servedType(version.mime, entry.extension, kind);
      if (served.sandbox) request.sandboxed = true;
      return sendObject(app, request, reply, {
        driver: version.storage_driver,
        key: version.storage_key,
        // A version's bytes never change: its id and size name them.
        etag: `"${entry.hash}-v${version.id}-${toNumber(version.file_size).toString(36)}"`,
        lastModified: new Date(version.uploaded_at),
        type: served.type,
        disposition: contentDisposition(served.disposition, entry.name),
        cache: 'private, no-cache',
      });
    },
    { ...userFileRoute, exposeHeadRoute: true },
  );

  route(app, versionsEndpoints.restore, async ({ request, params }) => {
    const entry = await editableFile(app, request, params.id);
    const version = await versionOf(app, entry, params.versionId);
    const row = await restoreVersion(app, entry, version);
    return { fileEntry: await presentEntry(app, request, row) };
  });

  route(app, versionsEndpoints.remove, async ({ request, params }) => {
    const entry = await editableFile(app, request, params.id);
    const version = await versionOf(app, entry, params.versionId);
    await app.db.transaction().execute((trx) => dropVersions(app, trx, [version]));
    return { message: VERSION_DELETED };
  });

  route(app, versionsEndpoints.nameClashes, async ({ request, body, query }) => {
    const place = {
      parentId: body.parentId,
      workspaceId: body.workspaceId ?? query.workspaceId ?? 0,
    };
    const { parent, workspaceId } = await resolveUploadPlace(app, request, place);
    const ownerId = request.user!.id;
    const names = [...new Set(body.names.map((name) => name.trim()))];
    return { names: await clashingFileNames(app.db, { parent, workspaceId, ownerId }, names) };
  });
}
