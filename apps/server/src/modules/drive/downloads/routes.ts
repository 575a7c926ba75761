import { DRIVE_MESSAGES, driveEndpoints } from '@coffer/contract';
import type { AppInstance } from '../../../app';
import { route } from '../../../kernel/roles/endpoint-route';
import { HttpProblem } from '../../../platform/http/errors';
import { assertEntryAccess, entryAccess } from '../access';
import { type EntryRow, findEntryByRef, isFolder } from '../repo';
import { contentDisposition } from './http';
import { sendEntryFile, sendRendition, sendThumbnail, userFileRoute } from './send';
import { zipItems, zipStream } from './zip';

const HASHES_LIMIT = 1000;

async function loadEntry(app: AppInstance, ref: string): Promise<EntryRow> {
  const entry = await findEntryByRef(app.db, ref);
  if (!entry) throw new HttpProblem(404, DRIVE_MESSAGES.notFound);
  return entry;
}

export function downloadRoutes(app: AppInstance): void {
  route(
    app,
    driveEndpoints.file,
    async ({ request, reply, params, query }) => {
      const entry = await loadEntry(app, params.id);
      await assertEntryAccess(app, request, entry, 'view');
      if (isFolder(entry) || !entry.storage_key) {
        throw new HttpProblem(404, DRIVE_MESSAGES.notFound);
      }
      if (query.thumbnail === 'true' || query.thumbnail === '1') {
        // The URL carries no version, so "immutable" would be wrong; a year with revalidation by ETag.
        return sendThumbnail(app, request, reply, entry, 'private, max-age=31536000');
      }
      // Viewing without the download right (a view-only share) shows a rendition only.
      if (!(await entryAccess(app, request, entry, 'download'))) {
        return sendRendition(app, request, reply, entry, 'private, no-cache');
      }
      return sendEntryFile(app, request, reply, entry, {
        kind: 'inline',
        cache: 'private, no-cache',
      });
    },
    { ...userFileRoute, exposeHeadRoute: true },
  );

  route(
    app,
    driveEndpoints.download,
    async ({ request, reply, params }) => {
      const refs = [
        ...new Set(
          params.hashes
            .split(',')
            .map((h) => h.trim())
            .filter(Boolean),
        ),
      ];
      if (refs.length === 0 || refs.length > HASHES_LIMIT) {
        throw new HttpProblem(422, DRIVE_MESSAGES.notFound, { hashes: [DRIVE_MESSAGES.notFound] });
      }
      const entries: EntryRow[] = [];
      for (const ref of refs) {
        const entry = await loadEntry(app, ref);
        await assertEntryAccess(app, request, entry, 'download');
        entries.push(entry);
      }
      const only = entries[0];
      if (entries.length === 1 && only && !isFolder(only)) {
        return sendEntryFile(app, request, reply, only, {
          kind: 'attachment',
          cache: 'private, no-cache',
        });
      }
      const items = await zipItems(app, entries);
      const name = entries.length === 1 && only ? `${only.name}.zip` : 'download.zip';
      reply
        .type('application/zip')
        .header('Content-Disposition', contentDisposition('attachment', name))
        .header('Cache-Control', 'private, no-store');
      return reply.send(zipStream(app, items));
    },
    userFileRoute,
  );
}
