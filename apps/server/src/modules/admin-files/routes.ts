import { adminFilesEndpoints as endpoints } from '@coffer/contract';
import type { AppInstance } from '../../app';
import { route } from '../../kernel/roles/endpoint-route';
import { requirePermission } from '../../kernel/roles/service';
import { HttpProblem } from '../../platform/http/errors';
import { defineMessage } from '../../platform/i18n/define-message';
import { purgeEntries } from '../drive';
import { entriesByIds } from './repo';
import { fileEntryPage } from './service';

const NOT_FOUND = defineMessage('File entry not found.');

/**
 * The admin's files (spec §2.4 files): list, preview and delete any entry of the site.
 * `files.update` is every user's own-files permission too, so the admin area's
 * `admin.access` is asked besides it.
 */
export function adminFileRoutes(app: AppInstance) {
  const options = { preHandler: [requirePermission(app, 'admin.access')] };

  route(app, endpoints.list, async ({ query }) => fileEntryPage(app, query), options);

  route(
    app,
    endpoints.preview,
    async ({ request, reply, params: { id } }) => {
      const [entry] = await entriesByIds(app.db, [id]);
      // The entry's bytes are read from the store it records, whatever storage is current.
      if (!entry || app.drive.isFolder(entry) || !entry.storage_key) {
        throw new HttpProblem(404, NOT_FOUND);
      }
      return app.drive.downloads.sendEntryFile(app, request, reply, entry, {
        kind: 'inline',
        cache: 'private, no-cache',
      });
    },
    { ...app.drive.downloads.userFileRoute, ...options },
  );

  route(
    app,
    endpoints.remove,
    async ({ params: { ids } }) => {
      const entries = await entriesByIds(app.db, ids);
      if (entries.length !== new Set(ids).size) throw new HttpProblem(404, NOT_FOUND);
      // The drive's own purge: rows, search index, folder sizes, and a job for the bytes.
      await app.db.transaction().execute((trx) => purgeEntries(app, trx, entries));
      return { message: defineMessage('Entries deleted') };
    },
    options,
  );
}
